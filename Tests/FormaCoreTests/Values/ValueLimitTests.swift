import Foundation
import Testing

@testable import FormaCore

/// Input past `FormValue.Limits` is refused where it arrives, with a typed error saying where
/// and what, before any work is done with it — and nothing is set.
@Suite("Value limits")
struct ValueLimitTests {
    static func form() -> Form {
        Form {
            Section {
                TextRow("notes") { $0.value = "kept" }
                MultipleSelectorRow<String>("tags")
            }
            Section { TextRow() }.configured {
                $0.multivaluedTag = "lines"
                $0.makeRow = { _ in TextRow() }
            }
        }
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    static func limit(of report: SetValuesReport) -> (tag: String?, limit: FormValue.Limit)? {
        guard report.failures.count == 1, case .exceedsLimit(let limit) = report.failures[0].reason else { return nil }
        return (report.failures[0].tag, limit)
    }

    /// A one-megabyte key got a "did you mean" over every tag, and the error repeated the key.
    @Test func setValuesKeyOfAMegabyte() {
        let form = Self.form()
        let key = String(repeating: "k", count: 1 << 20)
        var report = SetValuesReport(failures: [])
        let elapsed = Self.seconds { report = form.setValues(FormValues([(key, .string("x")), ("notes", "new")])) }
        let found = Self.limit(of: report)
        #expect(found?.limit == .keyLength(1 << 20))
        #expect(found?.tag == String(repeating: "k", count: 32) + "…")
        #expect(report.description.count < 200)
        #expect(form.values()["notes"] == "kept", "nothing is set")
        #expect(elapsed < 1)
        #expect(
            throws: ValueError(tag: "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…", reason: .exceedsLimit(.keyLength(1 << 20)))
        ) {
            try form.setValue("x", forTag: key)
        }
    }

    @Test func setValuesWithMoreEntriesThanTheCount() {
        let form = Self.form()
        var pairs = (0..<FormValue.Limits.maxCount).map { ("unknown\($0)", FormValue.int($0)) }
        pairs.insert(("notes", "new"), at: 0)
        let report = form.setValues(FormValues(pairs))
        #expect(Self.limit(of: report)?.limit == .count(FormValue.Limits.maxCount + 1))
        #expect(Self.limit(of: report)?.tag == nil)
        #expect(report.description == "the input is too large: 10001 entries (at most 10000)")
        #expect(form.values()["notes"] == "kept")
    }

    /// A list is refused by its count before it is copied, converted to a set or sorted.
    @Test func listLongerThanTheCount() {
        let form = Self.form()
        let items = (0...FormValue.Limits.maxCount).map { FormValue.string("item \($0)") }
        for tag in ["tags", "lines"] {
            let report = form.setValues([tag: .array(items)])
            #expect(
                Self.limit(of: report).map { "\($0.tag ?? "") \($0.limit)" } == "\(tag) 10001 entries (at most 10000)")
        }
        #expect(form.sections[1].rows.count == 1, "no row is made for the list")
    }

    @Test func stringLongerThanTheLimit() throws {
        let form = Self.form()
        // 500,001 two-byte characters: fewer characters than the limit, more bytes.
        let text = String(repeating: "é", count: FormValue.Limits.maxStringLength / 2 + 1)
        let report = form.setValues(["notes": .string(text)])
        #expect(Self.limit(of: report)?.limit == .stringLength(FormValue.Limits.maxStringLength + 2))
        #expect(Self.limit(of: report)?.tag == "notes")
        #expect(form.values()["notes"] == "kept")
        let atTheLimit = String(repeating: "x", count: FormValue.Limits.maxStringLength)
        #expect(form.setValues(["notes": .string(atTheLimit)]).isComplete)
    }

    @Test func textTypedPastTheLimit() throws {
        let form = Self.form()
        let controller = FormController(form: form)
        let row = try #require(form.row(tag: "notes"))
        let text = String(repeating: "x", count: FormValue.Limits.maxStringLength + 1)
        #expect(
            throws: EditError.invalidValue(
                ValueError(tag: "notes", reason: .exceedsLimit(.stringLength(FormValue.Limits.maxStringLength + 1))))
        ) {
            try controller.setText(text, for: row)
        }
        #expect(form.values()["notes"] == "kept")
    }

    /// Nesting is refused at the limit, before the walk goes deeper: a value nested 10,000
    /// deep costs 65 steps, and the error names the path to where it went too deep.
    @Test func valueNestedTenThousandDeep() {
        let form = Self.form()
        var value = FormValue.int(1)
        for _ in 0..<10_000 { value = .array([value]) }
        let report = form.setValues(["notes": value])
        #expect(Self.limit(of: report)?.limit == .nesting)
        #expect(Self.limit(of: report)?.tag == "notes" + String(repeating: "[0]", count: FormValue.Limits.maxNesting))
        #expect(throws: ValueError.self) { try form.row(tag: "notes")?.setFormValue(value) }
    }

    @Test func totalSizeOfOneCall() {
        let form = Self.form()
        let chunk = FormValue.string(String(repeating: "x", count: FormValue.Limits.maxStringLength))
        let report = form.setValues(["notes": "new", "lines": .array(Array(repeating: chunk, count: 17))])
        #expect(Self.limit(of: report)?.limit == .totalSize)
        #expect(Self.limit(of: report)?.tag == "lines[16]")
        #expect(form.values()["notes"] == "kept")
    }

    @Test func memberNameTooLongInsideAnObject() {
        let form = Self.form()
        let key = String(repeating: "m", count: FormValue.Limits.maxKeyLength + 1)
        let report = form.setValues(["notes": .object(FormValues([(key, .int(1))]))])
        #expect(Self.limit(of: report)?.limit == .keyLength(FormValue.Limits.maxKeyLength + 1))
        #expect(Self.limit(of: report)?.tag == "notes." + String(repeating: "m", count: 32) + "…")
    }

    /// Values within every limit still get their ordinary errors.
    @Test func valuesWithinTheLimitsAreCheckedAsBefore() {
        let form = Self.form()
        let report = form.setValues(["notes": 5, "lines": ["a", "b"]])
        #expect(report.failures.map(\.reason) == [.typeMismatch(expected: .string, found: .int)])
        #expect(form.values()["lines"] == ["a", "b"])
    }
}
