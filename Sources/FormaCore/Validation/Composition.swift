/// Several validators that must all pass; each failure is reported.
///
/// ```swift
/// TextRow("code") { $0.add(.all([.minLength(4), .maxLength(8), .pattern("[A-Z0-9]+")])) }
/// ```
public struct AllOf<Value: FormValueConvertible>: Validator {
    /// The validators.
    package var validators: [any Validator<Value>]
    /// A message that replaces the wording of every failure, if given.
    package var message: String?

    /// Creates the composition.
    public init(_ validators: [any Validator<Value>]) { self.validators = validators }

    public var dependencies: [String] { validators.flatMap(\.dependencies) }

    public func validate(_ value: Value?, in form: Form?) -> [ValidationFailure] {
        let failures = validators.flatMap { $0.validate(value, in: form) }
        guard let message else { return failures }
        return failures.map { ValidationFailure($0.kind, message: message) }
    }

    /// The same validators with one message of their own for any failure.
    ///
    /// ```swift
    /// IntRow("age") { $0.add(.range(18...120).message("Enter an age from 18 to 120")) }
    /// ```
    public func message(_ text: String) -> AllOf {
        var copy = self
        copy.message = text
        return copy
    }
}

/// Several validators of which one must pass; when none does, all their failures are reported.
///
/// ```swift
/// TextRow("contact") { $0.add(.any([.email, .pattern("\\+?[0-9 ]{6,}")])) }
/// ```
public struct AnyOf<Value: FormValueConvertible>: Validator {
    /// The validators.
    package var validators: [any Validator<Value>]
    /// A message that replaces the wording of every failure, if given.
    package var message: String?

    /// Creates the composition.
    public init(_ validators: [any Validator<Value>]) { self.validators = validators }

    public var dependencies: [String] { validators.flatMap(\.dependencies) }

    public func validate(_ value: Value?, in form: Form?) -> [ValidationFailure] {
        var failures: [ValidationFailure] = []
        for validator in validators {
            let found = validator.validate(value, in: form)
            if found.isEmpty { return [] }
            failures += found
        }
        guard let message else { return failures }
        return failures.map { ValidationFailure($0.kind, message: message) }
    }

    /// The same validators with one message of their own for any failure.
    ///
    /// ```swift
    /// TextRow("contact") { $0.add(.any([.email, .pattern("\\+?[0-9 ]{6,}")]).message("Enter an email or a phone number")) }
    /// ```
    public func message(_ text: String) -> AnyOf {
        var copy = self
        copy.message = text
        return copy
    }
}

extension Validator {
    /// All of these validators must pass.
    public static func all<V>(_ validators: [any Validator<V>]) -> AllOf<V> where Self == AllOf<V> {
        AllOf(validators)
    }

    /// One of these validators must pass.
    public static func any<V>(_ validators: [any Validator<V>]) -> AnyOf<V> where Self == AnyOf<V> {
        AnyOf(validators)
    }
}
