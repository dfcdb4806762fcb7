import Foundation

@testable import FormaCore

/// One step of a scenario's journey: what a person does on screen, or a change the app
/// makes. Rows and sections are named by raw random numbers, reduced modulo the counts when
/// the step runs, and new sections and rows by a seed, so any sub-list of steps still means
/// something (and a failure can be shrunk).
enum ScenarioStep: CustomStringConvertible {
    // A person, through `FormDriver`.
    case gesture(row: UInt64, input: UInt64, anyRow: Bool)
    case add(section: UInt64)
    case delete(section: UInt64, item: UInt64)
    case drag(section: UInt64, item: UInt64, to: UInt64)
    case tapHeader(section: UInt64)
    // The app, through the form's API.
    case appendSection(seed: UInt64)
    case insertSection(at: UInt64, seed: UInt64)
    case removeSection(UInt64)
    case moveSection(from: UInt64, to: UInt64)
    case insertRow(section: UInt64, at: UInt64, seed: UInt64)
    case removeRow(section: UInt64, row: UInt64)
    case moveRow(section: UInt64, row: UInt64, to: UInt64, at: UInt64)
    case replaceRow(section: UInt64, row: UInt64, seed: UInt64)
    case setRowHidden(section: UInt64, row: UInt64, rule: UInt64)
    case setSectionHidden(section: UInt64, rule: UInt64)
    case reconfigure(section: UInt64, change: UInt64)
    case setValue(section: UInt64, row: UInt64, value: UInt64)
    case setItems(section: UInt64, count: UInt64, value: UInt64)
    case setRowDisabled(section: UInt64, row: UInt64, rule: UInt64)
    case setSectionDisabled(section: UInt64, rule: UInt64)
    case retitle(section: UInt64, row: UInt64, title: UInt64)
    /// Several of the app's changes in one transaction.
    indirect case transaction([ScenarioStep])
    /// Several of the app's changes in a throwing transaction whose body then throws: every
    /// change is undone (see *Changes* in the docs for what is).
    indirect case abortedTransaction([ScenarioStep])

    var description: String {
        func hex(_ n: UInt64) -> String { Fuzzer.hex(n) }
        switch self {
        case .gesture(let r, let i, let any):
            return "person: gesture \(i % 64) on \(any ? "any" : "a shown") row #\(r % 997)"
        case .add(let s): return "person: add to section #\(s % 997)"
        case .delete(let s, let i): return "person: delete item #\(i % 997) of section #\(s % 997)"
        case .drag(let s, let i, let t): return "person: drag item #\(i % 997) of section #\(s % 997) to \(t % 997)"
        case .tapHeader(let s): return "person: tap the header of section #\(s % 997)"
        case .appendSection(let seed): return "app: append section \(hex(seed))"
        case .insertSection(let at, let seed): return "app: insert section \(hex(seed)) at #\(at % 997)"
        case .removeSection(let s): return "app: remove section #\(s % 997)"
        case .moveSection(let f, let t): return "app: move section #\(f % 997) to #\(t % 997)"
        case .insertRow(let s, let at, let seed):
            return "app: insert row \(hex(seed)) in section #\(s % 997) at #\(at % 997)"
        case .removeRow(let s, let r): return "app: remove row #\(r % 997) of section #\(s % 997)"
        case .moveRow(let s, let r, let t, let at):
            return "app: move row #\(r % 997) of section #\(s % 997) to section #\(t % 997) at #\(at % 997)"
        case .replaceRow(let s, let r, let seed):
            return "app: replace row #\(r % 997) of section #\(s % 997) by \(hex(seed))"
        case .setRowHidden(let s, let r, let rule):
            return "app: row #\(r % 997) of section #\(s % 997).hidden = rule \(rule % 7)"
        case .setSectionHidden(let s, let rule): return "app: section #\(s % 997).hidden = rule \(rule % 4)"
        case .reconfigure(let s, let c): return "app: reconfigure section #\(s % 997), change \(c % 997)"
        case .setValue(let s, let r, let v): return "app: set value \(v % 8) on row #\(r % 997) of section #\(s % 997)"
        case .setItems(let s, let n, let v): return "app: set \(n % 5) items (\(v % 8)) in section #\(s % 997)"
        case .setRowDisabled(let s, let r, let rule):
            return "app: row #\(r % 997) of section #\(s % 997).disabled = rule \(rule % 7)"
        case .setSectionDisabled(let s, let rule): return "app: section #\(s % 997).disabled = rule \(rule % 7)"
        case .retitle(let s, let r, let t): return "app: retitle row #\(r % 997) of section #\(s % 997) (\(t % 97))"
        case .transaction(let steps):
            return "app: in one transaction [" + steps.map(\.description).joined(separator: "; ") + "]"
        case .abortedTransaction(let steps):
            return "app: in a transaction that throws [" + steps.map(\.description).joined(separator: "; ") + "]"
        }
    }

