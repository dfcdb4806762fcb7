/// The words the presentation layer puts on screen by itself — "On" and "Off", the add
/// row's title, accessibility hints. Replace entries to localise or rephrase them.
///
/// ```swift
/// form.presentationStrings.on = "Oui"
/// form.presentationStrings.off = "Non"
/// ```
package struct PresentationStrings: Sendable, Hashable {
    /// A switch or check row that is on.
    package var on = "On"
    /// A switch or check row that is off.
    package var off = "Off"
    /// A selector screen with nothing to choose.
    package var noOptions = "No options"
    /// The hint of a row that opens a list of options.
    package var selectorHint = "Opens a list of options"
    /// The hint of a row whose inline editor expands.
    package var expandHint = "Shows a picker"
    /// The hint of a text row.
    package var textHint: String? = nil
    /// The hint of a section header that collapses.
    package var collapseHint = "Collapses the section"
    /// The hint of a section header that expands.
    package var expandSectionHint = "Expands the section"
    /// What VoiceOver adds to the value of a required row.
    package var requiredValue = "Required"
    /// The leading row of an option wheel whose row has no value.
    package var noValue = "—"
    /// The keyboard bar's button that moves to the previous row.
    package var previous = "Previous"
    /// The keyboard bar's button that moves to the next row.
    package var next = "Next"
    /// The button that acknowledges an alert.
    package var ok = "OK"
    /// The swipe action that deletes a row of a multivalued section.
    package var delete = "Delete"
    /// The button that closes an action sheet or alert without a choice.
    package var cancel = "Cancel"
    /// Spoken while a selector's options load.
    package var loading = "Loading"

    /// The standard English words.
    package static let standard = PresentationStrings()
}
