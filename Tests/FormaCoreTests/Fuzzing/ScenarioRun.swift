import FormaTesting
import Foundation

@testable import FormaCore

/// One scenario played out: a form built from a model, shown by a `FormDriver`, and the same
/// journey applied to the form (through the driver for a person, through the form's API for
/// the app) and to the model, with everything checked after each step.
final class ScenarioRun {
    var model: ScenarioModel
    let form: Form
    let driver: FormDriver
    /// Form rows and sections by model key, and back.
    var rows: [Int: FormRow] = [:]
    var rowKeys: [ObjectIdentifier: Int] = [:]
    var sections: [Int: Section] = [:]
    var sectionKeys: [ObjectIdentifier: Int] = [:]
    /// Transactions the form ended; reading it must end none.
    var transactions = 0
    private var observation: FormObservation?
    let reloads: Int
    /// What each step did, resolved to rows and sections, for reproductions; printed as it
    /// goes with `FORMA_FUZZ_TRACE=1`, so the last line before a trap names the step.
    var log: [String] = [] {
        didSet {
            if Self.traces, let last = log.last { FileHandle.standardError.write(Data("  \(last)\n".utf8)) }
        }
    }
    static let traces = Fuzzer.environment["FORMA_FUZZ_TRACE"] == "1"

    /// A problem found: what went wrong, at which step.
    struct Problem: Error, CustomStringConvertible {
        /// Which check failed ("step" for a step that went wrong), to shrink to the same kind.
        var kind = "step"
        var description: String
    }

    init(_ start: ScenarioModel) throws {
        model = start
        var rows: [Int: FormRow] = [:]
        var sections: [Int: Section] = [:]
        let built = start.sections.map { Self.makeSection($0, rows: &rows, sections: &sections) }
        form = Form { for section in built { section } }
        self.rows = rows
        self.sections = sections
        rowKeys = Dictionary(uniqueKeysWithValues: rows.map { (ObjectIdentifier($0.value), $0.key) })
        sectionKeys = Dictionary(uniqueKeysWithValues: sections.map { (ObjectIdentifier($0.value), $0.key) })
        // Built at once, the form computes its formulas and conditions; the policy applies
        // from when it is set.
        model.settle(changed: ["n", "f"], clearing: false)
        form.hiddenValuePolicy = start.policy
        driver = try FormDriver(form)
        driver.table.recordsUpdates = false
        reloads = driver.table.reloadCount
        observation = form.observe { [weak self] _ in self?.transactions += 1 }
    }

    // MARK: Building

    private static func makeRow(_ model: ModelRow, rows: inout [Int: FormRow]) -> FormRow {
        let row = model.kind.makeRow(tag: model.tag, title: model.title)
        if model.hidden != .never { row.hidden = model.hidden.condition }
        if model.disabled != .never { row.disabled = model.disabled.condition }
        if model.tag == "f" { row.formula = "$n * 2" }
        if model.tag == "g" { row.formula = "$f + 1" }
        if model.value != .null {
            do {
                try row.setFormValue(model.value)
            } catch {
                preconditionFailure("the scenario gave \(model.kind) the value \(model.value): \(error)")
            }
        }
        rows[model.key] = row
        return row
    }

    private static func makeSection(
        _ model: ModelSection, rows: inout [Int: FormRow], sections: inout [Int: Section]
    ) -> Section {
        let made = model.rows.map { makeRow($0, rows: &rows) }
        let section = Section(model.header, tag: model.tag) { made }
        section.multivalued = model.multivalued
        section.insertMode = model.insertMode
        section.makeRow = model.itemKind.map(Self.itemMaker)
        section.multivaluedTag = model.multivaluedTag
        section.isCollapsible = model.isCollapsible
        section.isCollapsed = model.isCollapsed
        section.selectionMode = model.selection
        if model.hidden != .never { section.hidden = model.hidden.condition }
        if model.disabled != .never { section.disabled = model.disabled.condition }
        sections[model.key] = section
        return section
    }

    static func itemMaker(_ kind: ScenarioKind) -> (Int) -> FormRow {
        { index in kind.makeRow(tag: nil, title: "Item \(index)") }
    }

    func adopt(_ model: ModelSection) -> Section {
        let section = Self.makeSection(model, rows: &rows, sections: &sections)
        for (row, modelRow) in zip(section.rows, model.rows) { rowKeys[ObjectIdentifier(row)] = modelRow.key }
        sectionKeys[ObjectIdentifier(section)] = model.key
        return section
    }

    func adopt(_ model: ModelRow) -> FormRow {
        let row = Self.makeRow(model, rows: &rows)
        rowKeys[ObjectIdentifier(row)] = model.key
        return row
    }

    func register(_ row: FormRow, as key: Int) {
        rows[key] = row
        rowKeys[ObjectIdentifier(row)] = key
    }

