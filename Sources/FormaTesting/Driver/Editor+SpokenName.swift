import FormaCore

extension Editor {
    /// The editor as a sentence names it: "a text field", "a switch".
    var spokenName: String {
        switch self {
        case .textField: "a text field"
        case .textView: "a text view"
        case .toggle: "a switch"
        case .check: "a check mark"
        case .slider: "a slider"
        case .stepper: "a stepper"
        case .segmented: "a segmented control"
        case .datePicker: "a date picker"
        case .picker: "an option picker"
        case .selector: "a selector"
        case .button: "a button"
        case .label: "a label"
        case .custom(let custom): "a custom \(quoted(custom.name)) row"
        }
    }
}
