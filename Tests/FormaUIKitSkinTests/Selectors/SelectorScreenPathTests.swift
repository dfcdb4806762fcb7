import Testing
import UIKitStandIn

@testable import FormaUIKitSkin

/// The edges of selector screens: alerts, grouped choices, long lists with a filter, lists
/// whose options load or are empty, sheets outside a navigation controller, and a choice the
/// row can no longer take.
@MainActor
@Suite("Selector screen paths on the stand-in")
struct SelectorScreenPathTests {
    @Test func anAlertLeadsWithTheCurrentChoiceAndGroupsBySection() throws {
        let skin = Skin(
            Form {
                Section {
                    AlertRow<String>("city") {
                        $0.options = [
                            Option("lyon", title: "Lyon", section: "France"),
                            Option("kyoto", title: "Kyoto", section: "Japan"),
                        ]
                        $0.value = "kyoto"
                    }
                }
            })
        skin.tap(tag: "city")
        let alert = try #require(skin.screen.presentedViewController as? UIAlertController)
        #expect(alert.preferredStyle == .alert && alert.popoverPresentationController == nil)
        #expect(alert.actions.map(\.title) == ["France – Lyon", "Japan – Kyoto", "Cancel"])
        #expect(alert.preferredAction?.title == "Japan – Kyoto")
        alert._tap("France – Lyon")
        #expect(skin.screen.form.values()["city"] == .string("lyon"))
    }

    @Test func aChoiceTheRowCannotTakeIsReported() throws {
        let skin = Skin(Form { Section { ActionSheetRow<String>("size") { $0.options = ["S", "M"] } } })
        skin.tap(tag: "size")
        let sheet = try #require(skin.screen.presentedViewController as? UIAlertController)
        skin.screen.form.row(tag: "size")?.disabled = true
        sheet._tap("M")
        let failure = try #require(skin.screen.presentedViewController as? UIAlertController)
        #expect(failure.actions.map(\.title) == ["OK"])
        #expect(skin.screen.form.values()["size"] == .null)
    }

    @Test func sheetsAndFailuresSayTheFormsWords() throws {
        let form = Form {
            Section {
                ActionSheetRow<String>("size") { $0.options = ["S", "M"] }
                PushRow<String>("city") { $0.options = ["Lyon"] }
            }
        }
        form.strings["control.cancel"] = "Annuler"
        form.strings["control.ok"] = "D’accord"
        let skin = Skin(form, inNavigation: true)
        skin.tap(tag: "size")
        let sheet = try #require(skin.screen.presentedViewController as? UIAlertController)
        #expect(sheet.actions.map(\.title) == ["S", "M", "Annuler"])
        skin.screen.form.row(tag: "size")?.disabled = true
        sheet._tap("M")
        let failure = try #require(skin.screen.presentedViewController as? UIAlertController)
        #expect(failure.actions.map(\.title) == ["D’accord"])
        failure._tap("D’accord")
        skin.tap(tag: "city")
        let navigation = try #require(skin.screen.navigationController)
        let list = try #require(navigation.topViewController as? SelectorViewController)
        skin.screen.form.row(tag: "city")?.disabled = true
        list.tableView._tapRow(at: IndexPath(row: 0, section: 0))
        let listFailure = try #require(list.presentedViewController as? UIAlertController)
        #expect(listFailure.actions.map(\.title) == ["D’accord"])
    }

    @Test func outsideANavigationControllerTheListIsASheetWithDone() throws {
        let skin = Skin(Form { Section { MultipleSelectorRow<String>("tags") { $0.options = ["a", "b"] } } })
        skin.tap(tag: "tags")
        let sheet = try #require(skin.screen.presentedViewController as? UINavigationController)
        let list = try #require(sheet.topViewController as? SelectorViewController)
        list.tableView._tapRow(at: IndexPath(row: 0, section: 0))
        list.navigationItem.rightBarButtonItem?._tap()
        #expect(skin.screen.presentedViewController == nil)
        #expect(skin.screen.form.values()["tags"] == .array([.string("a")]))
    }

    @Test func aLongListIsFilteredAndAnEmptyOneSaysSo() throws {
        let cities = (1...30).map { "City \($0)" }
        let skin = Skin(
            Form {
                Section {
                    PushRow<String>("city") { $0.options = cities.map { Option($0) } }
                    PushRow<String>("none") { $0.title = "None" }
                }
            }, inNavigation: true)
        skin.tap(tag: "city")
        let navigation = try #require(skin.screen.navigationController)
        let list = try #require(navigation.topViewController as? SelectorViewController)
        let search = try #require(list.navigationItem.searchController)
        search._type("City 2")
        #expect(list.tableView.numberOfRows(inSection: 0) == 11)
        #expect(list.tableView(list.tableView, numberOfRowsInSection: 4) == 0)
        #expect(list.tableView(list.tableView, titleForHeaderInSection: 4) == nil)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 40, section: 0))
        list.tableView._tapRow(at: IndexPath(row: 0, section: 0))
        #expect(skin.screen.form.values()["city"] == .string("City 2"))
        skin.tap(tag: "none")
        let empty = try #require(navigation.topViewController as? SelectorViewController)
        #expect((empty.tableView.backgroundView as? UILabel)?.text != nil)
        navigation.popViewController(animated: true)
    }

