/// A failed validation: which row, which check, and a message for people.
///
/// ```swift
/// for error in form.validate() {
///     print(error)   // email [0, 1] email: Enter a valid email address
/// }
/// ```
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The row's identity.
    public var row: RowID
    /// The row's tag, if it has one.
    public var tag: String?
    /// The row's position in the form when the error was found.
    public var position: RowPosition?
    /// Which check failed: its key (a built-in ``RuleKind``'s, or a validator's own) and arguments.
    public var kind: RuleKind
    /// The message, from the form's ``ValidationMessages`` (or the validator's own).
    public var message: String

    /// Creates an error.
    public init(row: RowID, tag: String?, position: RowPosition?, kind: RuleKind, message: String) {
        self.row = row
        self.tag = tag
        self.position = position
        self.kind = kind
        self.message = message
    }

    public var description: String {
        var text = tag ?? row.description
        if let position { text += " \(position)" }
        return text + " \(kind.key): \(message)"
    }
}
