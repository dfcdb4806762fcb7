import Testing

@testable import FormaCore

@Suite("Text input")
struct TextInputTests {
    @Test func markedTextIsNeverCommitted() throws {
        let name = TextRow("name") {
            $0.maximumLength = 3
            $0.required = true
        }
        let form = Form { Section { name } }
        let controller = FormController(form: form)
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        defer { observation.cancel() }
        #expect(try controller.setText("かんじを", for: name, isComposing: true) == false)
        #expect(name.value == nil)
        #expect(transactions == 0)
        #expect(name.validationErrors.isEmpty)
        #expect(controller.textToShow(in: name, showing: "かんじを", isEditing: true, isComposing: true) == nil)
        #expect(try controller.setText("漢字を", for: name, isComposing: false))
        #expect(name.value == "漢字を")
    }

    @Test func lengthLimitAndValuesSetByCodeShowWhileEditing() throws {
        let notes = TextAreaRow("notes") { $0.maximumLength = 4 }
        let form = Form { Section { notes } }
        let controller = FormController(form: form)
        try controller.setText("abcdef", for: notes)
        #expect(notes.value == "abcd")
        #expect(controller.textToShow(in: notes, showing: "abcdef", isEditing: true, isComposing: false) == "abcd")
        #expect(controller.textToShow(in: notes, showing: "abcd", isEditing: true, isComposing: false) == nil)
        notes.value = "set"
        #expect(controller.textToShow(in: notes, showing: "abcd", isEditing: true, isComposing: false) == "set")
    }

    @Test func typedTextThatWritesTheValueIsKeptWhileEditing() throws {
        let price = DecimalRow("price")
        let form = Form { Section { price } }
        let controller = FormController(form: form)
        try controller.setText("1.50", for: price)
        #expect(controller.textToShow(in: price, showing: "1.50", isEditing: true, isComposing: false) == nil)
        #expect(controller.textToShow(in: price, showing: "1.50", isEditing: false, isComposing: false) != nil)
    }
}
