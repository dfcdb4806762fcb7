import Foundation

@testable import FormaCore

/// What must hold after every step of a scenario.
extension ScenarioRun {
    /// Checks the form, the controller and the table against each other and against the
    /// model: no update refused, the table equals a fresh snapshot, the invariants hold, the
    /// structure is the model's, the table shows what the model says is visible, each row's
    /// presentation equals a fresh one and its display text reads back to the model's value,
    /// and `values()` is the model's record. Reading all this records no change; with
    /// `diagnostics`, neither does reading the form's condition diagnostics (slower).
    func check(diagnostics: Bool = false) throws {
        let before = transactions
        try labelled("table", checkTable)
        try labelled("structure", checkStructure)
        try labelled("shown", checkShownRows)
        try labelled("presentation", checkPresentations)
        // What renderers, tests and tools read besides: none of it may change anything.
        _ = driver.screen
        _ = form.treeDescription
        if diagnostics { _ = form.conditionDiagnostics }
        _ = form.visibleRows
        let values = form.values()
        let expected = model.expectedValues
        if values != expected {
            throw Problem(kind: "values", description: "values() is \(values)\nthe journey gives \(expected)")
        }
        if transactions != before {
            throw Problem(kind: "reading", description: "reading the form ended \(transactions - before) transactions")
        }
    }

    private func labelled(_ kind: String, _ check: () throws -> Void) throws {
        do {
            try check()
        } catch var problem as Problem {
            problem.kind = kind
            throw problem
        }
    }

    private func checkTable() throws {
        let table = driver.table
        let controller = driver.controller
        if let error = controller.lastApplyError { throw Problem(description: "the table refused an update: \(error)") }
        if table.reloadCount != reloads { throw Problem(description: "the table was reloaded") }
        let fresh = FormSnapshot(form)
        if table.snapshot != fresh {
            throw Problem(description: "the table shows \(table.snapshot), the form \(fresh)")
        }
        if controller.snapshot != fresh {
            throw Problem(description: "the controller holds \(controller.snapshot), the form \(fresh)")
        }
        let broken = form._checkInvariants() + table._checkInvariants()
        if !broken.isEmpty { throw Problem(description: "broken invariants: \(broken.joined(separator: "; "))") }
    }

    /// The form's sections and rows are the model's, in the model's order.
    private func checkStructure() throws {
        let shape = form.sections.map { section in
            "\(sectionKey(section).map { "s\($0)" } ?? "?"): "
                + section.rows.map { row in rowKey(row).map { "r\($0)" } ?? "?" }.joined(separator: " ")
        }
        let expected = model.sections.map { section in
            "s\(section.key): " + section.rows.map { "r\($0.key)" }.joined(separator: " ")
        }
        if shape != expected { throw Problem(description: "the form holds \(shape), the model \(expected)") }
    }

    /// The table shows the sections, rows and add rows the model says are visible.
    private func checkShownRows() throws {
        let snapshot = driver.table.snapshot
        var shown: [(section: Int, slots: [ModelSlot])] = []
        for (s, entry) in snapshot.sections.enumerated() {
            guard let section = driver.controller.section(at: s, in: snapshot), let key = sectionKey(section) else {
                throw Problem(description: "section \(s) of the table is not one of the model's")
            }
            var slots: [ModelSlot] = []
            for r in entry.rows.indices {
                guard let row = driver.controller.row(at: TablePath(section: s, row: r), in: snapshot) else {
                    throw Problem(description: "no row at \(s).\(r) of the table")
                }
                if row.kind == .addRow, row.section === section {
                    slots.append(.add)
                } else if let key = rowKey(row) {
                    slots.append(.row(key))
                } else {
                    throw Problem(description: "the row at \(s).\(r) is not one of the model's: \(row)")
                }
            }
            shown.append((key, slots))
        }
        let expected = model.expectedTable
        if !shown.elementsEqual(expected, by: { $0.section == $1.section && $0.slots == $1.slots }) {
            func text(_ table: [(section: Int, slots: [ModelSlot])]) -> String {
                table.map { "s\($0.section): \($0.slots.map(\.description).joined(separator: " "))" }
                    .joined(separator: " | ")
            }
            throw Problem(description: "the table shows \(text(shown))\nthe model shows \(text(expected))")
        }
    }

    /// Every row on screen: its kept presentation is a fresh one, it is enabled as the model
    /// says, and its display text reads back to the model's value; an add row shows its title.
    private func checkPresentations() throws {
        let controller = driver.controller
        let snapshot = driver.table.snapshot
        for (s, entry) in snapshot.sections.enumerated() {
            for r in entry.rows.indices {
                guard let row = controller.row(at: TablePath(section: s, row: r), in: snapshot) else { continue }
                let kept = controller.presentation(of: row)
                let fresh = controller.makePresentation(of: row)
                if kept != fresh {
                    throw Problem(
                        description: "\(rowKey(row).map { "r\($0)" } ?? "row \(s).\(r)") shows a stale presentation: "
                            + Self.difference(kept, fresh))
                }
                if row.kind == .addRow {
                    try checkAddRow(kept, section: row.section)
                    continue
                }
                guard let key = rowKey(row), let (ms, mr) = model.location(ofRow: key) else { continue }
                let modelRow = model.sections[ms].rows[mr]
                if kept.title != modelRow.title {
                    throw Problem(
                        description: "r\(key) is titled \(kept.title.debugDescription), not \(modelRow.title)")
                }
                if kept.isEnabled != model.isEnabled(ms, mr) {
                    throw Problem(
                        description: "r\(key) is enabled: \(kept.isEnabled), the model says \(!kept.isEnabled)")
                }
                if !modelRow.kind.reads(kept.displayText, as: modelRow.value) {
                    throw Problem(
                        description:
                            "r\(key) (\(modelRow.kind)) shows \(kept.displayText.debugDescription), its value is \(modelRow.value)"
                    )
                }
            }
        }
    }

    private func checkAddRow(_ presentation: RowPresentation, section: Section?) throws {
        guard let section, let key = sectionKey(section),
            let modelSection = model.sections.first(where: { $0.key == key })
        else { throw Problem(description: "an add row outside the model's sections") }
        if case .addButton(let title) = modelSection.insertMode, presentation.title != title {
            throw Problem(
                description: "the add row of s\(key) is titled \(presentation.title ?? "nothing"), not \(title)")
        }
    }

    /// The fields in which a kept presentation differs from a fresh one.
    static func difference(_ kept: RowPresentation, _ fresh: RowPresentation) -> String {
        let fields: [(String, (RowPresentation) -> String)] = [
            ("title", { "\($0.title.debugDescription)" }), ("displayText", { "\($0.displayText.debugDescription)" }),
            ("placeholder", { "\($0.placeholder.debugDescription)" }), ("editor", { "\($0.editor)" }),
            ("isEnabled", { "\($0.isEnabled)" }), ("isRequired", { "\($0.isRequired)" }),
            ("messages", { "\($0.messages)" }), ("accessibility", { "\($0.accessibility)" }),
            ("swipeActions", { "\($0.swipeActions)" }), ("canDelete", { "\($0.canDelete)" }),
            ("canMove", { "\($0.canMove)" }), ("id", { "\($0.id)" }),
        ]
        let differing = fields.compactMap { name, text in
            text(kept) == text(fresh) ? nil : "\(name) kept \(text(kept)), fresh \(text(fresh))"
        }
        return differing.isEmpty ? "(no field differs)" : differing.joined(separator: "; ")
    }
}
