/// What an editor did with a key.
public enum EditOutcome: Sendable, Equatable {
    /// The text changed.
    case changed
    /// Only the cursor moved.
    case moved
    /// The key means nothing to the editor; the caller may use it.
    case ignored
}
