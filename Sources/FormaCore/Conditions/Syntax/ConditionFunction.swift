/// A function of the condition language: the functions of NSPredicate's grammar that apply
/// to values, and a few of Forma's own (`today`, `age`, `round`, `trim`, `iif`).
package enum ConditionFunction: String, Sendable, Hashable, CaseIterable {
    case today, now, age, count, sum, min, max, round, lower, upper, trim, iif
    case average, median, mode, stddev
    case sqrt, log, ln, exp, floor, ceiling, abs, trunc
    case random, randomn
    case uppercase, lowercase
    case cast

    /// How many arguments the function takes.
    var arity: ClosedRange<Int> {
        switch self {
        case .today, .now, .random: 0...0
        case .age, .count, .lower, .upper, .trim, .uppercase, .lowercase: 1...1
        case .sqrt, .log, .ln, .exp, .floor, .ceiling, .abs, .trunc, .randomn: 1...1
        case .sum, .min, .max, .average, .median, .mode, .stddev: 1...Int.max
        case .round: 1...2
        case .cast: 2...2
        case .iif: 3...3
        }
    }

    /// The name as printed: `CAST` in capitals as NSPredicate writes it, the others as spelt.
    var spelling: String { self == .cast ? "CAST" : rawValue }

    /// Looks a function up by name, ignoring case.
    init?(name: String) {
        self.init(rawValue: name.lowercased())
    }
}

/// The class names `CAST` converts to, as NSPredicate spells them.
enum CastTarget: String, Sendable, CaseIterable {
    case date = "NSDate"
    case number = "NSNumber"
    case string = "NSString"
}
