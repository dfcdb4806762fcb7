// Names that were replaced, kept so that code written against them gets a fix-it that
// renames it. Each one forwards to the new name.

/// Renamed ``RuleKind``: which check a validator makes, as data.
@available(*, deprecated, renamed: "RuleKind")
public typealias ValidationRule = RuleKind

extension RuleKind {
    /// Renamed ``RuleKey/required``.
    @available(*, deprecated, renamed: "RuleKey.required")
    public static var required: String { RuleKey.required }
    /// Renamed ``RuleKey/minLength``.
    @available(*, deprecated, renamed: "RuleKey.minLength")
    public static var minLength: String { RuleKey.minLength }
    /// Renamed ``RuleKey/maxLength``.
    @available(*, deprecated, renamed: "RuleKey.maxLength")
    public static var maxLength: String { RuleKey.maxLength }
    /// Renamed ``RuleKey/exactLength``.
    @available(*, deprecated, renamed: "RuleKey.exactLength")
    public static var exactLength: String { RuleKey.exactLength }
    /// Renamed ``RuleKey/minValue``.
    @available(*, deprecated, renamed: "RuleKey.minValue")
    public static var minValue: String { RuleKey.minValue }
    /// Renamed ``RuleKey/maxValue``.
    @available(*, deprecated, renamed: "RuleKey.maxValue")
    public static var maxValue: String { RuleKey.maxValue }
    /// Renamed ``RuleKey/greaterThan``.
    @available(*, deprecated, renamed: "RuleKey.greaterThan")
    public static var greaterThan: String { RuleKey.greaterThan }
    /// Renamed ``RuleKey/lessThan``.
    @available(*, deprecated, renamed: "RuleKey.lessThan")
    public static var lessThan: String { RuleKey.lessThan }
    /// Renamed ``RuleKey/format``.
    @available(*, deprecated, renamed: "RuleKey.format")
    public static var format: String { RuleKey.format }
    /// Renamed ``RuleKey/email``.
    @available(*, deprecated, renamed: "RuleKey.email")
    public static var email: String { RuleKey.email }
    /// Renamed ``RuleKey/url``.
    @available(*, deprecated, renamed: "RuleKey.url")
    public static var url: String { RuleKey.url }
    /// Renamed ``RuleKey/equalTo``.
    @available(*, deprecated, renamed: "RuleKey.equalTo")
    public static var equalTo: String { RuleKey.equalTo }
    /// Renamed ``RuleKey/custom``.
    @available(*, deprecated, renamed: "RuleKey.custom")
    public static var custom: String { RuleKey.custom }
    /// Renamed ``RuleKey/builtIn``.
    @available(*, deprecated, renamed: "RuleKey.builtIn")
    public static var builtInKeys: [String] { RuleKey.builtIn }
}

extension Rule {
    /// Renamed ``kind``.
    @available(*, deprecated, renamed: "kind")
    public var rule: RuleKind {
        get { kind }
        set { kind = newValue }
    }
}

extension AsyncValidator {
    /// Renamed ``kind``.
    @available(*, deprecated, renamed: "kind")
    public var rule: RuleKind {
        get { kind }
        set { kind = newValue }
    }
}

extension ValidationFailure {
    /// Renamed ``kind``.
    @available(*, deprecated, renamed: "kind")
    public var rule: RuleKind {
        get { kind }
        set { kind = newValue }
    }
}

extension ValidationError {
    /// Renamed ``kind``.
    @available(*, deprecated, renamed: "kind")
    public var rule: RuleKind {
        get { kind }
        set { kind = newValue }
    }

    /// Renamed ``init(row:tag:position:kind:message:)``.
    @available(*, deprecated, renamed: "init(row:tag:position:kind:message:)")
    public init(row: RowID, tag: String?, position: RowPosition?, rule: RuleKind, message: String) {
        self.init(row: row, tag: tag, position: position, kind: rule, message: message)
    }
}

extension ValidationMessageContext {
    /// Renamed ``kind``.
    @available(*, deprecated, renamed: "kind")
    public var rule: RuleKind { kind }
}

extension Form {
    /// Renamed ``validateIncludingAsync(includeHidden:includeDisabled:)``, so that the
    /// synchronous `validate(includeHidden:includeDisabled:)` has a name of its own.
    @available(*, deprecated, renamed: "validateIncludingAsync(includeHidden:includeDisabled:)")
    nonisolated(nonsending) public func validate(
        includeHidden: Bool = false, includeDisabled: Bool = false
    ) async -> [ValidationError] {
        await validateIncludingAsync(includeHidden: includeHidden, includeDisabled: includeDisabled)
    }
}

extension FormController {
    /// Renamed ``canTakeKeyboardFocus(_:)``, so that `isEditable(_:)` keeps one meaning: may
    /// the person change the row.
    @available(*, deprecated, renamed: "canTakeKeyboardFocus(_:)")
    public func isEditable(_ row: FormRow) -> Bool { canTakeKeyboardFocus(row) }
}
