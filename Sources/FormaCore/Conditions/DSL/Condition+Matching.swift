extension Condition {
    /// `self CONTAINS value`: a substring of a string, or an element of a list.
    ///
    /// ```swift
    /// row.hidden = .value("name").contains("ada", .caseInsensitive)
    /// row.hidden = .value("days").contains("Sun")
    /// ```
    public func contains(_ value: FormValue, _ options: ComparisonOptions = []) -> Condition {
        .compare(.contains, self, .literalNode(value), options)
    }

    /// `self CONTAINS other`, with another term.
    public func contains<R: ConditionTerm>(_ other: R, _ options: ComparisonOptions = []) -> Condition {
        .compare(.contains, self, other.condition, options)
    }

    /// `self BEGINSWITH prefix`.
    ///
    /// ```swift
    /// row.hidden = .value("phone").beginsWith("+44")
    /// ```
    public func beginsWith(_ prefix: FormValue, _ options: ComparisonOptions = []) -> Condition {
        .compare(.beginsWith, self, .literalNode(prefix), options)
    }

    /// `self ENDSWITH suffix`.
    ///
    /// ```swift
    /// row.hidden = .value("email").endsWith("@example.com", .caseInsensitive)
    /// ```
    public func endsWith(_ suffix: FormValue, _ options: ComparisonOptions = []) -> Condition {
        .compare(.endsWith, self, .literalNode(suffix), options)
    }

    /// `self LIKE pattern`, where `*` matches any text and `?` one character.
    ///
    /// ```swift
    /// row.hidden = .value("code").like("AB-??-*")
    /// ```
    public func like(_ pattern: String, _ options: ComparisonOptions = []) -> Condition {
        .compare(.like, self, .literalNode(.string(pattern)), options)
    }

    /// `self MATCHES pattern`: the whole string matches a regular expression.
    ///
    /// ```swift
    /// row.hidden = .value("zip").matches("[0-9]{5}")
    /// ```
    public func matches(_ pattern: String, _ options: ComparisonOptions = []) -> Condition {
        .compare(.matches, self, .literalNode(.string(pattern)), options)
    }

    /// `self IN {values}`.
    ///
    /// ```swift
    /// row.hidden = .value("plan").in(["pro", "team"])
    /// ```
    public func `in`(_ values: [FormValue], _ options: ComparisonOptions = []) -> Condition {
        .compare(.in, self, .literalNode(.array(values)), options)
    }

    /// `self IN other`: an element of a list, or a substring of a string.
    public func `in`<R: ConditionTerm>(_ other: R, _ options: ComparisonOptions = []) -> Condition {
        .compare(.in, self, other.condition, options)
    }

    /// `self BETWEEN {lower, upper}`, bounds included.
    ///
    /// ```swift
    /// row.hidden = .value("age").between(18, 65)
    /// ```
    public func between(_ lower: FormValue, _ upper: FormValue) -> Condition {
        .compare(.between, self, .literalNode(.array([lower, upper])))
    }

    /// `self IS EMPTY`: nil, an empty string or an empty list.
    ///
    /// ```swift
    /// row.hidden = .value("notes").isEmpty
    /// ```
    public var isEmpty: Condition { .combining([self]) { .isEmpty($0[0], negated: false) } }

    /// `self IS NOT EMPTY`.
    public var isNotEmpty: Condition { .combining([self]) { .isEmpty($0[0], negated: true) } }

    /// `self.@count`: the number of elements of a list (characters of a string, 0 for nil).
    ///
    /// ```swift
    /// row.hidden = .value("guests").count > 4
    /// ```
    public var count: Condition { collection(.count) }

    /// `self.@sum`: the sum of a list of numbers.
    public var sum: Condition { collection(.sum) }

    /// `self.@avg`: the average of a list of numbers.
    public var average: Condition { collection(.avg) }

    /// `self.@min`: the smallest element of a list.
    public var minimum: Condition { collection(.min) }

    /// `self.@max`: the largest element of a list.
    public var maximum: Condition { collection(.max) }

    private func collection(_ op: CollectionOperator) -> Condition {
        .combining([self]) { .collection(op, $0[0]) }
    }
}
