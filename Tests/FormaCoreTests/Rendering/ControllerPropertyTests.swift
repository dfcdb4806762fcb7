import Testing

@testable import FormaCore

/// Random transactions through a form, its controller and a headless table: after every
/// transaction the table must show the form's visible structure, and no update may be refused.
enum TransactionFuzzing {
    static func makeForm() -> Form {
        Form {
            Section("A", tag: "A") {
                SwitchRow("toggle") { $0.value = false }
                TextRow("t1") { $0.hidden = "$toggle == true" }
                TextRow("t2")
            }
            Section("B", tag: "B") {
                IntRow("n") { $0.value = 0 }
                TextRow("t3") { $0.hidden = "$n > 2" }
            }
            Section("Phones") {
                PhoneRow { $0.value = "1" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.multivaluedTag = "phones"
                $0.makeRow = { _ in PhoneRow() }
            }
        }
    }

    /// Runs `count` random transactions and returns the number applied.
    static func run(seed: UInt64, count: Int) throws {
        var rng = ConditionFuzzing.Generator(seed: seed)
        let form = makeForm()
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        table.recordsUpdates = false
        controller.tableView = table
        var serial = 0
        // A handler that mutates the form from inside a value change.
        form.row(tag: "t2").flatMap { $0 as? TextRow }?.onChange { row in
            if row.value?.hasSuffix("7") == true, let b = row.form?.section(tag: "B") {
                try? b.append(TextRow())
            }
        }
        for step in 0..<count {
            form.transaction {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    serial += 1
                    mutate(form, controller: controller, serial: serial, rng: &rng)
                }
            }
            if let error = controller.lastApplyError {
                throw FuzzFailure(seed: seed, step: step, message: "\(error)")
            }
            if table.snapshot != FormSnapshot(form) {
                throw FuzzFailure(
                    seed: seed, step: step, message: "table \(table.snapshot) != form \(FormSnapshot(form))")
            }
        }
    }

    struct FuzzFailure: Error, CustomStringConvertible {
        var seed: UInt64
        var step: Int
        var message: String
        var description: String { "seed \(seed), transaction \(step): \(message)" }
    }

    static func mutate(_ form: Form, controller: FormController, serial: Int, rng: inout ConditionFuzzing.Generator) {
        let sections = form.sections
        guard !sections.isEmpty else {
            try? form.append(Section("S\(serial)") { TextRow() })
            return
        }
        let section = sections[Int.random(in: 0..<sections.count, using: &rng)]
        switch Int.random(in: 0..<12, using: &rng) {
        case 0:
            try? section.insert(
                TextRow { $0.value = "v\(serial)" }, at: Int.random(in: 0...section.rows.count, using: &rng))
        case 1:
            if !section.rows.isEmpty {
                _ = try? section.removeRow(at: Int.random(in: 0..<section.rows.count, using: &rng))
            }
        case 2:
            if section.rows.count > 1 {
                try? section.moveRow(
                    from: Int.random(in: 0..<section.rows.count, using: &rng),
                    to: Int.random(in: 0..<section.rows.count, using: &rng))
            }
        case 3:
            let target = sections[Int.random(in: 0..<sections.count, using: &rng)]
            if let row = section.rows.randomElement(using: &rng) {
                let count = target.rows.count - (target === section ? 1 : 0)
                try? form.move(row, to: target, at: Int.random(in: 0...max(0, count), using: &rng))
            }
        case 4:
            if !section.rows.isEmpty {
                try? section.replaceRow(at: Int.random(in: 0..<section.rows.count, using: &rng), with: TextRow())
            }
        case 5:
            section.rows.randomElement(using: &rng)?.hidden = .constant(Bool.random(using: &rng))
        case 6:
            if section.tag == nil { section.hidden = .constant(Bool.random(using: &rng)) }
        case 7:
            form.row(Tag<Bool>("toggle"))?.value = Bool.random(using: &rng)
            form.row(Tag<Int>("n"))?.value = Int.random(in: 0...5, using: &rng)
        case 8:
            (section.rows.randomElement(using: &rng) as? TextRow)?.value = "x\(serial)"
            form.row(Tag<String>("t2"))?.value = "y\(serial)"
        case 9:
            if Bool.random(using: &rng) {
                try? form.insert(
                    Section("S\(serial)") {
                        TextRow(); TextRow()
                    },
                    at: Int.random(in: 0...sections.count, using: &rng))
            } else if sections.count > 3 {
                _ = try? form.removeSection(at: Int.random(in: 0..<sections.count, using: &rng))
            }
        case 10:
            if sections.count > 1 {
                try? form.moveSection(
                    from: Int.random(in: 0..<sections.count, using: &rng),
                    to: Int.random(in: 0..<sections.count, using: &rng))
            }
        default:
            guard let phones = form.sections.firstIndex(where: { $0.multivaluedTag == "phones" }),
                let visible = controller.snapshot.sections.firstIndex(where: { $0.id == form.sections[phones].id })
            else { return }
            let rows = controller.snapshot.sections[visible].rows.count
            if Bool.random(using: &rng) || rows == 0 {
                _ = try? controller.insertRow(inSection: visible)
            } else {
                try? controller.deleteRow(at: TablePath(section: visible, row: Int.random(in: 0..<rows, using: &rng)))
            }
        }
    }
}

@Suite("Controller properties")
struct ControllerPropertyTests {
    /// 4 seeds × 5,000 = 20,000 transactions in a normal run; with FORMA_LONG=1, 200 seeds ×
    /// 5,000 = 1,000,000, each seed from a fresh form (a single long run grows its form
    /// until every transaction is slow, and explores less).
    static var seeds: [UInt64] {
        let base: [UInt64] = [11, 12, 13, 14]
        let long = ConditionFuzzing.caseCount(1) > 1 ? (1_000..<1_196).map(UInt64.init) : []
        return ConditionFuzzing.seeds(base + long)
    }

    @Test(arguments: seeds)
    func tableAlwaysMatchesTheForm(seed: UInt64) throws {
        try TransactionFuzzing.run(seed: seed, count: 5_000)
    }
}
