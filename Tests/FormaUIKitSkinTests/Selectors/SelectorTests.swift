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

    /// Counts the calls of an options loader.
    actor Calls {
        private(set) var count = 0
        func add() { count += 1 }
    }

    @Test func tappingAgainWhileOptionsLoadStartsNoSecondLoad() async throws {
        let gate = Gate()
        let calls = Calls()
        let skin = Skin(
            Form {
                Section {
                    ActionSheetRow<String>("city") {
                        $0.optionsLoader = {
                            await calls.add()
                            await gate.wait()
                            return ["Tokyo"].map { Option($0) }
                        }
                    }
                }
            })
        skin.tap(tag: "city")
        let load = skin.screen.selectorLoad
        skin.tap(tag: "city")
        #expect(skin.screen.selectorLoad == load)
        await gate.open()
        await load?.value
        for _ in 0..<10 { await Task.yield() }
        #expect(await calls.count == 1)
        #expect(skin.screen.presentedViewController is UIAlertController)
    }

    @Test func optionsArrivingAfterTheScreenLeftItsWindowShowNothing() async throws {
        let gate = Gate()
        let skin = Skin(form(gate))
        skin.tap(tag: "city")
        let load = skin.screen.selectorLoad
        skin.window.rootViewController = UIViewController()
        await gate.open()
        await load?.value
        #expect(skin.screen.presentedViewController == nil)
    }

    @Test func aCancelledBackSwipeKeepsTheOptionsLoading() async throws {
        let gate = Gate()
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
        for _ in 0..<5 { await Task.yield() } // the load is under way
        navigation._cancelledBackSwipe()
        await gate.open()
        for _ in 0..<20 where list.tableView.numberOfRows(inSection: 0) == 0 { await Task.yield() }
        #expect(list.tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test func aCancelledSheetDismissalCommitsNothing() throws {
        let skin = Skin(
            Form {
                Section {
                    MultipleSelectorRow<String>("tags") {
                        $0.title = "Tags"; $0.options = ["a", "b", "c"]
                    }
                }
            })
        skin.tap(tag: "tags")
        let sheet = try #require(skin.screen.presentedViewController as? UINavigationController)
        let list = try #require(sheet.topViewController as? SelectorViewController)
        list.tableView._tapRow(at: IndexPath(row: 1, section: 0))
        sheet._cancelledInteractiveDismissal()
        #expect(skin.screen.form.values()["tags"] == .null || skin.screen.form.values()["tags"] == .array([]))
        sheet.dismiss(animated: true)
        #expect(skin.screen.form.values()["tags"] == .array([.string("b")]))
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
