/// Several validators that must all pass; each failure is reported.
///
/// ```swift
/// TextRow("code") { $0.add(.all([.minLength(4), .maxLength(8), .pattern("[A-Z0-9]+")])) }
/// ```
public struct AllOf<Value: FormValueConvertible>: Validator {
    /// The validators.
    public var validators: [any Validator<Value>]

    /// Creates the composition.
    public init(_ validators: [any Validator<Value>]) { self.validators = validators }

    public var dependencies: [String] { validators.flatMap(\.dependencies) }

    public func validate(_ value: Value?, in form: Form?) -> [ValidationFailure] {
        validators.flatMap { $0.validate(value, in: form) }
    }
}

/// Several validators of which one must pass; when none does, all their failures are reported.
///
/// ```swift
/// TextRow("contact") { $0.add(.any([.email, .pattern("\\+?[0-9 ]{6,}")])) }
/// ```
public struct AnyOf<Value: FormValueConvertible>: Validator {
    /// The validators.
    public var validators: [any Validator<Value>]

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
        return failures
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