    /// A random step: about half a person's, half the app's (sometimes several of the app's
    /// in one transaction).
    static func random(_ random: inout Fuzzer.Generator) -> ScenarioStep {
        if random.oneIn(12) { return .transaction((0..<(2 + random.below(3))).map { _ in appStep(&random) }) }
        if random.oneIn(20) {
            return .abortedTransaction((0..<(1 + random.below(3))).map { _ in undoableStep(&random) })
        }
        let (a, b, c) = (random.next(), random.next(), random.next())
        switch random.below(100) {
        case 0..<34: return .gesture(row: a, input: b, anyRow: random.oneIn(10))
        case 34..<41: return .add(section: a)
        case 41..<46: return .delete(section: a, item: b)
        case 46..<51: return .drag(section: a, item: b, to: c)
        case 51..<54: return .tapHeader(section: a)
        default: return appStep(&random)
        }
    }

    /// A random change of the app's that a throwing transaction undoes: structure,
    /// conditions and values (titles and section settings are kept).
    static func undoableStep(_ random: inout Fuzzer.Generator) -> ScenarioStep {
        while true {
            switch appStep(&random) {
            case .reconfigure, .retitle: continue
            case let step: return step
            }
        }
    }

    /// A random change of the app's.
    static func appStep(_ random: inout Fuzzer.Generator) -> ScenarioStep {
        let (a, b, c, d) = (random.next(), random.next(), random.next(), random.next())
        switch 54 + random.below(46) {
        case 54..<60: return .appendSection(seed: a)
        case 60..<64: return .insertSection(at: a, seed: b)
        case 64..<68: return .removeSection(a)
        case 68..<71: return .moveSection(from: a, to: b)
        case 71..<76: return .insertRow(section: a, at: b, seed: c)
        case 76..<80: return .removeRow(section: a, row: b)
        case 80..<85: return .moveRow(section: a, row: b, to: c, at: d)
        case 85..<87: return .replaceRow(section: a, row: b, seed: c)
        case 87..<90: return .setRowHidden(section: a, row: b, rule: c)
        case 90..<92: return .setSectionHidden(section: a, rule: b)
        case 92..<95: return .reconfigure(section: a, change: b)
        case 95..<97: return .setItems(section: a, count: b, value: c)
        case 97:
            return random.oneIn(2)
                ? .setRowDisabled(section: a, row: b, rule: c) : .setSectionDisabled(section: a, rule: b)
        case 98: return .retitle(section: a, row: b, title: c)
        default: return .setValue(section: a, row: b, value: c)
        }
    }
}

extension ScenarioModel {
    /// A starting form: the controls and two to five sections of random configurations,
    /// under a random hidden-value policy.
    static func random(_ random: inout Fuzzer.Generator) -> ScenarioModel {
        var model = ScenarioModel()
        model.policy = random.pick([.include, .exclude, .clearWhenHidden])
        var sections = (0..<(2 + random.below(4))).map { _ in model.makeSection(&random, values: true) }
        sections.insert(model.makeControls(&random), at: random.below(sections.count + 1))
        model.sections = sections
        return model
    }

    /// The section holding what conditions read: `flag`, `n`, and the formulas `f = n × 2`
    /// and `g = f + 1`, which only the switch may hide.
    mutating func makeControls(_ random: inout Fuzzer.Generator) -> ModelSection {
        var section = ModelSection(key: newKey(), tag: Self.controlsTag, header: "Controls")
        func control(_ tag: String, _ kind: ScenarioKind, _ value: FormValue) -> ModelRow {
            var row = ModelRow(key: newKey(), kind: kind, tag: tag, title: tag.uppercased(), value: value)
            if random.oneIn(6) { row.disabled = random.pick(ScenarioRule.allCases) }
            if ["f", "g"].contains(tag), random.oneIn(3) { row.hidden = random.pick(ScenarioRule.flagOnly) }
            return row
        }
        section.rows = [
            control("flag", .toggle, random.pick([.bool(true), .bool(false), .null])),
            control("n", .integer, random.pick([.null, .int(0), .int(1), .int(3), .int(5)])),
            control("f", .integer, .null),
            control("g", .integer, .null),
        ]
        return section
    }

