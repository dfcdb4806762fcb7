import Testing
import UIKitStandIn

@testable import FormaCore
@testable import FormaUIKitSkin

/// The table adapter and the view controller on the stand-in: updates UIKit accepts, cells
/// kept through updates, focus, swipe actions, reordering, keyboard and VoiceOver.
@MainActor
@Suite("FormViewController on the stand-in")
struct FormViewControllerTests {
    @Test func hidingAndShowingRowsAreBatchesUIKitAccepts() throws {
        let skin = Skin(
            Form {
                Section {
                    SwitchRow("allDay") {
                        $0.title = "All-day"; $0.value = false
                    }
                    DateTimeRow("starts") { $0.hidden = "$allDay == true" }
                    TextRow("title")
                }
            })
        let title = try #require(skin.cell(tag: "title", as: TextFieldCell.self))
        #expect(title.focus())
        (skin.screen.form.row(tag: "allDay") as? SwitchRow)?.value = true
        #expect(skin.table.numberOfRows(inSection: 0) == 2)
        #expect(skin.cell(tag: "title", as: TextFieldCell.self) === title)
        #expect(title.textField.isFirstResponder)
        (skin.screen.form.row(tag: "allDay") as? SwitchRow)?.value = false
        #expect(skin.table.numberOfRows(inSection: 0) == 3)
        #expect(skin.table._log.contains("batch"))
    }

    @Test func aRowWhoseCellClassChangesIsReloadedNotReconfigured() throws {
        let skin = Skin(Form { Section { PickerRow<String>("seat") { $0.options = ["A", "B"] } } })
        let row = try #require(skin.screen.form.row(tag: "seat") as? PickerRow<String>)
        #expect(skin.cell(tag: "seat", as: PickerCell.self) != nil)
        row.presentation = .input
        #expect(skin.cell(tag: "seat", as: PickerInputCell.self) != nil)
        #expect(skin.table._log.contains { $0.hasPrefix("reloadRows") })
    }

    @Test func swipeActionsStayReachableInAReorderableSection() throws {
        let skin = Skin(
            Form {
                Section {
                    for name in ["Ada", "Grace"] {
                        NameRow {
                            $0.value = name
                            $0.swipeActions = [SwipeAction("Clear") { row in (row as? NameRow)?.value = nil }]
                        }
                    }
                }
                .configured {
                    $0.multivalued = [.delete, .reorder]
                    $0.multivaluedTag = "people"
                }
            })
        #expect(!skin.table.isEditing)
        #expect(skin.table.dragInteractionEnabled)
        let first = IndexPath(row: 0, section: 0)
        let trailing = try #require(skin.table._swipeActions(at: first, leading: false))
        #expect(trailing.actions.map(\.title) == ["Delete", "Clear"])
        #expect(trailing.actions[1]._perform(in: skin.table) == true)
        #expect(skin.screen.form.values()["people"] == .array([.null, .string("Grace")]))
        #expect(trailing.actions[0]._perform(in: skin.table) == true)
        #expect(skin.table.numberOfRows(inSection: 0) == 1)
    }

