/// Why the controller refused an edit from a renderer.
///
/// ```swift
/// do { _ = try controller.setText("abc", for: row) } catch { showError(error.description) }
/// ```
package enum EditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No visible row at the path.
    case noRow(TablePath)
    /// The row is disabled (by itself, its section or the form).
    case disabled(tag: String?)
    /// The value does not fit the row.
    case invalidValue(ValueError)
    /// The multivalued section does not allow this edit.
    case notAllowed(String)

    package var description: String {
        switch self {
        case .noRow(let path): "no row at \(path)"
        case .disabled(let tag): "row \(tag.map { "'\($0)'" } ?? "") is disabled"
        case .invalidValue(let error): error.description
        case .notAllowed(let what): what
        }
    }
}
