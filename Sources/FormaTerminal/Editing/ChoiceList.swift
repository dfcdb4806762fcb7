import Foundation

/// The overlay list a selector opens: choices filtered as the person types, one or many
/// selected, committed with Enter or dismissed with Escape.
///
/// Filtering ignores case and accents ("cafe" finds "Café"). With multiple selection Space
/// toggles the highlighted choice; with single selection Enter picks it.
///
/// ```swift
/// var list = ChoiceList(title: "Repeat", choices: ["Never", "Every Day", "Every Week"], selected: [0])
/// list.handle(.character("w"))   // filter "w": only "Every Week"
/// list.handle(.enter)            // .commit([2])
/// ```
public struct ChoiceList: Sendable, Equatable {
    /// What a key did to the list.
    public enum Outcome: Sendable, Equatable {
        /// The list changed (highlight, filter or selection) and stays open.
        case updated
        /// The key means nothing here.
        case ignored
        /// The person chose: the indices of the selected choices, in list order.
        case commit([Int])
        /// The person dismissed the list without choosing.
        case cancel
    }

    /// The list's heading.
    public let title: String
    /// The choices' titles.
    public let choices: [String]
    /// `true` when several choices can be selected.
    public let allowsMultipleSelection: Bool
    /// Which choices are selected, by index.
    public private(set) var selected: Set<Int>
    /// The filter typed so far.
    public private(set) var filter = LineEditor()
    /// The indices of the choices that match the filter, in order.
    public private(set) var visible: [Int]
    /// The highlighted position in ``visible``.
    public private(set) var highlight = 0
    /// The choices folded for filtering, made when the filter is first used.
    private var folded: [String]?

    /// A list of `choices` with `selected` ones marked and the first of them highlighted.
    public init(title: String, choices: [String], selected: Set<Int> = [], allowsMultipleSelection: Bool = false) {
        self.title = title
        self.choices = choices
        self.selected = selected.filter { choices.indices.contains($0) }
        self.allowsMultipleSelection = allowsMultipleSelection
        visible = Array(choices.indices)
        highlight = self.selected.min() ?? 0
    }

    /// The highlighted choice's index, if any choice is visible.
    public var highlighted: Int? { visible.indices.contains(highlight) ? visible[highlight] : nil }

    /// Applies a key.
    @discardableResult
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .escape, .control("c"): return .cancel
        case .up, .control("p"): return moveHighlight(by: -1)
        case .down, .control("n"), .tab: return moveHighlight(by: 1)
        case .pageUp: return moveHighlight(by: -10)
        case .pageDown: return moveHighlight(by: 10)
        case .character(" ") where allowsMultipleSelection:
            guard let index = highlighted else { return .ignored }
            if selected.contains(index) { selected.remove(index) } else { selected.insert(index) }
            return .updated
        case .enter:
            if allowsMultipleSelection { return .commit(selected.sorted()) }
            guard let index = highlighted else { return .ignored }
            return .commit([index])
        default:
            guard filter.handle(key) == .changed else { return .ignored }
            applyFilter()
            return .updated
        }
    }

    private mutating func moveHighlight(by offset: Int) -> Outcome {
        guard !visible.isEmpty else { return .ignored }
        let target = min(max(highlight + offset, 0), visible.count - 1)
        guard target != highlight else { return .ignored }
        highlight = target
        return .updated
    }

    private mutating func applyFilter() {
        let needle = Self.fold(filter.text)
        let current = highlighted
        if needle.isEmpty {
            visible = Array(choices.indices)
        } else {
            let folded = self.folded ?? choices.map(Self.fold)
            self.folded = folded
            visible = choices.indices.filter { folded[$0].contains(needle) }
        }
        highlight = current.flatMap { visible.firstIndex(of: $0) } ?? 0
    }

    private static func fold(_ text: String) -> String {
        // ASCII has no accents to fold: lowercasing is the same, and much quicker.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
