import Foundation
import Testing

@testable import FormaCore

/// Seeded fuzzing of `setValue(_:forTag:)` and `setValues(_:)` on a form with every kind of
/// row. See Docs/Fuzzing.md for the long mode.
@Suite("Fuzz: setValues")
struct SetValuesFuzzTests {
    /// The form every case starts from: the definition with every row kind, two multivalued
    /// sections among them.
    static func makeForm() throws -> Form { try Form(json: DefinitionFixtures.everything) }

    /// What a case compares: every value, hidden rows included, and the rows of each section.
    static func state(_ form: Form) -> String {
        form.values(includeHidden: true).jsonString() + " "
            + form.sections.map { "\($0.rows.count)" }.joined(separator: ",")
    }

    /// Values of every kind, right and wrong for each row: nulls, nested lists and objects,
    /// huge and strange strings and numbers, dates, and the values the rows start with.
    static func value(_ random: inout Fuzzer.Generator, samples: [FormValue]) -> FormValue {
        switch random.below(8) {
        case 0, 1: return random.pick(samples)
        case 2: return JSONFuzzing.value(&random)
        case 3:
            return random.pick([
                .null, .double(.nan), .double(.infinity), .double(-.infinity), .double(1e300), .int(.max), .int(.min),
                .int(-1), .double(-0.0), .double(1500), .bool(true), .int(0), .int(1),
            ])
        case 4:
            return .string(
                random.pick([
                    "", "M", "FR", "Lyon", "mon", "2027-01-15T08:00:00.000Z", "1900-01-01", "not a date", "555-0100",
                    "a@example.com", "https://example.com", "🙂", "\u{0}", String(repeating: "x", count: 100_000),
                ]))
        case 5:
            return .date(Date(timeIntervalSince1970: random.pick([0, -1e12, 1e12, 1.8e9, .greatestFiniteMagnitude])))
        case 6:
            return .array(
                (0..<random.pick([0, 1, 2, 3, 50])).map { _ in random.oneIn(2) ? random.pick(samples) : .string("mon") }
            )
        default:
            return random.pick([
                ["left": "FR", "right": "Lyon"], ["left": "FR", "right": "Nice"], ["left": "XX"], [:], ["right": 1],
                ["left": ["FR"], "right": "Lyon"],
            ])
        }
    }

    static func key(_ random: inout Fuzzer.Generator, tags: [String]) -> String {
        switch random.below(10) {
        case 0: return random.pick(["", "titel", "phone s", "Title", "sections", "🙂", "phones[0]"])
        case 1: return String(repeating: random.pick(["a", "é", "title"]), count: random.pick([65, 1_000, 20_000]))
        default: return random.pick(tags)
        }
    }

    /// One entry at a time: it is set, and setting what reads back changes nothing; or it is
    /// refused with a `ValueError` and the form is exactly as before. Every row's
    /// presentation can be read after each step.
    @Test func fuzzSetValueIsAppliedOrRefusedWhole() throws {
        let pristine = try Self.makeForm()
        let samples = Array(pristine.values(includeHidden: true).map(\.value))
        let tags = pristine.tags + pristine.sections.compactMap(\.multivaluedTag)
        Fuzzer(name: "fuzzSetValueIsAppliedOrRefusedWhole", base: 0x35_0000, bounded: 40).run { random in
            let form = try Self.makeForm()
            let controller = FormController(form: form)
            var steps: [String] = []
            for _ in 0..<(1 + random.below(6)) {
                let key = Self.key(&random, tags: tags)
                let value = Self.value(&random, samples: samples)
                steps.append("try? form.setValue(\(Self.code(value)), forTag: \(Self.code(key)))")
                let before = Self.state(form)
                do {
                    try form.setValue(value, forTag: key)
                    let after = Self.state(form)
                    if let row = form.row(tag: key) {
                        try form.setValue(row.formValue, forTag: key)
                        if Self.state(form) != after {
                            throw Fuzzer.Finding(
                                message: "setting what reads back changed the form",
                                reproduction: steps.joined(separator: "\n"))
                        }
                    }
                } catch is ValueError {
                    if Self.state(form) != before {
                        throw Fuzzer.Finding(
                            message: "a refused value changed the form:\n\(before)\n\(Self.state(form))",
                            reproduction: steps.joined(separator: "\n"))
                    }
                } catch let finding as Fuzzer.Finding {
                    throw finding
                } catch {
                    throw Fuzzer.Finding(message: "untyped error \(error)", reproduction: steps.joined(separator: "\n"))
                }
                for row in form.allRows { _ = controller.presentation(of: row) }
            }
        }
    }

