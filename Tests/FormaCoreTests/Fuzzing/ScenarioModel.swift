import Foundation

@testable import FormaCore

/// When a row or section of a scenario is hidden or disabled: a few conditions over the
/// controls (`flag`, a switch; `n`, a number; `f`, a formula of `n`), each with what it
/// means written down by the documented rules (`nil` equals only `nil` and orders with
/// nothing).
enum ScenarioRule: Int, CaseIterable, CustomStringConvertible {
    case never, always, flagOn, flagOff, nAbove2, nIs1OrFlagOff, fAbove4

    /// The rules that read only the switch: what may hide sections and formula rows, so that
    /// a change of `n` never both recomputes and hides the same row.
    static let flagOnly: [ScenarioRule] = [.never, .always, .flagOn, .flagOff]

    var condition: Condition {
        switch self {
        case .never: false
        case .always: true
        case .flagOn: "$flag == true"
        case .flagOff: "$flag == false"
        case .nAbove2: "$n > 2"
        case .nIs1OrFlagOff: "$n == 1 OR $flag == false"
        case .fAbove4: "$f > 4"
        }
    }

    var description: String { condition.description }

    func holds(_ controls: ScenarioControls) -> Bool {
        switch self {
        case .never: false
        case .always: true
        case .flagOn: controls.flag == true
        case .flagOff: controls.flag == false
        case .nAbove2: controls.n.map { $0 > 2 } ?? false
        case .nIs1OrFlagOff: controls.n == 1 || controls.flag == false
        case .fAbove4: controls.f.map { $0 > 4 } ?? false
        }
    }
}

/// The values conditions read.
struct ScenarioControls {
    var flag: Bool?
    var n: Int?
    var f: Int?
}

/// A row as the model knows it.
struct ModelRow {
    var key: Int
    var kind: ScenarioKind
    var tag: String?
    var title: String
    var value: FormValue = .null
    var hidden = ScenarioRule.never
    var disabled = ScenarioRule.never
    /// The row's own hidden state as last evaluated.
    var isHidden = false
}

/// A section as the model knows it: its configuration and its rows.
struct ModelSection {
    var key: Int
    var tag: String
    var header: String
    var multivalued: MultivaluedOptions = []
    var insertMode = MultivaluedInsertMode.addButton(title: "Add")
    /// The kind `makeRow` makes, or `nil` without `makeRow`.
    var itemKind: ScenarioKind?
    var multivaluedTag: String?
    var isCollapsible = false
    var isCollapsed = false
    var hidden = ScenarioRule.never
    var disabled = ScenarioRule.never
    var selection: SectionSelectionMode?
    var rows: [ModelRow] = []
    /// The section's hidden state as last evaluated.
    var isHidden = false

    var isControls: Bool { tag == ScenarioModel.controlsTag }
    var showsRows: Bool { !(isCollapsible && isCollapsed) }
    /// `true` when the section shows an add row after its rows.
    var offersAddRow: Bool {
        guard multivalued.contains(.insert), itemKind != nil, case .addButton = insertMode else { return false }
        return true
    }
}

/// What the table must show in a section: rows by key, and the add row.
enum ModelSlot: Equatable, CustomStringConvertible {
    case row(Int)
    case add
    var description: String {
        switch self {
        case .row(let key): "r\(key)"
        case .add: "add"
        }
    }
}

/// An independent record of a scenario: the structure the app built and changed, and the
/// values a person and the app put in, with conditions, formulas and the hidden-value policy
/// applied by the documented rules. What the form must show and report is computed from it.
struct ScenarioModel {
    static let controlsTag = "controls"
    static let controlTags: Set<String> = ["flag", "n", "f", "g"]

    var sections: [ModelSection] = []
    var policy = HiddenValuePolicy.exclude
    var nextKey = 1

    mutating func newKey() -> Int {
        defer { nextKey += 1 }
        return nextKey
    }

    // MARK: Lookup

    func location(ofRow key: Int) -> (section: Int, row: Int)? {
        for (s, section) in sections.enumerated() {
            if let r = section.rows.firstIndex(where: { $0.key == key }) { return (s, r) }
        }
        return nil
    }

    func row(tagged tag: String) -> ModelRow? {
        for section in sections {
            if let row = section.rows.first(where: { $0.tag == tag }) { return row }
        }
        return nil
    }

