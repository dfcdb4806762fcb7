/// A row that offers its choices on a selector screen: push, action-sheet, alert,
/// multiple and left-right selector rows. Custom rows conform to get a selector screen
/// from ``FormController/activate(_:)`` for free.
///
/// ```swift
/// final class ColourRow: Row<String>, RowConfigurable, SelectorProviding {
///     var selectorStyle: SelectorStyle { .push }
///     var selectorTitle: String? { "Colour" }
///     var allowsMultipleSelection: Bool { false }
///     func selectorSections() -> [SelectorSection] {
///         [SelectorSection(title: nil, choices: ["red", "green"].enumerated().map {
///             SelectorChoice(id: $0, title: $1.capitalized, value: .string($1), isSelected: value == $1)
///         })]
///     }
/// }
/// ```
package protocol SelectorProviding: FormRow {
    /// How the screen is shown.
    var selectorStyle: SelectorStyle { get }
    /// The screen's title; renderers fall back to the row's title.
    var selectorTitle: String? { get }
    /// `true` when several choices may be chosen; the row's value is then an array.
    var allowsMultipleSelection: Bool { get }
    /// Every choice, grouped in sections, with the current value's choices selected.
    /// Choice identities must be unique on the screen.
    func selectorSections() -> [SelectorSection]
}

/// A selector row whose options arrive later, from an asynchronous source.
protocol AsyncOptionsLoading: FormRow {
    /// A job fetching the options and a function storing them in the row, or `nil` when
    /// the row has nothing to load (no loader, or its options are already there).
    func makeOptionsLoad() -> OptionsLoad?
}

/// An asynchronous fetch of a row's options, type-erased: the fetch runs anywhere, its
/// result is stored back on the row's own isolation.
struct OptionsLoad {
    var fetch: @Sendable () async throws -> [any Sendable]
    var store: ([any Sendable]) -> Void
}
