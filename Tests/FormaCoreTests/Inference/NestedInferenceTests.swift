import Foundation
import Testing

@testable import FormaCore

/// Models as FXForms users write them: a form holding a form, arrays of values and of
/// records, enums and bitfields given as options.
enum NestedModels {
    struct Address: Codable, Equatable {
        var street = ""
        var city = ""
        var postcode = ""
    }
    enum Plan: String, Codable, CaseIterable, Equatable { case free, pro, enterprise }
    enum Priority: Int, Codable, CaseIterable, Equatable {
        case low = 1
        case high = 2
    }
    enum Topic: String, Codable, CaseIterable, Equatable { case swift, design, travel }
    /// Not `CaseIterable`: its cases are given as options.
    enum Seat: String, Codable, Equatable { case window, aisle }
    struct Amenities: OptionSet, Codable, Equatable {
        let rawValue: Int
        static let wifi = Amenities(rawValue: 1)
        static let pool = Amenities(rawValue: 2)
        static let gym = Amenities(rawValue: 4)
    }
    struct Traveller: Codable, Equatable {
        var name = ""
        var age = 0
        var seat: Seat?
    }
    struct Booking: Codable, Equatable {
        var name = "Ada"
        var address = Address(street: "1 Rue de Rivoli", city: "Paris", postcode: "75001")
        var plan = Plan.pro
        var priority = Priority.high
        var topics: [Topic] = [.swift, .travel]
        var phones = ["555-0100", "555-0101"]
        var travellers = [Traveller(name: "Ada", age: 36, seat: .window), Traveller(name: "Grace", age: 45)]
        var amenities: Amenities = [.wifi, .gym]
    }
    static let options: [String: [Option<FormValue>]] = [
        "amenities": [Option(1, title: "Wi-Fi"), Option(2, title: "Pool"), Option(4, title: "Gym")],
        "travellers.seat": [Option("window", title: "Window"), Option("aisle", title: "Aisle")],
    ]
    static let empty = Booking(
        name: "", address: Address(), plan: .free, priority: .low, topics: [], phones: [], travellers: [],
        amenities: [])
}

@Suite("Forms inferred from nested models")
struct NestedInferenceTests {
    typealias M = NestedModels

    @Test func nestedModelsBecomeSubFormsListsRecordsAndSelectors() throws {
        let inferred = try Form.inferred(from: M.Booking(), options: M.options)
        let form = inferred.form
        #expect(inferred.skipped.isEmpty)
        #expect(form.row(tag: "address") is SubFormRow)
        #expect(form.row(tag: "address.city")?.title == "City")
        #expect(form.row(tag: "address.postcode") is ZipCodeRow)
        let plan = try #require(form.row(tag: "plan") as? PushRow<String>)
        #expect(plan.options.map(\.title) == ["Free", "Pro", "Enterprise"])
        #expect(plan.value == "pro")
        #expect((form.row(tag: "priority") as? PushRow<Int>)?.options.map(\.value) == [1, 2])
        let topics = try #require(form.row(tag: "topics") as? MultipleSelectorRow<String>)
        #expect(topics.value == ["swift", "travel"])
        #expect(form.row(tag: "amenities") is BitfieldRow)
        let phones = try #require(form.sections.first { $0.multivaluedTag == "phones" })
        #expect(phones.rows.map(\.typeName) == ["PhoneRow", "PhoneRow"])
        let travellers = try #require(form.sections.first { $0.multivaluedTag == "travellers" })
        #expect(travellers.header == "Travellers")
        #expect(travellers.rows.count == 2)
        #expect(
            form.values()["travellers"]?.jsonString()
                == #"[{"name":"Ada","age":36,"seat":"window"},{"name":"Grace","age":45,"seat":null}]"#)
        #expect(form.values()["amenities"] == .int(5))
    }

    @Test func roundTripThroughAFormInferredFromAnEmptyModel() throws {
        let model = M.Booking()
        let filled = try Form.inferred(from: model, options: M.options).form
        let fresh = try Form.inferred(from: M.empty, options: M.options).form
        let report = fresh.setValues(filled.values())
        #expect(report.isComplete, "\(report)")
        #expect(try fresh.decode(M.Booking.self) == model)
        #expect(try filled.decode(M.Booking.self) == model)
    }

