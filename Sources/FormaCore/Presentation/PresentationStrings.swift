/// The words the presentation layer puts on screen by itself — "On" and "Off", the add
/// row's title, accessibility hints — looked up once in a form's ``FormaStrings`` for its
/// language. Renderers read them from `form.presentationStrings`.
package struct PresentationStrings: Sendable, Hashable {
    /// A switch or check row that is on.
    package var on: String
    /// A switch or check row that is off.
    package var off: String
    /// The add row of a multivalued section that names no title of its own.
    package var add: String
    /// The button that removes an item of a repeatable section (a record).
    package var remove: String
    /// A selector screen with nothing to choose.
    package var noOptions: String
    /// The hint of a row that opens a list of options.
    package var selectorHint: String
    /// The hint of a row whose inline editor expands.
    package var expandHint: String
    /// The hint of a text row.
    package var textHint: String? = nil
    /// The hint of a section header that collapses.
    package var collapseHint: String
    /// The hint of a section header that expands.
    package var expandSectionHint: String
    /// What VoiceOver adds to the value of a required row.
    package var requiredValue: String
    /// The leading row of an option wheel whose row has no value.
    package var noValue: String
    /// The keyboard bar's button that moves to the previous row.
    package var previous: String
    /// The keyboard bar's button that moves to the next row.
    package var next: String
    /// The keyboard bar's button that ends editing.
    package var done: String
    /// The button that acknowledges an alert.
    package var ok: String
    /// The swipe action that deletes a row of a multivalued section.
    package var delete: String
    /// The button that closes an action sheet or alert without a choice.
    package var cancel: String
    /// Spoken and shown while a selector's options load.
    package var loading: String

    /// The words of a table in a language.
    package init(_ strings: FormaStrings, language: Language) {
        func word(_ key: String) -> String { strings.text(key, in: language) }
        on = word("control.on")
        off = word("control.off")
        add = word("control.add")
        remove = word("control.remove")
        noOptions = word("control.noOptions")
        selectorHint = word("hint.selector")
        expandHint = word("hint.picker")
        collapseHint = word("hint.collapseSection")
        expandSectionHint = word("hint.expandSection")
        requiredValue = word("control.required")
        noValue = word("control.noValue")
        previous = word("control.previous")
        next = word("control.next")
        done = word("control.done")
        ok = word("control.ok")
        delete = word("control.delete")
        cancel = word("control.cancel")
        loading = word("control.loading")
    }

    /// The standard English words.
    package static let standard = PresentationStrings(FormaStrings(), language: .english)
}

extension Form {
    /// The language of the form's words: its formatting locale's, English when none is shipped.
    package var language: Language { formatterCache.language }

    /// The presentation layer's words in the form's language, with the app's entries.
    package var presentationStrings: PresentationStrings { presentationWords.strings }

    /// The same words, shared: reading one copies one string.
    var presentationWords: PresentationWords { formatterCache.presentationWords(from: strings) }

    /// An entry of ``strings`` in the form's language, placeholders filled.
    package func word(_ key: String, _ values: [String: String] = [:]) -> String {
        strings.text(key, in: language, values)
    }

    /// A counted entry of ``strings`` in the form's language.
    package func word(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        strings.text(key, count: count, in: language, values)
    }
}
