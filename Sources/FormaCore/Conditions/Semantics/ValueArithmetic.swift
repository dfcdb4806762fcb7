import Foundation

/// Arithmetic on ``FormValue``s. Integers stay integers while they can (an overflow, an
/// inexact division or a negative power gives a decimal); Booleans count as 0 and 1; `+`
/// also joins two strings. Anything else — nil, division by zero, a string times a number,
/// a power that is not a finite number — gives nil.
enum ValueArithmetic {
    static func apply(_ op: ArithmeticOperator, _ a: FormValue, _ b: FormValue) -> FormValue {
        if case .bool(let x) = a { return apply(op, .int(x ? 1 : 0), b) }
        if case .bool(let y) = b { return apply(op, a, .int(y ? 1 : 0)) }
        if case .int(let x) = a, case .int(let y) = b, let result = integer(op, x, y) {
            return result
        }
        if op == .add, case .string(let x) = a, case .string(let y) = b {
            return .string(x + y)
        }
        guard let x = ValueSemantics.number(a), let y = ValueSemantics.number(b) else { return .null }
        switch op {
        case .add: return .double(x + y)
        case .subtract: return .double(x - y)
        case .multiply: return .double(x * y)
        case .divide: return y == 0 ? .null : .double(x / y)
        case .remainder: return y == 0 ? .null : .double(x.truncatingRemainder(dividingBy: y))
        case .power:
            let result = Foundation.pow(x, y)
            return result.isFinite ? .double(result) : .null
        }
    }

    /// Integer arithmetic, or `nil` to fall back to decimals (overflow, inexact division).
    private static func integer(_ op: ArithmeticOperator, _ x: Int, _ y: Int) -> FormValue? {
        switch op {
        case .add:
            let (r, o) = x.addingReportingOverflow(y)
            return o ? nil : .int(r)
        case .subtract:
            let (r, o) = x.subtractingReportingOverflow(y)
            return o ? nil : .int(r)
        case .multiply:
            let (r, o) = x.multipliedReportingOverflow(by: y)
            return o ? nil : .int(r)
        case .divide:
            if y == 0 { return .null }
            let (q, o) = x.dividedReportingOverflow(by: y)
            if o { return nil }
            return q * y == x ? .int(q) : nil
        case .remainder:
            if y == 0 { return .null }
            let (r, o) = x.remainderReportingOverflow(dividingBy: y)
            return o ? .int(0) : .int(r)
        case .power:
            return y >= 0 ? power(x, y) : nil
        }
    }

    /// `x ** y` for a non-negative integer exponent by repeated squaring; `nil` (a decimal
    /// result instead) when it overflows.
    private static func power(_ x: Int, _ y: Int) -> FormValue? {
        var result = 1
        var base = x
        var exponent = y
        while exponent > 0 {
            if exponent & 1 == 1 {
                let (r, o) = result.multipliedReportingOverflow(by: base)
                if o { return nil }
                result = r
            }
            exponent >>= 1
            if exponent > 0 {
                let (b, o) = base.multipliedReportingOverflow(by: base)
                if o { return nil }
                base = b
            }
        }
        return .int(result)
    }

    /// `-x`.
    static func negate(_ value: FormValue) -> FormValue {
        switch value {
        case .int(let i): i == .min ? .double(-Double(i)) : .int(-i)
        case .double(let d): .double(-d)
        case .bool(let b): .int(b ? -1 : 0)
        default: .null
        }
    }
}
