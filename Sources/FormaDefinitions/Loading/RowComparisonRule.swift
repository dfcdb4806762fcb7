import FormaCore
import Foundation

/// Rules comparing a row's value with another row's (3lvis Form's `compare_to` with
/// `compare_rule` `>`, `>=`, `<`, `<=`): `greater_than_row`, `at_least_row`,
/// `less_than_row`, `at_most_row`, each with the other row's tag as its value. Numbers,
/// dates and text compare by their order; the rule passes while either value is empty or
/// the two cannot be ordered (a number and a text), and re-runs when the other row changes.
enum RowComparisonRule {
    static let keys = ["greater_than_row", "at_least_row", "less_than_row", "at_most_row"]

    /// Whether `order` (-1, 0, 1: the row's value against the other's) passes the rule `key`.
    static func passes(_ key: String, order: Int) -> Bool {
        switch key {
        case "greater_than_row": order > 0
        case "at_least_row": order >= 0
        case "less_than_row": order < 0
        default: order <= 0
        }
    }

    /// The rule for a row of value type `Value`.
    static func rule<Value>(_ key: String, other tag: String, message: String?) -> Rule<Value> {
        Rule(RuleKind(key, arguments: [tag]), message: message, dependencies: [tag]) { value, form in
            guard let value, let other = form?.row(tag: tag)?.formValue,
                let order = order(value.formValue, other)
            else { return true }
            return passes(key, order: order)
        }
    }

    /// -1, 0 or 1 for two numbers, two dates or two texts; `nil` otherwise.
    static func order(_ a: FormValue, _ b: FormValue) -> Int? {
        func sign<T: Comparable>(_ x: T, _ y: T) -> Int { x < y ? -1 : x == y ? 0 : 1 }
        switch (a, b) {
        case (.int(let x), .int(let y)): return sign(x, y)
        case (.int, .double), (.double, .int), (.double, .double):
            guard let x = a.number, let y = b.number else { return nil }
            return sign(x, y)
        case (.date(let x), .date(let y)): return sign(x, y)
        case (.string(let x), .string(let y)): return sign(x, y)
        default: return nil
        }
    }
}
