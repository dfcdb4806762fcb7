import Testing
import UIKitStandIn

@testable import FormaCore
@testable import FormaUIKitSkin

extension RowKind {
    fileprivate static let stars = RowKind("stars")
}

/// A row kind of the app's own, drawn by a `.custom` editor.
private final class StarsRow: Row<Int>, RowConfigurable {
    override var kind: RowKind { .stars }
}

/// The edges: cells an app registers, rows that left, screens off the window, and forms with
/// problems of their own.
@MainActor
@Suite("Edge paths on the stand-in")
struct EdgePathTests {
    final class StarsCell: FormCell {}

    @Test func appCellsByKindProviderAndCustomEditor() throws {
        let screen = FormViewController()
        let registry = screen.cellRegistry
        registry.register(kind: .label, cell: StarsCell.self)
        #expect(registry.cellClass(for: .label, kind: .label) == StarsCell.self)
        registry.removeRegistration(for: .label)
        #expect(registry.cellClass(for: .label, kind: .label) == ValueCell.self)
        #expect(registry.cellClass(for: .custom(CustomEditor(name: "stars")), kind: .stars) == ValueCell.self)
        registry.register(customEditor: "stars", cell: StarsCell.self)
        registry.register(kind: .info) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Info", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            return cell
        }
        #expect(registry.cellClass(for: .label, kind: .info) == nil)
        screen.loadViewIfNeeded()
        screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Info")
        let skin = Skin(
            Form {
                Section {
                    InfoRow("info") { $0.title = "Info" }
                    StarsRow("stars")
                    TextRow("after")
                }
            }, screen: screen)
        #expect(skin.cell(tag: "stars", as: StarsCell.self) != nil)
        let info = try #require(skin.path(tag: "info"))
        #expect(screen.tableView(skin.table, shouldHighlightRowAt: info))
        // Return before a row whose cell cannot take focus ends editing.
        #expect(!screen.focus(try #require(screen.form.row(tag: "info"))))
        #expect(!screen.focus(TextRow("elsewhere")))
    }

    @Test func returnBeforeAFieldDrawnByTheAppEndsEditing() throws {
        let screen = FormViewController()
        screen.cellRegistry.register(kind: .text) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
        }
        screen.loadViewIfNeeded()
        screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
        let skin = Skin(
            Form {
                Section {
                    NameRow("name"); TextRow("plain")
                }
            }, screen: screen)
        let name = try #require(skin.cell(tag: "name", as: TextFieldCell.self))
        #expect(name.focus())
        name.textField._pressReturn()
        #expect(skin.window.firstResponder == nil)
    }

    @Test func rowsAndSectionsThatLeftAreLeftAlone() throws {
        let section = Section("Details") { TextRow("a") }
        section.isCollapsible = true
        let skin = Skin(
            Form {
                section
                Section {
                    SwitchRow("b"); TextRow("c")
                }.configured { $0.multivalued = [.delete] }
            })
        let screen = skin.screen
        let table = skin.table
        let header = try #require(table._header(0) as? CollapsibleHeaderView)
        let swipe = try #require(table._swipeActions(at: IndexPath(row: 0, section: 1), leading: false))
        let b = try #require(screen.form.row(tag: "b"))
        try screen.form.removeSection(at: 0)
        #expect(header.accessibilityActivate())
        #expect(screen.tableView(table, viewForHeaderInSection: 9) == nil)
        screen.setValue(.bool(true), for: SwitchRow("nowhere"))
        screen.setText("x", for: b)
        try screen.form.sections[0].removeRow(at: 0)
        #expect(swipe.actions.first?._perform(in: table) == false)
        screen.tableView(table, commit: .delete, forRowAt: IndexPath(row: 7, section: 7))
        // A change to a row that leaves in the same transaction reaches no hook.
        try screen.form.transaction {
            (screen.form.row(tag: "c") as? TextRow)?.value = "gone"
            try screen.form.sections[0].removeRow(at: 0)
        }
        #expect(table.numberOfRows(inSection: 0) == 0)
    }

    @Test func disabledRowsOfferNoEditingAndTakeNoFocus() throws {
        let skin = Skin(
            Form {
                Section {
                    NameRow {
                        $0.value = "Ada"; $0.disabled = true
                    }
                    NameRow { $0.value = "Grace" }
                    TextAreaRow("notes") { $0.disabled = true }
                    PickerRow<String>("seat") {
                        $0.options = ["A"]; $0.presentation = .input; $0.disabled = true
                    }
                    DateRow("day") {
                        $0.presentation = .input; $0.disabled = true
                    }
                    ButtonRow("go") { $0.disabled = true }
                }
                .configured {
                    $0.multivalued = [.delete, .reorder]
                    $0.multivaluedTag = "people"
                }
            })
        let screen = skin.screen
        let table = skin.table
        let disabled = IndexPath(row: 0, section: 0)
        #expect(screen.tableView(table, editingStyleForRowAt: disabled) == .none)
        #expect(!screen.tableView(table, canEditRowAt: disabled) && !screen.tableView(table, canMoveRowAt: disabled))
        #expect(skin.cell(tag: "notes", as: TextViewCell.self)?.focus() == false)
        #expect(skin.cell(tag: "seat", as: PickerInputCell.self)?.focus() == false)
        #expect(skin.cell(tag: "seat", as: PickerInputCell.self)?.inputAccessoryView === screen.inputAccessoryBar)
        #expect(skin.cell(tag: "day", as: DatePickerCell.self)?.focus() == false)
        let button = try #require(skin.cell(tag: "go", as: ButtonCell.self))
        button.tintColorDidChange()
        #expect(button.titleLabel.textColor == .secondaryLabel)
        // The table is never left in editing mode, which hides swipe actions.
        table.setEditing(true, animated: false)
        (screen.form.sections[0].rows[1] as? NameRow)?.value = "Grace Hopper"
        #expect(!table.isEditing)
        let trailing = table._swipeActions(at: IndexPath(row: 1, section: 0), leading: true)
        #expect(trailing == nil)
    }

    @Test func destructiveSwipeActionsAndTheAddRowOfRowsThatTakeNoFocus() throws {
        let skin = Skin(
            Form {
                Section {
                    SwitchRow { $0.swipeActions = [SwipeAction("Reset", style: .destructive) { _ in }] }
                }
                .configured {
                    $0.multivalued = [.insert]
                    $0.makeRow = { _ in SwitchRow() }
                }
            })
        let actions = try #require(skin.table._swipeActions(at: IndexPath(row: 0, section: 0), leading: false))
        #expect(actions.actions.map(\.style) == [.destructive])
        skin.table._tapRow(at: IndexPath(row: 1, section: 0))
        #expect(skin.table.numberOfRows(inSection: 0) == 3)
        #expect(skin.table._scrolledTo.last == IndexPath(row: 1, section: 0))
        let row = try #require(skin.screen.form.sections[0].rows.first)
        skin.screen.perform(.focus(row), from: IndexPath(row: 0, section: 0))
    }

    @Test func aControlThatSpokeForARowIsSilencedWhenAnotherSpeaks() {
        let cell = FormCell(style: .default, reuseIdentifier: nil)
        let first = UILabel()
        let second = UILabel()
        cell.exposeToAccessibility(first)
        first.accessibilityLabel = "First"
        cell.exposeToAccessibility(second)
        #expect(first.accessibilityLabel == nil)
        #expect(cell.accessibilityElements?.first as? UILabel === second)
    }

    @Test func aTapOnAFieldFocusesItAndAMoveTheModelRefusesReloads() throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("a"); TextRow("b")
                }
            })
        skin.tap(tag: "b")
        #expect(skin.window.firstResponder === skin.cell(tag: "b", as: TextFieldCell.self)?.textField)
        skin.screen.tableView(skin.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        #expect(skin.table._log.last == "reloadData")
        #expect(skin.screen.form.values()["a"] == .null && skin.path(tag: "a") == IndexPath(row: 0, section: 0))
        let header = CollapsibleHeaderView(reuseIdentifier: nil)
        skin.screen.configureCollapsible(header, for: Section("Not in the form"))
        #expect(header.accessibilityLabel == nil)
    }

    @Test func aSwipeActionOfARowThatLeftDoesNothing() throws {
        var ran = 0
        let skin = Skin(Form { Section { TextRow("a") { $0.swipeActions = [SwipeAction("Mark") { _ in ran += 1 }] } } })
        let actions = try #require(skin.table._swipeActions(at: IndexPath(row: 0, section: 0), leading: false))
        try skin.screen.form.sections[0].removeRow(at: 0)
        #expect(actions.actions[0]._perform(in: skin.table) == false)
        #expect(ran == 0)
    }

    @Test func codeMovingRowsIsABatchUIKitAccepts() throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("a"); TextRow("b"); TextRow("c")
                }
            })
        let a = try #require(skin.cell(tag: "a", as: TextFieldCell.self))
        #expect(a.focus())
        try skin.screen.form.sections[0].moveRow(from: 0, to: 2)
        #expect(skin.cell(0, 2, as: TextFieldCell.self) === a)
        #expect(a.textField.isFirstResponder)
    }

    @Test func aFailedDeleteReloadsAndGivesFocusBack() throws {
        let skin = Skin(
            Form {
                Section {
                    NameRow { $0.value = "Ada" }; NameRow { $0.value = "Grace" }
                }.configured {
                    $0.multivalued = [.delete]
                }
            })
        let swipe = try #require(skin.table._swipeActions(at: IndexPath(row: 0, section: 0), leading: false))
        let grace = try #require(skin.cell(0, 1, as: TextFieldCell.self))
        #expect(grace.focus())
        skin.screen.form.sections[0].multivalued = []
        _ = swipe.actions.first?._perform(in: skin.table)
        #expect(skin.table._log.last == "reloadData")
        #expect(skin.window.firstResponder === skin.cell(0, 1, as: TextFieldCell.self)?.textField)
    }

    @Test func offTheWindowNothingIsMeasuredOrAnnounced() throws {
        let skin = Skin(
            Form {
                Section {
                    TextAreaRow("notes"); TextRow("a") { $0.required = true }
                }
            })
        skin.screen.tableView.removeFromSuperview()
        UIAccessibility._reset()
        skin.screen.rowDidChangeHeight()
        _ = skin.screen.form.submit()
        #expect(UIAccessibility.posted.filter { $0.notification == .announcement }.isEmpty)
        skin.screen.formController.tableView = nil
        skin.screen.refreshTitles(ofSection: 9)
        #expect(skin.screen.tableView(skin.table, cellForRowAt: IndexPath(row: 9, section: 9)).reuseIdentifier == nil)
    }

    @Test func aDefinitionsProblemsAreReportedNotStopped() throws {
        let form = Form { Section { TextRow("a") } }
        form.isFromDefinition = true
        form.definitionIssues = [DefinitionIssue(tag: "a", message: "tag 'a' is used twice")]
        let screen = FormViewController()
        var reported: [Diagnostic] = []
        screen.onDiagnostics = { reported = $0 }
        _ = Skin(form, screen: screen)
        #expect(reported.map(\.code) == ["form.duplicateTag"])
    }

    @Test func asyncRulesReportBackOnTheMainActor() async throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("user") {
                        $0.add(async: AsyncValidator("taken", debounce: .zero) { $0 != "ada" })
                    }
                }
            })
        let field = try #require(skin.cell(tag: "user", as: TextFieldCell.self))
        #expect(field.focus())
        field.textField._type("ada")
        // What FormaCore calls when a rule starts checking; the screen waits for it on the main actor.
        skin.screen.form.onAsyncValidationStarted?()
        await skin.screen.form.waitForAsyncValidation()
        #expect(skin.screen.form.onAsyncValidationStarted != nil)
    }
}
