import Foundation

extension ConditionFunction {
    /// Applies the function to evaluated arguments (`iif` and `CAST` are evaluated elsewhere),
    /// with the graph's clock, calendar and random generator. Arguments of the wrong kind give nil.
    func apply(_ arguments: [FormValue], in graph: ConditionGraph) -> FormValue {
        let environment = graph.environment
        switch self {
        case .today: return .date(environment.calendar.startOfDay(for: environment.now()))
        case .now: return .date(environment.now())
        case .age:
            guard let birth = arguments.first.flatMap(ValueSemantics.date) else { return .null }
            let years = environment.calendar.dateComponents([.year], from: birth, to: environment.now()).year
            return years.map { .int($0) } ?? .null
        case .count: return Self.count(arguments.first ?? .null)
        case .sum: return Self.sum(Self.flattened(arguments))
        case .min: return Self.extreme(Self.flattened(arguments), smallest: true)
        case .max: return Self.extreme(Self.flattened(arguments), smallest: false)
        case .round: return Self.round(arguments)
        case .lower, .upper, .trim, .uppercase, .lowercase:
            guard case .string(let text) = arguments.first else { return .null }
            switch self {
            case .lower, .lowercase: return .string(text.lowercased())
            case .upper, .uppercase: return .string(text.uppercased())
            default: return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        case .iif:
            guard arguments.count == 3 else { return .null }
            return ValueSemantics.isTrue(arguments[0]) ? arguments[1] : arguments[2]
        case .average: return Self.average(Self.flattened(arguments))
        case .median: return Self.median(Self.flattened(arguments))
        case .mode: return Self.mode(Self.flattened(arguments))
        case .stddev: return Self.standardDeviation(Self.flattened(arguments))
        case .sqrt, .log, .ln, .exp, .floor, .ceiling, .abs, .trunc:
            return Self.math(self, arguments.first ?? .null)
        case .random:
            return .double(Double.random(in: 0..<1, using: &graph.random))
        case .randomn:
            guard let bound = arguments.first.flatMap(ValueSemantics.number), bound.isFinite, bound >= 1,
                bound < 9.0e18
            else { return .null }
            return .int(Int.random(in: 0..<Int(bound), using: &graph.random))
        case .cast:
            // Compiled to its own node, with the class name checked (ConditionBinder.bindCast).
            return .null
        }
    }

    /// One list argument stands for its elements: `sum($items)` and `sum($a, $b)` both work.
    private static func flattened(_ arguments: [FormValue]) -> [FormValue] {
        if arguments.count == 1, case .array(let items) = arguments[0] { return items }
        return arguments
    }

    static func count(_ value: FormValue) -> FormValue {
        switch value {
        case .null: .int(0)
        case .array(let items): .int(items.count)
        case .string(let s): .int(s.count)
        case .object(let values): .int(values.count)
        default: .null
        }
    }

    /// The sum of numbers, nils skipped; an integer while it can be.
    static func sum(_ items: [FormValue]) -> FormValue {
        var total: FormValue = .int(0)
        for item in items where !item.isNull {
            guard ValueSemantics.number(item) != nil else { return .null }
            total = ValueArithmetic.apply(.add, total, item)
        }
        return total
    }

    /// The average of numbers, nils skipped; nil for none.
    static func average(_ items: [FormValue]) -> FormValue {
        let present = items.filter { !$0.isNull }
        guard !present.isEmpty, let total = ValueSemantics.number(sum(present)) else { return .null }
        return .double(total / Double(present.count))
    }

    /// The smallest or largest value, nils skipped; nil for none or for values that do not order.
    static func extreme(_ items: [FormValue], smallest: Bool) -> FormValue {
        var best: FormValue?
        for item in items where !item.isNull {
            guard let current = best else {
                best = item
                continue
            }
            guard let order = ValueSemantics.order(item, current, []) else { return .null }
            if smallest ? order < 0 : order > 0 { best = item }
        }
        return best ?? .null
    }

    private static func round(_ arguments: [FormValue]) -> FormValue {
        guard let first = arguments.first, let x = ValueSemantics.number(first) else { return .null }
        if arguments.count < 2 {
            if case .int = first { return first }
            let rounded = x.rounded(.toNearestOrAwayFromZero)
            return Swift.abs(rounded) < 9.0e18 ? .int(Int(rounded)) : .double(rounded)
        }
        guard let places = ValueSemantics.number(arguments[1]), places.isFinite else { return .null }
        let scale = Foundation.pow(10, Swift.min(Swift.max(places.rounded(), -15), 15))
        return .double((x * scale).rounded(.toNearestOrAwayFromZero) / scale)
    }
}
