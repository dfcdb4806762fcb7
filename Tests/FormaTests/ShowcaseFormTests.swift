import Forma
import FormaExamples
import Testing

@Suite("Showcase form")
struct ShowcaseFormTests {
    /// A short name for each editor and presentation, so that coverage reads as a list.
    static func shape(of editor: Editor) -> String {
        switch editor {
        case .textField: "textField"
        case .textView: "textView"
        case .toggle: "toggle"
        case .check: "check"
        case .slider: "slider"
        case .stepper: "stepper"
        case .segmented: "segmented"
        case .datePicker(let picker): "datePicker.\(picker.mode.rawValue).\(picker.presentation.rawValue)"
        case .picker: "picker"
        case .selector(let selector): "selector.\(selector.style.rawValue)"
        case .button(let button): "button.\(button.role.rawValue)"
        case .label: "label"
        case .custom(let custom): "custom.\(custom.name)"
        }
    }

    @Test func usesEveryBuiltInRowKind() {
        let form = ShowcaseForm.make()
        #expect(form.definitionIssues.isEmpty)
        let kinds = Set(form.allRows.map(\.kind))
        let missing = RowKind.builtIn.filter { !kinds.contains($0) }
        #expect(missing.isEmpty, "kinds not shown: \(missing)")
        #expect(kinds.contains(.rating), "and a custom kind")
    }

    @Test func usesEveryEditorAndPresentation() {
        let form = ShowcaseForm.make()
        let controller = FormController(form: form)
        form.row(FormaCore.Tag<Bool>("advanced"))?.value = true
        let shapes = Set(form.allRows.map { Self.shape(of: controller.presentation(of: $0).editor) })
        let expected: Set<String> = [
            "textField", "textView", "toggle", "check", "slider", "stepper", "segmented",
            "datePicker.date.inline", "datePicker.dateAndTime.popover", "datePicker.time.input",
            "datePicker.countdown.inline", "picker", "selector.push", "selector.multiple",
            "selector.actionSheet", "selector.alert", "selector.leftRight", "button.action", "label",
            "custom.rating",
        ]
        #expect(expected.subtracting(shapes).isEmpty, "not shown: \(expected.subtracting(shapes).sorted())")
    }

    @Test func hidesAndDisablesByCondition() throws {
        let form = ShowcaseForm.make()
        let controller = FormController(form: form)
        let proxy = try #require(form.row(tag: "proxy"))
        let plan = try #require(form.row(tag: "plan"))
        #expect(controller.path(of: proxy) == nil)
        #expect(!controller.presentation(of: plan).isEnabled)
        form.transaction {
            form.row(FormaCore.Tag<Bool>("advanced"))?.value = true
            form.row(FormaCore.Tag<Bool>("locked"))?.value = false
        }
        #expect(controller.path(of: proxy) != nil)
        #expect(controller.presentation(of: plan).isEnabled)
    }

    @Test func validatesAndReportsValues() {
        let form = ShowcaseForm.make()
        let errors = form.submit().map { "\($0.tag ?? "?") \($0.kind.key)" }
        #expect(errors == ["email required", "username required"])
        #expect(form.values()["country"] == "fr")
        #expect(form.values()["phones"] == ["+33 1 23 45 67 89"])
        #expect(form.values()["rating"] == 4)
    }

    @Test func selectorsOfferTheirChoicesInSections() throws {
        let form = ShowcaseForm.make()
        let controller = FormController(form: form)
        let country = try #require(form.row(tag: "country"))
        guard case .presentSelector(let screen) = controller.activate(country) else {
            Issue.record("the country row opens a selector")
            return
        }
        #expect(screen.sections.map(\.title) == ["Europe", "Asia"])
        #expect(screen.showsFilter, "a long list gets a search field")
        screen.filterText = "ja"
        let japan = try #require(screen.sections.first?.choices.first)
        #expect(japan.title == "Japan")
        #expect(try screen.choose(japan.id) == .dismiss)
        #expect(form.values()["country"] == "jp")
    }
}
