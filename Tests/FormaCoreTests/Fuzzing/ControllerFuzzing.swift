import Foundation

@testable import FormaCore

/// Random run-time mutations for the controller fuzzer, as data: a case is a list of steps,
/// each step one transaction of one to three operations, so that a failing case can be
/// replayed and shrunk. Indices are raw random numbers, reduced modulo the counts at the
/// moment an operation runs, so any sub-list of steps still means something.
enum ControllerFuzzing {
    enum Operation: CustomStringConvertible {
        case insertRow(section: UInt64, at: UInt64, kind: UInt64)
        case removeRow(section: UInt64, at: UInt64)
        case moveRow(section: UInt64, from: UInt64, to: UInt64)
        case moveAcross(section: UInt64, row: UInt64, to: UInt64, at: UInt64)
        case replaceRow(section: UInt64, at: UInt64)
        case setToggle(Bool)
        case setCount(Int)
        case setText(section: UInt64, row: UInt64, text: String)
        case hideRow(section: UInt64, row: UInt64, condition: UInt64)
        case disableRow(section: UInt64, row: UInt64, condition: UInt64)
        case hideSection(section: UInt64, condition: UInt64)
        case insertSection(at: UInt64, rows: UInt64)
        case removeSection(at: UInt64)
        case moveSection(from: UInt64, to: UInt64)
        case addItem
        case deleteItem(at: UInt64)
        case dragItem(from: UInt64, to: UInt64)
        case setItems(count: UInt64)
        case collapse(section: UInt64)
        case tap(section: UInt64, row: UInt64)

        var description: String {
            switch self {
            case .insertRow(let s, let i, let k): "insert row kind \(k % 4) in section \(s) at \(i)"
            case .removeRow(let s, let i): "remove row \(i) of section \(s)"
            case .moveRow(let s, let f, let t): "move row \(f) to \(t) in section \(s)"
            case .moveAcross(let s, let r, let t, let i): "move row \(r) of section \(s) to section \(t) at \(i)"
            case .replaceRow(let s, let i): "replace row \(i) of section \(s)"
            case .setToggle(let b): "toggle = \(b)"
            case .setCount(let n): "n = \(n)"
            case .setText(let s, let r, let t): "text of row \(r) of section \(s) = \(t.debugDescription)"
            case .hideRow(let s, let r, let c): "row \(r) of section \(s).hidden = \(conditions[Int(c % 5)])"
            case .disableRow(let s, let r, let c): "row \(r) of section \(s).disabled = \(conditions[Int(c % 5)])"
            case .hideSection(let s, let c): "section \(s).hidden = \(conditions[Int(c % 5)])"
            case .insertSection(let i, let r): "insert a section of \(r % 4) rows at \(i)"
            case .removeSection(let i): "remove section \(i)"
            case .moveSection(let f, let t): "move section \(f) to \(t)"
            case .addItem: "controller.insertRow in the phones"
            case .deleteItem(let i): "controller.deleteRow \(i) of the phones"
            case .dragItem(let f, let t): "controller.moveRow \(f) to \(t) in the phones"
            case .setItems(let n): "setValues phones to \(n % 4) items"
            case .collapse(let s): "controller.toggleCollapsed(sectionAt: \(s))"
            case .tap(let s, let r): "controller.tapRow(section \(s), row \(r))"
            }
        }
    }

    static let conditions: [Condition] = ["$toggle == true", "$n > 2", "false", "true", "$n == 1 OR $toggle == false"]

