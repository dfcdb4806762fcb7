// expected-error: a String is not a row
import FormaCore

let section = Section("Event") {
    TextRow("title")
    "Starts at noon"
}