    @Test func aDragAppliesTheRestOfTheUpdateAfterTheCallback() async throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("first") { $0.value = "a" }
                    TextRow("second") { $0.value = "b" }
                }
                .configured {
                    $0.multivalued = [.reorder]
                    $0.multivaluedTag = "phones"
                }
                Section {
                    LabelRow("hint") {
                        $0.value = "first is a"
                        $0.hidden = "$phones[FIRST] == 'b'"
                    }
                }
            })
        #expect(skin.table.numberOfSections == 2)
        skin.table._dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        await Task.yield()
        await Task.yield()
        #expect(skin.screen.form.values()["phones"] == .array([.string("b"), .string("a")]))
        #expect(skin.table.numberOfSections == skin.screen.formController.snapshot.sections.count)
        #expect(skin.path(tag: "hint") == nil)
    }

    @Test func returnVisitsAWheelInPlaceOfTheKeyboard() throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("before")
                    PickerRow<String>("seat") {
                        $0.options = ["A"]; $0.presentation = .input
                    }
                    TextRow("after")
                }
            })
        let before = try #require(skin.cell(tag: "before", as: TextFieldCell.self))
        #expect(before.focus())
        before.textField._pressReturn()
        #expect(skin.window.firstResponder === skin.cell(tag: "seat", as: PickerInputCell.self))
        #expect(skin.screen.focusNextRow())
        #expect(skin.window.firstResponder === skin.cell(tag: "after", as: TextFieldCell.self)?.textField)
    }

    @Test func keyboardIsListenedToOnlyWhileOnScreen() {
        let skin = Skin(Form { Section { TextRow("a") } })
        NotificationCenter.default.post(name: UIResponder.keyboardDidShowNotification, object: nil)
        #expect(skin.screen.isKeyboardShown)
        skin.screen.viewDidDisappear(false)
        #expect(!skin.screen.isKeyboardShown)
        NotificationCenter.default.post(name: UIResponder.keyboardDidShowNotification, object: nil)
        #expect(!skin.screen.isKeyboardShown)
    }

    @Test func failedSubmitMovesVoiceOverToTheFirstInvalidRow() throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("a")
                    TextRow("b") { $0.required = true }
                }
            })
        UIAccessibility._reset()
        let errors = skin.screen.requestSubmit()
        #expect(errors.count == 1)
        let moved = UIAccessibility.posted.last { $0.notification == .layoutChanged }
        #expect(moved?.argument == "TextFieldCell")
        #expect(skin.table._scrolledTo.last == IndexPath(row: 1, section: 0))
    }

    @Test func errorsAreSpokenInTheValueNotOnlyInTheHint() throws {
        let skin = Skin(
            Form {
                Section {
                    EmailRow("email") {
                        $0.title = "Email"; $0.required = true
                    }
                    TextRow("code") {
                        $0.title = "Code"; $0.value = "abc"; $0.add(.minLength(8))
                    }
                }
            })
        _ = skin.screen.requestSubmit()
        let field = try #require(skin.cell(tag: "email", as: TextFieldCell.self)?.textField)
        let code = try #require(skin.cell(tag: "code", as: TextFieldCell.self)?.textField)
        let emailMessage = try #require(skin.screen.form.row(tag: "email")?.validationErrors.first?.message)
        let codeMessage = try #require(skin.screen.form.row(tag: "code")?.validationErrors.first?.message)
        // Hints may be turned off: the value says "Required" and the message.
        #expect(field.accessibilityValue?.contains("Required") == true)
        #expect(field.accessibilityValue?.contains(emailMessage) == true)
        #expect(code.accessibilityValue?.hasPrefix("abc") == true)
        #expect(code.accessibilityValue?.contains(codeMessage) == true)
        #expect(field.accessibilityHint?.contains(emailMessage) != true)
    }

    @Test func stylingRunsAfterTheRowsStateAndSurvivesUpdates() throws {
        let screen = FormViewController()
        var setUps = 0
        screen.cellRegistry.setUpCells(kind: .switch) { _, _ in setUps += 1 }
        screen.cellRegistry.styleCells(kind: .switch) { cell, _ in
            (cell as? SwitchCell)?.toggle.onTintColor = .systemTeal
        }
        screen.cellRegistry.styleCells(tag: "b") { cell, _ in (cell as? SwitchCell)?.titleLabel.textColor = .systemRed }
        let skin = Skin(
            Form {
                Section {
                    SwitchRow("a") { $0.title = "A" }
                    SwitchRow("b") { $0.title = "B" }
                }
            }, screen: screen)
        let b = try #require(skin.cell(tag: "b", as: SwitchCell.self))
        (skin.screen.form.row(tag: "b") as? SwitchRow)?.value = true
        #expect(skin.cell(tag: "b", as: SwitchCell.self) === b)
        #expect(b.toggle.onTintColor == .systemTeal)
        #expect(b.titleLabel.textColor == .systemRed)
        #expect(skin.cell(tag: "a", as: SwitchCell.self)?.titleLabel.textColor == .label)
        #expect(setUps == 2)
    }

    @Test func aFormThatOutlivesItsScreenKeepsNoObserver() {
        let form = Form { Section { TextRow("a") } }
        let before = form.observerCount
        var screen: FormViewController? = FormViewController()
        screen?.form = form
        screen = nil
        form.row(tag: "a")?.title = "A"
        #expect(form.observerCount == before)
    }
}
