extension ValueError.Reason {
    /// The reason with the value it quotes masked, for a secret row: an error about a
    /// password never repeats the password.
    var masked: Self {
        switch self {
        case .notAnOption(let value): .notAnOption(value.masked)
        case .unreadable(let value, let expected): .unreadable(value.masked, expected: expected)
        case .outOfBounds(let value, let bounds): .outOfBounds(value.masked, bounds: bounds)
        case .unknownTag, .typeMismatch, .notSettable, .wrongValueType, .exceedsLimit, .noSuchItem, .unsupportedVersion,
            .notADraft:
            self
        }
    }
}
