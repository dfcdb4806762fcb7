import SwiftUIStandIn
import Testing
import UIKitStandIn

@testable import FormaCore
@testable import FormaUIKitSkin

/// The SwiftUI `FormView` on the stand-ins: values flow both ways through the binding, lists
/// open as sheets, and the view lets go of the form when SwiftUI removes it.
@MainActor
@Suite("FormView on the stand-in")
struct FormViewTests {
    /// What SwiftUI state holds.
    final class State {
        var values = FormValues()
        var submitted: FormValues?
    }

    private func binding(_ state: State) -> Binding<FormValues> {
        Binding(get: { state.values }, set: { state.values = $0 })
    }

    private func settle() async {
        for _ in 0..<5 { await Task.yield() }
    }

    @Test func valuesFlowOutAndIn() async throws {
        Skin.reportBrokenRules()
        let state = State()
        let form = Form {
            Section {
                TextRow("name"); IntRow("age")
            }
        }
        var configured = 0
        let host = RepresentableHost(
            FormView(
                form, values: binding(state), onSubmit: { state.submitted = $0 }, configure: { _ in configured += 1 }))
        #expect(configured == 1)
        await settle()
        #expect(state.values == form.values())
        (form.row(tag: "name") as? TextRow)?.value = "Ada"
        #expect(state.values["name"] == .string("Ada"))
        // SwiftUI writes the binding: the form takes the value.
        state.values["name"] = .string("Grace")
        host.update(FormView(form, values: binding(state), onSubmit: { state.submitted = $0 }))
        #expect((form.row(tag: "name") as? TextRow)?.value == "Grace")
        // A value a row refuses: the binding shows what the form holds.
        state.values["age"] = .string("old")
        host.update(FormView(form, values: binding(state)))
        await settle()
        #expect(state.values["age"] == .null)
        #expect(host.controller.onSubmit == nil)
    }

    @Test func listsOpenAsSheetsAndTheFormIsLetGo() async throws {
        Skin.reportBrokenRules()
        let form = Form { Section { PushRow<String>("size") { $0.options = ["S"] } } }
        let host = RepresentableHost(FormView(form))
        let navigation = UINavigationController(rootViewController: host.controller)
        let window = UIWindow()
        window.rootViewController = navigation
        host.update(FormView(Form { Section { PushRow<String>("size") { $0.options = ["S"] } } }))
        let path = try #require(host.controller.form.row(tag: "size").flatMap { host.controller.indexPath(of: $0) })
        host.controller.tableView._tapRow(at: path)
        #expect(host.controller.presentedViewController is UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        host.dismantle()
        #expect(host.controller.form !== form && host.controller.onValuesChange == nil)
        let before = form.observerCount
        form.row(tag: "size")?.title = "Size"
        #expect(form.observerCount <= before)
    }

    @Test func removalLetsGoOfTheFormAndTheBinding() async throws {
        Skin.reportBrokenRules()
        let state = State()
        let form = Form { Section { TextRow("name") } }
        let host = RepresentableHost(FormView(form, values: binding(state), onSubmit: { state.submitted = $0 }))
        await settle()
        let before = form.observerCount
        host.dismantle()
        #expect(host.controller.form !== form)
        #expect(host.controller.onValuesChange == nil && host.controller.onSubmit == nil)
        #expect(form.observerCount < before)
        // The form lives on in the app's state; the removed view writes nothing more.
        (form.row(tag: "name") as? TextRow)?.value = "Ada"
        #expect(state.values["name"] != .string("Ada"))
    }
}
