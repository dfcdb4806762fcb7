import Testing

@testable import FormaCore

@Suite("Lookups in an installed snapshot")
struct InstalledSnapshotLookupTests {
    @Test func answersFromTheOlderSnapshotWhileTheControllerHasMovedOn() throws {
        let form = Form {
            Section("Event") {
                TextRow("title")
                SwitchRow("allDay") { $0.value = false }
                TextRow("location") { $0.hidden = "$allDay == true" }
                TextRow("notes")
            }
            Section("Alerts") { TextRow("alert") }
        }
        let controller = FormController(form: form)
        let installed = controller.snapshot
        form.row(FormaCore.Tag<Bool>("allDay"))?.value = true

        // The controller's own snapshot no longer shows "location"; the installed one does.
        #expect(controller.row(at: TablePath(section: 0, row: 2))?.tag == "notes")
        #expect(controller.row(at: TablePath(section: 0, row: 2), in: installed)?.tag == "location")
        #expect(controller.row(at: TablePath(section: 0, row: 3), in: installed)?.tag == "notes")
        #expect(controller.row(at: TablePath(section: 0, row: 3)) == nil)
        #expect(controller.section(at: 1, in: installed)?.header == "Alerts")
        let notes = try #require(form.row(tag: "notes"))
        #expect(controller.path(of: notes, in: installed) == TablePath(section: 0, row: 3))
        #expect(controller.path(of: notes) == TablePath(section: 0, row: 2))
        let location = try #require(form.row(tag: "location"))
        #expect(controller.path(of: location, in: installed) == TablePath(section: 0, row: 2))
        #expect(controller.path(of: location) == nil)
        #expect(controller.path(of: TextRow("stranger"), in: installed) == nil)
    }

    @Test func pathsOutsideTheSnapshotAndRemovedRowsGiveNil() throws {
        let form = Form {
            Section {
                TextRow("a"); TextRow("b")
            }
        }
        let controller = FormController(form: form)
        let installed = controller.snapshot
        #expect(controller.row(at: TablePath(section: 0, row: 2), in: installed) == nil)
        #expect(controller.row(at: TablePath(section: 1, row: 0), in: installed) == nil)
        #expect(controller.row(at: TablePath(section: -1, row: 0), in: installed) == nil)
        #expect(controller.section(at: 5, in: installed) == nil)

        let b = try #require(form.row(tag: "b"))
        try form.sections[0].remove(b)
        #expect(controller.row(at: TablePath(section: 0, row: 1), in: installed) == nil, "b left the form")
        #expect(controller.row(at: TablePath(section: 0, row: 0), in: installed)?.tag == "a")
    }
}
