import Testing

@testable import FormaCore

@Suite("Picker control state")
struct PickerControlStateTests {
    @Test func pickerWithoutValueLeadsWithAnEmptyRowSoTheFirstOptionCanBeChosen() {
        let state = ChoiceListEditor(titles: ["S", "M", "L"], selectedIndex: nil).pickerState(
            isEnabled: true, emptyTitle: "—")
        #expect(state.rows == ["—", "S", "M", "L"])
        #expect(state.selectedRow == 0)
        #expect(state.option(atRow: 0) == nil)
        #expect(state.option(atRow: 1) == 0)
        #expect(state.option(atRow: 4) == nil)
        let chosen = ChoiceListEditor(titles: ["S", "M", "L"], selectedIndex: 2).pickerState(
            isEnabled: true, emptyTitle: "—")
        #expect(chosen.rows == ["S", "M", "L"])
        #expect(chosen.selectedRow == 2)
        #expect(chosen.option(atRow: 0) == 0)
    }

    @Test func inputViewPickerKeepsItsWheelShown() {
        let input = ChoiceListEditor(titles: ["S"], selectedIndex: 0, presentsAsInputView: true)
        #expect(input.pickerState(isEnabled: true, emptyTitle: "—").showsWheel)
        let collapsed = ChoiceListEditor(titles: ["S"], selectedIndex: 0)
        #expect(!collapsed.pickerState(isEnabled: true, emptyTitle: "—").showsWheel)
    }

    @Test func inputViewPickerTakesFocusInNavigation() throws {
        let size = PickerRow<String>("size") {
            $0.options = ["S", "M"]
            $0.presentation = .input
        }
        let first = TextRow("first")
        let last = TextRow("last")
        let form = Form {
            Section {
                first; size; last
            }
        }
        let controller = FormController(form: form)
        #expect(controller.nextEditableRow(after: first) === size)
        #expect(controller.previousEditableRow(before: last) === size)
        #expect(controller.returnKeyAction(for: first) == .next(size))
        guard case .focus(let focused) = controller.activate(size) else {
            Issue.record("an input-view picker takes focus when activated")
            return
        }
        #expect(focused === size)
        #expect(controller.expandedRow == nil)
    }
}

@Suite("Choice stepping")
struct ChoiceSteppingTests {
    @Test func adjustableSegmentsStepWithinTheList() {
        let list = ChoiceListEditor(titles: ["S", "M", "L"], selectedIndex: 1)
        #expect(list.index(steppedBy: 1) == 2)
        #expect(list.index(steppedBy: -1) == 0)
        #expect(ChoiceListEditor(titles: ["S", "M", "L"], selectedIndex: 2).index(steppedBy: 1) == nil)
        #expect(ChoiceListEditor(titles: ["S", "M", "L"], selectedIndex: nil).index(steppedBy: 1) == 0)
        #expect(ChoiceListEditor(titles: ["S", "M", "L"], selectedIndex: nil).index(steppedBy: -1) == 2)
        #expect(ChoiceListEditor(titles: [], selectedIndex: nil).index(steppedBy: 1) == nil)
        #expect(ChoiceListEditor(titles: ["S"], selectedIndex: 7).index(steppedBy: 1) == 0)
    }

    @Test func emptySelectorSaysSoInTheFormsWords() throws {
        let row = PushRow<String>("city")
        let form = Form { Section { row } }
        form.strings["control.noOptions"] = "Aucune option"
        let controller = FormController(form: form)
        guard case .presentSelector(let screen) = controller.activate(row) else {
            Issue.record("a push row presents its screen")
            return
        }
        #expect(screen.emptyMessage == "Aucune option")
    }
}
