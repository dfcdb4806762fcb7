import Foundation
import Testing

@testable import FormaCore

/// Every failure the scenario fuzzer found, kept as a test so that it stays fixed. Each names
/// the case seed of `fuzzScenarios` that found it.
@Suite("Fuzz regressions: scenarios")
struct ScenarioFuzzRegressionTests {
    private func shown(_ form: Form) -> (FormController, HeadlessTableView) {
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        return (controller, table)
    }

    /// `fuzzScenarios`, case 0x5c0000 (with the add row made while the snapshot was read):
    /// the app appended a multivalued section with an add button to the form the driver
    /// showed, and the controller's snapshot made the add row, whose title recorded a change,
    /// which ended a transaction, which took a snapshot again — until the stack overflowed.
    @Test func regressionScenarioAppendedAddButtonSection() throws {
        var random = Fuzzer.Generator(seed: 0x5C_0000)
        var start = ScenarioModel.random(&random)
        start.sections.removeAll { !$0.isControls }
        // The first seed whose section is multivalued with an add button and makeRow.
        let seed = try #require(
            (UInt64(0)..<1_000).first { seed in
                var probe = start
                var generator = Fuzzer.Generator(seed: seed)
                return probe.makeSection(&generator, values: true).offersAddRow
            })
        let problem = ScenarioFuzzing.replay(
            start, [.appendSection(seed: seed), .add(section: 1), .add(section: 1), .appendSection(seed: seed)])
        #expect(problem == nil)
    }

    /// `fuzzScenarios`, case 0x5c0051 (long mode): a section with an add row, removed in a
    /// transaction whose body then threw, came back with its rows' identities but a new one
    /// for its add row, so the form no longer matched what the table showed.
    @Test func regressionScenarioRemovalUndoneKeepsTheAddRow() throws {
        var random = Fuzzer.Generator(seed: 0x5C_0051)
        var start = ScenarioModel.random(&random)
        start.sections.removeAll { !$0.isControls }
        let seed = try #require(
            (UInt64(0)..<1_000).first { seed in
                var probe = start
                var generator = Fuzzer.Generator(seed: seed)
                return probe.makeSection(&generator, values: true).offersAddRow
            })
        var generator = Fuzzer.Generator(seed: seed)
        start.sections.append(start.makeSection(&generator, values: true))
        let problem = ScenarioFuzzing.replay(
            start,
            [.abortedTransaction([.removeSection(0)]), .add(section: 1), .abortedTransaction([.removeSection(0)])])
        #expect(problem == nil)
    }

    /// `fuzzScenarios`, case 0x5c0186: text typed into a number row that was not a number yet
    /// (a draft) was dropped when the row was hidden, but its kept presentation was not:
    /// shown again, the row still offered the dropped draft instead of its value.
    @Test func regressionScenarioDraftDroppedWhileHiddenIsNotShownAgain() throws {
        let form = Form {
            Section {
                SwitchRow("flag") { $0.value = false }
                IntRow("count") {
                    $0.value = 2; $0.hidden = "$flag == true"
                }
            }
        }
        let (controller, _) = shown(form)
        let count = try #require(form.row(tag: "count"))
        #expect(try controller.setText("4x", for: count) == false)
        #expect(controller.presentation(of: count).editor == controller.makePresentation(of: count).editor)
        form[Tag<Bool>("flag")] = true
        form[Tag<Bool>("flag")] = false
        let shownAgain = controller.presentation(of: count)
        #expect(shownAgain == controller.makePresentation(of: count))
        guard case .textField(let field) = shownAgain.editor else {
            Issue.record("a number row is edited in a text field")
            return
        }
        #expect(field.text == "2")
        #expect(!field.isDraft)
    }

    /// `fuzzScenarios`, case 0x5c0017: a date row's inline picker, expanded, was collapsed when
    /// the row was hidden, but its kept presentation was not: shown again, the row still
    /// showed its picker expanded.
    @Test func regressionScenarioInlineEditorCollapsedWhileHiddenIsNotShownExpanded() throws {
        let form = Form {
            Section {
                SwitchRow("flag") { $0.value = false }
                DateRow("day") { $0.hidden = "$flag == true" }
            }
        }
        let (controller, _) = shown(form)
        let day = try #require(form.row(tag: "day"))
        controller.activate(day)
        #expect(controller.expandedRow === day)
        #expect(controller.presentation(of: day) == controller.makePresentation(of: day))
        form[Tag<Bool>("flag")] = true
        #expect(controller.expandedRow == nil)
        form[Tag<Bool>("flag")] = false
        let shownAgain = controller.presentation(of: day)
        #expect(shownAgain == controller.makePresentation(of: day))
        guard case .datePicker(let picker) = shownAgain.editor else {
            Issue.record("a date row is edited with a date picker")
            return
        }
        #expect(!picker.isExpanded)
    }
}
