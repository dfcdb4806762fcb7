extension ConditionTerm where Self == Condition {
    /// `today()`: the start of the current day.
    ///
    /// ```swift
    /// row.hidden = .value("deadline") < .today
    /// ```
    public static var today: Condition { call(.today, []) }

    /// `now()`: the current date and time.
    ///
    /// ```swift
    /// row.disabled = .value("closesAt") < .now
    /// ```
    public static var now: Condition { call(.now, []) }

    /// `age(date)`: whole years from a date to today.
    ///
    /// ```swift
    /// drinks.hidden = .age(.value("birthday")) < 18
    /// ```
    public static func age(_ date: Condition) -> Condition { call(.age, [date]) }

    /// `count(list)`: the number of elements (of characters, for a string; 0 for nil).
    ///
    /// ```swift
    /// row.hidden = .count(.value("guests")) > 4
    /// ```
    public static func count(_ list: Condition) -> Condition { call(.count, [list]) }

    /// `sum(…)`: the sum of numbers, given as one list or as several arguments.
    ///
    /// ```swift
    /// total.formula = .sum(.value("a"), .value("b"), .value("c"))
    /// ```
    public static func sum(_ values: Condition...) -> Condition { call(.sum, values) }

    /// `min(…)`: the smallest of numbers, strings or dates, given as one list or several arguments.
    ///
    /// ```swift
    /// cheapest.formula = .min(.value("priceA"), .value("priceB"))
    /// ```
    public static func min(_ values: Condition...) -> Condition { call(.min, values) }

    /// `max(…)`: the largest of numbers, strings or dates, given as one list or several arguments.
    ///
    /// ```swift
    /// latest.formula = .max(.value("start"), .value("end"))
    /// ```
    public static func max(_ values: Condition...) -> Condition { call(.max, values) }

    /// `round(x)` to a whole number, or `round(x, digits)` to decimal places.
    ///
    /// ```swift
    /// total.formula = .round(.value("price") * .value("quantity"), 2)
    /// ```
    public static func round(_ value: Condition, _ digits: Int? = nil) -> Condition {
        call(.round, digits.map { [value, .literal(.int($0))] } ?? [value])
    }

    /// `lower(string)`.
    ///
    /// ```swift
    /// row.hidden = .lower(.value("code")) == "none"
    /// ```
    public static func lower(_ text: Condition) -> Condition { call(.lower, [text]) }

    /// `upper(string)`.
    ///
    /// ```swift
    /// code.formula = .upper(.value("code"))
    /// ```
    public static func upper(_ text: Condition) -> Condition { call(.upper, [text]) }

    /// `trim(string)`: without leading and trailing white space.
    ///
    /// ```swift
    /// row.hidden = .trim(.value("name")) == ""
    /// ```
    public static func trim(_ text: Condition) -> Condition { call(.trim, [text]) }

    /// `iif(condition, then, else)`.
    ///
    /// ```swift
    /// fee.formula = .iif(.value("member"), .literal(0), .value("price"))
    /// ```
    public static func iif(_ condition: Condition, _ then: Condition, _ otherwise: Condition) -> Condition {
        call(.iif, [condition, then, otherwise])
    }

    private static func call(_ function: ConditionFunction, _ arguments: [Condition]) -> Condition {
        .combining(arguments) { .call(function, $0) }
    }
}
