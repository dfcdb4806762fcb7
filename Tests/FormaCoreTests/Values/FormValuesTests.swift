import Foundation
import Testing

@testable import FormaCore

@Suite("Form values")
struct FormValuesTests {
    func makeForm() -> Form {
        Form {
            Section {
                TextRow("name") { $0.value = "Ada" }
                IntRow("age")
                SwitchRow("member") { $0.value = true }
                PushRow<String>("plan") { $0.options = ["free", "pro"] }
                DateRow("born")
                ButtonRow("save")
                TextRow()
            }
        }
    }

    @Test func valuesAreOrderedAndIncludeEmptyRowsAsNull() {
        #expect(makeForm().values().jsonString() == #"{"name":"Ada","age":null,"member":true,"plan":null,"born":null}"#)
    }

    @Test func setValuesReportsEveryFailureAndSetsTheRest() {
        let form = makeForm()
        let report = form.setValues([
            "name": "Grace", "agee": 3, "age": "ten", "plan": "gold", "save": true, "member": false,
            "born": "1906-12-09",
        ])
        #expect(
            report.failures.map(\.description) == [
                "unknown tag 'agee'; did you mean 'age'?",
                "'age' expects int, got string",
                #"'plan' has no option with value "gold""#,
                "'save' is a ButtonRow, which has no value",
            ])
        #expect(report.failures[0].reason == .unknownTag(suggestion: "age"))
        let values = form.values()
        #expect(values["name"] == "Grace")
        #expect(values["member"] == false)
        #expect(values["age"] == .null)
        #expect(values["born"] == .date(Date(formValue: "1906-12-09") ?? Date()))
    }

    @Test func setValuesIsOneTransaction() {
        let form = makeForm()
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        defer { observation.cancel() }
        form.setValues(["name": "Grace", "age": 3, "member": false])
        #expect(transactions == 1)
    }

    @Test func nullClearsAValue() throws {
        let form = makeForm()
        try form.setValue(.null, forTag: "name")
        #expect(form.values()["name"] == .null)
    }

    struct Member: Codable, Equatable {
        var name: String
        var age: Int?
        var member: Bool
    }

    @Test func decodesAModel() throws {
        let form = makeForm()
        form.setValues(["age": 36])
        #expect(try form.decode(Member.self) == Member(name: "Ada", age: 36, member: true))
    }

    @Test func decodeErrorsNameTheProperty() {
        let form = makeForm()
        form.setValues(["name": .null])
        #expect(throws: FormError.coding("could not decode Member: 'name' is empty but String is required")) {
            try form.decode(Member.self)
        }
        struct Other: Decodable { var missing: String }
        #expect(throws: FormError.coding("could not decode Other: no value for 'missing'")) {
            try form.decode(Other.self)
        }
    }

    @Test func setsValuesFromAnEncodableModel() throws {
        let form = makeForm()
        let report = try form.setValues(from: Member(name: "Grace", age: 85, member: false))
        #expect(report.isComplete)
        #expect(form.values()["age"] == 85)
        struct Extra: Encodable { var name = "x"; var nickname = "y" }
        let partial = try form.setValues(from: Extra())
        #expect(partial.failures.map(\.description) == ["unknown tag 'nickname'"])
        #expect(throws: FormError.self) { try form.setValues(from: [1, 2]) }
    }

    @Test func datesRoundTripThroughModels() throws {
        struct Event: Codable, Equatable { var born: Date? }
        let form = makeForm()
        let date = Date(timeIntervalSince1970: 1_000_000)
        try form.setValues(from: Event(born: date))
        #expect(try form.decode(Event.self) == Event(born: date))
    }

    @Test(arguments: [HiddenValuePolicy.include, .exclude, .clearWhenHidden])
    func hiddenRowPolicy(policy: HiddenValuePolicy) throws {
        let form = makeForm()
        form.hiddenValuePolicy = policy
        let name = try #require(form.row(tag: "name"))
        name.hidden = true
        switch policy {
        case .include:
            #expect(form.values()["name"] == "Ada")
        case .exclude:
            #expect(form.values()["name"] == nil)
            #expect(form.values(includeHidden: true)["name"] == "Ada")
        case .clearWhenHidden:
            #expect(form.values()["name"] == nil)
            #expect(form.values(includeHidden: true)["name"] == .null)
        }
    }

    @Test func hiddenSectionsFollowThePolicy() {
        let form = makeForm()
        form.hiddenValuePolicy = .exclude
        form.sections[0].hidden = true
        #expect(form.values().isEmpty)
        #expect(form.values(includeHidden: true).count == 5)
    }
}

@Suite("Multivalued sections")
struct MultivaluedTests {
    func makeForm() -> Form {
        Form {
            Section("Phones") {
                PhoneRow { $0.value = "555-0100" }
                PhoneRow { $0.value = "555-0101" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.insertMode = .addButton(title: "Add phone")
                $0.multivaluedTag = "phones"
                $0.makeRow = { _ in PhoneRow() }
            }
        }
    }

    @Test func reportsRowValuesAsOneArray() {
        #expect(makeForm().values().jsonString() == #"{"phones":["555-0100","555-0101"]}"#)
    }

    @Test func setValuesGrowsAndShrinksRows() throws {
        let form = makeForm()
        #expect(form.setValues(["phones": ["1", "2", "3"]]).isComplete)
        #expect(form.sections[0].rows.count == 3)
        #expect(form.values()["phones"] == ["1", "2", "3"])
        #expect(form.setValues(["phones": ["9"]]).isComplete)
        #expect(form.sections[0].rows.count == 1)
        #expect(form.values()["phones"] == ["9"])
    }

    @Test func madeRowsWithATagAreReportedAndChangeNothing() {
        let form = makeForm()
        form.sections[0].makeRow = { _ in PhoneRow("phone") }
        let report = form.setValues(["phones": ["1", "2", "3", "4"]])
        #expect(!report.isComplete)
        #expect(report.failures.map(\.tag) == ["phones[2]"])
        #expect(form.sections[0].rows.count == 2)
        #expect(form.values()["phones"] == ["555-0100", "555-0101"])
    }

    @Test func aBadItemChangesNothing() {
        let form = makeForm()
        let report = form.setValues(["phones": ["1", 2]])
        #expect(report.failures.map(\.description) == ["'phones[1]' expects string, got int"])
        #expect(form.values()["phones"] == ["555-0100", "555-0101"])
        #expect(form.setValues(["phones": "1"]).failures.map(\.description) == ["'phones' expects array, got string"])
    }

    @Test func reorderAndDeleteShowInValues() throws {
        let form = makeForm()
        try form.sections[0].moveRow(from: 1, to: 0)
        #expect(form.values()["phones"] == ["555-0101", "555-0100"])
        try form.sections[0].removeRow(at: 0)
        #expect(form.values()["phones"] == ["555-0100"])
        #expect(form.sections[0].multivalued.contains(.reorder))
        #expect(form.sections[0].insertMode == .addButton(title: "Add phone"))
    }
}
