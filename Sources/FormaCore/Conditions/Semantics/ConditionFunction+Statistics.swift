import Foundation

extension ConditionFunction {
    /// The numbers of a list, nils skipped; `nil` if anything else is in it.
    private static func numbers(_ items: [FormValue]) -> [Double]? {
        var result: [Double] = []
        result.reserveCapacity(items.count)
        for item in items where !item.isNull {
            guard let x = ValueSemantics.number(item), !x.isNaN else { return nil }
            result.append(x)
        }
        return result
    }

    /// The middle number once sorted, or the average of the two middle ones; nil for none.
    /// An integer when the numbers are and the middle is whole.
    static func median(_ items: [FormValue]) -> FormValue {
        guard let numbers = numbers(items), !numbers.isEmpty else { return .null }
        let sorted = numbers.sorted()
        let middle = sorted.count / 2
        let value = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        let allIntegers = items.allSatisfy { if case .double = $0 { false } else { true } }
        if allIntegers, value.rounded() == value, Swift.abs(value) < 9.0e18 { return .int(Int(value)) }
        return .double(value)
    }

    /// The most frequent values, as a list in order of first appearance (NSExpression's
    /// `mode:` gives a list too); nils skipped, numbers equal by value.
    static func mode(_ items: [FormValue]) -> FormValue {
        var counts: [FormValue: Int] = [:]
        var order: [FormValue] = []
        var best = 0
        for item in items where !item.isNull {
            let key = modeKey(item)
            let count = (counts[key] ?? 0) + 1
            if count == 1 { order.append(key) }
            counts[key] = count
            best = Swift.max(best, count)
        }
        return .array(order.filter { counts[$0] == best })
    }

    /// Numbers that are equal by value share a key: whole decimals become integers.
    private static func modeKey(_ value: FormValue) -> FormValue {
        switch value {
        case .bool(let b): .int(b ? 1 : 0)
        case .double(let d) where d.rounded() == d && Swift.abs(d) < 9.0e18: .int(Int(d))
        default: value
        }
    }

    /// The population standard deviation of numbers (nils skipped); nil for none.
    static func standardDeviation(_ items: [FormValue]) -> FormValue {
        guard let numbers = numbers(items), !numbers.isEmpty else { return .null }
        let mean = numbers.reduce(0, +) / Double(numbers.count)
        let variance = numbers.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(numbers.count)
        let result = variance.squareRoot()
        return result.isFinite ? .double(result) : .null
    }

    /// `sqrt`, `log` (base 10), `ln`, `exp`, `floor`, `ceiling`, `abs`, `trunc` of a number.
    /// Integers stay integers where the result is whole; a result that is not a finite
    /// number (the root or logarithm of a negative number) is nil.
    static func math(_ function: ConditionFunction, _ argument: FormValue) -> FormValue {
        if case .bool(let b) = argument { return math(function, .int(b ? 1 : 0)) }
        if case .int(let i) = argument {
            switch function {
            case .floor, .ceiling, .trunc: return argument
            case .abs: return i == .min ? .double(-Double(i)) : .int(Swift.abs(i))
            default: break
            }
        }
        guard let x = ValueSemantics.number(argument) else { return .null }
        let result: Double
        switch function {
        case .sqrt: result = x.squareRoot()
        case .log: result = x > 0 ? Foundation.log10(x) : .nan
        case .ln: result = x > 0 ? Foundation.log(x) : .nan
        case .exp: result = Foundation.exp(x)
        case .floor: return whole(x.rounded(.down))
        case .ceiling: return whole(x.rounded(.up))
        case .trunc: return whole(x.rounded(.towardZero))
        case .abs: result = Swift.abs(x)
        default: return .null
        }
        return result.isFinite ? .double(result) : .null
    }

    /// A whole decimal as an integer when it fits.
    private static func whole(_ x: Double) -> FormValue {
        guard x.isFinite else { return .null }
        return Swift.abs(x) < 9.0e18 ? .int(Int(x)) : .double(x)
    }
}
