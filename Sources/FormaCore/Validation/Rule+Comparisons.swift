extension Validator {
    /// The value must be at least `bound` (key `min_value`).
    ///
    /// ```swift
    /// IntRow("age") { $0.add(.minimum(18)) }
    /// ```
    public static func minimum<V: Comparable>(_ bound: V) -> Rule<V> where Self == Rule<V> {
        Rule(RuleKind.minValue.with(display(bound))) { value, _ in
            value.map { $0 >= bound } ?? true
        }
    }

    /// The value must be at most `bound` (key `max_value`).
    public static func maximum<V: Comparable>(_ bound: V) -> Rule<V> where Self == Rule<V> {
        Rule(RuleKind.maxValue.with(display(bound))) { value, _ in
            value.map { $0 <= bound } ?? true
        }
    }

    /// The value must be greater than `bound` (key `greater_than`).
    public static func greaterThan<V: Comparable>(_ bound: V) -> Rule<V> where Self == Rule<V> {
        Rule(RuleKind.greaterThan.with(display(bound))) { value, _ in
            value.map { $0 > bound } ?? true
        }
    }

    /// The value must be less than `bound` (key `less_than`).
    public static func lessThan<V: Comparable>(_ bound: V) -> Rule<V> where Self == Rule<V> {
        Rule(RuleKind.lessThan.with(display(bound))) { value, _ in
            value.map { $0 < bound } ?? true
        }
    }

    /// The value must lie in `range`: a `min_value` and a `max_value` rule, each reported
    /// on its own.
    ///
    /// ```swift
    /// IntRow("age") { $0.add(.range(18...120)) }
    /// ```
    public static func range<V: Comparable>(_ range: ClosedRange<V>) -> AllOf<V> where Self == AllOf<V> {
        AllOf([Rule<V>.minimum(range.lowerBound), Rule<V>.maximum(range.upperBound)])
    }

    /// The value must equal another row's value (key `equal_to`), as "confirm password" does.
    /// It re-runs when the other row changes.
    ///
    /// ```swift
    /// PasswordRow("confirm") { $0.add(.equalTo("password")) }
    /// ```
    public static func equalTo<V>(_ tag: String, message: String? = nil) -> Rule<V> where Self == Rule<V> {
        Rule(
            RuleKind.equalTo.with(tag), message: message, dependencies: [tag],
            checksEmpty: true
        ) { value, form in
            guard let otherRow = form?.row(tag: tag) else { return true }
            return (value?.formValue ?? .null) == otherRow.formValue
        }
    }
}

/// The text of a bound, for messages.
private func display<V: FormValueConvertible>(_ value: V) -> String {
    switch value.formValue {
    case .string(let s): s
    case .double(let d) where d.rounded() == d && abs(d) < 1e15: String(Int(d))
    case let other: other.jsonString()
    }
}
