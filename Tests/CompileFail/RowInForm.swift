// expected-error: a row goes inside a Section
import FormaCore

let form = Form {
    TextRow("title")
}