    var controls: ScenarioControls {
        func bool(_ tag: String) -> Bool? {
            if case .bool(let b) = row(tagged: tag)?.value { return b }
            return nil
        }
        func int(_ tag: String) -> Int? {
            if case .int(let i) = row(tagged: tag)?.value { return i }
            return nil
        }
        return ScenarioControls(flag: bool("flag"), n: int("n"), f: int("f"))
    }

    /// `true` when a person may act on the row: it is shown and enabled.
    func isEditable(_ s: Int, _ r: Int) -> Bool {
        isShown(s, r) && isEnabled(s, r)
    }

    func isShown(_ s: Int, _ r: Int) -> Bool {
        let section = sections[s]
        return !section.isHidden && section.showsRows && !section.rows[r].isHidden
    }

    func isEnabled(_ s: Int, _ r: Int) -> Bool {
        let controls = controls
        return !sections[s].disabled.holds(controls) && !sections[s].rows[r].disabled.holds(controls)
    }

    func isSectionEnabled(_ s: Int) -> Bool { !sections[s].disabled.holds(controls) }

    // MARK: Values

    /// Sets a row's value; returns the control tag whose value changed, if any.
    mutating func set(_ value: FormValue, at s: Int, _ r: Int) -> Set<String> {
        guard sections[s].rows[r].value != value else { return [] }
        sections[s].rows[r].value = value
        guard let tag = sections[s].rows[r].tag, Self.controlTags.contains(tag) else { return [] }
        return [tag]
    }

    private mutating func set(_ value: FormValue, tagged tag: String) -> Set<String> {
        for s in sections.indices {
            if let r = sections[s].rows.firstIndex(where: { $0.tag == tag }) { return set(value, at: s, r) }
        }
        return []
    }

    /// Lets conditions and formulas follow what changed: `f` is `n × 2` and `g` is `f + 1`
    /// whenever what they read changes (an edit of their own stays until then); then every
    /// row and section whose condition flipped takes its new state, and under
    /// `.clearWhenHidden` a row is emptied when it, or its section, becomes hidden — which
    /// may change what conditions read, so it goes round until nothing changes.
    mutating func settle(changed: Set<String>, clearing: Bool = true) {
        var changed = changed
        for _ in 0..<16 {
            var next: Set<String> = []
            if changed.contains("n") {
                next.formUnion(set(controls.n.map { .int($0 * 2) } ?? .null, tagged: "f"))
            }
            if changed.contains("f") || next.contains("f") {
                next.formUnion(set(controls.f.map { .int($0 + 1) } ?? .null, tagged: "g"))
            }
            let controls = controls
            let clears = clearing && policy == .clearWhenHidden
            for s in sections.indices {
                let sectionHidden = sections[s].hidden.holds(controls)
                let sectionHides = sectionHidden && !sections[s].isHidden
                sections[s].isHidden = sectionHidden
                for r in sections[s].rows.indices {
                    let rowHidden = sections[s].rows[r].hidden.holds(controls)
                    let rowHides = rowHidden && !sections[s].rows[r].isHidden
                    sections[s].rows[r].isHidden = rowHidden
                    if clears, rowHides || sectionHides, sections[s].rows[r].kind.hasValue {
                        next.formUnion(set(.null, at: s, r))
                    }
                }
            }
            if next.isEmpty { return }
            changed = next
        }
    }

    /// What `form.values()` must return: under `.include` every tagged row's value; otherwise
    /// those of rows shown (hidden rows and hidden sections left out, collapsed ones kept),
    /// a multivalued section's rows as one array under its tag.
    var expectedValues: FormValues {
        let include = policy == .include
        var result = FormValues()
        for section in sections where include || !section.isHidden {
            let rows = section.rows.filter { $0.kind.hasValue && (include || !$0.isHidden) }
            if let key = section.multivaluedTag {
                result[key] = .array(rows.map(\.value))
            } else {
                for row in rows { if let tag = row.tag { result[tag] = row.value } }
            }
        }
        return result
    }

    /// What the table must show: the sections not hidden, each with its rows not hidden
    /// (none when collapsed) and its add row.
    var expectedTable: [(section: Int, slots: [ModelSlot])] {
        sections.filter { !$0.isHidden }.map { section in
            guard section.showsRows else { return (section.key, []) }
            var slots = section.rows.filter { !$0.isHidden }.map { ModelSlot.row($0.key) }
            if section.offersAddRow { slots.append(.add) }
            return (section.key, slots)
        }
    }
}
