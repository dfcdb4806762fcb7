import Testing
import UIKitStandIn

@testable import FormaUIKitSkin

/// The paths of `FormViewController` a person or the app takes less often: edits refused by a
/// disabled row, editing callbacks, drag and drop, app header and footer views, section
/// changes, installing forms, and the edges of selector screens.
@MainActor
@Suite("FormViewController paths on the stand-in")
struct ControllerPathTests {
    final class Recording: FormViewController {
        var changes: [String] = []
        override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
            changes.append("\(row.tag ?? "?")=\(newValue)")
        }
    }

    final class Drag: UIDragSession, UIDropSession {
        var items: [UIDragItem] = []
        var localDragSession: (any UIDragSession)? { self }
    }

    final class Coordinator: UITableViewDropCoordinator {}

    @Test func screensMadeFromNibsAndStoryboardsShowForms() throws {
        Skin.reportBrokenRules()
        let fromNib = FormViewController(nibName: nil, bundle: nil)
        let fromCoder = try #require(FormViewController(coder: NSCoder()))
        for screen in [fromNib, fromCoder] {
            let skin = Skin(Form { Section { TextRow("a") } }, screen: screen)
            #expect(skin.table.numberOfRows(inSection: 0) == 1)
        }
    }

    @Test func editsOfDisabledRowsAreRefusedAndRedrawn() throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("text") {
                        $0.value = "kept"; $0.disabled = true
                    }
                    SwitchRow("on") {
                        $0.value = false; $0.disabled = true
                    }
                    SegmentedRow<String>("plan") {
                        $0.options = ["a"]; $0.disabled = true
                    }
                    StepperRow("count") { $0.disabled = true }
                    IntRow("number")
                }
            })
        let form = skin.screen.form
        let text = try #require(form.row(tag: "text"))
        skin.screen.setText("changed", for: text)
        skin.screen.setValue(.bool(true), for: try #require(form.row(tag: "on")))
        skin.screen.chooseOption(at: 0, for: try #require(form.row(tag: "plan")))
        skin.screen.setNumber(3, for: try #require(form.row(tag: "count")))
        #expect(form.values()["text"] == .string("kept") && form.values()["on"] == .bool(false))
        #expect(skin.table._log.contains { $0.hasPrefix("reconfigureRows") })
        // Values the row cannot hold are refused too, and the row is redrawn.
        let number = try #require(form.row(tag: "number"))
        skin.screen.setValue(.string("many"), for: number)
        skin.screen.chooseOption(at: 3, for: number)
        skin.screen.setNumber(.nan, for: number)
        skin.screen.setText(String(repeating: "9", count: 100_000), for: number)
        #expect(form.values()["number"] == .null)
        #expect(!skin.screen.tableView(skin.table, shouldHighlightRowAt: IndexPath(row: 0, section: 0)))
        #expect(skin.screen.tableView(skin.table, willSelectRowAt: IndexPath(row: 0, section: 0)) == nil)
        skin.screen.tableView(skin.table, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(skin.table._swipeActions(at: IndexPath(row: 0, section: 0), leading: true) == nil)
    }

    @Test func theHookHearsEveryChangeAndTheBindingTheValues() throws {
        let screen = Recording()
        var published: [FormValues] = []
        screen.onValuesChange = { published.append($0) }
        let skin = Skin(
            Form {
                Section {
                    TextRow("a"); SwitchRow("b")
                }
            }, screen: screen)
        let a = try #require(skin.cell(tag: "a", as: TextFieldCell.self))
        #expect(a.focus())
        a.textField._type("x")
        #expect(screen.changes == ["a=\"x\""])
        #expect(published.last?["a"] == .string("x"))
        // The form goes read-only: the keyboard goes.
        skin.screen.form.disabled = true
        #expect(skin.window.firstResponder == nil)
    }

    @Test func returnOnTheLastFieldSubmits() throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("a"); TextRow("b")
                }
            })
        var submitted: FormValues?
        skin.screen.onSubmit = { submitted = $0 }
        let b = try #require(skin.cell(tag: "b", as: TextFieldCell.self))
        #expect(b.textField.returnKeyType == .done)
        #expect(b.focus())
        b.textField._pressReturn()
        #expect(submitted != nil && skin.window.firstResponder == nil)
        #expect(skin.screen.focusNextRow() == false && skin.screen.focusPreviousRow() == false)
    }

    @Test func keyboardShownScrollsTheFocusedRowIntoView() throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("a"); TextRow("b")
                }
            })
        NotificationCenter.default.post(name: UIResponder.keyboardDidShowNotification, object: nil)
        let b = try #require(skin.cell(tag: "b", as: TextFieldCell.self))
        #expect(b.focus())
        #expect(skin.table._scrolledTo.last == IndexPath(row: 1, section: 0))
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        #expect(!skin.screen.isKeyboardShown)
    }

    @Test func editingCallbacksFollowTheSectionsRules() throws {
        let skin = Skin(
            Form {
                Section {
                    NameRow { $0.value = "Ada" }
                    NameRow { $0.value = "Grace" }
                }
                .configured {
                    $0.multivalued = [.insert, .delete, .reorder]
                    $0.multivaluedTag = "people"
                    $0.makeRow = { _ in NameRow() }
                }
                Section { TextRow("fixed") }
            })
        let screen = skin.screen
        let table = skin.table
        let first = IndexPath(row: 0, section: 0)
        let add = IndexPath(row: 2, section: 0)
        let fixed = IndexPath(row: 0, section: 1)
        #expect(screen.tableView(table, canEditRowAt: first) && screen.tableView(table, canMoveRowAt: first))
        #expect(!screen.tableView(table, canEditRowAt: fixed) && !screen.tableView(table, canMoveRowAt: fixed))
        #expect(screen.tableView(table, editingStyleForRowAt: first) == .delete)
        #expect(screen.tableView(table, editingStyleForRowAt: add) == .insert)
        #expect(screen.tableView(table, shouldIndentWhileEditingRowAt: first))
        #expect(!screen.tableView(table, shouldIndentWhileEditingRowAt: fixed))
        #expect(screen.tableView(table, targetIndexPathForMoveFromRowAt: first, toProposedIndexPath: fixed) != fixed)
        // Drag and drop without editing mode.
        let drag = Drag()
        drag.items = screen.tableView(table, itemsForBeginning: drag, at: first)
        #expect(drag.items.count == 1)
        #expect(screen.tableView(table, itemsForBeginning: drag, at: fixed).isEmpty)
        #expect(
            screen.tableView(table, dropSessionDidUpdate: drag, withDestinationIndexPath: first).operation == .forbidden
        )
        table._hasActiveDrag = true
        let inside = IndexPath(row: 1, section: 0)
        #expect(
            screen.tableView(table, dropSessionDidUpdate: drag, withDestinationIndexPath: inside).operation == .move)
        #expect(
            screen.tableView(table, dropSessionDidUpdate: drag, withDestinationIndexPath: fixed).operation == .forbidden
        )
        screen.tableView(table, performDropWith: Coordinator())
        // Insert through the add row, delete the focused row, and a style with nothing to do.
        screen.tableView(table, commit: .insert, forRowAt: add)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(skin.window.firstResponder != nil)
        screen.tableView(table, commit: .delete, forRowAt: IndexPath(row: 2, section: 0))
        #expect(skin.window.firstResponder == nil)
        screen.tableView(table, commit: .none, forRowAt: first)
        #expect(table.numberOfRows(inSection: 0) == 3)
        // The section stops allowing deletes while a swipe is open: the table shows the model.
        let swipe = try #require(skin.table._swipeActions(at: first, leading: false))
        screen.form.sections[0].multivalued = [.reorder]
        #expect(swipe.actions.first?._perform(in: table) == true)
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test func appHeaderAndFooterViewsReadAsHeaders() throws {
        let screen = FormViewController()
        screen.headerView = { section in
            guard section.tag == "own" else { return nil }
            let label = UILabel()
            label.text = "Own"
            return label
        }
        screen.footerView = { section in section.tag == "own" ? UILabel() : nil }
        let own = Section("Text", tag: "own") { TextRow("a") }
        own.footer = "Footer"
        let skin = Skin(
            Form {
                own; Section("Plain") { TextRow("b") }
            }, screen: screen)
        let header = try #require(skin.table._header(0) as? UILabel)
        #expect(header.accessibilityTraits.contains(.header))
        own.header = "Changed"
        own.footer = "Changed"
        #expect(skin.table._header(0) === header)
        #expect(skin.table.headerView(forSection: 1)?.textLabel?.text == "Plain")
    }

    @Test func collapsibleSectionsToggleByTapAndVoiceOver() throws {
        let section = Section("Details") { TextRow("a") }
        section.isCollapsible = true
        let skin = Skin(
            Form {
                section; Section { TextRow("b") }
            })
        let header = try #require(skin.table._header(0) as? CollapsibleHeaderView)
        let tapArea = try #require(header.subviews.compactMap { $0 as? UIButton }.first)
        tapArea.sendActions(for: .touchUpInside)
        #expect(section.isCollapsed)
        #expect(skin.table.numberOfRows(inSection: 0) == 0)
        let again = try #require(skin.table._header(0) as? CollapsibleHeaderView)
        #expect(again.accessibilityActivate())
        #expect(!section.isCollapsed)
        #expect(skin.table.numberOfRows(inSection: 0) == 1)
    }

    @Test func sectionsComeGoAndMoveInBatches() throws {
        let skin = Skin(
            Form {
                Section { SwitchRow("more") { $0.value = false } }
                Section("Extra") { TextRow("x") }.configured { $0.hidden = "$more == false" }
                Section("Last") { TextRow("y") }
            })
        #expect(skin.table.numberOfSections == 2)
        (skin.screen.form.row(tag: "more") as? SwitchRow)?.value = true
        #expect(skin.table.numberOfSections == 3)
        try skin.screen.form.moveSection(from: 2, to: 1)
        #expect(skin.screen.section(at: 1)?.header == "Last")
        (skin.screen.form.row(tag: "more") as? SwitchRow)?.value = false
        #expect(skin.table.numberOfSections == 2)
        try skin.screen.form.sections[2].moveRow(from: 0, to: 0)
        #expect(skin.screen.tableView(skin.table, numberOfRowsInSection: 9) == 0)
        #expect(skin.screen.row(at: IndexPath(row: 5, section: 5)) == nil)
    }

    @Test func aFormReplacedOffScreenIsReloadedWithFocusKept() throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("a"); TextRow("b")
                }
            })
        let b = try #require(skin.cell(tag: "b", as: TextFieldCell.self))
        #expect(b.focus())
        skin.screen.tableView.removeFromSuperview()
        skin.screen.form.row(tag: "a")?.title = "A"
        #expect(skin.table._log.last == "reloadData")
        skin.window.addSubview(skin.screen.tableView)
        try skin.screen.form.sections[0].append(TextRow("c"))
        let focused = try #require(skin.screen.form.row(tag: "b"))
        skin.screen.formController.beginEditing(focused)
        skin.screen.form = Form { Section { TextRow("z") } }
        #expect(skin.table.numberOfRows(inSection: 0) == 1)
    }
}
