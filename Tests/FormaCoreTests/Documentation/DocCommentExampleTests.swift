import Foundation
import Testing

@testable import FormaCore

private typealias Tag<Value: FormValueConvertible> = FormaCore.Tag<Value>

// Examples from doc comments that a new user copies first, compiled as written and run.

/// `FormValueConvertible`'s own example.
enum Priority: String, FormValueConvertible { case low, high }
extension Priority {
    static var expectedKind: FormValueKind { .string }
    var formValue: FormValue { .string(rawValue) }
    init?(formValue: FormValue) {
        guard case .string(let s) = formValue, let p = Priority(rawValue: s) else { return nil }
        self = p
    }
}

/// Stands in for a UIKit view in `ReturnKeyAction`'s example.
private final class EditingView {
    var endedEditing = false
    func endEditing(_ force: Bool) { endedEditing = force }
}

@Suite("Doc comment examples")
struct DocCommentExampleTests {
    @Test func aCustomValueTypeRoundTrips() {
        #expect(Priority(formValue: Priority.high.formValue) == .high)
        #expect(Priority(formValue: .string("urgent")) == nil)
        #expect(Priority.expectedKind == .string)
    }

    @Test func aCheckClosureNeedsNoSendableAnnotation() throws {
        let form = Form {
            Section {
                DateTimeRow("starts") { $0.value = Date(timeIntervalSince1970: 100) }
                DateTimeRow("ends") {
                    $0.add(
                        .check("after_start", message: "Ends must be after Starts", dependencies: ["starts"]) {
                            ends, form in
                            guard let ends, let starts = form?.row(Tag<Date>("starts"))?.value else { return true }
                            return ends > starts
                        })
                }
                IntRow("age") { $0.add(.range(18...120)).add(.check { age, _ in age != 42 }) }
            }
        }
        form[Tag<Date>("ends")] = Date(timeIntervalSince1970: 50)
        form[Tag<Int>("age")] = 42
        #expect(form.validate().map(\.message) == ["Ends must be after Starts", "This field is not valid"])
    }

    @Test func aURLRowTakesTheURLRule() throws {
        let row = URLRow("homepage") { $0.add(.url) }
        row.value = URL(string: "ftp://example.com")
        #expect(row.validate().map(\.kind.key) == [RuleKind.url.key])
        row.value = URL(string: "https://example.com/a")
        #expect(row.validate().isEmpty)
    }

    @Test func aRangeAndAChoiceTakeTheirOwnMessage() {
        let age = IntRow("age") { $0.add(.range(18...120).message("Enter an age from 18 to 120")) }
        age.value = 12
        #expect(age.validate().map(\.message) == ["Enter an age from 18 to 120"])
        #expect(age.validate().map(\.kind.key) == [RuleKind.minValue.key])
        let contact = TextRow("contact") {
            $0.add(.any([.email, .pattern("\\+?[0-9 ]{6,}")]).message("Enter an email or a phone number"))
        }
        contact.value = "nobody"
        #expect(Set(contact.validate().map(\.message)) == ["Enter an email or a phone number"])
        contact.value = "+44 20 7946 0000"
        #expect(contact.validate().isEmpty)
    }

    @Test func theReturnKeyActionIsCompared() throws {
        let form = Form {
            Section {
                TextRow("first"); TextRow("last")
            }
        }
        let controller = FormController(form: form)
        let view = EditingView()
        let row = try #require(form.row(tag: "last"))
        if controller.returnKeyAction(for: row) == .done { view.endEditing(true) }
        #expect(view.endedEditing)
        let first = try #require(form.row(tag: "first"))
        #expect(controller.returnKeyAction(for: first) == .next(row))
    }

    @Test func aSelectableSectionReadsItsCheckedValues() {
        let form = Form {
            Section("Size") {
                for size in ["S", "M", "L"] {
                    ListCheckRow<String>("size\(size)") {
                        $0.title = size; $0.selectableValue = size
                    }
                }
            }.configured { $0.selectionMode = .single(allowsDeselection: false) }
        }
        FormController(form: form).activate(form.sections[0].rows[1])
        #expect(form.sections[0].selectedValues == ["M"])
    }
}
