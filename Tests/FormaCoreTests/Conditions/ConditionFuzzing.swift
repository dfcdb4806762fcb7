import Foundation

@testable import FormaCore

/// Random and mutated conditions for the fuzz tests, from a seeded generator so that every
/// run — and every failure — can be repeated.
enum ConditionFuzzing {
    /// SplitMix64: small, fast, and good enough to drive a fuzzer.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// How many cases a test runs: a bounded number normally, many more with `FORMA_LONG=1`.
    static func caseCount(_ bounded: Int) -> Int {
        ProcessInfo.processInfo.environment["FORMA_LONG"] == "1" ? bounded * 100 : bounded
    }

    /// The seeds of a test, plus `FORMA_SEED` when it is set (to explore further).
    static func seeds(_ base: [UInt64]) -> [UInt64] {
        guard let extra = ProcessInfo.processInfo.environment["FORMA_SEED"].flatMap(UInt64.init) else { return base }
        return base + [extra]
    }

    static let tags = ["a", "b", "c", "d", "days", "t0", "t1", "f0", "inputs", "nope", "phones"]

    static let fragments = [
        "$a", "$b", "$c", "$d", "$days", "$t0", "$f0", "$nope", "$inputs", "$'x y'", "$", "$'", "==", "=", "!=", "<>",
        "<",
        "<=", "=<", ">", ">=", "=>", "AND", "OR", "NOT", "&&", "||", "!", "(", ")", "{", "}", ",", ".", "@", ".@count",
        ".@sum", ".@avg", ".isHidden", ".isDisabled", ".value", ".nope", "'x'", "\"y\"", "'", "\"", "\\", "'\\u00e9'",
        "'\\q'", "1", "0", "-1", "2.5", "1e3", "1e", "99999999999999999999", "-", "+", "*", "/", "%", "CONTAINS",
        "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "[c]", "[d]", "[cd]", "[x]", "[", "]", "IN", "BETWEEN", "ANY",
        "SOME", "ALL", "NONE", "IS", "EMPTY", "IS NOT EMPTY", "nil", "NULL", "true", "FALSE", "YES", "TRUEPREDICATE",
        "today()", "now()", "age(", "count(", "sum(", "min(", "max(", "round(", "lower(", "upper(", "trim(", "iif(",
        "tody(", "foo", "'*a?'", "'[0-9]+'", "'(a'", "é", "🙂", "#", ";", "\n", " ", "  ", "\t",
        // NSPredicate's further syntax, and what Forma refuses of it.
        "**", "[FIRST]", "[LAST]", "[SIZE]", "[0]", "[n]", "[cdn]", "0x1F", "0o7", "0b1", "0x", "0b2", "'\\*'",
        "'\\?'", "'\\x41'", "'\\101'", "'\\x'", "uppercase:(", "lowercase:(", ":", "CAST(", "'NSDate'",
        "'NSNumber'", "'NSString'", "%@", "%K", "SELF", "SUBQUERY(", "FUNCTION(", "UTI-EQUALS", "average(", "median(",
        "mode(", "stddev(", "sqrt(", "log(", "ln(", "exp(", "floor(", "ceiling(", "abs(", "trunc(", "random()",
        "randomn(", "$phones", "$phones.@count",
    ]

    static func pick<T>(_ items: [T], _ random: inout Generator) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    /// A random sequence of fragments: mostly nonsense, sometimes valid.
    static func soup(_ random: inout Generator) -> String {
        let count = Int(random.next() % 12)
        return (0..<count).map { _ in pick(fragments, &random) }.joined(separator: random.next() % 3 == 0 ? "" : " ")
    }

