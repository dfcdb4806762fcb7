import Foundation

@testable import FormaCore

/// A small typed condition language with its own evaluator, written from the documented
/// semantics (Docs/Conditions.md), to check the parser and evaluator against: a random
/// expression is printed as text, and the form must evaluate the text to what the oracle
/// computes from the tree.
///
/// Rows: `IntRow` `a` and `b`, `TextRow` `s` and `t`, `SwitchRow` `c`; each may be empty.
indirect enum OracleNumber {
    case literal(Int)
    case row(String)
    case arithmetic(String, OracleNumber, OracleNumber)
    case negate(OracleNumber)

    /// The value, or `nil` for an empty row or a division by zero.
    func value(_ rows: OracleRows) -> Double? {
        switch self {
        case .literal(let n): return Double(n)
        case .row(let tag): return rows.numbers[tag].flatMap { $0 }.map(Double.init)
        case .negate(let x): return x.value(rows).map { -$0 }
        case .arithmetic(let op, let a, let b):
            guard let x = a.value(rows), let y = b.value(rows) else { return nil }
            switch op {
            case "+": return x + y
            case "-": return x - y
            case "*": return x * y
            case "/": return y == 0 ? nil : x / y
            default: return y == 0 ? nil : x.truncatingRemainder(dividingBy: y)
            }
        }
    }

    var text: String {
        switch self {
        case .literal(let n): return n < 0 ? "(\(n))" : String(n)
        case .row(let tag): return "$" + tag
        case .negate(let x): return "-(\(x.text))"
        case .arithmetic(let op, let a, let b): return "(\(a.text) \(op) \(b.text))"
        }
    }
}

enum OracleText {
    case literal(String)
    case row(String)

    func value(_ rows: OracleRows) -> String? {
        switch self {
        case .literal(let s): return s
        case .row(let tag): return rows.texts[tag].flatMap { $0 }
        }
    }

    var text: String {
        switch self {
        case .literal(let s): return "'\(s)'"
        case .row(let tag): return "$" + tag
        }
    }
}

indirect enum OracleCondition {
    case constant(Bool)
    case switchRow(Bool)
    case not(OracleCondition)
    case logical(and: Bool, [OracleCondition])
    case compare(String, OracleNumber, OracleNumber)
    case between(OracleNumber, OracleNumber, OracleNumber)
    case among(OracleNumber, [OracleNumber])
    case textCompare(String, caseInsensitive: Bool, OracleText, OracleText)
    case textIsEmpty(OracleText, negated: Bool)
    case numberIsEmpty(OracleNumber, negated: Bool)

    /// What the condition means, by the documented rules: `nil` equals only `nil` and
    /// orders with nothing; empty prefixes, suffixes and parts are false; `[c]` folds case.
    func value(_ rows: OracleRows) -> Bool {
        switch self {
        case .constant(let b): return b
        case .switchRow(let b): return rows.flag == b
        case .not(let x): return !x.value(rows)
        case .logical(let and, let items):
            return and ? items.allSatisfy { $0.value(rows) } : items.contains { $0.value(rows) }
        case .compare(let op, let a, let b):
            let (x, y) = (a.value(rows), b.value(rows))
            switch op {
            case "==", "=": return x == y
            case "!=", "<>": return x != y
            default:
                guard let x, let y else { return false }
                switch op {
                case "<": return x < y
                case "<=", "=<": return x <= y
                case ">": return x > y
                default: return x >= y
                }
            }
        case .between(let a, let low, let high):
            guard let x = a.value(rows), let l = low.value(rows), let h = high.value(rows) else { return false }
            return x >= l && x <= h
        case .among(let a, let items):
            let x = a.value(rows)
            return items.contains { $0.value(rows) == x }
        case .textCompare(let op, let folds, let a, let b):
            let (x, y) = (a.value(rows), b.value(rows))
            if op == "==" { return folds ? x?.lowercased() == y?.lowercased() : x == y }
            guard var x, var y, !y.isEmpty else { return false }
            if folds { (x, y) = (x.lowercased(), y.lowercased()) }
            switch op {
            case "BEGINSWITH": return x.hasPrefix(y)
            case "ENDSWITH": return x.hasSuffix(y)
            default: return x.contains(y)
            }
        case .textIsEmpty(let a, let negated): return (a.value(rows)?.isEmpty ?? true) != negated
        case .numberIsEmpty(let a, let negated): return (a.value(rows) == nil) != negated
        }
    }

    var text: String {
        switch self {
        case .constant(let b): return b ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .switchRow(let b): return "$c == \(b ? "true" : "false")"
        case .not(let x): return "NOT (\(x.text))"
        case .logical(let and, let items):
            return "(" + items.map(\.text).joined(separator: and ? " AND " : " OR ") + ")"
        case .compare(let op, let a, let b): return "\(a.text) \(op) \(b.text)"
        case .between(let a, let low, let high): return "\(a.text) BETWEEN {\(low.text), \(high.text)}"
        case .among(let a, let items): return "\(a.text) IN {\(items.map(\.text).joined(separator: ", "))}"
        case .textCompare(let op, let folds, let a, let b): return "\(a.text) \(op)\(folds ? "[c]" : "") \(b.text)"
        case .textIsEmpty(let a, let negated): return "\(a.text) IS \(negated ? "NOT " : "")EMPTY"
        case .numberIsEmpty(let a, let negated): return "\(a.text) IS \(negated ? "NOT " : "")EMPTY"
        }
    }
}