    func formRow(_ key: Int) throws -> FormRow {
        guard let row = rows[key] else { throw Problem(description: "no form row for model row r\(key)") }
        return row
    }

    func formSection(_ key: Int) throws -> Section {
        guard let section = sections[key] else { throw Problem(description: "no form section for s\(key)") }
        return section
    }

    func rowKey(_ row: FormRow) -> Int? { rowKeys[ObjectIdentifier(row)] }
    func sectionKey(_ section: Section) -> Int? { sectionKeys[ObjectIdentifier(section)] }

    // MARK: Playing

    /// Plays one step on the form and the model.
    func perform(_ step: ScenarioStep) throws {
        switch step {
        case .gesture(let row, let input, let anyRow): try gesture(row: row, input: input, anyRow: anyRow)
        case .add(let section): try add(section)
        case .delete(let section, let item): try delete(section, item)
        case .drag(let section, let item, let to): try drag(section, item, to)
        case .tapHeader(let section): try tapHeader(section)
        default: try performAppStep(step)
        }
    }

    /// Runs a driver step that the model says is allowed or not; a refusal of an allowed
    /// step, or an allowed forbidden one, is a problem. Returns the step's result when it ran.
    func person<T>(_ what: String, allowed: Bool, _ body: () throws -> T) throws -> T? {
        do {
            let result = try body()
            if !allowed {
                throw Problem(description: "\(what): the driver allowed it, but the row or section may not be used")
            }
            return result
        } catch let failure as FormaTestingFailure {
            if allowed { throw Problem(description: "\(what): refused: \(failure.message)") }
            return nil
        }
    }

    private func gesture(row raw: UInt64, input: UInt64, anyRow: Bool) throws {
        var candidates: [(Int, Int)] = []
        for (s, section) in model.sections.enumerated() {
            for r in section.rows.indices where anyRow || model.isShown(s, r) { candidates.append((s, r)) }
        }
        guard !candidates.isEmpty else { return }
        let (s, r) = candidates[Int(raw % UInt64(candidates.count))]
        let modelRow = model.sections[s].rows[r]
        let row = try formRow(modelRow.key)
        let gesture = modelRow.kind.gesture(input)
        let allowed = model.isEditable(s, r)
        let what = "\(gesture) on r\(modelRow.key) (\(modelRow.kind))"
        log.append("person: " + what)
        var changed: Set<String> = []
        switch gesture {
        case .type(let text, let result):
            guard let accepted = try person(what, allowed: allowed, { try driver.type(text, into: .row(row)) }) else {
                return
            }
            if accepted != (result != nil) { throw Problem(description: "\(what): accepted \(accepted)") }
            if let result { changed = model.set(result, at: s, r) }
        case .toggle:
            let expected = modelRow.value != .bool(true)
            guard let isOn = try person(what, allowed: allowed, { try driver.toggle(.row(row)) }) else { return }
            if isOn != expected { throw Problem(description: "\(what): the switch is \(isOn), expected \(expected)") }
            changed = model.set(.bool(expected), at: s, r)
        case .tap:
            guard let activation = try person(what, allowed: allowed, { try driver.tap(.row(row)) }) else { return }
            if modelRow.kind == .button, case .ranButton = activation {
            } else if modelRow.kind == .button {
                throw Problem(description: "\(what): the button did not run (\(activation))")
            }
            if modelRow.kind == .choice { changed = tapChoice(s, r) }
        case .choose(let titles, let result):
            let chosen: Bool? = try person(what, allowed: allowed) {
                if modelRow.kind == .multiple {
                    try driver.choose(titles, in: .row(row))
                } else {
                    try driver.choose(titles[0], in: .row(row))
                }
                return true
            }
            guard chosen != nil else { return }
            changed = model.set(result, at: s, r)
        case .number(let number, let result):
            guard let kept = try person(what, allowed: allowed, { try driver.setNumber(number, in: .row(row)) }) else {
                return
            }
            if kept != result { throw Problem(description: "\(what): the row holds \(kept), expected \(result)") }
            changed = model.set(.double(result), at: s, r)
        case .date(let date):
            guard try person(what, allowed: allowed, { try driver.setDate(date, in: .row(row)) }) != nil else { return }
            changed = model.set(.date(date), at: s, r)
        case .value(let value):
            guard try person(what, allowed: allowed, { try driver.setValue(value, in: .row(row)) }) != nil else {
                return
            }
            changed = model.set(value, at: s, r)
        }
        model.settle(changed: changed)
    }

