import Foundation
import Testing
import UIKitStandIn

@testable import FormaUIKitSkin

/// Reuse cannot carry one row into another: a cell configured for a row and then, in place,
/// for a second shows exactly what a fresh cell configured for the second shows — every
/// stored property of every view it owns. Rows are drawn from a seeded generator; pairs whose
/// rows share a cell class are configured into one cell, as reuse and `reconfigureRows(at:)`
/// do (neither calls `prepareForReuse()` on reconfigure).
@MainActor
@Suite("Cell reuse property")
struct CellReusePropertyTests {
    /// A SplitMix64 generator: the same seed, the same rows.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A random row of any kind the built-in cells draw.
    static func row(_ random: inout Seeded, _ index: Int) -> FormRow {
        let tag = "r\(index)"
        let title: String? = Bool.random(using: &random) ? "Title \(index)" : nil
        let required = Bool.random(using: &random)
        let disabled = Int.random(in: 0..<4, using: &random) == 0
        let filled = Bool.random(using: &random)
        let row: FormRow
        switch Int.random(in: 0..<13, using: &random) {
        case 0:
            row = TextRow(tag) {
                $0.value = filled ? "text \(index)" : nil
                $0.placeholder = Bool.random(using: &random) ? "Type" : nil
            }
        case 1: row = PasswordRow(tag) { $0.value = filled ? "secret" : nil }
        case 2: row = IntRow(tag) { $0.value = filled ? index : nil }
        case 3:
            row = TextAreaRow(tag) {
                $0.value = filled ? "line\nline \(index)" : nil; $0.placeholder = "Notes"
            }
        case 4: row = SwitchRow(tag) { $0.value = filled ? Bool.random(using: &random) : nil }
        case 5: row = CheckRow(tag) { $0.value = filled ? Bool.random(using: &random) : nil }
        case 6:
            let minimum = Double(Int.random(in: -20...20, using: &random))
            let width = Double(Int.random(in: 0...30, using: &random))
            row = StepperRow(tag) {
                $0.minimum = minimum
                $0.maximum = minimum + width
                $0.step = [1, 2, 0.5].randomElement(using: &random) ?? 1
                $0.value = filled ? minimum + width / 2 : nil
            }
        case 7:
            let minimum = Double(Int.random(in: -5...5, using: &random))
            row = SliderRow(tag) {
                $0.minimum = minimum
                $0.maximum = minimum + Double(Int.random(in: 1...10, using: &random))
                $0.value = filled ? minimum + 1 : nil
            }
        case 8:
            let options = (0..<Int.random(in: 1...4, using: &random)).map { "Option \($0)" }
            row = SegmentedRow<String>(tag) {
                $0.options = options.map { Option($0) }
                $0.value = filled ? options.last : nil
            }
        case 9:
            let options = (0..<Int.random(in: 1...5, using: &random)).map { "Choice \($0) of \(index)" }
            let input = Bool.random(using: &random)
            row = PickerRow<String>(tag) {
                $0.options = options.map { Option($0) }
                $0.value = filled ? options.first : nil
                $0.presentation = input ? .input : .inline
            }
        case 10:
            let presentation: DatePresentation = [.inline, .popover, .input].randomElement(using: &random) ?? .inline
            let date = Date(timeIntervalSince1970: Double(Int.random(in: 0...2_000_000_000, using: &random)))
            let kind = Int.random(in: 0..<3, using: &random)
            let configure: (DatePickerRow) -> Void = {
                $0.value = filled ? date : nil
                $0.presentation = presentation
                $0.placeholder = "None"
                if Bool.random(using: &random) { $0.minimumDate = Date(timeIntervalSince1970: 1_000_000_000) }
            }
            row =
                kind == 0 ? DateRow(tag, configure) : kind == 1 ? TimeRow(tag, configure) : DateTimeRow(tag, configure)
        case 11:
            row =
                [
                    PushRow<String>(tag) {
                        $0.options = ["a", "b"]; $0.value = filled ? "a" : nil
                    },
                    ActionSheetRow<String>(tag) {
                        $0.options = ["a", "b"]; $0.value = filled ? "b" : nil
                    },
                    LabelRow(tag) { $0.value = filled ? "label" : nil },
                ].randomElement(using: &random) ?? LabelRow(tag)
        default: row = ButtonRow(tag)
        }
        row.title = title
        row.required = .constant(required)
        if disabled { row.disabled = .constant(true) }
        return row
    }

    private func check(seed: UInt64, rows count: Int, pairs: Int) throws {
        var random = Seeded(state: seed)
        let rows = (0..<count).map { Self.row(&random, $0) }
        let skin = Skin(Form { Section { rows } })
        let registry = skin.screen.cellRegistry
        var checked = 0
        for _ in 0..<pairs {
            let first = rows[Int.random(in: 0..<count, using: &random)]
            let second = rows[Int.random(in: 0..<count, using: &random)]
            let controller = skin.screen.formController
            let type = registry.cellClass(for: controller.presentation(of: first).editor, kind: first.kind)
            guard let type,
                type == registry.cellClass(for: controller.presentation(of: second).editor, kind: second.kind),
                let reused = type.init(coder: NSCoder()), let fresh = type.init(coder: NSCoder())
            else { continue }
            reused.configure(for: first, host: skin.screen)
            reused.configure(for: second, host: skin.screen)
            fresh.configure(for: second, host: skin.screen)
            let reusedDump = UIKitStateDump.dump(reused)
            let freshDump = UIKitStateDump.dump(fresh)
            if reusedDump != freshDump {
                let difference = zip(reusedDump.split(separator: "\n"), freshDump.split(separator: "\n"))
                    .first { $0 != $1 }
                let mismatch = difference.map { "\($0.0) ≠ \($0.1)" } ?? "in length"
                Issue.record(
                    "seed \(seed): \(type) for \(first.kind.rawValue) then \(second.kind.rawValue) differs: \(mismatch)"
                )
                return
            }
            checked += 1
        }
        #expect(checked > 0)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func aReusedCellEqualsAFreshOne(seed: UInt64) throws {
        try check(seed: seed, rows: 40, pairs: 200)
    }

    /// Found by the long run: a date cell moving between compact and inline placement kept
    /// the previous row's highlight style, and its picker the previous row's spoken label.
    @Test(arguments: [106, 114] as [UInt64])
    func aDateCellMovingBetweenPlacementsKeepsNothing(seed: UInt64) throws {
        try check(seed: seed, rows: 60, pairs: 400)
    }

    @Test func longRun() throws {
        guard ProcessInfo.processInfo.environment["FORMA_LONG"] == "1" else { return }
        for seed in 100..<300 as Range<UInt64> { try check(seed: seed, rows: 60, pairs: 400) }
    }
}
