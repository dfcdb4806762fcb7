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

    @Test func presentingEveryRowBuildsNoRowToPathIndex() throws {
        let (form, controller, _) = makeCatalog()
        let paths = controller.snapshot.sections.indices.flatMap { s in
            controller.snapshot.sections[s].rows.indices.map { TablePath(section: s, row: $0) }
        }
        for path in paths { #expect(controller.presentation(at: path) != nil) }
        #expect(controller.cachedIndex != nil)
        #expect(controller.cachedPositions == nil)
        // Asked for, the way back is built and agrees with the way there.
        for path in paths {
            let row = try #require(controller.row(at: path))
            #expect(controller.path(of: row) == path)
        }
        #expect(controller.cachedPositions != nil)
        // A structural change drops both; the next question gets fresh answers.
        let age = try #require(form.row(tag: "age"))
        let password = try #require(form.row(tag: "password"))
        #expect(controller.path(of: password) == TablePath(section: 0, row: 2))
        age.hidden = true
        #expect(controller.cachedPositions == nil)
        #expect(controller.path(of: password) == TablePath(section: 0, row: 1))
        #expect(controller.path(of: age) == nil)
    }

    @Test func aRowsControlKindOutlivesItsForgottenPresentation() throws {
        let (form, controller, _) = makeCatalog()
        let text = try #require(form.row(tag: "text"))
        var cache = PresentationCache()
        #expect(cache.hasNoControlKinds)
        cache.keep(controller.presentation(of: text), of: text)
        #expect(cache.presentation(of: text) != nil)
        #expect(cache.controlKind(of: text.id) == "textField")
        cache.forgetAll()
        #expect(cache.isEmpty)
        #expect(cache.presentation(of: text) == nil)
        #expect(cache.controlKind(of: text.id) == "textField")
        cache.keep(controller.presentation(of: text), of: text)
        cache.forgetRow(text.id)
        #expect(cache.presentation(of: text) == nil)
        #expect(cache.controlKind(of: text.id) == nil)
        #expect(cache.hasNoControlKinds)
    }
}