    /// A section of a random configuration: multivalued (each insert mode, with and without
    /// `makeRow`, with and without a values tag), collapsible (maybe collapsed), a selection
    /// section, or plain; maybe hidden or disabled by a condition.
    mutating func makeSection(_ random: inout Fuzzer.Generator, values: Bool) -> ModelSection {
        let key = newKey()
        var section = ModelSection(key: key, tag: "s\(key)", header: "S\(key)")
        switch random.below(6) {
        case 0, 1:
            section.multivalued = MultivaluedOptions(rawValue: 1 + random.below(7))
            section.insertMode = random.oneIn(3) ? .lastRow : .addButton(title: "Add \(key)")
            section.itemKind = random.oneIn(4) ? nil : random.pick(ScenarioKind.items)
            section.multivaluedTag = random.oneIn(4) ? nil : "m\(key)"
        case 2:
            section.isCollapsible = true
            section.isCollapsed = random.oneIn(2)
        case 3:
            section.selection = random.pick([
                .single(allowsDeselection: true), .single(allowsDeselection: false), .multiple,
            ])
        default: break
        }
        if random.oneIn(5) {
            section.isCollapsible = true
            section.isCollapsed = random.oneIn(2)
        }
        if random.oneIn(4) { section.hidden = random.pick(ScenarioRule.flagOnly) }
        if random.oneIn(5) { section.disabled = random.pick(ScenarioRule.allCases) }
        section.rows = (0..<random.below(5)).map { _ in makeRow(&random, in: section, values: values) }
        return section
    }

    /// A row of a random kind (a choice in a selection section, often the section's item
    /// kind in a multivalued one), maybe with a value and conditions.
    mutating func makeRow(_ random: inout Fuzzer.Generator, in section: ModelSection, values: Bool) -> ModelRow {
        let key = newKey()
        let kind: ScenarioKind
        if section.selection != nil, !random.oneIn(5) {
            kind = .choice
        } else if let item = section.itemKind, !random.oneIn(3) {
            kind = item
        } else {
            kind = random.pick(ScenarioKind.free)
        }
        let title = kind == .choice ? "c\(key)" : "T\(key)"
        let tagged = section.multivaluedTag == nil ? !random.oneIn(6) : random.oneIn(2)
        var row = ModelRow(key: key, kind: kind, tag: tagged ? "r\(key)" : nil, title: title)
        if values, kind.hasValue {
            row.value = random.pick(kind == .choice ? ScenarioKind.choiceValues(title: title) : kind.appValues)
        }
        if random.oneIn(3) { row.hidden = random.pick(ScenarioRule.allCases) }
        if random.oneIn(5) { row.disabled = random.pick(ScenarioRule.allCases) }
        return row
    }

    var description: String {
        var lines = ["policy \(policy)"]
        for section in sections {
            lines.append(section.summary)
            for row in section.rows { lines.append("  " + row.summary) }
        }
        return lines.joined(separator: "\n")
    }
}

extension ModelSection {
    /// The section's configuration in one line.
    var summary: String {
        var head = "section \(tag)"
        if !multivalued.isEmpty {
            head += " multivalued \(multivalued.rawValue) \(insertMode)"
            head += " makeRow \(itemKind.map(String.init(describing:)) ?? "none")"
        }
        if let multivaluedTag { head += " values tag \(multivaluedTag)" }
        if isCollapsible { head += isCollapsed ? " collapsed" : " collapsible" }
        if let selection { head += " selection \(selection)" }
        if hidden != .never { head += " hidden \(hidden)" }
        if disabled != .never { head += " disabled \(disabled)" }
        if !rows.isEmpty { head += " rows " + rows.map(\.summary).joined(separator: ", ") }
        return head
    }
}

extension ModelRow {
    /// The row in one line.
    var summary: String {
        var line = "r\(key) \(kind) tag \(tag ?? "none") = \(value)"
        if hidden != .never { line += " hidden \(hidden)" }
        if disabled != .never { line += " disabled \(disabled)" }
        return line
    }
}
