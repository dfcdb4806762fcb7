import Foundation
import Testing

@testable import FormaCore

/// Decisions a renderer's skin used to make itself, now made and tested here.
@Suite("Skin decisions")
struct SkinDecisionTests {
    private final class Screen {}

    @Test func observationEndsWithItsOwner() {
        let form = Form { Section { TextRow("a") } }
        var heard = 0
        var screen: Screen? = Screen()
        var observation: FormObservation?
        if let screen { observation = form.observe(for: screen) { _, _ in heard += 1 } }
        defer { observation?.cancel() }
        let before = form.observerCount
        form.row(tag: "a")?.title = "A"
        #expect(heard == 1)
        screen = nil
        form.row(tag: "a")?.title = "B"
        #expect(heard == 1)
        #expect(form.observerCount == before - 1)
    }

    @Test func reorderAppliesTheRestOfTheUpdate() throws {
        let form = Form {
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
        }
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        #expect(table.sections[1].rows.count == 1)
        try table.playDrag(from: TablePath(section: 0, row: 0), to: TablePath(section: 0, row: 1), in: controller)
        #expect(form.values()["phones"] == ["b", "a"])
        #expect(form.row(tag: "hint")?.isHidden == true)
        #expect(table.sections[1].rows.isEmpty)
        #expect(table.snapshot == controller.snapshot)
    }

    @Test func rowWhoseControlKindChangesIsReloaded() throws {
        let size = PickerRow<String>("size") { $0.options = ["S", "M"] }
        let form = Form {
            Section {
                TextRow("name"); size
            }
        }
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        _ = controller.presentation(of: size)
        size.presentation = .input
        let update = try #require(table.appliedUpdates.last)
        #expect(update.reconfiguredRows == [TablePath(section: 0, row: 1)])
        #expect(update.reloadedRows == [TablePath(section: 0, row: 1)])
        size.value = "M"
        #expect(table.appliedUpdates.last?.reloadedRows == [])
    }

    @Test func requiredAndErrorsAreSpokenInTheValue() throws {
        let email = EmailRow("email") {
            $0.title = "Email"
            $0.required = true
            $0.add(.email)
        }
        let allDay = SwitchRow("allDay") {
            $0.title = "All-day"
            $0.required = true
            $0.value = false
        }
        let form = Form {
            Section {
                email; allDay
            }
        }
        let controller = FormController(form: form)
        #expect(controller.presentation(of: allDay).accessibility.spokenValue == "Off, Required")
        #expect(controller.presentation(of: email).accessibility.spokenValue == "Required")
        _ = form.submit()
        let spoken = try #require(controller.presentation(of: email).accessibility.spokenValue)
        #expect(spoken.hasPrefix("Required, "))
        #expect(spoken.count > "Required, ".count)
        #expect(controller.presentation(of: email).accessibility.hint == nil)
    }

    @Test func announcementsComeOnceInTableOrder() throws {
        let first = TextRow("first") {
            $0.title = "First"
            $0.add(.minLength(3))
        }
        let second = TextRow("second") {
            $0.title = "Second"
            $0.add(.minLength(3))
        }
        let form = Form {
            Section {
                first; second
            }
        }
        let controller = FormController(form: form)
        controller.tableView = HeadlessTableView()
        var heard: [String] = []
        controller.onAnnouncement = { heard.append($0) }
        form.transaction {
            second.value = "x"
            first.value = "y"
        }
        _ = form.submit()
        let messages = first.validationErrors.map(\.message) + second.validationErrors.map(\.message)
        #expect(!messages.isEmpty)
        #expect(heard == [messages.joined(separator: ". ")])
        form.row(tag: "first")?.title = "Renamed"
        #expect(heard.count == 1)
    }

    @Test func closingASelectorWritesAChangedMultipleSelectionOnce() throws {
        let days = MultipleSelectorRow<String>("days") { $0.options = ["Mon", "Tue"] }
        let form = Form { Section { days } }
        let controller = FormController(form: form)
        guard case .presentSelector(let screen) = controller.activate(days) else {
            Issue.record("a multiple selector presents its screen")
            return
        }
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        defer { observation.cancel() }
        try screen.choose(0)
        #expect(days.value == nil)
        #expect(try screen.close())
        #expect(days.value == ["Mon"])
        #expect(transactions == 1)
        #expect(try screen.close() == false)
        #expect(transactions == 1)
        guard case .presentSelector(let unchanged) = controller.activate(days) else { return }
        #expect(try unchanged.close())
        #expect(transactions == 1)
    }

    @Test func collapsedChevronPointsToTheTrailingEdge() throws {
        let form = Form { Section("More") { TextRow("a") }.configured { $0.isCollapsible = true } }
        let controller = FormController(form: form)
        let expanded = try #require(controller.presentation(ofSectionAt: 0))
        #expect(expanded.chevronQuarterTurns(rightToLeft: false) == 0)
        controller.toggleCollapsed(sectionAt: 0)
        let collapsed = try #require(controller.presentation(ofSectionAt: 0))
        #expect(collapsed.chevronQuarterTurns(rightToLeft: false) == -1)
        #expect(collapsed.chevronQuarterTurns(rightToLeft: true) == 1)
    }

    @Test func buttonWordsComeFromOneOverridableTable() {
        let form = Form()
        #expect(
            [
                form.presentationStrings.previous, form.presentationStrings.next, form.presentationStrings.ok,
                form.presentationStrings.delete, form.presentationStrings.cancel,
            ]
                == ["Previous", "Next", "OK", "Delete", "Cancel"])
        form.strings["control.delete"] = "Supprimer"
        #expect(form.presentationStrings.delete == "Supprimer")
    }
}
