import Testing
import UIKitStandIn

@testable import FormaUIKitSkin

/// Sub-form rows and app screens opened from the table, and a form shown in a sheet that
/// refuses to be swiped away while it has changes.
@MainActor
@Suite("Sub-forms and sheets on the stand-in")
struct SubFormAndSheetTests {
    final class Screen: FormViewController {
        var appScreens: [String] = []
        var blockedDismissals = 0
        override func presentAppScreen(for row: AppScreenRow, from indexPath: IndexPath) {
            appScreens.append(row.tag ?? "?")
        }
        override func formDismissalWasBlocked() { blockedDismissals += 1 }
    }

    static func makeForm() -> Form {
        Form {
            Section("Person") {
                TextRow("name")
                SubFormRow("address", title: "Address") {
                    Section("Address") {
                        TextRow("street")
                        TextRow("city")
                    }
                }
                AppScreenRow("terms") { $0.title = "Terms" }
            }
        }
    }

    @Test func aTappedSubFormRowPushesItsScreenInANavigationController() throws {
        let screen = Screen()
        let skin = Skin(Self.makeForm(), screen: screen, inNavigation: true)
        skin.tap(tag: "address")
        let navigation = try #require(screen.navigationController)
        #expect(navigation.viewControllers.count == 2)
        let pushed = try #require(navigation.topViewController as? FormViewController)
        #expect(pushed.title == "Address")
        #expect(pushed.form === screen.form)
        #expect(pushed.tableView.numberOfSections == 1)
        #expect(pushed.tableView.numberOfRows(inSection: 0) == 2)
        #expect(screen.presentedViewController == nil)
    }

    @Test func aTappedSubFormRowOutsideANavigationControllerIsPresentedInOne() throws {
        let screen = Screen()
        let skin = Skin(Self.makeForm(), screen: screen)
        skin.tap(tag: "address")
        let presented = try #require(screen.presentedViewController as? UINavigationController)
        let pushed = try #require(presented.topViewController as? FormViewController)
        #expect(pushed.title == "Address")
        #expect(pushed.tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func aTappedAppScreenRowAsksTheAppForItsScreen() {
        let screen = Screen()
        let skin = Skin(Self.makeForm(), screen: screen, inNavigation: true)
        skin.tap(tag: "terms")
        #expect(screen.appScreens == ["terms"])
        #expect(screen.navigationController?.viewControllers.count == 1)
        #expect(screen.presentedViewController == nil)
    }

    @Test func aSheetWithChangesRefusesTheSwipeAndTellsTheScreen() throws {
        Skin.reportBrokenRules()
        let host = UIViewController()
        let window = UIWindow()
        window.rootViewController = host
        let screen = Screen()
        screen.form = Self.makeForm()
        host.present(screen, animated: true)
        let presentation = try #require(screen.presentationController)
        #expect(presentation.delegate === screen)
        #expect(presentation._attemptInteractiveDismissal())
        (screen.form.row(tag: "name") as? TextRow)?.value = "Ada"
        #expect(!presentation._attemptInteractiveDismissal())
        #expect(screen.blockedDismissals == 1)
        screen.blocksDismissalWithChanges = false
        #expect(presentation._attemptInteractiveDismissal())
        #expect(screen.blockedDismissals == 1)
        screen.blocksDismissalWithChanges = true
        #expect(!presentation._attemptInteractiveDismissal())
        #expect(screen.blockedDismissals == 2)
    }

    @Test func byDefaultAnAppScreenRowAndARefusedSwipeShowNothing() throws {
        let skin = Skin(Self.makeForm(), inNavigation: true)
        skin.tap(tag: "terms")
        skin.screen.formDismissalWasBlocked()
        #expect(skin.screen.navigationController?.viewControllers.count == 1)
        #expect(skin.screen.presentedViewController == nil)
    }
}
