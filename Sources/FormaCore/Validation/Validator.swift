/// Checks a row's value. Validators are values that plug into any row whose value type
/// matches — a mismatched validator does not compile:
///
/// ```swift
/// TextRow("name") { $0.add(.minLength(2)) }      // fine
/// IntRow("age") { $0.add(.range(18...120)) }     // fine
/// IntRow("age") { $0.add(.minLength(2)) }        // error: Int is not String
/// ```
///
/// Write your own by conforming a struct:
///
/// ```swift
/// struct EvenNumber: Validator {
///     func validate(_ value: Int?, in form: Form?) -> [ValidationFailure] {
///         guard let value, value % 2 != 0 else { return [] }
///         return [ValidationFailure(RuleKind("even"), message: "Enter an even number")]
///     }
/// }
/// IntRow("pairs") { $0.add(EvenNumber()) }
/// ```
public protocol Validator<Value>: Sendable {
    /// The value type of the rows this validator checks.
    associatedtype Value: FormValueConvertible

    /// Tags of other rows the validator reads; it re-runs when one of them changes.
    var dependencies: [String] { get }

    /// The failures for a value (`nil` when the row is empty); none when it passes.
    /// Most validators let an empty value pass and leave emptiness to `required`.
    func validate(_ value: Value?, in form: Form?) -> [ValidationFailure]
}

extension Validator {
    public var dependencies: [String] { [] }
}

/// One failed check, before it is attached to a row.
public struct ValidationFailure: Sendable, Hashable {
    /// Which check failed.
    public var kind: RuleKind
    /// A message that replaces the form's wording for this check, if given.
    public var message: String?

    /// Creates a failure.
    public init(_ kind: RuleKind, message: String? = nil) {
        self.kind = kind
        self.message = message
    }
}
