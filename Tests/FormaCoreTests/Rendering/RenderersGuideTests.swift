import FormaCore
import Testing

/// The examples of `Docs/Renderers.md`, run as written.
@Suite("Renderers guide")
struct RenderersGuideTests {
    static func eventForm() -> Form {
        Form {
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
    }

    @Test func oneTransactionReachesTheTableAsOneUpdate() throws {
        let form = Self.eventForm()
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table

        form.row(FormaCore.Tag<Bool>("allDay"))?.value = true

        #expect(table.appliedUpdates.count == 1)
        let update = try #require(table.appliedUpdates.last)
        #expect(update.batches.map(\.deletedRows) == [[TablePath(section: 0, row: 2)]])
        #expect(update.reconfiguredRows == [TablePath(section: 0, row: 1)])
        #expect(controller.lastApplyError == nil)
        #expect(table.snapshot == FormSnapshot(form))
        #expect(table.reloadCount == 1)
    }

    @Test func theDiffWorksOnSnapshotsAlone() {
        let (a, b, c, d) = (RowID(rawValue: 1), RowID(rawValue: 2), RowID(rawValue: 3), RowID(rawValue: 4))
        let old = FormSnapshot(sections: [.init(id: SectionID(rawValue: 1), rows: [a, b, c, d])])
        let new = FormSnapshot(sections: [.init(id: SectionID(rawValue: 1), rows: [b, c, d, a])])
        let update = FormDiff.update(from: old, to: new, changedRows: [c])
        #expect(update.stages.count == 1)
        #expect(
            update.stages[0].batch.movedRows == [
                .init(from: TablePath(section: 0, row: 0), to: TablePath(section: 0, row: 3))
            ])
        #expect(update.stages[0].snapshot == new)
        #expect(update.reconfiguredRows == [TablePath(section: 0, row: 1)])
        #expect(update.stages[0].batch.deletedRows.isEmpty && update.stages[0].batch.insertedRows.isEmpty)
    }

    /// The renderer of "Writing a renderer".
    final class TranscriptTable: FormTableView {
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

    @Test func aRendererDrawsRowsFromTheControllerInNewPaths() {
        let form = Self.eventForm()
        let controller = FormController(form: form)
        let transcript = TranscriptTable(controller: controller)
        controller.tableView = transcript

        form.row(FormaCore.Tag<Bool>("allDay"))?.value = true
        form.row(FormaCore.Tag<Bool>("allDay"))?.value = false

        #expect(
            transcript.lines == [
                "reload: 3 rows",
                "- 0.2", "~ 0.1 All-day = On",
                "+ 0.2 Starts = ", "~ 0.1 All-day = Off",
            ])
    }
}
