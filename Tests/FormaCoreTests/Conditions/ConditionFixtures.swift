import Foundation

@testable import FormaCore

/// A row holding a list of numbers, for collection operators.
final class ScoresRow: Row<[Int]>, RowConfigurable {}

/// Forms and dates shared by the condition tests.
enum ConditionFixtures {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    static func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? Date(timeIntervalSince1970: 0)
    }

    /// 2024-06-14 12:00 UTC.
    static let now = date(2024, 6, 14, hour: 12)

    static let environment = ConditionEnvironment(now: { ConditionFixtures.now }, calendar: utc)

    /// A form with one row of each kind the semantics table reads.
    static func valuesForm() -> Form {
        let form = Form {
            Section("Inputs", tag: "inputs") {
                SwitchRow("on") { $0.value = true }
                SwitchRow("off") { $0.value = false }
                IntRow("count") { $0.value = 3 }
                DecimalRow("price") { $0.value = 2.5 }
                TextRow("name") { $0.value = "Élodie" }
                TextRow("empty")
                PushRow<String>("plan") {
                    $0.options = [Option("free", title: "Free"), Option("pro", title: "Professional")]
                    $0.value = "pro"
                }
                MultipleSelectorRow<String>("days") {
                    $0.options = ["Mon", "Sat", "Sun"]; $0.value = ["Sat", "Mon"]
                }
                ScoresRow("scores") { $0.value = [4, 5, 6] }
                DateRow("birthday") { $0.value = date(2000, 6, 15) }
                ButtonRow("go") { $0.disabled = true }
                TextRow("secret") { $0.hidden = true }
            }
            Section("Extras", tag: "extras") {
                TextRow("inExtras")
            }
        }
        form.sections[1].hidden = true
        form.conditionEnvironment = environment
        return form
    }
}
