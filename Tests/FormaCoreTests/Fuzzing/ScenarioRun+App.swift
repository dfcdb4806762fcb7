import Foundation

@testable import FormaCore

/// The app's changes: structure (sections and rows of every configuration appended,
/// inserted, removed, moved and replaced), conditions, configuration and values.
extension ScenarioRun {
    /// The index of a section that passes `filter`, chosen by `raw`.
    func section(_ raw: UInt64, where filter: (ModelSection) -> Bool = { _ in true }) -> Int? {
        let candidates = model.sections.indices.filter { filter(model.sections[$0]) }
        return candidates.isEmpty ? nil : candidates[Int(raw % UInt64(candidates.count))]
    }

    /// A row of a section that passes `filter`, chosen by `raw`.
    func row(_ s: Int, _ raw: UInt64, where filter: (ModelRow) -> Bool = { _ in true }) -> Int? {
        let candidates = model.sections[s].rows.indices.filter { filter(model.sections[s].rows[$0]) }
        return candidates.isEmpty ? nil : candidates[Int(raw % UInt64(candidates.count))]
    }

    static func isControl(_ row: ModelRow) -> Bool { row.tag.map(ScenarioModel.controlTags.contains) ?? false }

    /// New sections and rows start empty under `.clearWhenHidden`: whether a row joining
    /// hidden is cleared is not what this fuzzer asks.
    var givesValues: Bool { model.policy != .clearWhenHidden }

    func performAppStep(_ step: ScenarioStep) throws {
        var changed: Set<String> = []
        switch step {
        case .appendSection(let seed):
            var random = Fuzzer.Generator(seed: seed)
            let made = model.makeSection(&random, values: givesValues)
            let section = adopt(made)
            try app("append \(made.summary)") { try form.append(section) }
            model.sections.append(made)
        case .insertSection(let at, let seed):
            var random = Fuzzer.Generator(seed: seed)
            let made = model.makeSection(&random, values: givesValues)
            let index = Int(at % UInt64(model.sections.count + 1))
            let section = adopt(made)
            try app("insert \(made.summary) at \(index)") { try form.insert(section, at: index) }
            model.sections.insert(made, at: index)
        case .removeSection(let raw):
            guard let s = section(raw, where: { !$0.isControls }) else { return }
            try app("remove \(model.sections[s].tag)") { _ = try form.removeSection(at: s) }
            forget(model.sections.remove(at: s))
        case .moveSection(let from, let to):
            let count = UInt64(model.sections.count)
            let (f, t) = (Int(from % count), Int(to % count))
            try app("move section \(f) to \(t)") { try form.moveSection(from: f, to: t) }
            model.sections.insert(model.sections.remove(at: f), at: t)
        case .insertRow(let raw, let at, let seed):
            guard let s = section(raw) else { return }
            var random = Fuzzer.Generator(seed: seed)
            let made = model.makeRow(&random, in: model.sections[s], values: givesValues)
            let index = Int(at % UInt64(model.sections[s].rows.count + 1))
            let row = adopt(made)
            try app("insert \(made.summary) in \(model.sections[s].tag) at \(index)") {
                try form.sections[s].insert(row, at: index)
            }
            model.sections[s].rows.insert(made, at: index)
        case .removeRow(let rawSection, let rawRow):
            guard let s = section(rawSection), let r = row(s, rawRow, where: { !Self.isControl($0) }) else { return }
            try app("remove r\(model.sections[s].rows[r].key)") { _ = try form.sections[s].removeRow(at: r) }
            forget(model.sections[s].rows.remove(at: r))
        case .moveRow(let rawSection, let rawRow, let rawTarget, let at):
            guard let s = section(rawSection), let r = row(s, rawRow, where: { !Self.isControl($0) }) else { return }
            let t = Int(rawTarget % UInt64(model.sections.count))
            let count = model.sections[t].rows.count - (t == s ? 1 : 0)
            let index = Int(at % UInt64(count + 1))
            let moving = try formRow(model.sections[s].rows[r].key)
            let target = try formSection(model.sections[t].key)
            try app("move r\(model.sections[s].rows[r].key) to \(model.sections[t].tag) at \(index)") {
                try form.move(moving, to: target, at: index)
            }
            let row = model.sections[s].rows.remove(at: r)
            model.sections[t].rows.insert(row, at: index)
        case .replaceRow(let rawSection, let rawRow, let seed):
            guard let s = section(rawSection), let r = row(s, rawRow, where: { !Self.isControl($0) }) else { return }
            var random = Fuzzer.Generator(seed: seed)
            let made = model.makeRow(&random, in: model.sections[s], values: givesValues)
            let row = adopt(made)
            try app("replace r\(model.sections[s].rows[r].key) by \(made.summary)") {
                _ = try form.sections[s].replaceRow(at: r, with: row)
            }
            forget(model.sections[s].rows[r])
            model.sections[s].rows[r] = made
        case .setRowHidden(let rawSection, let rawRow, let rawRule):
            guard let s = section(rawSection),
                let r = row(s, rawRow, where: { !["flag", "n"].contains($0.tag ?? "") })
            else { return }
            let isFormula = Self.isControl(model.sections[s].rows[r])
            let rules = isFormula ? ScenarioRule.flagOnly : ScenarioRule.allCases
            let rule = rules[Int(rawRule % UInt64(rules.count))]
            log.append("app: r\(model.sections[s].rows[r].key).hidden = \(rule)")
            try formRow(model.sections[s].rows[r].key).hidden = rule.condition
            model.sections[s].rows[r].hidden = rule
        case .setSectionHidden(let raw, let rawRule):
            guard let s = section(raw, where: { !$0.isControls }) else { return }
            let rule = ScenarioRule.flagOnly[Int(rawRule % 4)]
            log.append("app: \(model.sections[s].tag).hidden = \(rule)")
            try formSection(model.sections[s].key).hidden = rule.condition
            model.sections[s].hidden = rule
        case .reconfigure(let raw, let change):
            guard let s = section(raw, where: { !$0.isControls }) else { return }
            try reconfigure(s, change)
        case .setValue(let rawSection, let rawRow, let rawValue):
            guard let s = section(rawSection),
                let r = row(s, rawRow, where: { $0.tag != nil && $0.kind.hasValue })
            else { return }
            let modelRow = model.sections[s].rows[r]
            let values =
                modelRow.kind == .choice ? ScenarioKind.choiceValues(title: modelRow.title) : modelRow.kind.appValues
            let value = values[Int(rawValue % UInt64(values.count))]
            guard let tag = modelRow.tag else { return }
            try app("set \(value) for \(tag)") { try form.setValue(value, forTag: tag) }
            changed = model.set(value, at: s, r)
        default:
            return
        }
        model.settle(changed: changed)
    }