/// The values of the oracle's rows.
struct OracleRows {
    var numbers: [String: Int?]
    var texts: [String: String?]
    var flag: Bool?

    static let words = ["", "a", "A", "ab", "Ab", "abc", "ABC", "b", "ba", "x y"]

    static func random(_ random: inout Fuzzer.Generator) -> OracleRows {
        func number() -> Int? { random.oneIn(5) ? nil : random.below(11) - 5 }
        func text() -> String? { random.oneIn(5) ? nil : random.pick(words) }
        return OracleRows(
            numbers: ["a": number(), "b": number()], texts: ["s": text(), "t": text()],
            flag: random.oneIn(3) ? nil : random.oneIn(2))
    }

    /// A form holding these values.
    func form() -> Form {
        Form {
            Section {
                IntRow("a") { $0.value = numbers["a"].flatMap { $0 } }
                IntRow("b") { $0.value = numbers["b"].flatMap { $0 } }
                TextRow("s") { $0.value = texts["s"].flatMap { $0 } }
                TextRow("t") { $0.value = texts["t"].flatMap { $0 } }
                SwitchRow("c") { $0.value = flag }
            }
        }
    }

    var description: String {
        "a=\(String(describing: numbers["a"].flatMap { $0 })) b=\(String(describing: numbers["b"].flatMap { $0 })) "
            + "s=\(String(describing: texts["s"].flatMap { $0 })) t=\(String(describing: texts["t"].flatMap { $0 })) "
            + "c=\(String(describing: flag))"
    }
}

extension OracleCondition {
    static func random(_ random: inout Fuzzer.Generator, depth: Int = 0) -> OracleCondition {
        switch random.below(depth > 2 ? 6 : 9) {
        case 0: return .constant(random.oneIn(2))
        case 1: return .switchRow(random.oneIn(2))
        case 2:
            let op = random.pick(["==", "=", "!=", "<>", "<", "<=", "=<", ">", ">="])
            return .compare(op, .random(&random), .random(&random))
        case 3: return .between(.random(&random), .random(&random), .random(&random))
        case 4: return .among(.random(&random), (0..<random.below(4)).map { _ in .random(&random) })
        case 5:
            let op = random.pick(["==", "BEGINSWITH", "ENDSWITH", "CONTAINS"])
            return .textCompare(op, caseInsensitive: random.oneIn(2), .randomText(&random), .randomText(&random))
        case 6:
            return random.oneIn(2)
                ? .textIsEmpty(.randomText(&random), negated: random.oneIn(2))
                : .numberIsEmpty(.random(&random), negated: random.oneIn(2))
        case 7: return .not(.random(&random, depth: depth + 1))
        default:
            return .logical(
                and: random.oneIn(2), (0..<(2 + random.below(2))).map { _ in .random(&random, depth: depth + 1) })
        }
    }
}

extension OracleNumber {
    static func random(_ random: inout Fuzzer.Generator, depth: Int = 0) -> OracleNumber {
        switch random.below(depth > 2 ? 2 : 4) {
        case 0: return .literal(random.below(19) - 9)
        case 1: return .row(random.oneIn(2) ? "a" : "b")
        case 2: return .negate(.random(&random, depth: depth + 1))
        default:
            return .arithmetic(
                random.pick(["+", "-", "*", "/", "%"]), .random(&random, depth: depth + 1),
                .random(&random, depth: depth + 1))
        }
    }
}

extension OracleText {
    static func randomText(_ random: inout Fuzzer.Generator) -> OracleText {
        random.oneIn(2) ? .row(random.oneIn(2) ? "s" : "t") : .literal(random.pick(OracleRows.words))
    }
}
