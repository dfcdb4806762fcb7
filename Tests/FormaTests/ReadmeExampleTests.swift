import Forma
import Testing

/// The README's first example, run as written, with the output it shows.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func readmeExamplePrintsWhatTheReadmeShows() {
        let form = Form {
            Section("Event") {
                TextRow("title") { $0.placeholder = "Title" }
                SwitchRow("allDay") { $0.title = "All-day"; $0.value = false }
                PushRow<String>("repeat") {
                    $0.title = "Repeat"
                    $0.options = [Option("never", title: "Never"), Option("weekly", title: "Every Week")]
                    $0.value = "never"
                }
            }
        }
        let report = form.setValues(["title": "Team lunch", "repeat": "weekly", "alarm": 5])
        #expect(report.description == "unknown tag 'alarm'")
        #expect(form.values().jsonString() == #"{"title":"Team lunch","allDay":false,"repeat":"weekly"}"#)
        #expect(form.treeDescription == """
            Form
            └─ Section "Event"
               ├─ TextRow "title" = "Team lunch"
               ├─ SwitchRow "allDay" title="All-day" = false
               └─ PushRow "repeat" title="Repeat" = "weekly"
            """)
    }
}
