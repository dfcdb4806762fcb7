import FormaCore
import Foundation

/// A trip booking: validation, conditions that hide rows, a segmented row, selectors
/// (single and multiple), a date, a stepper and a multivalued section of phones.
enum BookingForm {
    static func make() -> Form {
        Form {
            Section("Traveller") {
                NameRow("name") {
                    $0.title = "Name"
                    $0.required = true
                }
                EmailRow("email") {
                    $0.title = "Email"
                    $0.placeholder = "you@example.com"
                    $0.required = true
                    $0.add(.email)
                }
                IntRow("age") { $0.title = "Age" }
            }
            Section("Trip") {
                PushRow<String>("destination") {
                    $0.title = "Destination"
                    $0.options = [
                        Option("lis", title: "Lisbon"), Option("osl", title: "Oslo"), Option("rom", title: "Rome"),
                    ]
                }
                SegmentedRow<String>("class") {
                    $0.title = "Class"
                    $0.options = [Option("economy", title: "Economy"), Option("business", title: "Business")]
                    $0.value = "economy"
                }
                SwitchRow("abroad") {
                    $0.title = "Abroad"
                    $0.value = false
                }
                TextRow("passport") {
                    $0.title = "Passport"
                    $0.hidden = "$abroad == false"
                    $0.required = "$abroad == true"
                }
                DateRow("departure") { $0.title = "Departure" }
                StepperRow("bags") {
                    $0.title = "Bags"
                    $0.minimum = 0
                    $0.maximum = 3
                    $0.value = 1
                }
                MultipleSelectorRow<String>("extras") {
                    $0.title = "Extras"
                    $0.options = ["Meal", "Lounge", "Insurance"]
                }
            }
            Section("Phones") {
                PhoneRow { $0.value = "555 0100" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.insertMode = .addButton(title: "Add phone")
                $0.multivaluedTag = "phones"
                $0.makeRow = { _ in PhoneRow() }
            }
            Section {
                CheckRow("terms") {
                    $0.title = "I accept the terms"
                    $0.value = false
                }
                ButtonRow("book") {
                    $0.title = "Book"
                    $0.disabled = "$terms == false"
                }
            }
        }
    }
}
