// expected-error: use Option(value, title:) in a row's options
import FormaCore

let section = Section("Size") {
    Option("s", title: "Small")
}
