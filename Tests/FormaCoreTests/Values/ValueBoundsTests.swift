import Foundation
import Testing

@testable import FormaCore

private enum Size: String, CaseIterable, FormValueConvertible {
    case small, medium, large
}

@Suite("Values kept honest at the edges")
struct ValueBoundsTests {
    private func form() -> Form {
        Form {
            Section {
                SliderRow("volume") {
                    $0.minimum = 0; $0.maximum = 10; $0.step = 0.5
                }
                DateRow("day") {
                    $0.minimumDate = Date(timeIntervalSince1970: 0)
                    $0.maximumDate = Date(timeIntervalSince1970: 86_400 * 365)
                }
                TextRow("code") { $0.maximumLength = 4 }
                IntRow("age")
                PushRow<Size>("size")
            }
        }
    }

    @Test func setValuesReportsWhatLiesOutsideTheBounds() {
        let form = form()
        let report = form.setValues(["volume": 11, "day": .date(Date(timeIntervalSince1970: -1)), "code": "ABCDE"])
        #expect(report.failures.map(\.tag) == ["volume", "day", "code"])
        #expect(report.failures.first?.description == "'volume' must be between 0 and 10; got 11.0")
        #expect(form.values()["volume"] == .null)
        #expect(form.values()["code"] == .null)
    }

    @Test func editsAreClamped() throws {
        let form = form()
        let controller = FormController(form: form)
        let volume = try #require(form.row(tag: "volume"))
        #expect(try controller.setNumber(12, for: volume) == 10)
        let code = try #require(form.row(tag: "code"))
        #expect(try controller.setText("ABCDEFG", for: code))
        #expect(form[Tag<String>("code")] == "ABCD")
    }

    @Test func enumsWithRawValuesNeedNoConversionAndNoOptionList() throws {
        let form = form()
        let size = try #require(form.row(tag: "size") as? PushRow<Size>)
        #expect(size.options.map(\.title) == ["small", "medium", "large"])
        #expect(form.setValues(["size": "large"]).failures.isEmpty)
        #expect(size.value == .large)
        #expect(form.values()["size"] == "large")
        let failure = form.setValues(["size": "huge"]).failures.first
        #expect(failure?.reason == .unreadable("huge", expected: "Size"))
        #expect(failure?.description.contains("expects string, got string") == false)
        #expect(size.value == .large)
    }

    @Test func aTypedTagOfAnotherTypeIsReported() {
        let form = form()
        form[Tag<Double>("age")] = 4
        #expect(form[Tag<Int>("age")] == nil)
        #expect(
            form.lastValueError == ValueError(tag: "age", reason: .wrongValueType(expected: "Double", found: "Int")))
        #expect(throws: ValueError.self) { try form.setValue(4, for: Tag<Double>("age")) }
        form[Tag<Int>("agee")] = 4
        #expect(form.lastValueError?.reason == .unknownTag(suggestion: "age"))
    }

    @Test func hiddenRowsAreLeftOutByDefault() {
        let form = Form {
            Section {
                SwitchRow("a") { $0.value = true };
                TextRow("b") {
                    $0.value = "x"; $0.hidden = "$a == true"
                }
            }
        }
        #expect(form.hiddenValuePolicy == .exclude)
        #expect(form.values()["b"] == nil)
        #expect(form.values(includeHidden: true)["b"] == "x")
    }
}
