#if !canImport(UIKit)
    import Forma
    import FormaDefinitions
    import FormaExamples
    import Testing

    @MainActor
    final class EventViewController: FormViewController {
        var changes: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            form = EventForm.make()
        }

        override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
            changes.append("\(row.tag ?? "?"): \(oldValue) → \(newValue)")
        }
    }

    @Suite("FormViewController")
    @MainActor
    struct FormViewControllerTests {
        @Test func anAppsSubclassRunsOnLinux() throws {
            let screen = EventViewController()
            screen.loadViewIfNeeded()
            let table = try #require(screen.tableView as? HeadlessTableView)
            #expect(table.snapshot == FormSnapshot(screen.form))
            try screen.formController.setValue("Lunch", forRowAt: TablePath(section: 0, row: 0))
            screen.form.row(Tag<Bool>("allDay"))?.value = true
            #expect(screen.changes == [#"title: null → "Lunch""#, "allDay: false → true"])
            #expect(screen.form.values()["title"] == "Lunch")
            #expect(table.snapshot == FormSnapshot(screen.form))
        }

        @Test func aDefinitionFormsProblemsReachTheHandlerAndNeverStopTheApp() throws {
            let screen = FormViewController()
            var reported: [String] = []
            screen.onDiagnostics = { problems in reported = problems.map(\.code) }
            let form = try Form(json: #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "tag": "a"}]}]}"#)
            form.row(tag: "a")?.hidden = "$nope == 1"
            screen.form = form
            #expect(reported == ["condition.unknownTag"])
        }

        @Test func aFormWithoutProblemsReportsNothing() {
            let screen = FormViewController()
            var called = false
            screen.onDiagnostics = { _ in called = true }
            screen.form = EventForm.make()
            #expect(!called)
        }

        @Test func aSaveButtonFollowsTheChangedState() {
            let screen = EventViewController()
            screen.loadViewIfNeeded()
            var reported: [Bool] = []
            screen.onHasChangesChange = { reported.append($0) }
            screen.form.row(Tag<String>("title"))?.value = "Lunch"
            screen.form.row(Tag<String>("title"))?.value = "Lunch at noon"
            screen.form.markSaved()
            #expect(reported == [true, false])
            screen.form.row(Tag<String>("title"))?.value = "Dinner"
            screen.form.reset()
            #expect(reported == [true, false, true, false])
            #expect(screen.form.row(Tag<String>("title"))?.value == "Lunch at noon")
        }
    }
#endif