    @Test func aListWhoseOptionsLoadShowsASpinner() async throws {
        let gate = SelectorTests.Gate()
        let skin = Skin(
            Form {
                Section {
                    PushRow<String>("city") {
                        $0.optionsLoader = {
                            await gate.wait()
                            return ["Tokyo"].map { Option($0) }
                        }
                    }
                }
            }, inNavigation: true)
        skin.tap(tag: "city")
        let navigation = try #require(skin.screen.navigationController)
        let list = try #require(navigation.topViewController as? SelectorViewController)
        #expect(list.tableView.backgroundView is UIActivityIndicatorView)
        await gate.open()
        for _ in 0..<20 where list.tableView.numberOfRows(inSection: 0) == 0 { await Task.yield() }
        #expect(list.tableView.numberOfRows(inSection: 0) == 1)
        #expect(list.tableView.backgroundView == nil)
    }

    @Test func aListWhoseRowLeftReportsTheFailureAndGoesBack() throws {
        let skin = Skin(Form { Section { PushRow<String>("size") { $0.options = ["S", "M"] } } }, inNavigation: true)
        skin.tap(tag: "size")
        let navigation = try #require(skin.screen.navigationController)
        let list = try #require(navigation.topViewController as? SelectorViewController)
        skin.screen.form.row(tag: "size")?.disabled = true
        list.tableView._tapRow(at: IndexPath(row: 0, section: 0))
        let failure = try #require(list.presentedViewController as? UIAlertController)
        failure._tap("OK")
        #expect(navigation.topViewController === skin.screen)
        #expect(skin.screen.form.values()["size"] == .null)
    }
}

/// The list's own edges: a list covered by another screen, a row that leaves while its list
/// is open, options that arrive long, a cleared search, and a sheet closed by a choice.
@MainActor
@Suite("Selector list edges on the stand-in")
struct SelectorListEdgeTests {
    @Test func aCoveredListStaysOpenAndALeftRowIsNotWritten() throws {
        let skin = Skin(
            Form { Section { MultipleSelectorRow<String>("tags") { $0.options = ["a", "b"] } } }, inNavigation: true)
        skin.tap(tag: "tags")
        let navigation = try #require(skin.screen.navigationController)
        let list = try #require(navigation.topViewController as? SelectorViewController)
        var finished = 0
        list.onFinish = { finished += 1 }
        list.viewDidDisappear(false)
        #expect(finished == 0)
        list.tableView._tapRow(at: IndexPath(row: 0, section: 0))
        try skin.screen.form.sections[0].removeRow(at: 0)
        navigation.popViewController(animated: true)
        #expect(finished == 1)
        #expect(list.tableView(list.tableView, cellForRowAt: IndexPath(row: 9, section: 9)).accessoryType == .none)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 9))
    }

    @Test func optionsThatArriveLongGetASearchField() async throws {
        let gate = SelectorTests.Gate()
        let skin = Skin(
            Form {
                Section {
                    PushRow<String>("city") {
                        $0.optionsLoader = {
                            await gate.wait()
                            return (1...30).map { Option("City \($0)") }
                        }
                    }
                }
            }, inNavigation: true)
        skin.tap(tag: "city")
        let list = try #require(skin.screen.navigationController?.topViewController as? SelectorViewController)
        #expect(list.navigationItem.searchController == nil)
        await gate.open()
        for _ in 0..<20 where list.navigationItem.searchController == nil { await Task.yield() }
        let search = try #require(list.navigationItem.searchController)
        search._type("City 3")
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        search.searchBar.text = nil
        list.updateSearchResults(for: search)
        #expect(list.tableView.numberOfRows(inSection: 0) == 30)
    }

    @Test func aChoiceInASheetClosesTheSheet() throws {
        let skin = Skin(Form { Section { PushRow<String>("size") { $0.options = ["S", "M"] } } })
        skin.tap(tag: "size")
        let sheet = try #require(skin.screen.presentedViewController as? UINavigationController)
        let list = try #require(sheet.topViewController as? SelectorViewController)
        list.tableView._tapRow(at: IndexPath(row: 1, section: 0))
        #expect(skin.screen.presentedViewController == nil)
        #expect(skin.screen.form.values()["size"] == .string("M"))
    }

    @Test func aRowThatLeftTheFormWhileItsListWasOpenIsReportedInPlainWords() throws {
        let skin = Skin(Form { Section { PushRow<String>("size") { $0.options = ["S"] } } }, inNavigation: true)
        skin.tap(tag: "size")
        let navigation = try #require(skin.screen.navigationController)
        let list = try #require(navigation.topViewController as? SelectorViewController)
        try skin.screen.form.sections[0].removeRow(at: 0)
        list.tableView._tapRow(at: IndexPath(row: 0, section: 0))
        let failure = try #require(list.presentedViewController as? UIAlertController)
        #expect(failure.actions.map(\.title) == ["OK"])
    }
}
