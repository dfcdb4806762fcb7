import Testing

@testable import FormaCore

/// Seeded fuzzing of `FormDiff` against the headless table. See Docs/Fuzzing.md for the long
/// mode.
@Suite("Fuzz: diff")
struct DiffFuzzTests {
    /// A case: two snapshots and what changed in place.
    struct Pair: CustomStringConvertible {
        var old: FormSnapshot
        var new: FormSnapshot
        var changedRows: Set<RowID>
        var changedSections: Set<SectionID>

        var description: String {
            func text(_ s: FormSnapshot) -> String {
                "[" + s.sections.map { "\($0.id.rawValue): \($0.rows.map(\.rawValue))" }.joined(separator: ", ") + "]"
            }
            return "old \(text(old))\nnew \(text(new))\nchanged rows \(changedRows.map(\.rawValue).sorted()) "
                + "sections \(changedSections.map(\.rawValue).sorted())"
        }

        /// The pair without the given row and section identities.
        func keeping(rows: Set<RowID>, sections: Set<SectionID>) -> Pair {
            func filter(_ s: FormSnapshot) -> FormSnapshot {
                FormSnapshot(
                    sections: s.sections.filter { sections.contains($0.id) }.map {
                        .init(id: $0.id, rows: $0.rows.filter { rows.contains($0) })
                    })
            }
            return Pair(
                old: filter(old), new: filter(new), changedRows: changedRows.intersection(rows),
                changedSections: changedSections.intersection(sections))
        }
    }

    /// Identities as a form hands them out, or spread over all of `Int`.
    static func identity(_ serial: Int, spread: Bool) -> Int {
        spread ? Int(truncatingIfNeeded: UInt64(serial) &* 0x9E37_79B9_7F4A_7C15) : serial
    }

    /// A random snapshot, then random edits of it: rows and sections deleted, inserted,
    /// moved within and across sections, sections moved; some survivors changed in place.
    static func pair(_ random: inout Fuzzer.Generator) -> Pair {
        let spread = random.oneIn(3)
        var serial = 0
        func nextID() -> Int {
            serial += 1
            return identity(serial, spread: spread)
        }
        var sections: [(Int, [Int])] = (0..<random.below(7)).map { _ in
            (nextID(), (0..<random.below(random.oneIn(8) ? 60 : 9)).map { _ in nextID() })
        }
        let old = sections
        for _ in 0..<random.below(16) {
            switch random.below(9) {
            case 0 where !sections.isEmpty:
                sections.remove(at: random.below(sections.count))
            case 1:
                sections.insert(
                    (nextID(), (0..<random.below(4)).map { _ in nextID() }), at: random.below(sections.count + 1))
            case 2 where sections.count > 1:
                let moved = sections.remove(at: random.below(sections.count))
                sections.insert(moved, at: random.below(sections.count + 1))
            case 3 where !sections.isEmpty:
                let s = random.below(sections.count)
                sections[s].1.insert(nextID(), at: random.below(sections[s].1.count + 1))
            case 4 where !sections.isEmpty, 5 where !sections.isEmpty:
                let s = random.below(sections.count)
                guard !sections[s].1.isEmpty else { break }
                let row = sections[s].1.remove(at: random.below(sections[s].1.count))
                if random.oneIn(3) { break } // deleted
                let t = random.below(sections.count)
                sections[t].1.insert(row, at: random.below(sections[t].1.count + 1))
            case 6 where !sections.isEmpty:
                let s = random.below(sections.count)
                sections[s].1.shuffle(using: &random)
            case 7 where !sections.isEmpty:
                // A section keeps its place but every row leaves: the rows go to another section.
                let s = random.below(sections.count)
                let rows = sections[s].1
                sections[s].1 = []
                let t = random.below(sections.count)
                sections[t].1 += rows
            default:
                sections.shuffle(using: &random)
            }
        }
        func snapshot(_ s: [(Int, [Int])]) -> FormSnapshot {
            FormSnapshot(
                sections: s.map { .init(id: SectionID(rawValue: $0.0), rows: $0.1.map { RowID(rawValue: $0) }) })
        }
        let rows = old.flatMap(\.1) + sections.flatMap(\.1)
        return Pair(
            old: snapshot(old), new: snapshot(sections),
            changedRows: Set(rows.filter { _ in random.oneIn(4) }.map { RowID(rawValue: $0) }),
            changedSections: Set(
                (old + sections).map(\.0).filter { _ in random.oneIn(4) }.map { SectionID(rawValue: $0) }))
    }

