/// A validator made of a kind and a check: the type of every built-in validator.
///
/// The ``RuleKind`` says which check it is (`min_length(8)`); the closure makes it. Any
/// ``Validator`` plugs into a row; `Rule` is the one the built-in checks (`.minLength(8)`,
/// `.email`, `.range(1...9)`, `.check { … }`) return.
///
/// ```swift
/// let rule = Rule<String>.minLength(8)
/// rule.kind                                    // min_length(8)
/// rule.validate("short", in: nil).first?.kind  // min_length(8)
/// ```
public struct Rule<Value: FormValueConvertible>: Validator {
    /// What a rule is made of.
    @usableFromInline struct Parts: Sendable {
        @usableFromInline var kind: RuleKind
        @usableFromInline var message: String?
        /// Why the rule cannot check anything (a refused pattern): its failures say so
        /// whatever message the app gave.
        @usableFromInline var refusal: String? = nil
        /// The refused pattern, for the form's diagnostics.
        var refusedPattern: RefusedPattern?
        var dependencies: [String]
        @usableFromInline var checksEmpty: Bool
        @usableFromInline var check: @Sendable (Value?, Form?) -> Bool
    }

    /// The parts, in one box: a form validates every row, and copying a rule out of a
    /// row's list then costs one reference count instead of five.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let parts: Parts
        init(_ parts: Parts) { self.parts = parts }
    }

    @usableFromInline var storage: Storage

    /// Replaces the box with an edited copy of its parts.
    private mutating func edit(_ change: (inout Parts) -> Void) {
        var parts = storage.parts
        change(&parts)
        storage = Storage(parts)
    }

    /// Which check this is: its key and arguments.
    public var kind: RuleKind {
        get { storage.parts.kind }
        set { edit { $0.kind = newValue } }
    }

    /// A message that replaces the form's wording, if given.
    public var message: String? {
        get { storage.parts.message }
        set { edit { $0.message = newValue } }
    }

    public var dependencies: [String] {
        get { storage.parts.dependencies }
        set { edit { $0.dependencies = newValue } }
    }

    /// Whether an empty value reaches the check (only `required` wants it).
    var checksEmpty: Bool { storage.parts.checksEmpty }

    /// Creates a validator from a kind and a check that returns `true` when the value passes.
    /// Empty values pass without reaching the check unless `checksEmpty` is `true`.
    ///
    /// ```swift
    /// let even = Rule<Int>(RuleKind("even")) { value, _ in (value ?? 0) % 2 == 0 }
    /// ```
    public init(
        _ kind: RuleKind, message: String? = nil, dependencies: [String] = [], checksEmpty: Bool = false,
        check: @escaping @Sendable (Value?, Form?) -> Bool
    ) {
        storage = Storage(
            Parts(kind: kind, message: message, dependencies: dependencies, checksEmpty: checksEmpty, check: check))
    }

    @inlinable
    public func validate(_ value: Value?, in form: Form?) -> [ValidationFailure] {
        let parts = storage.parts
        if case .none = value, !parts.checksEmpty { return [] }
        return parts.check(value, form) ? [] : [ValidationFailure(parts.kind, message: parts.refusal ?? parts.message)]
    }

    /// The same rule failing every value with `reason` as its message, kept over any
    /// message given later.
    func refused(_ reason: String, pattern: RefusedPattern? = nil) -> Rule {
        var copy = self
        copy.edit {
            $0.refusal = reason
            $0.refusedPattern = pattern
            $0.check = { _, _ in false }
        }
        return copy
    }

    /// The same validator with its own message instead of the form's wording.
    ///
    /// ```swift
    /// row.add(Rule.minLength(8).message("Use 8 characters or more"))
    /// ```
    public func message(_ text: String) -> Rule {
        var copy = self
        copy.message = text
        return copy
    }
}

extension Validator {
    /// Fails when the value is empty: `nil`, blank text or an empty collection. (A row's
    /// `required` condition does the same without a validator.)
    public static func required<V>(message: String? = nil) -> Rule<V> where Self == Rule<V> {
        Rule(RuleKind.required, message: message, checksEmpty: true) { value, _ in
            !FormValueEmptiness.isEmpty(value?.formValue ?? .null)
        }
    }

    /// A check written as a closure, which may read other rows (name them in `dependencies`
    /// so it re-runs when they change).
    ///
    /// ```swift
    /// DateTimeRow("ends") {
    ///     $0.add(.check("after_start", message: "Ends must be after Starts", dependencies: ["starts"]) { ends, form in
    ///         guard let ends, let starts = form?.row(Tag<Date>("starts"))?.value else { return true }
    ///         return ends > starts
    ///     })
    /// }
    /// ```
    public static func check<V>(
        _ key: String = RuleKind.custom.key, message: String? = nil, dependencies: [String] = [],
        _ body: @escaping @Sendable (V?, Form?) -> Bool
    ) -> Rule<V> where Self == Rule<V> {
        Rule(RuleKind(key), message: message, dependencies: dependencies, checksEmpty: true, check: body)
    }
}

/// What counts as an empty value for `required`.
enum FormValueEmptiness {
    static func isEmpty(_ value: FormValue) -> Bool {
        switch value {
        case .null: true
        case .string(let s): s.allSatisfy(\.isWhitespace)
        case .array(let items): items.isEmpty
        case .object(let values): values.isEmpty
        default: false
        }
    }
}

/// A validation pattern the regular-expression engine refused: the rule fails every value
/// and the form lists it in ``Form/diagnostics`` (code `pattern.refused`).
struct RefusedPattern: Sendable {
    var pattern: String
    var reason: String
    /// Where in the pattern, in Unicode scalars, when the engine says.
    var scalarOffset: Int?

    /// The problem as the form reports it, under the row that holds the rule.
    func diagnostic(site: String) -> Diagnostic {
        let message = "the pattern cannot be used: \(reason)"
        guard let scalarOffset else {
            return Diagnostic(code: "pattern.refused", severity: .error, message: message)
        }
        // The engine counts Unicode scalars; a location counts characters.
        var scalars = 0
        var characters = 0
        for character in pattern {
            if scalars >= scalarOffset { break }
            scalars += character.unicodeScalars.count
            characters += 1
        }
        let range = characters..<(characters + 1)
        return Diagnostic(
            code: "pattern.refused", severity: .error, message: message, location: .text(pattern, range: range),
            description: "error: " + TextFault.oneLine(message) + "\n"
                + TextFault(text: pattern, range: range).caret(site: site))
    }
}

extension Rule {
    /// The refused pattern of this rule, if it is one.
    var refusedPattern: RefusedPattern? { storage.parts.refusedPattern }
}
