/// One choice on a selector screen: its title, the form value it stands for, and whether
/// it is chosen now.
///
/// ```swift
/// for choice in screen.sections.flatMap(\.choices) {
///     print(choice.isSelected ? "✓" : " ", choice.title)
/// }
/// ```
package struct SelectorChoice: Sendable, Hashable, Identifiable {
    /// The choice's identity on its screen, stable while the screen is shown (filtering
    /// does not change it).
    package var id: Int
    /// The text shown.
    package var title: String
    /// The form value the row takes when this choice is made.
    package var value: FormValue
    /// `true` when the choice is part of the current selection.
    package var isSelected: Bool

    /// Creates a choice.
    package init(id: Int, title: String, value: FormValue, isSelected: Bool = false) {
        self.id = id
        self.title = title
        self.value = value
        self.isSelected = isSelected
    }
}

/// A titled group of choices on a selector screen.
///
/// ```swift
/// screen.sections.map(\.title)   // ["Europe", "Asia"]
/// ```
package struct SelectorSection: Sendable, Hashable {
    /// The section's title, or `nil` for an untitled group.
    package var title: String?
    /// The choices, in order.
    package var choices: [SelectorChoice]

    /// Creates a section.
    package init(title: String?, choices: [SelectorChoice]) {
        self.title = title
        self.choices = choices
    }
}

/// Where a selector screen's options stand.
///
/// ```swift
/// if screen.loadState == .loading { showSpinner() }
/// ```
package enum SelectorLoadState: Sendable, Hashable {
    /// The options are there to choose from.
    case loaded
    /// The options are being loaded.
    case loading
    /// Loading stopped before it finished (the screen was dismissed).
    case cancelled
    /// Loading failed; the message says why.
    case failed(String)
}

/// What the renderer does after a choice is made on a selector screen.
package enum SelectorOutcome: Sendable, Hashable {
    /// The value was written: dismiss the screen.
    case dismiss
    /// The screen stays (multiple selection, or a choice that changed nothing to commit yet).
    case stay
}

/// Why a selector screen could not write its value.
///
/// ```swift
/// do { try screen.commit() } catch let error as SelectorError { show(error.description) }
/// ```
package enum SelectorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No choice has the identity.
    case unknownChoice(Int)
    /// The row left the form or was disabled while the screen was shown.
    case rowUnavailable(tag: String?)
    /// The row refused the value.
    case invalidValue(ValueError)

    package var description: String {
        switch self {
        case .unknownChoice(let id): "no choice \(id) on this screen"
        case .rowUnavailable(let tag): "row \(tag.map { "'\($0)'" } ?? "") is no longer available"
        case .invalidValue(let error): error.description
        }
    }
}

extension SelectorSection {
    /// Groups choices into sections: consecutive choices with the same section title form one.
    static func grouping(_ items: [(section: String?, choice: SelectorChoice)]) -> [SelectorSection] {
        var sections: [SelectorSection] = []
        for (title, choice) in items {
            if let last = sections.indices.last, sections[last].title == title {
                sections[last].choices.append(choice)
            } else {
                sections.append(SelectorSection(title: title, choices: [choice]))
            }
        }
        return sections
    }
}
