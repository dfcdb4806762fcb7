import Foundation
import Testing

@testable import FormaCore

@Suite("Selector screens")
struct SelectorScreenTests {
    private func screen(of row: FormRow, in controller: FormController) throws -> SelectorScreen {
        guard case .presentSelector(let screen) = controller.activate(row) else {
            throw SelectorError.rowUnavailable(tag: row.tag)
        }
        return screen
    }

    @Test func optionsInSectionsWithAFilter() throws {
        let row = PushRow<String>("city") {
            $0.title = "City"
            $0.options =
                [
                    "Paris", "Lyon", "Nice", "Lille", "Marseille", "Toulouse", "Bordeaux", "Nantes",
                    "Strasbourg", "Rennes", "Reims", "Dijon", "Angers",
                ].map { Option($0, title: $0, section: "France") }
                + [
                    Option("Rome", title: "Rome", section: "Italy"),
                    Option("Milano", title: "Milano", section: "Italy"),
                ]
        }
        let form = Form { Section { row } }
        let controller = FormController(form: form)
        let screen = try screen(of: row, in: controller)
        #expect(screen.sections.map(\.title) == ["France", "Italy"])
        #expect(screen.showsFilter)
        screen.filterText = "mil"
        #expect(screen.sections.map(\.title) == ["Italy"])
        #expect(screen.sections[0].choices.map(\.title) == ["Milano"])
        screen.filterText = "zzz"
        #expect(screen.sections.isEmpty)
        screen.filterText = ""
        #expect(try screen.choose(14) == .dismiss)
        #expect(row.value == "Milano")
    }

    @Test func multipleSelectionCommitsOnceInOneTransaction() throws {
        let row = MultipleSelectorRow<String>("days") {
            $0.options = ["Mon", "Tue", "Wed"]; $0.value = ["Tue"]
        }
        let form = Form { Section { row } }
        let controller = FormController(form: form)
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        defer { observation.cancel() }
        let screen = try screen(of: row, in: controller)
        #expect(screen.selection == [1])
        #expect(try screen.choose(0) == .stay)
        #expect(try screen.choose(1) == .stay)
        #expect(try screen.choose(2) == .stay)
        #expect(transactions == 0)
        try screen.commit()
        #expect(transactions == 1)
        #expect(form.values()["days"] == ["Mon", "Wed"])
    }

    @Test func leftRightChoicesAreSectionsOfTheirLeftOption() throws {
        let (form, controller, _) = makeCatalog()
        let row = try #require(form.row(tag: "city"))
        let screen = try screen(of: row, in: controller)
        #expect(screen.style == .leftRight)
        #expect(screen.sections.map(\.title) == ["FR", "IT"])
        #expect(try screen.choose(2) == .dismiss)
        #expect(form.values()["city"] == ["left": "IT", "right": "Rome"])
    }

    @Test func aValueThatIsNoOptionIsShownAndNothingIsSelected() throws {
        let row = PushRow<String>("repeat") { $0.options = ["never", "daily"] }
        let form = Form { Section { row } }
        row.value = "weekly" // set from code: taken as it is, shown as its text
        let controller = FormController(form: form)
        #expect(controller.presentation(of: row).displayText == "weekly")
        let screen = try screen(of: row, in: controller)
        #expect(screen.selection.isEmpty)
        #expect(form.setValues(["repeat": "monthly"]).failures.first?.reason == .notAnOption("monthly"))
        #expect(row.value == "weekly")
    }

    @Test func aSelectorWithNoOptionsSaysSo() throws {
        let row = PushRow<String>("empty")
        let form = Form { Section { row } }
        let controller = FormController(form: form)
        let screen = try screen(of: row, in: controller)
        #expect(screen.sections.isEmpty)
        #expect(screen.emptyMessage == "No options")
        #expect(throws: SelectorError.unknownChoice(0)) { try screen.choose(0) }
        #expect(row.value == nil)
    }

    @Test func optionsLoadAsynchronously() async throws {
        let row = PushRow<String>("remote") { $0.optionsLoader = { ["one", "two"] } }
        let form = Form { Section { row } }
        let controller = FormController(form: form)
        let screen = try screen(of: row, in: controller)
        #expect(screen.loadState == .loading)
        #expect(screen.emptyMessage == nil)
        await screen.loadOptions()
        #expect(screen.loadState == .loaded)
        #expect(screen.sections.flatMap(\.choices).map(\.title) == ["one", "two"])
        #expect(try screen.choose(1) == .dismiss)
        #expect(row.value == "two")
    }

    @MainActor @Test func loadingFailsWithAReasonOrIsCancelled() async throws {
        struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
        let failing = PushRow<String>("failing") { $0.optionsLoader = { throw Offline() } }
        let form = Form { Section { failing } }
        let controller = FormController(form: form)
        let screen = try screen(of: failing, in: controller)
        await screen.loadOptions()
        #expect(screen.loadState == .failed("offline"))
        #expect(screen.emptyMessage == "offline")

        let slow = PushRow<String>("slow") {
            $0.optionsLoader = {
                try await Task.sleep(for: .seconds(30))
                return ["late"]
            }
        }
        try form.sections[0].append(slow)
        let slowScreen = try self.screen(of: slow, in: controller)
        let loading = Task { await slowScreen.loadOptions() }
        try await Task.sleep(for: .milliseconds(20))
        slowScreen.cancel()
        await loading.value
        #expect(slowScreen.loadState == .cancelled)
        #expect(slow.options.isEmpty)
    }

    @Test func selectableSectionRowsAreTheChoices() throws {
        let form = Form {
            Section("Size") {
                for size in ["S", "M", "L"] {
                    ListCheckRow<String>("size\(size)") {
                        $0.title = size; $0.selectableValue = size
                    }
                }
            }.configured { $0.selectionMode = .single(allowsDeselection: false) }
        }
        let controller = FormController(form: form)
        let rows = form.sections[0].rows
        guard case .toggled(true) = controller.activate(rows[1]) else {
            Issue.record("a choice checks")
            return
        }
        #expect(form.sections[0].selectedValues == ["M"])
        controller.activate(rows[2])
        #expect(form.sections[0].selectedValues == ["L"])
        controller.activate(rows[2])
        #expect(form.sections[0].selectedValues == ["L"]) // no deselection
        #expect(controller.presentation(of: rows[2]).editor == .check(isChecked: true))
        form.sections[0].selectionMode = .multiple
        controller.activate(rows[0])
        #expect(form.sections[0].selectedValues == ["S", "L"])
    }
}