    /// Changes one setting of a section: its multivalued options, insert mode, `makeRow`,
    /// values tag, or whether it collapses.
    private func reconfigure(_ s: Int, _ change: UInt64) throws {
        let section = try formSection(model.sections[s].key)
        let detail = change / 6
        defer { log.append("app: reconfigure \(model.sections[s].tag) (change \(change % 6)) to \(model.sections[s].summary)") }
        switch change % 6 {
        case 0:
            let options = MultivaluedOptions(rawValue: Int(detail % 8))
            section.multivalued = options
            model.sections[s].multivalued = options
        case 1:
            let mode: MultivaluedInsertMode = detail % 3 == 0 ? .lastRow : .addButton(title: "Add \(detail % 5)")
            section.insertMode = mode
            model.sections[s].insertMode = mode
        case 2:
            let kind = detail % 4 == 0 ? nil : ScenarioKind.items[Int(detail % UInt64(ScenarioKind.items.count))]
            section.makeRow = kind.map(Self.itemMaker)
            model.sections[s].itemKind = kind
        case 3:
            section.isCollapsible.toggle()
            model.sections[s].isCollapsible.toggle()
        case 4:
            section.isCollapsed.toggle()
            model.sections[s].isCollapsed.toggle()
        default:
            let tag = detail % 3 == 0 ? nil : "m\(model.sections[s].key)"
            section.multivaluedTag = tag
            model.sections[s].multivaluedTag = tag
        }
    }
}
