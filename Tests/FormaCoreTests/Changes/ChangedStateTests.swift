import Foundation
import Testing

@testable import FormaCore

@Suite("Changed state, reset and drafts")
struct ChangedStateTests {
    func makeForm() -> Form {
        Form {
            Section("Event") {
                TextRow("title") { $0.value = "Lunch" }
                SwitchRow("allDay") { $0.value = false }
                PasswordRow("password")
                SliderRow("volume") { $0.maximum = 10 }
            }
            Section("Phones") {
                PhoneRow { $0.value = "555 0100" }
            }.configured { $0.multivaluedTag = "phones" }
            Section("Advanced", tag: "advanced") {
                TextRow("notes")
            }.configured { $0.isCollapsible = true }
        }
    }

    @Test func nothingHasChangedAtFirst() {
        let form = makeForm()
        #expect(form.changedTags.isEmpty)
        #expect(!form.hasChanges)
        #expect(form.allRows.filter(\.isChanged).isEmpty)
    }

    @Test func changedTagsAreInFormOrderAndChangingBackIsNoChange() throws {
        let form = makeForm()
        form[Tag<String>("notes")] = "Window seat"
        form[Tag<String>("title")] = "Dinner"
        #expect(form.changedTags == ["title", "notes"])
        #expect(form.row(tag: "title")?.isChanged == true)
        #expect(form.row(tag: "allDay")?.isChanged == false)
        form[Tag<String>("title")] = "Lunch"
        #expect(form.changedTags == ["notes"])
    }

    @Test func multivaluedItemsCountUnderTheSectionsTag() throws {
        let form = makeForm()
        (form.sections[1].rows[0] as? PhoneRow)?.value = "555 0199"
        #expect(form.changedTags == ["phones"])
        #expect(form.sections[1].rows[0].isChanged)
    }

    @Test func markSavedMakesTheCurrentValuesTheBaselineAndTellsObservers() {
        let form = makeForm()
        form[Tag<String>("title")] = "Dinner"
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        defer { observation.cancel() }
        form.markSaved()
        #expect(!form.hasChanges)
        #expect(transactions == 1)
        form.reset()
        #expect(form[Tag<String>("title")] == "Dinner")
    }

    @Test func resetPutsTheBaselineBackInOneTransaction() throws {
        let form = makeForm()
        form[Tag<String>("title")] = "Dinner"
        form[Tag<Bool>("allDay")] = true
        (form.sections[1].rows[0] as? PhoneRow)?.value = "555 0199"
        var transactions: [FormTransaction] = []
        let observation = form.observe { transactions.append($0) }
        defer { observation.cancel() }
        #expect(form.reset().isComplete)
        #expect(transactions.count == 1)
        #expect(!form.hasChanges)
        #expect(form[Tag<String>("title")] == "Lunch")
        #expect(form.values()["phones"] == ["555 0100"])
    }