    /// A tap on a choice of a selection section: it is checked or unchecked; checking one of a
    /// single selection unchecks the others (hidden ones too); a single selection that does
    /// not allow deselection stays checked.
    private func tapChoice(_ s: Int, _ r: Int) -> Set<String> {
        let mode = model.sections[s].selection ?? .multiple
        let checked = model.sections[s].rows[r].value != .null
        let check: Bool
        switch mode {
        case .multiple: check = !checked
        case .single(let allowsDeselection): check = !checked || !allowsDeselection
        }
        var changed: Set<String> = []
        if case .single = mode, check {
            for other in model.sections[s].rows.indices
            where other != r && model.sections[s].rows[other].kind == .choice {
                changed.formUnion(model.set(.null, at: s, other))
            }
        }
        let title = model.sections[s].rows[r].title
        return changed.union(model.set(check ? .string(title) : .null, at: s, r))
    }

    private func add(_ raw: UInt64) throws {
        guard !model.sections.isEmpty else { return }
        let s = Int(raw % UInt64(model.sections.count))
        let section = model.sections[s]
        log.append("person: add to \(section.tag)")
        let allowed =
            !section.isHidden && section.multivalued.contains(.insert) && section.itemKind != nil
            && model.isSectionEnabled(s)
        guard let row = try person("add to \(section.tag)", allowed: allowed, { try driver.add(to: section.tag) }),
            let kind = section.itemKind
        else { return }
        let key = model.newKey()
        register(row, as: key)
        model.sections[s].rows.append(ModelRow(key: key, kind: kind, tag: row.tag, title: row.title ?? ""))
        model.settle(changed: [])
    }

    /// The sections showing rows, and one of its shown rows (by index among them).
    private func shownItem(_ rawSection: UInt64, _ rawItem: UInt64) -> (s: Int, items: [Int], item: Int)? {
        let candidates = model.sections.indices.filter { s in
            model.sections[s].rows.indices.contains { model.isShown(s, $0) }
        }
        guard !candidates.isEmpty else { return nil }
        let s = candidates[Int(rawSection % UInt64(candidates.count))]
        let items = model.sections[s].rows.indices.filter { model.isShown(s, $0) }
        return (s, items, Int(rawItem % UInt64(items.count)))
    }

    private func delete(_ rawSection: UInt64, _ rawItem: UInt64) throws {
        guard let (s, items, item) = shownItem(rawSection, rawItem) else { return }
        let r = items[item]
        let key = model.sections[s].rows[r].key
        let row = try formRow(key)
        let allowed = model.sections[s].multivalued.contains(.delete) && model.isSectionEnabled(s)
        log.append("person: delete r\(key)")
        guard try person("delete r\(key)", allowed: allowed, { try driver.delete(.row(row)) }) != nil else { return }
        model.sections[s].rows.remove(at: r)
        model.settle(changed: [])
    }

    /// A drag lands where the table lets it: at the proposed place among the section's rows
    /// on screen, never below its last row (the add row stays last).
    private func drag(_ rawSection: UInt64, _ rawItem: UInt64, _ rawTo: UInt64) throws {
        guard let (s, items, item) = shownItem(rawSection, rawItem) else { return }
        let r = items[item]
        let key = model.sections[s].rows[r].key
        let row = try formRow(key)
        let proposed = Int(rawTo % UInt64(items.count + 1))
        let allowed = model.sections[s].multivalued.contains(.reorder) && model.isSectionEnabled(s)
        let what = "drag r\(key) to \(proposed)"
        log.append("person: " + what)
        guard let landed = try person(what, allowed: allowed, { try driver.move(.row(row), to: proposed) }) else {
            return
        }
        let expected = min(proposed, items.count - 1)
        if landed != expected { throw Problem(description: "\(what): landed at \(landed), expected \(expected)") }
        guard expected != item else { return }
        // Shown at `expected` afterwards: next to the row shown there now, on the side it came from.
        let target = items[expected]
        let moving = model.sections[s].rows.remove(at: r)
        model.sections[s].rows.insert(moving, at: target)
        model.settle(changed: [])
    }

    private func tapHeader(_ raw: UInt64) throws {
        guard !model.sections.isEmpty else { return }
        let s = Int(raw % UInt64(model.sections.count))
        let section = model.sections[s]
        let allowed = !section.isHidden && section.isCollapsible
        log.append("person: tap the header of \(section.tag)")
        guard
            try person("tap the header of \(section.tag)", allowed: allowed, { try driver.tapHeader(of: section.tag) })
                != nil
        else { return }
        model.sections[s].isCollapsed.toggle()
    }

    // MARK: The app

    /// Runs a change the app makes; the form must accept it.
    func app(_ what: String, _ body: () throws -> Void) throws {
        log.append("app: " + what)
        do {
            try body()
        } catch {
            throw Problem(description: "\(what): the form refused: \(error)")
        }
    }

    func forget(_ row: ModelRow) {
        if let object = rows.removeValue(forKey: row.key) { rowKeys[ObjectIdentifier(object)] = nil }
    }
    func forget(_ section: ModelSection) {
        for row in section.rows { forget(row) }
        if let object = sections.removeValue(forKey: section.key) { sectionKeys[ObjectIdentifier(object)] = nil }
    }
}
