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

    /// `fuzzScenarios`, case 0x5c0186: text typed into a number row that was not a number yet
    /// (a draft) was dropped when the row was hidden, but its kept presentation was not:
    /// shown again, the row still offered the dropped draft instead of its value.
    @Test func regressionScenarioDraftDroppedWhileHiddenIsNotShownAgain() throws {
        let form = Form {
            Section {
                SwitchRow("flag") { $0.value = false }
                IntRow("count") { $0.value = 2; $0.hidden = "$flag == true" }
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
}
