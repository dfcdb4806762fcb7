// expected-error: a Section goes inside a Form, not inside another Section
import FormaCore

let form = Form {
    Section("Event") {
        Section("Alerts") { SwitchRow("alert") }
    }
}
