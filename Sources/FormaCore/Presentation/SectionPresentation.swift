/// What a renderer shows for one visible section: header, footer and, for a collapsible
/// section, which state it is in.
///
/// ```swift
/// let header = controller.presentation(ofSectionAt: 0)
/// header?.header          // "Advanced"
/// header?.isCollapsed     // true: its rows are out of the snapshot until expanded
/// ```
public struct SectionPresentation: Sendable, Hashable {
    /// The section's identity.
    public var id: SectionID
    /// The section's tag.
    public var tag: String?
    /// The header text.
    public var header: String?
    /// The footer text.
    public var footer: String?
    /// `true` when tapping the header collapses or expands the section.
    public var isCollapsible: Bool
    /// `true` while the section's rows are collapsed out of the table.
    public var isCollapsed: Bool
    /// What assistive technologies say about the header.
    public var accessibility: AccessibilityDescription

    /// Creates a section presentation.
    public init(
        id: SectionID, tag: String?, header: String?, footer: String?, isCollapsible: Bool = false,
        isCollapsed: Bool = false, accessibility: AccessibilityDescription
    ) {
        self.id = id
        self.tag = tag
        self.header = header
        self.footer = footer
        self.isCollapsible = isCollapsible
        self.isCollapsed = isCollapsed
        self.accessibility = accessibility
    }
}
