import Foundation
import Testing

@testable import FormaCore

/// Random interactions — taps, selector commits, inline expansions, add-row taps, drags,
/// collapsing — mixed with model changes, through a controller and a headless table. After
/// each one the table shows the controller's snapshot, no update was refused, and every
/// kept presentation equals one made afresh.
enum InteractionFuzzing {
    static func makeForm() -> Form {
        Form {
            Section("Controls", tag: "controls") {
                SwitchRow("toggle") { $0.value = false }
                CheckRow("check")
                TextRow("text") { $0.hidden = "$toggle == true" }
                DateRow("day") { $0.value = Date(timeIntervalSince1970: 0) }
                PickerRow<Int>("count") { $0.options = [Option(1), Option(2), Option(3)] }
                PushRow<String>("repeat") { $0.options = ["never", "daily", "weekly"] }
                MultipleSelectorRow<String>("days") { $0.options = ["Mon", "Tue"] }
                ButtonRow("button") { $0.disabled = "$check == true" }
            }.configured { $0.isCollapsible = true }
            Section("Phones") {
                PhoneRow { $0.value = "1" }
                PhoneRow { $0.value = "2" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.multivaluedTag = "phones"
                $0.makeRow = { _ in PhoneRow() }
            }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var seed: UInt64
        var step: Int
        var message: String
        var description: String { "seed \(seed), step \(step): \(message)" }
    }

    static func run(seed: UInt64, count: Int) throws {
        var rng = ConditionFuzzing.Generator(seed: seed)
        let form = makeForm()
        form.formatting = pinnedFormatting
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        table.recordsUpdates = false
        controller.tableView = table
        for step in 0..<count {
            let what = try interact(form, controller, table, &rng)
            if let error = controller.lastApplyError {
                throw Failure(seed: seed, step: step, message: "\(what): \(error)")
            }
            if table.snapshot != controller.snapshot || controller.snapshot != FormSnapshot(form) {
                throw Failure(
                    seed: seed, step: step, message: "\(what): table \(table.snapshot) != form \(FormSnapshot(form))")
            }
            for path in allPaths(controller.snapshot) {
                guard let row = controller.row(at: path) else {
                    throw Failure(seed: seed, step: step, message: "\(what): no row at \(path)")
                }
                if controller.presentation(of: row) != controller.makePresentation(of: row) {
                    throw Failure(seed: seed, step: step, message: "\(what): stale presentation of \(row)")
                }
            }
        }
    }

    static func allPaths(_ snapshot: FormSnapshot) -> [TablePath] {
        snapshot.sections.indices.flatMap { s in
            snapshot.sections[s].rows.indices.map { TablePath(section: s, row: $0) }
        }
    }

    /// One interaction; returns what it was, for failure messages.
    static func interact(
        _ form: Form, _ controller: FormController, _ table: HeadlessTableView, _ rng: inout ConditionFuzzing.Generator
    ) throws -> String {
        let paths = allPaths(controller.snapshot)
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1:
            guard let path = paths.randomElement(using: &rng) else { return "tap on nothing" }
            if case .presentSelector(let screen) = controller.activate(at: path) {
                let ids = screen.sections.flatMap(\.choices).map(\.id)
                if let id = ids.randomElement(using: &rng) { _ = try screen.choose(id) }
                if screen.allowsMultipleSelection { try screen.commit() }
                return "selector commit at \(path)"
            }
            return "tap at \(path)"
        case 2:
            guard let phones = phonesIndex(controller) else { return "no phones" }
            let rows = controller.snapshot.sections[phones].rows.count
            guard rows > 1 else { return "nothing to drag" }
            let from = TablePath(section: phones, row: Int.random(in: 0..<rows, using: &rng))
            let to = TablePath(section: phones, row: Int.random(in: 0..<rows, using: &rng))
            do {
                try table.playDrag(from: from, to: to, in: controller)
            } catch is EditError {
                return "refused drag \(from) → \(to)"
            }
            return "drag \(from) → \(to)"
        case 3:
            guard let phones = phonesIndex(controller) else { return "no phones" }
            let rows = controller.snapshot.sections[phones].rows.count
            if rows > 2, Bool.random(using: &rng) {
                try controller.deleteRow(
                    at: TablePath(section: phones, row: Int.random(in: 0..<(rows - 1), using: &rng)))
                return "delete phone"
            }
            controller.activate(at: TablePath(section: phones, row: rows - 1))
            return "add-row tap"
        case 4:
            controller.toggleCollapsed(sectionAt: 0)
            return "collapse"
        case 5:
            if let row = form.row(tag: "day"), controller.path(of: row) != nil { controller.activate(row) }
            if let row = form.row(tag: "count"), controller.path(of: row) != nil { controller.activate(row) }
            return "inline expansion"
        case 6:
            if let text = form.row(tag: "text"), controller.path(of: text) != nil {
                try controller.setText(Bool.random(using: &rng) ? "word" : "", for: text)
            }
            return "typing"
        default:
            form.row(Tag<Bool>("toggle"))?.value = Bool.random(using: &rng)
            form.sections[0].rows.randomElement(using: &rng)?.title = "T\(Int.random(in: 0..<3, using: &rng))"
            return "model change"
        }
    }

    static func phonesIndex(_ controller: FormController) -> Int? {
        controller.snapshot.sections.firstIndex { $0.id == controller.form.sections[1].id }
    }
}

@Suite("Presentation properties")
struct PresentationPropertyTests {
    static var isLong: Bool { ProcessInfo.processInfo.environment["FORMA_LONG"] == "1" }

    /// 4 seeds × 600 interactions in a normal run; with FORMA_LONG=1, 4 seeds × 5,000 = 20,000.
    static var seeds: [UInt64] { ConditionFuzzing.seeds([11, 12, 13, 14]) }

    @Test(arguments: seeds)
    func interactionsKeepTableAndPresentationsRight(seed: UInt64) throws {
        try InteractionFuzzing.run(seed: seed, count: Self.isLong ? 5_000 : 600)
    }
}
