extension Condition {
    /// `x[FIRST]`: the first element of a list, or nil.
    ///
    /// ```swift
    /// main.formula = .value("phones").first
    /// ```
    public var first: Condition { .combining([self]) { .index($0[0], .first) } }

    /// `x[LAST]`: the last element of a list, or nil.
    ///
    /// ```swift
    /// row.hidden = .value("steps").last == "done"
    /// ```
    public var last: Condition { .combining([self]) { .index($0[0], .last) } }

    /// `x[n]`: the element at an index from 0, or nil when there is none.
    ///
    /// ```swift
    /// second.formula = .value("phones")[1]
    /// ```
    public subscript(_ index: Int) -> Condition {
        .combining([self]) { .index($0[0], .at(ConditionNode(.literal(.int(index))))) }
    }

    /// `x ** exponent`: a power.
    ///
    /// ```swift
    /// area.formula = .value("side").power(2)
    /// ```
    public func power<R: ConditionTerm>(_ exponent: R) -> Condition {
        .combining([self, exponent.condition]) { .arithmetic(.power, $0[0], $0[1]) }
    }

    /// `x ** exponent` with a constant exponent.
    ///
    /// ```swift
    /// growth.formula = .value("rate").power(12)
    /// ```
    public func power(_ exponent: FormValue) -> Condition { power(Condition.literal(exponent)) }
}

extension ConditionTerm where Self == Condition {
    /// `average(…)`: the mean of numbers, given as one list or several arguments.
    ///
    /// ```swift
    /// mean.formula = .average(.value("scores"))
    /// ```
    public static func average(_ values: Condition...) -> Condition { apply(.average, values) }

    /// `median(…)`: the middle number once sorted (the mean of the two middle ones for an even count).
    ///
    /// ```swift
    /// typical.formula = .median(.value("scores"))
    /// ```
    public static func median(_ values: Condition...) -> Condition { apply(.median, values) }

    /// `mode(…)`: the list of the most frequent values.
    ///
    /// ```swift
    /// row.hidden = .mode(.value("answers")).count > 1
    /// ```
    public static func mode(_ values: Condition...) -> Condition { apply(.mode, values) }

    /// `stddev(…)`: the population standard deviation of numbers.
    ///
    /// ```swift
    /// spread.formula = .stddev(.value("scores"))
    /// ```
    public static func stddev(_ values: Condition...) -> Condition { apply(.stddev, values) }

    /// `sqrt(x)`; nil for a negative number.
    ///
    /// ```swift
    /// side.formula = .sqrt(.value("area"))
    /// ```
    public static func sqrt(_ value: Condition) -> Condition { apply(.sqrt, [value]) }

    /// `floor(x)`: the whole number at or below.
    ///
    /// ```swift
    /// boxes.formula = .floor(.value("items") / 12)
    /// ```
    public static func floor(_ value: Condition) -> Condition { apply(.floor, [value]) }

    /// `ceiling(x)`: the whole number at or above.
    ///
    /// ```swift
    /// boxes.formula = .ceiling(.value("items") / 12)
    /// ```
    public static func ceiling(_ value: Condition) -> Condition { apply(.ceiling, [value]) }

    /// `abs(x)`: the magnitude.
    ///
    /// ```swift
    /// row.hidden = .abs(.value("delta")) < 1
    /// ```
    public static func abs(_ value: Condition) -> Condition { apply(.abs, [value]) }

    /// `random()`: a decimal in [0, 1) from the form's generator (see
    /// ``ConditionEnvironment/randomSeed``).
    ///
    /// ```swift
    /// survey.hidden = .random >= 0.1
    /// ```
    public static var random: Condition { apply(.random, []) }

    private static func apply(_ function: ConditionFunction, _ arguments: [Condition]) -> Condition {
        .combining(arguments) { .call(function, $0) }
    }
}
