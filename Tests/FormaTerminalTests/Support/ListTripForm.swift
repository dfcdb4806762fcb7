import FormaCore

/// The trip planner with its travellers as a multivalued section of names (one row per
/// traveller), for the tests of multivalued editing and of the line mode.
enum ListTripForm {
    /// How the trip is made.
    static let transportOptions: [Option<String>] = [
        Option("train", title: "Train"), Option("plane", title: "Plane"), Option("car", title: "Car"),
    ]

    /// Builds the form.
    static func make() -> Form {
        Form {
            Section("Trip") {
                TextRow("destination") {
                    $0.title = "Destination"
                    $0.placeholder = "City"
                    $0.required = true
                }
                StepperRow("nights") {
                    $0.title = "Nights"
                    $0.minimum = 1
                    $0.maximum = 30
                    $0.value = 3
                }
                SegmentedRow<String>("transport") {
                    $0.title = "Transport"
                    $0.options = transportOptions
                    $0.value = "train"
                }
                PickerRow<String>("seat") {
                    $0.title = "Seat"
                    $0.options = [Option("window", title: "Window"), Option("aisle", title: "Aisle")]
                    $0.value = "window"
                    $0.hidden = "$transport == 'car'"
                }
                SwitchRow("abroad") {
                    $0.title = "Abroad"
                    $0.value = false
                }
                TextRow("passport") {
                    $0.title = "Passport no."
                    $0.hidden = "$abroad == false"
                    $0.required = "$abroad == true"
                }
                SliderRow("budget") {
                    $0.title = "Budget"
                    $0.minimum = 0
                    $0.maximum = 5000
                    $0.step = 250
                    $0.value = 1000
                }
            }
            Section("Travellers", footer: "Add, remove and reorder the people travelling.") {
                NameRow {
                    $0.title = "Name"
                    $0.value = "Ada Lovelace"
                }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.insertMode = .addButton(title: "Add traveller")
                $0.multivaluedTag = "travellers"
                $0.makeRow = { _ in NameRow { $0.title = "Name" } }
            }
            Section("Extras") {
                CheckRow("insurance") {
                    $0.title = "Travel insurance"
                    $0.value = false
                }
                TextAreaRow("notes") { $0.placeholder = "Notes" }
            }
        }
    }
}