    /// Applies the diff to a table showing `old`; returns what is wrong, if anything.
    static func problem(_ pair: Pair) -> String? {
        let update = FormDiff.update(
            from: pair.old, to: pair.new, changedRows: pair.changedRows, changedSections: pair.changedSections)
        let table = HeadlessTableView()
        table.reload(pair.old)
        do {
            try table.apply(update, snapshot: pair.new)
        } catch {
            return "the table refused the update: \(error)"
        }
        if table.snapshot != pair.new { return "the table shows another snapshot: \(table.snapshot)" }
        let broken = table._checkInvariants()
        if !broken.isEmpty { return "broken invariants: \(broken)" }
        if pair.old == pair.new && !update.stages.isEmpty { return "equal snapshots give stages: \(update.stages)" }
        // A row survives when it is on both sides and neither its old section is deleted nor
        // its new one inserted (rows leaving or entering those are deleted and inserted).
        let newSectionIDs = Set(pair.new.sections.map(\.id))
        let oldSectionIDs = Set(pair.old.sections.map(\.id))
        let survivingOldRows = Set(pair.old.sections.filter { newSectionIDs.contains($0.id) }.flatMap(\.rows))
        var expectedReconfigured: [TablePath] = []
        for (j, section) in pair.new.sections.enumerated() where oldSectionIDs.contains(section.id) {
            for (i, row) in section.rows.enumerated()
            where survivingOldRows.contains(row) && pair.changedRows.contains(row) {
                expectedReconfigured.append(TablePath(section: j, row: i))
            }
        }
        if Set(update.reconfiguredRows) != Set(expectedReconfigured) {
            return "wrong reconfigured rows: \(update.reconfiguredRows) instead of \(expectedReconfigured)"
        }
        let expectedHeaders = pair.new.sections.indices.filter {
            oldSectionIDs.contains(pair.new.sections[$0].id) && pair.changedSections.contains(pair.new.sections[$0].id)
        }
        if Set(update.reloadedSectionHeaders) != Set(expectedHeaders) {
            return "wrong header reloads: \(update.reloadedSectionHeaders) instead of \(expectedHeaders)"
        }
        return nil
    }

    /// Random pairs of snapshots: the computed update, applied batch by batch to a headless
    /// table that shows the first, is accepted and leaves it showing the second; only the
    /// surviving changed rows are reconfigured and only surviving changed headers reloaded.
    @Test func fuzzDiffAgainstHeadlessTable() {
        Fuzzer(name: "fuzzDiffAgainstHeadlessTable", base: 0x55_0000, bounded: 1_500).run { random in
            let pair = Self.pair(&random)
            guard let problem = Self.problem(pair) else { return }
            let kind = Fuzzer.kind(problem)
            let allSections = Array(Set(pair.old.sections.map(\.id) + pair.new.sections.map(\.id)))
            let sections = Set(
                Fuzzer.shrink(allSections) { kept in
                    Fuzzer.kind(
                        Self.problem(
                            pair.keeping(
                                rows: Set(pair.old.sections.flatMap(\.rows) + pair.new.sections.flatMap(\.rows)),
                                sections: Set(kept)))) == kind
                })
            let allRows = Array(Set(pair.old.sections.flatMap(\.rows) + pair.new.sections.flatMap(\.rows)))
            let rows = Set(
                Fuzzer.shrink(allRows) { kept in
                    Fuzzer.kind(Self.problem(pair.keeping(rows: Set(kept), sections: sections))) == kind
                })
            throw Fuzzer.Finding(
                message: problem, reproduction: pair.keeping(rows: rows, sections: sections).description)
        }
    }
}
