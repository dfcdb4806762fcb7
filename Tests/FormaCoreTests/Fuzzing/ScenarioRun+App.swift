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
        case .setRowDisabled(let rawSection, let rawRow, let rawRule):
            guard let s = section(rawSection), let r = row(s, rawRow) else { return }
            let rule = ScenarioRule.allCases[Int(rawRule % 7)]
            log.append("app: r\(model.sections[s].rows[r].key).disabled = \(rule)")
            try formRow(model.sections[s].rows[r].key).disabled = rule.condition
            model.sections[s].rows[r].disabled = rule
        case .setSectionDisabled(let raw, let rawRule):
            guard let s = section(raw) else { return }
            let rule = ScenarioRule.allCases[Int(rawRule % 7)]
            log.append("app: \(model.sections[s].tag).disabled = \(rule)")
            try formSection(model.sections[s].key).disabled = rule.condition
            model.sections[s].disabled = rule
        case .retitle(let rawSection, let rawRow, let rawTitle):
            guard let s = section(rawSection), let r = row(s, rawRow, where: { $0.kind != .choice }) else { return }
            let title = "U\(rawTitle % 97)"
            log.append("app: r\(model.sections[s].rows[r].key).title = \(title)")
            try formRow(model.sections[s].rows[r].key).title = title
            model.sections[s].rows[r].title = title
        case .transaction(let steps):
            log.append("app: one transaction of \(steps.count) changes")
            var problem: Error?
            form.transaction {
                for step in steps where problem == nil {
                    do { try performAppStep(step) } catch { problem = error }
                }
            }
            if let problem { throw problem }
        case .abortedTransaction(let steps):
            try abort(steps)
            return
        case .setItems(let raw, let count, let value):
            guard let s = section(raw, where: { $0.multivaluedTag != nil }) else { return }
            try setItems(s, count, value)
        default:
            return
        }
        model.settle(changed: changed)
    }

    /// Runs changes in a throwing transaction whose body throws at the end: the form must be
    /// as before, and no update reach the table.
    private func abort(_ steps: [ScenarioStep]) throws {
        struct Abort: Error {}
        log.append("app: a transaction of \(steps.count) changes, which throws")
        let saved = (model, rows, rowKeys, sections, sectionKeys)
        var problem: Error?
        do {
            try form.transaction {
                for step in steps { try performAppStep(step) }
                throw Abort()
            }
        } catch is Abort {
        } catch {
            problem = error
        }
        let nextKey = model.nextKey
        (model, rows, rowKeys, sections, sectionKeys) = saved
        model.nextKey = nextKey
        log.append("app: (undone)")
        if let problem { throw problem }
    }

    /// The app sets a multivalued section's values at once: the rows holding values take the
    /// items in order, `makeRow` makes rows for more, and rows beyond the items go (with more
    /// items than rows and no `makeRow`, nothing changes and the form says why).
    private func setItems(_ s: Int, _ rawCount: UInt64, _ rawValue: UInt64) throws {
        let section = model.sections[s]
        guard let tag = section.multivaluedTag else { return }
        let valueRows = section.rows.indices.filter { section.rows[$0].kind.hasValue }
        let count = Int(rawCount % 5)
        func pick(_ kind: ScenarioKind, _ title: String, _ i: Int) -> FormValue {
            let pool = kind == .choice ? ScenarioKind.choiceValues(title: title) : kind.appValues
            return pool[Int((rawValue &+ UInt64(i)) % UInt64(pool.count))]
        }
        var items: [FormValue] = []
        for i in 0..<count {
            if i < valueRows.count {
                let row = section.rows[valueRows[i]]
                items.append(pick(row.kind, row.title, i))
            } else {
                items.append(section.itemKind.map { pick($0, "", i) } ?? .string("x"))
            }
        }
        if count > valueRows.count, section.itemKind == nil {
            log.append("app: set \(count) items for \(tag), which has \(valueRows.count) rows and no makeRow")
            do {
                try form.setValue(.array(items), forTag: tag)
                throw Problem(description: "set \(count) items for \(tag): accepted, without makeRow")
            } catch is ValueError {
                return
            }
        }
        try app("set \(tag) to \(items)") { try form.setValue(.array(items), forTag: tag) }
        var changed: Set<String> = []
        for (i, item) in items.enumerated() where i < valueRows.count {
            changed.formUnion(model.set(item, at: s, valueRows[i]))
        }
        if let kind = section.itemKind, count > valueRows.count {
            let added = try formSection(section.key).rows.suffix(count - valueRows.count)
            for (row, item) in zip(added, items.dropFirst(valueRows.count)) {
                let key = model.newKey()
                register(row, as: key)
                model.sections[s].rows.append(
                    ModelRow(key: key, kind: kind, tag: row.tag, title: row.title ?? "", value: item))
            }
        }
        for r in valueRows.dropFirst(count).reversed() { forget(model.sections[s].rows.remove(at: r)) }
        model.settle(changed: changed)
    }

    /// Changes one setting of a section: its multivalued options, insert mode, `makeRow`,
    /// values tag, whether it collapses, or its selection mode.
    private func reconfigure(_ s: Int, _ change: UInt64) throws {
        let section = try formSection(model.sections[s].key)
        let detail = change / 7
        defer {
            log.append(
                "app: reconfigure \(model.sections[s].tag) (change \(change % 7)) to \(model.sections[s].summary)")
        }
        switch change % 7 {
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
        case 5:
            let modes: [SectionSelectionMode?] = [
                nil, .single(allowsDeselection: true), .single(allowsDeselection: false), .multiple,
            ]
            let mode = modes[Int(detail % 4)]
            section.selectionMode = mode
            model.sections[s].selection = mode
        default:
            let tag = detail % 3 == 0 ? nil : "m\(model.sections[s].key)"
            section.multivaluedTag = tag
            model.sections[s].multivaluedTag = tag
        }
    }
}