    static func operation(_ random: inout Fuzzer.Generator) -> Operation {
        let (a, b, c) = (random.next(), random.next(), random.next())
        switch random.below(20) {
        case 0: return .insertRow(section: a, at: b, kind: c)
        case 1: return .removeRow(section: a, at: b)
        case 2: return .moveRow(section: a, from: b, to: c)
        case 3: return .moveAcross(section: a, row: b, to: c, at: random.next())
        case 4: return .replaceRow(section: a, at: b)
        case 5, 6: return .setToggle(a % 2 == 0)
        case 7: return .setCount(Int(a % 5))
        case 8: return .setText(section: a, row: b, text: random.pick(["", "x", "7", "17"]))
        case 9: return .hideRow(section: a, row: b, condition: c)
        case 10: return .disableRow(section: a, row: b, condition: c)
        case 11: return .hideSection(section: a, condition: c)
        case 12: return .insertSection(at: a, rows: b)
        case 13: return .removeSection(at: a)
        case 14: return .moveSection(from: a, to: b)
        case 15: return .addItem
        case 16: return .deleteItem(at: a)
        case 17: return .dragItem(from: a, to: b)
        case 18: return random.oneIn(2) ? .setItems(count: a) : .collapse(section: a)
        default: return .tap(section: a, row: b)
        }
    }

