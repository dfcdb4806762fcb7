// expected-error: a String is not a section
import FormaCore

let form = Form {
    "Event"
}
