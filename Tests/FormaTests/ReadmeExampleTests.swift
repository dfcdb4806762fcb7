import Forma
import Testing

/// The README's first example, run as written, with the output it shows.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func readmeExamplePrintsWhatTheReadmeShows() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        let form = Form {
            Section("Event") {
                TextRow("title") { $0.placeholder = "Title" }
                SwitchRow("allDay") {
                    $0.title = "All-day"; $0.value = false
                }
                PushRow<String>("repeat") {
                    $0.title = "Repeat"
                    $0.options = [Option("never", title: "Never"), Option("weekly", title: "Every Week")]
                    $0.value = "never"
                }
            }
        }

        let report = form.setValues(["title": "Team lunch", "repeat": "weekly", "alarm": 5])
        print(report)
        print(form.values().jsonString())
        print(form.treeDescription)

        #expect(
            printed == [
                "unknown tag 'alarm'",
                #"{"title":"Team lunch","allDay":false,"repeat":"weekly"}"#,
                """
                Form
                └─ Section "Event"
                   ├─ TextRow "title" = "Team lunch"
                   ├─ SwitchRow "allDay" title="All-day" = false
                   └─ PushRow "repeat" title="Repeat" = "weekly"
                """,
            ])
    }
}

#if !canImport(UIKit)
    /// What the README's screen prints, in order.
    @MainActor private var readmeScreenPrinted: [String] = []
    @MainActor private func print(_ item: Any) { readmeScreenPrinted.append("\(item)") }

    /// The README's app screen, as written.
    final class EventScreenViewController: FormViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            form = Form {
                Section("Event") {
                    TextRow("title") {
                        $0.placeholder = "Title"; $0.required = true
                    }
                    SwitchRow("allDay") {
                        $0.title = "All-day"; $0.value = false
                    }
                    IntRow("minutes") {
                        $0.title = "Duration"; $0.hidden = "$allDay == true"
                    }
                    .add(.range(5...480))
                    EmailRow("invitee") { $0.title = "Invite" }.add(.email)
                }
                Section {
                    ButtonRow("add") { $0.title = "Add Event" }.onTap { [weak self] _ in self?.requestSubmit() }
                }
            }
            onSubmit = { values in print(values.jsonString()) }
            // {"title":"Team lunch","allDay":false,"minutes":60,"invitee":"ada@example.com"}
        }
    }

    @Suite("README screen")
    @MainActor
    struct ReadmeScreenTests {
        @Test func theScreenSubmitsOnlyAValidForm() throws {
            readmeScreenPrinted = []
            let screen = EventScreenViewController()
            screen.loadViewIfNeeded()
            let button = try #require(screen.form.row(tag: "add") as? ButtonRow)
            screen.form.row(Tag<Int>("minutes"))?.value = 1
            screen.form.row(Tag<String>("invitee"))?.value = "ada@"
            _ = screen.formController.activate(button)
            #expect(readmeScreenPrinted.isEmpty)
            #expect(Set(screen.form.validate().compactMap(\.tag)) == ["title", "minutes", "invitee"])
            screen.form.row(Tag<String>("title"))?.value = "Team lunch"
            screen.form.row(Tag<Int>("minutes"))?.value = 60
            screen.form.row(Tag<String>("invitee"))?.value = "ada@example.com"
            _ = screen.formController.activate(button)
            #expect(
                readmeScreenPrinted == [
                    #"{"title":"Team lunch","allDay":false,"minutes":60,"invitee":"ada@example.com"}"#
                ])
        }
    }
#endif