    @Test func anOptionSetOrAnEnumWithoutVisibleCasesIsSkippedUntilGivenOptions() throws {
        let inferred = try Form.inferred(from: M.Booking())
        #expect(inferred.skipped == ["travellers.seat", "amenities"])
        #expect(inferred.form.row(tag: "amenities") == nil)
    }

    @Test func aBitfieldRowAddsUpTheBitsItsSelectorWrites() throws {
        let form = try Form.inferred(from: M.Booking(), options: M.options).form
        let row = try #require(form.row(tag: "amenities") as? BitfieldRow)
        #expect(row.displayText == "Wi-Fi, Gym")
        let screen = SelectorScreen(row: row)
        try screen.choose(1)
        try screen.close()
        #expect(row.value == 7)
        #expect(row.selectorSections().flatMap(\.choices).map(\.isSelected) == [true, true, true])
        #expect(throws: ValueError.self) { try row.setFormValue(.int(8)) }
        #expect(row.value == 7)
    }

    @Test func anEmptyArrayOfRecordsAndANilModelAreInferredFromTheirTypes() throws {
        struct Contact: Codable, Equatable { var email: String?; var phone: String? }
        struct Trip: Codable, Equatable {
            var travellers: [M.Traveller] = []
            var emergency: Contact?
        }
        let form = try Form.inferred(from: Trip()).form
        #expect(form.row(tag: "emergency.email") is EmailRow)
        #expect(form.sections.contains { $0.multivaluedTag == "travellers" })
        #expect(form.setValues(["travellers": [["name": "Ada", "age": 36]]]).isComplete)
        #expect(
            try form.decode(Trip.self) == Trip(travellers: [M.Traveller(name: "Ada", age: 36)], emergency: Contact()))
    }

    @Test func aSubFormLeftEmptyDecodesAsANilOptionalModel() throws {
        struct Trip: Codable, Equatable {
            var name = ""
            var billing: M.Address?
        }
        let form = try Form.inferred(from: Trip()).form
        #expect(form.values()["billing"]?.jsonString() == #"{"street":null,"city":null,"postcode":null}"#)
        #expect(try form.decode(Trip.self) == Trip())
        form.setValues(["billing": ["street": "1 Main St", "city": "Leeds", "postcode": "LS1"]])
        #expect(try form.decode(Trip.self).billing?.city == "Leeds")
        // Partly filled is not empty: the missing value is reported by its path.
        form.setValues(["billing": ["street": "1 Main St", "city": nil, "postcode": nil]])
        #expect(throws: FormError.coding("could not decode Trip: 'billing.city' is empty but String is required")) {
            try form.decode(Trip.self)
        }
    }

    final class Employee: Codable {
        var name = ""
        var manager: Employee?
    }

    struct Category: Codable {
        var name = ""
        var children: [Category] = []
    }

    @Test func aModelHoldingItselfStopsAtTheNestingLimit() {
        #expect(throws: FormError.nestedTooDeep(Array(repeating: "manager", count: 9).joined(separator: "."), limit: 8))
        {
            _ = try Form.inferred(from: Employee())
        }
        #expect(
            throws: FormError.nestedTooDeep(Array(repeating: "children", count: 9).joined(separator: "."), limit: 8)
        ) {
            _ = try Form.inferred(from: Category())
        }
    }

    @Test func aCycleOfObjectsStopsAtTheNestingLimit() {
        let boss = Employee()
        boss.manager = boss
        #expect(throws: FormError.self) { _ = try Form.inferred(from: boss) }
        boss.manager = nil
    }

    @Test func decodingValuesThatDoNotFitNamesThePath() throws {
        struct Wrong: Decodable { var address: Town; var travellers: [Aged] }
        struct Town: Decodable { var city: Int }
        struct Aged: Decodable { var age: String }
        let form = try Form.inferred(from: M.Booking(), options: M.options).form
        #expect(throws: FormError.coding("could not decode Wrong: 'address.city' is not a Int")) {
            _ = try form.decode(Wrong.self)
        }
        struct WrongItem: Decodable { var travellers: [Aged] }
        #expect(throws: FormError.coding("could not decode WrongItem: 'travellers[0].age' is not a String")) {
            _ = try form.decode(WrongItem.self)
        }
        struct Missing: Decodable { var address: Zip }
        struct Zip: Decodable { var zip: String }
        #expect(throws: FormError.coding("could not decode Missing: no value for 'address.zip'")) {
            _ = try form.decode(Missing.self)
        }
    }

    /// FXForms: a form-typed property opens a sub-form titled from its key; an array with a
    /// template is a sortable list; options on an array allow several choices.
    @Test func behavesAsFXFormsDoes() throws {
        let form = try Form.inferred(from: M.Booking(), options: M.options).form
        #expect(form.row(tag: "address")?.title == "Address")
        let phones = try #require(form.sections.first { $0.multivaluedTag == "phones" })
        #expect(phones.multivalued == [.insert, .delete, .reorder])
        #expect((form.row(tag: "topics") as? any SelectorProviding)?.allowsMultipleSelection == true)
        #expect((form.row(tag: "plan") as? any SelectorProviding)?.allowsMultipleSelection == false)
    }

    @Test func guideExample() throws {
        struct Address: Codable { var street = ""; var city = "" }
        enum Plan: String, Codable, CaseIterable { case free, pro }
        struct Amenities: OptionSet, Codable { let rawValue: Int }
        struct Signup: Codable {
            var name = ""
            var address = Address()
            var plan = Plan.free
            var phones: [String] = []
            var amenities = Amenities()
        }
        let inferred = try Form.inferred(
            from: Signup(), options: ["amenities": [Option(1, title: "Wi-Fi"), Option(2, title: "Pool")]])
        inferred.form.setValues(["address": ["city": "Paris"], "plan": "pro", "amenities": 3])
        let signup = try inferred.form.decode(Signup.self) // signup.address.city == "Paris"
        #expect(signup.address.city == "Paris")
        #expect(signup.plan == .pro)
        #expect(signup.amenities.rawValue == 3)
    }

    @Test func optionsForNoPropertyAreRefusedWithTheNearestPath() {
        #expect(
            throws: FormError.coding(
                "options name 'amenties', which is no property of the model; did you mean 'amenities'?")
        ) {
            _ = try Form.inferred(from: M.Booking(), options: ["amenties": [Option(1, title: "Wi-Fi")]])
        }
        #expect(
            throws: FormError.coding(
                "options name 'seat', which is no property of the model; did you mean 'travellers.seat'?")
        ) {
            _ = try Form.inferred(from: M.Booking(), options: ["seat": [Option("window", title: "Window")]])
        }
    }

    @Test func anOptionSetsOptionsMustBeBits() {
        #expect(
            throws: FormError.coding("the options of 'amenities' must be the bits of its members; 'Wi-Fi' is \"wifi\"")
        ) {
            _ = try Form.inferred(from: M.Booking(), options: ["amenities": [Option("wifi", title: "Wi-Fi")]])
        }
        #expect(throws: FormError.self) {
            _ = try Form.inferred(from: M.Booking(), options: ["amenities": [Option(0, title: "None")]])
        }
    }

    /// Twelve optional links to itself: sampling every link at every level would make 12⁸
    /// samples; inference stops at the first path past the limit instead.
    final class Web: Codable {
        var name = ""
        var a, b, c, d, e, f, g, h, i, j, k, l: Web?
    }

    @Test func aWideModelHoldingItselfStopsAfterLittleWork() {
        var inference = Inference(options: [:])
        #expect(throws: FormError.nestedTooDeep(Array(repeating: "a", count: 9).joined(separator: "."), limit: 8)) {
            _ = try inference.fields(of: Web(), path: "", depth: 0)
        }
        #expect(inference.steps < 200, "\(inference.steps)")
    }
}