    /// Several entries at once: a call past the value limits sets nothing and reports that
    /// limit; otherwise each failure is a `ValueError` naming one of the keys, and the
    /// entries that were refused changed nothing — setting only the accepted entries on a
    /// fresh form gives the same form, with no failure.
    @Test func fuzzSetValuesRefusedEntriesChangeNothing() throws {
        let pristine = try Self.makeForm()
        let samples = Array(pristine.values(includeHidden: true).map(\.value))
        let tags = pristine.tags + pristine.sections.compactMap(\.multivaluedTag)
        Fuzzer(name: "fuzzSetValuesRefusedEntriesChangeNothing", base: 0x36_0000, bounded: 30).run { random in
            var values = FormValues()
            for _ in 0..<(1 + random.below(8)) {
                let key = Self.key(&random, tags: tags)
                if values[key] == nil { values.appendNew(key, Self.value(&random, samples: samples)) }
            }
            if let problem = Self.setValuesProblem(values) {
                let minimal = Fuzzer.shrink(Array(values)) { entries in
                    let subset = FormValues(entries.map { ($0.key, $0.value) })
                    return Fuzzer.kind(Self.setValuesProblem(subset)) == Fuzzer.kind(problem)
                }
                throw Fuzzer.Finding(
                    message: problem,
                    reproduction:
                        "form.setValues(\(Self.code(.object(FormValues(minimal.map { ($0.key, $0.value) })))))")
            }
        }
    }

    static func setValuesProblem(_ values: FormValues) -> String? {
        let form: Form
        let fresh: Form
        do {
            (form, fresh) = (try makeForm(), try makeForm())
        } catch {
            return "the fixture does not load: \(error)"
        }
        let before = state(form)
        let report = form.setValues(values)
        // A call past the value limits is refused whole: one failure, nothing set.
        if report.failures.count == 1, case .exceedsLimit = report.failures[0].reason, state(form) == before {
            return nil
        }
        var refused = Set<String>()
        for failure in report.failures {
            guard let tag = failure.tag else { return "a failure without a tag: \(failure)" }
            let keys = values.map(\.key)
            // A failure names its key, an item of it (`phones[0]`), or, for a key too long to
            // quote, its beginning and "…". An unknown tag is the key itself; any other failure
            // is of a key the form knows, or an item of one.
            let known = Set(fresh.tags + fresh.sections.compactMap(\.multivaluedTag))
            let named = keys.filter { key in
                if tag.hasSuffix("…") && key.count > 32 && key.hasPrefix(tag.dropLast()) { return true }
                if case .unknownTag = failure.reason { return tag == key }
                return (tag == key && known.contains(key)) || (tag.hasPrefix(key + "[") && known.contains(key))
            }
            guard !named.isEmpty else { return "a failure naming no key: \(failure)" }
            refused.formUnion(named)
        }
        let accepted = FormValues(values.filter { !refused.contains($0.key) }.map { ($0.key, $0.value) })
        let second = fresh.setValues(accepted)
        if !second.isComplete { return "accepted entries fail alone: \(second)" }
        if state(fresh) != state(form) { return "refused entries changed the form:\n\(state(form))\n\(state(fresh))" }
        return nil
    }

    /// Swift source for a value, to paste into a reproduction.
    static func code(_ value: FormValue) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let b): return "\(b)"
        case .int(let i): return "\(i)"
        case .double(let d):
            return d.isFinite ? "\(d)" : ".double(\(d.isNaN ? ".nan" : d < 0 ? "-.infinity" : ".infinity"))"
        case .string(let s): return code(s)
        case .date(let d): return ".date(Date(timeIntervalSince1970: \(d.timeIntervalSince1970)))"
        case .array(let items): return "[" + items.map(code).joined(separator: ", ") + "]"
        case .object(let members):
            return members.isEmpty
                ? "[:]" : "[" + members.map { "\(code($0.key)): \(code($0.value))" }.joined(separator: ", ") + "]"
        }
    }

    static func code(_ text: String) -> String {
        let characters = Array(text)
        guard characters.count > 40 else { return text.debugDescription }
        // A long text is a unit repeated: write it as such.
        for period in 1...8 where characters.count % period == 0 {
            let unit = String(characters[0..<period])
            if String(repeating: unit, count: characters.count / period) == text {
                return "String(repeating: \(unit.debugDescription), count: \(characters.count / period))"
            }
        }
        return text.debugDescription
    }
}
