import Foundation
import Testing

@testable import FormaCore

/// A kept presentation must never outlive a change to what its row shows.
@Suite("Kept presentations")
struct PresentationCacheTests {
    @Test func everyChangeOfWhatARowShowsIsSeen() throws {
        let (form, controller, _) = makeCatalog()
        let text = try #require(form.row(tag: "text") as? TextRow)
        #expect(controller.presentation(of: text).displayText == nil)
        text.value = "hello"
        #expect(controller.presentation(of: text).displayText == "hello")
        text.title = "Greeting"
        #expect(controller.presentation(of: text).title == "Greeting")
        text.placeholder = "Say hi"
        #expect(controller.presentation(of: text).placeholder == "Say hi")
        text.traits.keyboard = .emailAddress
        guard case .textField(let field) = controller.presentation(of: text).editor else {
            Issue.record("a text row shows a text field")
            return
        }
        #expect(field.traits.keyboard == .emailAddress)
        text.disabled = true
        #expect(!controller.presentation(of: text).isEnabled)
        text.disabled = false
        form.disabled = true
        #expect(!controller.presentation(of: text).isEnabled)
        form.disabled = false
        text.required = true
        #expect(controller.presentation(of: text).isRequired)
    }

    @Test func sectionAndFormWideChangesReachEveryRow() throws {
        let (form, controller, _) = makeCatalog()
        let birthday = try #require(form.row(tag: "birthday"))
        #expect(controller.presentation(of: birthday).displayText == "Jan 1, 1970")
        form.formatting.locale = Locale(identifier: "fr_FR")
        #expect(controller.presentation(of: birthday).displayText == "1 janv. 1970")
        let allDay = try #require(form.row(tag: "allDay"))
        #expect(controller.presentation(of: allDay).displayText == "Non")
        form.strings["control.off"] = "Désactivé"
        #expect(controller.presentation(of: allDay).displayText == "Désactivé")
        form.sections[1].disabled = true
        #expect(!controller.presentation(of: allDay).isEnabled)
    }

    @Test func insideATransactionPresentationsAreFresh() throws {
        let (form, controller, _) = makeCatalog()
        let row = try #require(form.row(Tag<String>("text")))
        _ = controller.presentation(of: row)
        form.transaction {
            row.value = "inside"
            #expect(controller.presentation(of: row).displayText == "inside")
        }
        #expect(controller.presentation(of: row).displayText == "inside")
    }
}