    @Test func aThrowingTransactionUndoesAReset() throws {
        let form = makeForm()
        form[Tag<String>("title")] = "Dinner"
        struct Refusal: Error {}
        #expect(throws: Refusal.self) {
            try form.transaction {
                form.reset()
                throw Refusal()
            }
        }
        #expect(form[Tag<String>("title")] == "Dinner")
        #expect(form.changedTags == ["title"])
    }

    @Test func draftsRoundTripValuesSectionsAndFocusButNeverSecrets() throws {
        let form = makeForm()
        form[Tag<String>("title")] = "Dinner"
        form[Tag<String>("password")] = "hunter2"
        form.section(tag: "advanced")?.isCollapsed = true
        let draft = form.draft(focusedTag: "title")
        #expect(draft.values?["password"] == nil)
        let data = try JSONEncoder().encode(draft)
        #expect(!(String(bytes: data, encoding: .utf8) ?? "").contains("hunter2"))
        let decoded = try JSONDecoder().decode(FormDraft.self, from: data)
        let fresh = makeForm()
        let controller = FormController(form: fresh)
        #expect(fresh.restore(decoded).isComplete)
        #expect(fresh[Tag<String>("title")] == "Dinner")
        #expect(fresh.section(tag: "advanced")?.isCollapsed == true)
        #expect(fresh[Tag<String>("password")] == nil)
        #expect(controller.focusedRow === fresh.row(tag: "title"))
    }

    @Test func restoreReportsWhatNoLongerFits() {
        let draft = FormDraft(
            values: ["title": "Dinner", "nickname": "Ada", "volume": 50], collapsed: ["gone"], focusedTag: "removed")
        let form = makeForm()
        let report = form.restore(draft)
        #expect(form[Tag<String>("title")] == "Dinner")
        #expect(report.failures.map(\.tag) == ["nickname", "volume", "gone", "removed"])
        guard case .outOfBounds = report.failures[1].reason else {
            Issue.record("expected outOfBounds, got \(report.failures[1])")
            return
        }
    }

    @Test func aDraftFromTheFutureRestoresNothing() throws {
        let data = Data(#"{"version": 2, "values": {"title": "Dinner"}, "layout": {}}"#.utf8)
        let draft = try JSONDecoder().decode(FormDraft.self, from: data)
        let form = makeForm()
        let report = form.restore(draft)
        #expect(report.failures == [ValueError(tag: "draft", reason: .unsupportedVersion(found: 2, supported: 1))])
        #expect(report.failures.first?.description == "'draft' is version 2, newer than this library reads (1)")
        #expect(form[Tag<String>("title")] == "Lunch")
    }

    /// The restoration archive a UIKit host keeps: the draft as JSON bytes, restored whole.
    @Test func aRestorationArchiveRestoresTheDraft() throws {
        let form = makeForm()
        form[Tag<String>("title")] = "Dinner"
        form.section(tag: "advanced")?.isCollapsed = true
        let data = try form.draftArchive().get()
        let fresh = makeForm()
        #expect(fresh.restoreDraftArchive(data).isEmpty)
        #expect(fresh[Tag<String>("title")] == "Dinner")
        #expect(fresh.section(tag: "advanced")?.isCollapsed == true)
    }

    /// Bytes that are not a draft restore nothing and say why, at the line and column or the
    /// key that is wrong.
    @Test(arguments: [
        ("not json", "restoration archive: "),
        (#"{"values": {"title": "Dinner"}}"#, "restoration archive: not a Forma draft: no 'version'"),
        (#"{"version": "one"}"#, "restoration archive: not a Forma draft: 'version': "),
        (#"[1, 2]"#, "restoration archive: not a Forma draft: "),
    ])
    func bytesThatAreNotADraftRestoreNothing(text: String, saying: String) {
        let form = makeForm()
        let lines = form.restoreDraftArchive(Data(text.utf8))
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("draft not restored: " + saying) == true, "\(lines)")
        #expect(form[Tag<String>("title")] == "Lunch")
        #expect(!form.hasChanges)
    }

    @Test func aDraftOverTheLimitIsNotRead() {
        let data = Data(repeating: UInt8(ascii: " "), count: FormDraft.byteLimit + 1)
        guard case .failure(let problem) = FormDraft.read(data, name: "big.json") else {
            Issue.record("an oversized draft was read")
            return
        }
        #expect(
            problem.description
                == "big.json: \(FormDraft.byteLimit + 1) bytes, more than a draft's \(FormDraft.byteLimit)")
    }

    @Test func aValueJSONCannotHoldIsReportedNotKept() {
        let form = Form { Section { DecimalRow("ratio") { $0.value = .nan } } }
        guard case .failure(let problem) = form.draftArchive() else {
            Issue.record("a draft with NaN was written")
            return
        }
        #expect(problem.description.hasPrefix("draft not kept for restoration: "))
    }

    /// Nothing is copied when a form is built: a row keeps its baseline at its first change.
    /// A row that joins later has no baseline value, and a removal that is undone keeps the
    /// row's own.
    @Test func baselinesFollowJoinsChangesAndRollbacks() throws {
        let form = makeForm()
        try form.sections[0].append(TextRow("late") { $0.value = "x" })
        #expect(form.changedTags == ["late"])
        form.markSaved()
        #expect(!form.hasChanges)
        form[Tag<String>("title")] = "Dinner"
        form[Tag<String>("title")] = "Supper"
        #expect(form.row(tag: "title")?.isChanged == true)
        form[Tag<String>("title")] = "Lunch"
        #expect(!form.hasChanges)
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try form.transaction {
                form[Tag<String>("title")] = "Brunch"
                _ = try form.sections[0].removeRow(at: 0)
                throw Refused()
            }
        }
        #expect(form[Tag<String>("title")] == "Lunch")
        #expect(form.row(tag: "title")?.isChanged == false)
        #expect(!form.hasChanges)
        form[Tag<String>("title")] = "Tea"
        #expect(form.reset().isComplete)
        #expect(form[Tag<String>("title")] == "Lunch")
    }
}
