import Testing

@testable import FormaCore

/// The add row of a multivalued section is made when the section is configured or joins a
/// form, never while the snapshot is read.
@Suite("The add row of a multivalued section")
struct SectionAddRowTests {
    private func phones(_ title: String = "Add phone") -> Section {
        Section("Phones") {
            PhoneRow { $0.value = "1" }
        }.configured {
            $0.multivalued = [.insert, .delete, .reorder]
            $0.insertMode = .addButton(title: title)
            $0.makeRow = { _ in PhoneRow() }
        }
    }

    private func shown(_ form: Form) -> (FormController, HeadlessTableView) {
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        return (controller, table)
    }

    /// Appending a section with an add button to a form a controller shows recursed until
    /// the stack overflowed: the snapshot made the add row, setting its title recorded a
    /// change, the change ended a transaction, and the controller took a snapshot again.
    @Test func appendingAnAddButtonSectionToAShownFormDoesNotRecurse() throws {
        let form = Form { Section("Name") { TextRow("name") } }
        let (controller, table) = shown(form)
        try form.append(phones())
        #expect(controller.lastApplyError == nil)
        #expect(table.snapshot == FormSnapshot(form))
        #expect(table.sections.map(\.rows.count) == [1, 2])
        let add = try #require(controller.row(at: TablePath(section: 1, row: 1)))
        #expect(controller.presentation(of: add).title == "Add phone")
    }

    /// Taking a snapshot changes nothing: no change is recorded, no transaction observed.
    @Test func takingASnapshotRecordsNoChange() {
        let form = Form { phones() }
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        defer { observation.cancel() }
        let first = FormSnapshot(form)
        let second = FormSnapshot(form)
        #expect(transactions == 0)
        #expect(first == second)
        #expect(first.sections[0].rows.count == 2)
    }

    /// Inserting, configuring and collapsing reach the table through the diff, with the
    /// add row present whenever the section can insert with a button.
    @Test func configuringASectionOfAShownFormMakesItsAddRow() throws {
        let form = Form { Section("Name") { TextRow("name") } }
        let (controller, table) = shown(form)
        let section = Section("Later") { PhoneRow() }
        try form.insert(section, at: 0)
        #expect(table.sections.map(\.rows.count) == [1, 1])
        section.multivalued = [.insert]
        section.makeRow = { _ in PhoneRow() }
        #expect(table.sections.map(\.rows.count) == [2, 1])
        section.insertMode = .lastRow
        #expect(table.sections.map(\.rows.count) == [1, 1])
        section.insertMode = .addButton(title: "More")
        #expect(table.sections.map(\.rows.count) == [2, 1])
        let add = try #require(controller.row(at: TablePath(section: 0, row: 1)))
        #expect(controller.presentation(of: add).title == "More")
        #expect(controller.lastApplyError == nil)
        #expect(table.snapshot == FormSnapshot(form))
    }

    /// A section taken from one form to another brings no identity of the first: its add
    /// row gets a new one, like its rows.
    @Test func aSectionMovedToAnotherFormGetsAFreshAddRowIdentity() throws {
        let first = Form { phones() }
        let second = Form {
            Section("A") { TextRow("a") }
            Section("B") { TextRow("b") }
        }
        let (controller, table) = shown(second)
        let moved = try first.removeSection(at: 0)
        try second.append(moved)
        let ids = table.snapshot.sections.flatMap(\.rows)
        #expect(Set(ids).count == ids.count)
        #expect(controller.lastApplyError == nil)
        #expect(table.snapshot == FormSnapshot(second))
    }

    /// A section removed and put back gets a new identity, and so does its add row, so the
    /// diff never sees a row move out of a deleted section into an inserted one.
    @Test func aSectionPutBackGetsAFreshAddRowIdentity() throws {
        let form = Form {
            phones()
            Section("B") { TextRow("b") }
        }
        let (controller, table) = shown(form)
        form.transaction {
            do {
                let section = try form.removeSection(at: 0)
                try form.append(section)
            } catch {
                Issue.record("\(error)")
            }
        }
        #expect(controller.lastApplyError == nil)
        #expect(table.snapshot == FormSnapshot(form))
        #expect(table.sections.map(\.rows.count) == [1, 2])
    }
}

extension SectionAddRowTests {
    /// A removal undone by a throwing transaction brings the section back with its
    /// identities, its add row's included, so the table still shows the form.
    @Test func aRemovalUndoneKeepsTheAddRowIdentity() throws {
        struct Abort: Error {}
        let form = Form {
            phones()
            Section("B") { TextRow("b") }
        }
        let (controller, table) = shown(form)
        let before = FormSnapshot(form)
        #expect(throws: Abort.self) {
            try form.transaction {
                _ = try form.removeSection(at: 0)
                throw Abort()
            }
        }
        #expect(FormSnapshot(form) == before)
        #expect(table.snapshot == FormSnapshot(form))
        #expect(controller.snapshot == FormSnapshot(form))
        #expect(form._checkInvariants().isEmpty)
    }
}
