/// The words the presentation layer puts on screen by itself — "On" and "Off", the add
/// row's title, accessibility hints. Replace entries to localise or rephrase them.
///
/// ```swift
/// form.presentationStrings.on = "Oui"
/// form.presentationStrings.off = "Non"
/// ```
public struct PresentationStrings: Sendable, Hashable {
    /// A switch or check row that is on.
    public var on = "On"
    /// A switch or check row that is off.
    public var off = "Off"
    /// A selector screen with nothing to choose.
    public var noOptions = "No options"
    /// The hint of a row that opens a list of options.
    public var selectorHint = "Opens a list of options"
    /// The hint of a row whose inline editor expands.
    public var expandHint = "Shows a picker"
    /// The hint of a text row.
    public var textHint: String? = nil
    /// The hint of a section header that collapses.
    public var collapseHint = "Collapses the section"
    /// The hint of a section header that expands.
    public var expandSectionHint = "Expands the section"
    /// What VoiceOver adds to the value of a required row.
    public var requiredValue = "Required"
    /// The leading row of an option wheel whose row has no value.
    public var noValue = "—"
    /// The keyboard bar's button that moves to the previous row.
    public var previous = "Previous"
    /// The keyboard bar's button that moves to the next row.
    public var next = "Next"
    /// The button that acknowledges an alert.
    public var ok = "OK"
    /// The swipe action that deletes a row of a multivalued section.
    public var delete = "Delete"
    /// The button that closes an action sheet or alert without a choice.
    public var cancel = "Cancel"
    /// Spoken while a selector's options load.
    public var loading = "Loading"

    /// The standard English words.
    public static let standard = PresentationStrings()
}