    /// The form every case starts from: rows hidden and disabled by conditions on a switch
    /// and a number, a collapsible section, and a multivalued section of phones.
    static func makeForm() -> Form {
        Form {
            Section("A", tag: "A") {
                SwitchRow("toggle") { $0.value = false }
                TextRow("t1") { $0.hidden = "$toggle == true" }
                TextRow("t2") { $0.disabled = "$n > 2" }
                DateRow("when") { $0.hidden = "$n == 3" }
            }
            Section("B", tag: "B") {
                IntRow("n") { $0.value = 0 }
                TextRow("t3") { $0.hidden = "$n > 2" }
                CheckRow("check") { $0.disabled = "$toggle == true" }
            }.configured { $0.hidden = "$n == 4" }
            Section("C") {
                ButtonRow("go") { $0.title = "Go" }
                PushRow<String>("pick") { $0.options = ["x", "y"] }
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

    static func newRow(kind: UInt64) -> FormRow {
        switch kind % 4 {
        case 0: TextRow { $0.value = "new" }
        case 1: SwitchRow { $0.hidden = "$toggle == true" }
        case 2:
            IntRow {
                $0.disabled = "$n > 1"; $0.value = 1
            }
        default: TextRow { $0.hidden = "$n > 2" }
        }
    }

    /// Applies one operation; typed refusals (`FormError`, `EditError`, `ValueError`) are
    /// part of the game, anything else is returned as a problem.
    static func apply(_ operation: Operation, to form: Form, controller: FormController) -> String? {
        func section(_ raw: UInt64) -> Section? {
            form.sections.isEmpty ? nil : form.sections[Int(raw % UInt64(form.sections.count))]
        }
        func row(_ s: UInt64, _ r: UInt64) -> FormRow? {
            guard let section = section(s), !section.rows.isEmpty else { return nil }
            return section.rows[Int(r % UInt64(section.rows.count))]
        }
        func index(_ raw: UInt64, _ count: Int) -> Int { count <= 0 ? 0 : Int(raw % UInt64(count)) }
        var phones: Int? {
            controller.snapshot.sections.firstIndex { entry in
                form.sections.contains { $0.multivaluedTag == "phones" && $0.id == entry.id }
            }
        }
        do {
            switch operation {
            case .insertRow(let s, let i, let k):
                guard let section = section(s) else { return nil }
                try section.insert(newRow(kind: k), at: index(i, section.rows.count + 1))
            case .removeRow(let s, let i):
                guard let section = section(s), !section.rows.isEmpty else { return nil }
                _ = try section.removeRow(at: index(i, section.rows.count))
            case .moveRow(let s, let f, let t):
                guard let section = section(s), !section.rows.isEmpty else { return nil }
                try section.moveRow(from: index(f, section.rows.count), to: index(t, section.rows.count))
            case .moveAcross(let s, let r, let t, let i):
                guard let moving = row(s, r), let target = section(t) else { return nil }
                let count = target.rows.count - (target === moving.section ? 1 : 0)
                try form.move(moving, to: target, at: index(i, count + 1))
            case .replaceRow(let s, let i):
                guard let section = section(s), !section.rows.isEmpty else { return nil }
                try section.replaceRow(at: index(i, section.rows.count), with: TextRow { $0.value = "replaced" })
            case .setToggle(let b): form[Tag<Bool>("toggle")] = b
            case .setCount(let n): form[Tag<Int>("n")] = n
            case .setText(let s, let r, let text): try row(s, r)?.setFormValue(.string(text))
            case .hideRow(let s, let r, let c): row(s, r)?.hidden = conditions[Int(c % 5)]
            case .disableRow(let s, let r, let c): row(s, r)?.disabled = conditions[Int(c % 5)]
            case .hideSection(let s, let c): section(s)?.hidden = conditions[Int(c % 5)]
            case .insertSection(let i, let r):
                let rows = (0..<Int(r % 4)).map { newRow(kind: UInt64($0)) }
                try form.insert(Section("S") { rows }, at: index(i, form.sections.count + 1))
            case .removeSection(let i):
                guard form.sections.count > 1 else { return nil }
                _ = try form.removeSection(at: index(i, form.sections.count))
            case .moveSection(let f, let t):
                guard !form.sections.isEmpty else { return nil }
                try form.moveSection(from: index(f, form.sections.count), to: index(t, form.sections.count))
            case .addItem:
                guard let phones else { return nil }
                try controller.insertRow(inSection: phones)
            case .deleteItem(let i):
                guard let phones else { return nil }
                let count = controller.snapshot.sections[phones].rows.count
                try controller.deleteRow(at: TablePath(section: phones, row: index(i, count)))
            case .dragItem(let f, let t):
                guard let phones else { return nil }
                let count = controller.snapshot.sections[phones].rows.count
                try controller.moveRow(
                    from: TablePath(section: phones, row: index(f, count)),
                    to: TablePath(section: phones, row: index(t, count)))
            case .setItems(let n):
                try form.setValue(.array((0..<Int(n % 4)).map { .string("\($0)") }), forTag: "phones")
            case .collapse(let s):
                controller.toggleCollapsed(sectionAt: index(s, controller.snapshot.sections.count))
            case .tap(let s, let r):
                let sections = controller.snapshot.sections
                guard !sections.isEmpty else { return nil }
                let j = index(s, sections.count)
                guard !sections[j].rows.isEmpty else { return nil }
                controller.tapRow(at: TablePath(section: j, row: index(r, sections[j].rows.count)))
            }
        } catch is FormError {
        } catch is EditError {
        } catch is ValueError {
        } catch {
            return "untyped error: \(error) from \(operation)"
        }
        return nil
    }

    /// Replays steps on a fresh form, checking after each: the table shows a fresh snapshot
    /// of the form, the controller agrees, no update was refused, and the form's and the
    /// table's invariants hold. Returns the first problem.
    static func replay(_ steps: [[Operation]]) -> String? {
        let form = makeForm()
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        table.recordsUpdates = false
        controller.tableView = table
        for (n, step) in steps.enumerated() {
            var problem: String?
            form.transaction {
                for operation in step where problem == nil {
                    problem = apply(operation, to: form, controller: controller)
                }
            }
            if let problem { return problem }
            if let error = controller.lastApplyError { return "the table refused an update: step \(n), \(error)" }
            let fresh = FormSnapshot(form)
            if table.snapshot != fresh {
                return "the table differs from the form: step \(n), table \(table.snapshot) != form \(fresh)"
            }
            if controller.snapshot != fresh {
                return "the controller differs from the form: step \(n), \(controller.snapshot) != \(fresh)"
            }
            let broken = form._checkInvariants() + table._checkInvariants()
            if !broken.isEmpty { return "broken invariants: step \(n), \(broken.joined(separator: "; "))" }
        }
        return nil
    }
}