    /// A random expression from the grammar; valid syntax, random meaning.
    static func expression(_ random: inout Generator, depth: Int = 0) -> String {
        let leaf = depth > 3 || random.next() % 3 == 0
        if leaf {
            switch random.next() % 8 {
            case 0: return "$" + pick(tags, &random)
            case 1: return String(Int(random.next() % 7) - 2)
            case 2: return pick(["'x'", "'Mon'", "'2024-06-14'", "''", "'É'"], &random)
            case 3: return pick(["true", "false", "nil"], &random)
            case 4:
                return "$" + pick(tags, &random)
                    + pick([".isHidden", ".isDisabled", ".@count", "[FIRST]", "[LAST]", "[SIZE]", "[1]"], &random)
            case 5:
                return pick(
                    ["today()", "now()", "{1, 2}", "{'Mon', 'Sat'}", "2.5", "0x1F", "0b101", "'a\\*'"], &random)
            default: return "$" + pick(tags, &random)
            }
        }
        let a = expression(&random, depth: depth + 1)
        let b = expression(&random, depth: depth + 1)
        switch random.next() % 16 {
        case 0: return "\(a) \(pick(["AND", "OR", "&&", "||"], &random)) \(b)"
        case 1: return "NOT (\(a))"
        case 2: return "(\(a)) \(pick(["==", "!=", "<", "<=", ">", ">="], &random)) (\(b))"
        case 3:
            return
                "\(a) \(pick(["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "IN"], &random))\(pick(["", "[c]", "[cd]", "[n]"], &random)) \(b)"
        case 4: return "(\(a)) \(pick(["+", "-", "*", "/", "%"], &random)) (\(b))"
        case 5: return "\(pick(["ANY", "ALL", "NONE"], &random)) \(a) == \(b)"
        case 6: return "(\(a)) IS \(pick(["", "NOT "], &random))EMPTY"
        case 7: return "\(pick(["count", "sum", "max", "lower", "age", "round"], &random))(\(a))"
        case 8: return "iif(\(a), \(b), 1)"
        case 9: return "(\(a)) BETWEEN {\(b), 10}"
        case 10: return "-(\(a))"
        case 11: return "(\(a)) ** (\(b))"
        case 12: return "(\(a))\(pick(["[FIRST]", "[LAST]", "[SIZE]", "[0]", "[\(b)]"], &random))"
        case 13: return "CAST(\(a), '\(pick(["NSDate", "NSNumber", "NSString"], &random))')"
        case 14:
            let function = pick(
                [
                    "average", "median", "mode", "stddev", "sqrt", "log", "ln", "exp", "floor", "ceiling", "abs",
                    "trunc",
                    "uppercase:", "lowercase:",
                ], &random)
            return "\(function)(\(a))"
        default: return "(\(a))"
        }
    }

    /// A random edit of a text: delete, insert, duplicate or swap.
    static func mutate(_ text: String, _ random: inout Generator) -> String {
        var characters = Array(text)
        for _ in 0..<(1 + Int(random.next() % 3)) {
            let position = characters.isEmpty ? 0 : Int(random.next() % UInt64(characters.count + 1))
            switch random.next() % 4 {
            case 0 where !characters.isEmpty:
                let end = Swift.min(characters.count, position + 1 + Int(random.next() % 4))
                characters.removeSubrange(Swift.min(position, end)..<end)
            case 1:
                characters.insert(contentsOf: pick(fragments, &random), at: position)
            case 2 where position < characters.count:
                let end = Swift.min(characters.count, position + Int(random.next() % 6))
                characters.insert(contentsOf: characters[position..<end], at: end)
            default:
                if characters.count > 1 {
                    let other = Int(random.next() % UInt64(characters.count))
                    characters.swapAt(Swift.min(position, characters.count - 1), other)
                }
            }
        }
        return String(characters)
    }

    /// A form whose inputs the fuzzer changes and whose targets carry fuzzed conditions.
    static func form() -> Form {
        let form = Form {
            Section("Inputs", tag: "inputs") {
                IntRow("a") { $0.value = 1 }
                TextRow("b") { $0.value = "Mon" }
                SwitchRow("c") { $0.value = true }
                DateRow("d") { $0.value = ConditionFixtures.date(2000, 1, 1) }
                MultipleSelectorRow<String>("days") {
                    $0.options = ["Mon", "Sat", "Sun"]; $0.value = ["Mon"]
                }
            }
            Section("Targets", tag: "targets") {
                TextRow("t0")
                TextRow("t1")
                IntRow("f0")
                TextRow("f1")
            }
            Section("Phones") {
                PhoneRow { $0.value = "+44 1" }
                PhoneRow { $0.value = "Mon" }
            }.configured { $0.multivaluedTag = "phones" }
        }
        form.conditionEnvironment = ConditionFixtures.environment
        return form
    }

    /// Changes an input row, or a value of the multivalued section, at random.
    static func poke(_ form: Form, _ random: inout Generator) {
        switch random.next() % 6 {
        case 5:
            let phones = form.sections[2].rows
            guard !phones.isEmpty else { return }
            let row = phones[Int(random.next() % UInt64(phones.count))]
            try? row.setFormValue(pick([nil, "", "+44 2", "Mon", "x"], &random))
        case 0: form[Tag<Int>("a")] = pick([nil, 0, 1, 2, 10, -3], &random)
        case 1: form[Tag<String>("b")] = pick([nil, "", "Mon", "x", "É"], &random)
        case 2: form[Tag<Bool>("c")] = pick([nil, true, false], &random)
        case 3: form[Tag<Date>("d")] = pick([nil, ConditionFixtures.now, ConditionFixtures.date(1990, 5, 5)], &random)
        default: form.row(Tag<Set<String>>("days"))?.value = pick([nil, [], ["Sat"], ["Mon", "Sun"]], &random)
        }
    }

    /// Changes the form's structure at random: takes row `a` out or puts it back, moves
    /// row `t1` to the other section, or adds, removes or moves a row of the multivalued one.
    static func reshape(_ form: Form, _ random: inout Generator, spare: inout FormRow?) throws {
        let choice = random.next() % 3
        if choice == 2 {
            let phones = form.sections[2]
            switch random.next() % 3 {
            case 0: try phones.append(PhoneRow { $0.value = "+44 3" })
            case 1 where !phones.rows.isEmpty:
                _ = try phones.removeRow(at: Int(random.next() % UInt64(phones.rows.count)))
            default:
                if phones.rows.count > 1 { try phones.moveRow(from: 0, to: phones.rows.count - 1) }
            }
        } else if choice == 0 {
            if let row = spare {
                try form.sections[0].insert(row, at: Int(random.next() % UInt64(form.sections[0].rows.count + 1)))
                spare = nil
            } else if let row = form.row(tag: "a") {
                try row.section?.remove(row)
                spare = row
            }
        } else if let row = form.row(tag: "t1"), let section = row.section {
            let destination = section === form.sections[0] ? form.sections[1] : form.sections[0]
            try form.move(row, to: destination, at: 0)
        }
    }

    /// The evaluated state of every row: hidden, disabled, required, value.
    static func state(_ form: Form) -> [String] {
        form.allRows.map { "\($0.tag ?? "?") \($0.isHidden) \($0.isDisabled) \($0.isRequired) \($0.formValue)" }
            + [form.sections.map { "\($0.isHidden) \($0.isDisabled)" }.joined(separator: ",")]
    }

    /// Problems with a diagnostic's location or text, if any.
    static func locationProblems(_ diagnostic: ConditionDiagnostic) -> String? {
        let length = diagnostic.expression.count
        guard diagnostic.range.lowerBound >= 0, diagnostic.range.upperBound <= length else {
            return "range \(diagnostic.range) outside \(length) characters"
        }
        let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 5, lines[0].hasPrefix("error: ") || lines[0].hasPrefix("warning: "),
            lines[4].contains("^")
        else { return "malformed rendering:\n\(diagnostic.description)" }
        return nil
    }
}
