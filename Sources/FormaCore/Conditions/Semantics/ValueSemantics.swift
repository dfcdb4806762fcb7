import Foundation

/// What the condition language's operators mean on ``FormValue``s.
///
/// - `nil` equals only `nil`, and orders with nothing.
/// - Booleans are numbers for comparisons: `true == 1`, `false == 0`.
/// - Integers and decimals compare by value.
/// - Strings compare case- and diacritic-sensitively unless `[c]` / `[d]` say otherwise.
/// - Dates compare with dates, and with ISO 8601 strings (`"2024-05-01"`).
/// - Lists are equal when their elements are, in order.
enum ValueSemantics {
    /// The number a value stands for in a comparison or arithmetic, if any.
    static func number(_ value: FormValue) -> Double? {
        switch value {
        case .int(let i): Double(i)
        case .double(let d): d
        case .bool(let b): b ? 1 : 0
        default: nil
        }
    }

    /// The date a value stands for when compared with a date.
    static func date(_ value: FormValue) -> Date? {
        switch value {
        case .date(let d): d
        case .string(let s): ISO8601.date(s)
        default: nil
        }
    }

    /// `a == b`.
    static func equals(_ a: FormValue, _ b: FormValue, _ options: ComparisonOptions) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.int(let x), .int(let y)): return x == y
        case (.string(let x), .string(let y)):
            return options.isEmpty ? x == y : StringFolding.fold(x, options) == StringFolding.fold(y, options)
        case (.date(let x), _):
            guard let y = date(b) else { return false }
            return x == y
        case (_, .date(let y)):
            guard let x = date(a) else { return false }
            return x == y
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            return zip(x, y).allSatisfy { equals($0, $1, options) }
        case (.object(let x), .object(let y)):
            return x == y
        default:
            guard let x = number(a), let y = number(b) else { return false }
            return x == y
        }
    }

    /// The order of `a` and `b`: negative, zero or positive; `nil` when they do not order.
    static func order(_ a: FormValue, _ b: FormValue, _ options: ComparisonOptions) -> Int? {
        switch (a, b) {
        case (.null, _), (_, .null): return nil
        case (.int(let x), .int(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.string(let x), .string(let y)):
            let (fx, fy) = options.isEmpty ? (x, y) : (StringFolding.fold(x, options), StringFolding.fold(y, options))
            return fx < fy ? -1 : (fx == fy ? 0 : 1)
        case (.date, _), (_, .date):
            guard let x = date(a), let y = date(b) else { return nil }
            return x < y ? -1 : (x == y ? 0 : 1)
        default:
            guard let x = number(a), let y = number(b), !x.isNaN, !y.isNaN else { return nil }
            return x < y ? -1 : (x == y ? 0 : 1)
        }
    }

    /// Applies a comparison operator.
    static func compare(_ op: ComparisonOperator, _ a: FormValue, _ b: FormValue, _ options: ComparisonOptions) -> Bool
    {
        switch op {
        case .equal: return equals(a, b, options)
        case .notEqual: return !equals(a, b, options)
        case .less: return (order(a, b, options) ?? 0) < 0
        case .lessOrEqual: return order(a, b, options).map { $0 <= 0 } ?? false
        case .greater: return (order(a, b, options) ?? 0) > 0
        case .greaterOrEqual: return order(a, b, options).map { $0 >= 0 } ?? false
        case .contains: return contains(a, b, options)
        case .in: return contains(b, a, options)
        case .beginsWith, .endsWith:
            // An empty prefix or suffix is false, as NSString's hasPrefix: with "" is.
            guard case .string(let x) = a, case .string(let y) = b, !y.isEmpty else { return false }
            let (fx, fy) = (StringFolding.fold(x, options), StringFolding.fold(y, options))
            return op == .beginsWith ? fx.hasPrefix(fy) : fx.hasSuffix(fy)
        case .like:
            guard case .string(let x) = a, case .string(let y) = b else { return false }
            do {
                return try LikePattern(y, options).matches(x)
            } catch {
                return false // a pattern computed at run time that is too long matches nothing
            }
        case .matches:
            guard case .string(let x) = a, case .string(let y) = b else { return false }
            do {
                return try RegexMatcher(y, options).matches(x)
            } catch {
                return false // a pattern computed at run time that does not compile matches nothing
            }
        case .between:
            guard case .array(let bounds) = b, bounds.count == 2,
                let low = order(a, bounds[0], options), let high = order(a, bounds[1], options)
            else { return false }
            return low >= 0 && high <= 0
        }
    }

    /// `container CONTAINS element`: substring of a string (an empty one is not, as in
    /// NSPredicate), or element of a list.
    static func contains(_ container: FormValue, _ element: FormValue, _ options: ComparisonOptions) -> Bool {
        switch container {
        case .string(let text):
            guard case .string(let part) = element, !part.isEmpty else { return false }
            return StringFolding.fold(text, options).contains(StringFolding.fold(part, options))
        case .array(let items):
            return items.contains { equals($0, element, options) }
        default:
            return false
        }
    }

    /// `true` for nil, an empty string, an empty list and an empty object.
    static func isEmpty(_ value: FormValue) -> Bool {
        switch value {
        case .null: true
        case .string(let s): s.isEmpty
        case .array(let items): items.isEmpty
        case .object(let values): values.isEmpty
        default: false
        }
    }

    /// Whether a value counts as true where a condition is needed: `true`, or a number other
    /// than zero. Everything else (nil included) is false.
    static func isTrue(_ value: FormValue) -> Bool {
        switch value {
        case .bool(let b): b
        case .int(let i): i != 0
        case .double(let d): d != 0 && !d.isNaN
        default: false
        }
    }
}
