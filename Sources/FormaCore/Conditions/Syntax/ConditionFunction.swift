/// A function of the condition language.
enum ConditionFunction: String, Sendable, Hashable, CaseIterable {
    case today, now, age, count, sum, min, max, round, lower, upper, trim, iif

    /// How many arguments the function takes.
    var arity: ClosedRange<Int> {
        switch self {
        case .today, .now: 0...0
        case .age, .count, .lower, .upper, .trim: 1...1
        case .sum, .min, .max: 1...Int.max
        case .round: 1...2
        case .iif: 3...3
        }
    }

    /// Looks a function up by name, ignoring case.
    init?(name: String) {
        self.init(rawValue: name.lowercased())
    }
}
