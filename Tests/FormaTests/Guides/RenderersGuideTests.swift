import FormaCore
import FormaExamples
import Testing

#if !canImport(UIKit)
    import Forma
#endif

private typealias Tag<Value: FormValueConvertible> = FormaCore.Tag<Value>

/// The examples of `Docs/Renderers.md`, as written, each followed by checks of what its
/// comments say.
@Suite("Renderers guide")
struct RenderersGuideTests {
    @Test func oneTransactionReachesTheTableAsOneUpdate() throws {
        let form = Form {
            Section("Event") {
                TextRow("title") { $0.placeholder = "Title" }
                SwitchRow("allDay") {
                    $0.title = "All-day"; $0.value = false
                }
                DateTimeRow("starts") {
                    $0.title = "Starts"; $0.hidden = "$allDay == true"
                }
            }
        }
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table // shows the current snapshot from scratch

        form.row(Tag<Bool>("allDay"))?.value = true
        let deleted = table.appliedUpdates.last?.batches.map(\.deletedRows) // [[0.2]]: one batch
        let reconfigured = table.appliedUpdates.last?.reconfiguredRows // [0.1]

        #expect(table.appliedUpdates.count == 1)
        #expect(deleted == [[TablePath(section: 0, row: 2)]])
        #expect(reconfigured == [TablePath(section: 0, row: 1)])
        #expect(controller.lastApplyError == nil)
        #expect(table.snapshot == FormSnapshot(form))
        #expect(table.reloadCount == 1)
    }

    @Test func theDiffWorksOnSnapshotsAlone() {
        let (a, b, c, d) = (RowID(rawValue: 1), RowID(rawValue: 2), RowID(rawValue: 3), RowID(rawValue: 4))
        let old = FormSnapshot(sections: [.init(id: SectionID(rawValue: 1), rows: [a, b, c, d])])
        let new = FormSnapshot(sections: [.init(id: SectionID(rawValue: 1), rows: [b, c, d, a])])
        let update = FormDiff.update(from: old, to: new, changedRows: [c])
        let moves = update.stages[0].batch.movedRows // [0.0 → 0.3]: one move, not three
        let changed = update.reconfiguredRows // [0.1]: c, at its new path

        #expect(update.stages.count == 1)
        #expect(moves == [.init(from: TablePath(section: 0, row: 0), to: TablePath(section: 0, row: 3))])
        #expect(update.stages[0].snapshot == new)
        #expect(changed == [TablePath(section: 0, row: 1)])
        #expect(update.stages[0].batch.deletedRows.isEmpty && update.stages[0].batch.insertedRows.isEmpty)
    }

    @Test func allDayHidesTheTimes() throws {
        let form = EventForm.make()
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table

        form.row(Tag<Bool>("allDay"))?.value = true

        #expect(controller.lastApplyError == nil)
        #expect(table.snapshot == FormSnapshot(form))
        #expect(table.reloadCount == 1) // only the first display
    }

    @Test func aRendererDrawsRowsFromTheControllerInNewPaths() {
        let form = Form {
            Section("Event") {
                TextRow("title") { $0.placeholder = "Title" }
                SwitchRow("allDay") {
                    $0.title = "All-day"; $0.value = false
                }
                DateTimeRow("starts") {
                    $0.title = "Starts"; $0.hidden = "$allDay == true"
                }
            }
        }

        final class TranscriptTable: TableUpdateTarget {
            unowned let controller: FormController
            private(set) var lines: [String] = []

            init(controller: FormController) { self.controller = controller }

            func reload(_ snapshot: FormSnapshot) {
                lines = ["reload: \(snapshot.rowCount) rows"]
            }

            func apply(_ update: TableUpdate, snapshot: FormSnapshot) throws {
                for stage in update.stages {
                    for path in stage.batch.deletedRows { lines.append("- \(path)") }
                    for path in stage.batch.insertedRows {
                        lines.append("+ \(path) \(title(at: path, in: stage.snapshot))")
                    }
                }
                for path in update.reconfiguredRows { lines.append("~ \(path) \(title(at: path, in: snapshot))") }
            }

            private func title(at path: TablePath, in snapshot: FormSnapshot) -> String {
                controller.row(at: path, in: snapshot).map { "\($0.title ?? "") = \($0.displayText ?? "")" } ?? "?"
            }
        }

        let controller = FormController(form: form)
        let transcript = TranscriptTable(controller: controller)
        controller.tableView = transcript

        form.row(Tag<Bool>("allDay"))?.value = true
        form.row(Tag<Bool>("allDay"))?.value = false

        #expect(
            transcript.lines == [
                "reload: 3 rows",
                "- 0.2", "~ 0.1 All-day = On",
                "+ 0.2 Starts = ", "~ 0.1 All-day = Off",
            ])
    }

    #if !canImport(UIKit)
        @Test @MainActor func anAppsScreenRunsOffIOS() throws {
            @MainActor
            final class EventViewController: FormViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    form = EventForm.make()
                }
            }

            let screen = EventViewController()
            screen.loadViewIfNeeded()
            try screen.formController.setValue("Lunch", forRowAt: TablePath(section: 0, row: 0))
            let title = screen.form.values()["title"] // "Lunch"

            #expect(title == "Lunch")
            #expect((screen.tableView as? HeadlessTableView)?.snapshot == FormSnapshot(screen.form))
        }
    #endif
}
