import Testing
import UIKitStandIn

@testable import FormaUIKitSkin

/// Selector screens on the stand-in: the action sheet whose options load, and the pushed list.
@MainActor
@Suite("Selectors on the stand-in")
struct SelectorTests {
    /// Opens when told to; options loaders wait on it.
    actor Gate {
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private var isOpen = false
        func wait() async {
            if isOpen { return }
            await withCheckedContinuation { waiting.append($0) }
        }
        func open() {
            isOpen = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    private func form(_ gate: Gate) -> Form {
        Form {
            Section {
                TextRow("above")
                ActionSheetRow<String>("city") {
                    $0.title = "City"
                    $0.optionsLoader = {
                        await gate.wait()
                        return ["Tokyo", "Osaka"].map { Option($0) }
                    }
                }
            }
        }
    }

    @Test func asyncActionSheetIsAnchoredAtTheRowAsItIsWhenOptionsArrive() async throws {
        let gate = Gate()
        let skin = Skin(form(gate))
        skin.tap(tag: "city")
        #expect(skin.screen.loadingSelector != nil)
        #expect(skin.cell(tag: "city", as: ValueCell.self)?.validatingIndicator.isAnimating == true)
        skin.tap(tag: "city") // one load at a time
        try skin.screen.form.sections[0].removeRow(at: 0)
        await gate.open()
        await skin.screen.selectorLoad?.value
        let sheet = try #require(skin.screen.presentedViewController as? UIAlertController)
        #expect(sheet.popoverPresentationController?.sourceView === skin.cell(tag: "city", as: ValueCell.self))
        sheet._tap("Osaka")
        #expect(skin.screen.form.values()["city"] == .string("Osaka"))
    }

    @Test func asyncActionSheetOfARowThatLeftShowsNothing() async throws {
        let gate = Gate()
        let skin = Skin(form(gate))
        skin.tap(tag: "city")
        let load = skin.screen.selectorLoad
        try skin.screen.form.sections[0].removeRow(at: 1)
        await gate.open()
        await load?.value
        #expect(skin.screen.presentedViewController == nil)
    }

    @Test func leavingTheScreenCancelsTheLoad() async throws {
        let gate = Gate()
        let skin = Skin(form(gate))
        skin.tap(tag: "city")
        let load = skin.screen.selectorLoad
        skin.screen.viewDidDisappear(false)
        #expect(skin.screen.loadingSelector == nil)
        await gate.open()
        await load?.value
        #expect(skin.screen.presentedViewController == nil)
    }

    @Test func aCancelledBackSwipeCommitsNothing() throws {
        let skin = Skin(
            Form {
                Section {
                    MultipleSelectorRow<String>("tags") {
                        $0.title = "Tags"; $0.options = ["a", "b", "c"]
                    }
                }
            }, inNavigation: true)
        skin.tap(tag: "tags")
        let navigation = try #require(skin.screen.navigationController)
        let list = try #require(navigation.topViewController as? SelectorViewController)
        list.tableView._tapRow(at: IndexPath(row: 1, section: 0))
        navigation._cancelledBackSwipe()
        #expect(skin.screen.form.values()["tags"] == .null || skin.screen.form.values()["tags"] == .array([]))
        navigation.popViewController(animated: true)
        #expect(skin.screen.form.values()["tags"] == .array([.string("b")]))
    }

    @Test func aSingleChoiceIsWrittenAndTheListGoesBack() throws {
        let skin = Skin(
            Form { Section { PushRow<String>("size") { $0.options = ["S", "M"] } } }, inNavigation: true)
        skin.tap(tag: "size")
        let navigation = try #require(skin.screen.navigationController)
        let list = try #require(navigation.topViewController as? SelectorViewController)
        list.tableView._tapRow(at: IndexPath(row: 1, section: 0))
        #expect(navigation.topViewController === skin.screen)
        #expect(skin.screen.form.values()["size"] == .string("M"))
    }
}
