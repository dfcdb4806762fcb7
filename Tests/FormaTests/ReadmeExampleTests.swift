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
