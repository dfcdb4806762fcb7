/// What a renderer shows for one visible section: header, footer and, for a collapsible
/// section, which state it is in.
///
/// ```swift
/// let header = controller.presentation(ofSectionAt: 0)
/// header?.header          // "Advanced"
/// header?.isCollapsed     // true: its rows are out of the snapshot until expanded
/// ```
package struct SectionPresentation: Sendable, Hashable {
    /// The section's identity.
    package internal(set) var id: SectionID
    /// The section's tag.
    package internal(set) var tag: String?
    /// The header text.
    package internal(set) var header: String?
    /// The footer text.
    package internal(set) var footer: String?
    /// `true` when tapping the header collapses or expands the section.
    package internal(set) var isCollapsible: Bool
    /// `true` while the section's rows are collapsed out of the table.
    package internal(set) var isCollapsed: Bool
    /// What assistive technologies say about the header.
    package internal(set) var accessibility: AccessibilityDescription

    /// Creates a section presentation.
    package init(
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

extension SectionPresentation {
    /// How far a collapsible header's chevron (drawn pointing down) is turned, in quarter
    /// turns clockwise: none while expanded; while collapsed it points to the trailing edge —
    /// right in a left-to-right layout (a quarter turn back), left in a right-to-left one.
    ///
    /// ```swift
    /// chevron.transform = CGAffineTransform(rotationAngle: Double(p.chevronQuarterTurns(rightToLeft: isRTL)) * .pi / 2)
    /// ```
    package func chevronQuarterTurns(rightToLeft: Bool) -> Int {
        guard isCollapsible, isCollapsed else { return 0 }
        return rightToLeft ? 1 : -1
    }
}
