/// A row that opens a screen of the app's own — terms and conditions, a map picker — and
/// holds the value that screen brings back (any JSON-shaped value: a Boolean, text, an
/// object).
///
/// Activating the row asks the host to show the screen named by the row's tag; the app shows it
/// and, when the person is done, sets the row's `value` (or leaves it, on cancel). The
/// change joins the form like any other: conditions, validation and `values()` see it.
///
/// ```swift
/// AppScreenRow("terms") { $0.title = "Terms"; $0.add(.required()) }
///
/// // In a FormViewController subclass:
/// override func presentAppScreen(for row: AppScreenRow) {
///     let terms = TermsViewController { accepted in row.value = .bool(accepted) }
///     navigationController?.pushViewController(terms, animated: true)
/// }
/// ```
public final class AppScreenRow: Row<FormValue>, RowConfigurable {
    override var builtInKind: RowKind { .appScreen }

    /// The name of the screen the host is asked to show: the row's tag.
    package var screenName: String { tag ?? "" }

    override func formatBuiltIn(_ value: FormValue) -> String {
        switch value {
        case .string(let text): text
        case .bool(let flag): flag ? "✓" : "✗"
        case .int, .double: value.jsonString()
        case .null: ""
        case .date, .array, .object: "✓"
        }
    }

    package override func editor(in context: EditorContext) -> Editor {
        .selector(SelectorEditor(style: .push, title: title))
    }
}

extension RowKind {
    /// A screen of the app's own (`AppScreenRow`).
    package static let appScreen: RowKind = "appScreen"
}
