/// What the return key does in a row's field.
public enum ReturnKeyAction {
    /// Move to the next editable row.
    case next(FormRow)
    /// End editing: there is no editable row after this one.
    case done
}

/// Why the controller refused an edit from a renderer.
public enum EditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No visible row at the path.
    case noRow(TablePath)
    /// The row is disabled (by itself, its section or the form).
    case disabled(tag: String?)
    /// The value does not fit the row.
    case invalidValue(ValueError)
    /// The multivalued section does not allow this edit.
    case notAllowed(String)

    public var description: String {
        switch self {
        case .noRow(let path): "no row at \(path)"
        case .disabled(let tag): "row \(tag.map { "'\($0)'" } ?? "") is disabled"
        case .invalidValue(let error): error.description
        case .notAllowed(let what): what
        }
    }
}

extension RowKind {
    /// The kinds edited by typing, which the previous / next accessory and the return key
    /// move between.
    public static let textEntry: Set<RowKind> = [
        .text, .name, .email, .password, .phone, .url, .twitter, .account, .zipCode, .integer, .decimal, .textArea,
    ]

    /// `true` for kinds edited by typing.
    public var isTextEntry: Bool { Self.textEntry.contains(self) }
}
