import Forma
import Foundation

/// The calendar event form: title, location, all-day, starts, ends, repeat, alert, notes.
public enum EventForm {
    /// How often an event repeats.
    public static let repeatOptions: [Option<String>] = [
        Option("never", title: "Never"), Option("daily", title: "Every Day"),
        Option("weekly", title: "Every Week"), Option("biweekly", title: "Every 2 Weeks"),
        Option("monthly", title: "Every Month"), Option("yearly", title: "Every Year"),
    ]

    /// When to be alerted, in minutes before the start.
    public static let alertOptions: [Option<Int>] = [
        Option(-1, title: "None"), Option(0, title: "At time of event"), Option(5, title: "5 minutes before"),
        Option(15, title: "15 minutes before"), Option(60, title: "1 hour before"), Option(1440, title: "1 day before"),
    ]

    /// Builds the form, starting at `start`.
    public static func make(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) -> Form {
        Form {
            Section {
                TextRow("title") { $0.placeholder = "Title" }
                TextRow("location") { $0.placeholder = "Location" }
            }
            Section {
                SwitchRow("allDay") {
                    $0.title = "All-day"
                    $0.value = false
                }
                DateTimeRow("starts") {
                    $0.title = "Starts"
                    $0.value = start
                }
                DateTimeRow("ends") {
                    $0.title = "Ends"
                    $0.value = start.addingTimeInterval(3600)
                }
            }
            Section {
                PushRow<String>("repeat") {
                    $0.title = "Repeat"
                    $0.options = repeatOptions
                    $0.value = "never"
                }
                PushRow<Int>("alert") {
                    $0.title = "Alert"
                    $0.options = alertOptions
                    $0.value = -1
                }
            }
            Section {
                URLRow("url") { $0.placeholder = "URL" }
                TextAreaRow("notes") { $0.placeholder = "Notes" }
            }
        }
    }
}
