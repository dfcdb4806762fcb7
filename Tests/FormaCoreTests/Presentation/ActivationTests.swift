import Foundation
import Testing

@testable import FormaCore

@Suite("Activation")
struct ActivationTests {
    @Test func textRowsTakeFocus() throws {
        let (form, controller, _) = makeCatalog()
        let row = try #require(form.row(tag: "text"))
        guard case .focus(let focused) = controller.activate(row) else {
            Issue.record("a text row should take focus")
            return
        }
        #expect(focused === row)
        #expect(controller.focusedRow === row)
    }

    @Test func switchesAndChecksToggleInOneTransaction() throws {
        let (form, controller, table) = makeCatalog()
        let before = table.appliedUpdates.count
        guard case .toggled(let isOn) = controller.activate(try #require(form.row(tag: "allDay"))) else {
            Issue.record("a switch should toggle")
            return
        }
        #expect(isOn)
        #expect(form[Tag<Bool>("allDay")] == true)
        #expect(table.appliedUpdates.count == before + 1)
        guard case .toggled(true) = controller.activate(try #require(form.row(tag: "agree"))) else {
            Issue.record("a check row should toggle")
            return
        }
    }

    @Test func oneInlineEditorIsExpandedAtATime() throws {
        let (form, controller, _) = makeCatalog()
        let birthday = try #require(form.row(tag: "birthday"))
        let count = try #require(form.row(tag: "count"))
        guard case .expandedInlineEditor = controller.activate(birthday) else {
            Issue.record("a date row should expand")
            return
        }
        guard case .expandedInlineEditor = controller.activate(count) else {
            Issue.record("a picker row should expand")
            return
        }
        #expect(controller.expandedRow === count)
        guard case .datePicker(let picker) = controller.presentation(of: birthday).editor else {
            Issue.record("a date row shows a date picker")
            return
        }
        #expect(!picker.isExpanded)
        guard case .collapsedInlineEditor = controller.activate(count) else {
            Issue.record("activating again collapses")
            return
        }
        #expect(controller.expandedRow == nil)
    }

    @Test func selectorRowsPresentAScreenThatCommits() throws {
        let (form, controller, _) = makeCatalog()
        let row = try #require(form.row(tag: "repeat"))
        guard case .presentSelector(let screen) = controller.activate(row) else {
            Issue.record("a push row should present a selector")
            return
        }
        #expect(screen.title == "Repeat")
        #expect(screen.sections.flatMap(\.choices).map(\.title) == ["Never", "Every Day"])
        #expect(screen.selection == [1])
        #expect(try screen.choose(0) == .dismiss)
        #expect(form[Tag<String>("repeat")] == "never")
    }

    @Test func disabledAndReadOnlyRowsDoNothing() throws {
        let (form, controller, _) = makeCatalog()
        let row = try #require(form.row(tag: "allDay"))
        row.disabled = true
        guard case .nothing = controller.activate(row) else {
            Issue.record("a disabled row should do nothing")
            return
        }
        #expect(form[Tag<Bool>("allDay")] == false)
        guard case .nothing = controller.activate(try #require(form.row(tag: "version"))) else {
            Issue.record("a label should do nothing")
            return
        }
    }

    @Test func invalidTextIsKeptAsTyped() throws {
        let (form, controller, _) = makeCatalog()
        let age = try #require(form.row(tag: "age"))
        #expect(try controller.setText("4x", for: age) == false)
        #expect(form[Tag<Int>("age")] == nil)
        #expect(
            controller.presentation(of: age).editor
                == .textField(
                    TextFieldEditor(text: "4x", traits: IntRow.defaultTraits, isDraft: true)))
        #expect(try controller.setText("42", for: age))
        #expect(form[Tag<Int>("age")] == 42)
        #expect(
            controller.presentation(of: age).editor
                == .textField(TextFieldEditor(text: "42", traits: IntRow.defaultTraits)))
    }
}
