import Forma

/// A trip planner: conditions that show and hide rows as answers change, and a record of
/// travellers (a name, a passport number and a passport photo each) that can be added, removed and reordered.
public enum TripForm {
    /// How the trip is made.
    public static let transportOptions: [Option<String>] = [
        Option("train", title: "Train"), Option("plane", title: "Plane"), Option("car", title: "Car"),
    ]

    /// Builds the form, with one traveller to start with.
    public static func make() -> Form {
        let form = Form {
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
                SliderRow("budget") {
                    $0.title = "Budget"
                    $0.minimum = 0
                    $0.maximum = 5000
                    $0.step = 250
                    $0.value = 1000
                }
            }
            Section.repeatable("travellers", header: "Travellers") {
                Section("Traveller") {
                    NameRow("name") {
                        $0.title = "Name"
                        $0.required = true
                    }
                    TextRow("passport") {
                        $0.title = "Passport no."
                        $0.hidden = "$abroad == false"
                        $0.required = "$abroad == true"
                    }
                    ImageRow("passportPhoto") {
                        $0.title = "Passport photo"
                        $0.hidden = "$abroad == false"
                    }
                }
            }.configured {
                $0.footer = "Add, remove and reorder the people travelling."
                $0.insertMode = .addButton(title: "Add traveller")
            }
            Section("Extras") {
                CheckRow("insurance") {
                    $0.title = "Travel insurance"
                    $0.value = false
                }
                TextAreaRow("notes") { $0.placeholder = "Notes" }
            }
        }
        form.setValues(["travellers": [["name": "Ada Lovelace"]]])
        form.markSaved()
        return form
    }
}
