import FormaCore
import FormaTesting
import Testing

@Suite("Driving sub-forms")
struct SubFormDriverTests {
    @Test func openStepsIntoASubFormAndItsRowsGoByTheirOwnTags() throws {
        let driver = try FormDriver(
            Form {
                Section {
                    TextRow("name") { $0.title = "Name" }
                    SubFormRow("address", title: "Address") {
                        Section { TextRow("city") { $0.title = "City" } }
                    }
                }
            })
        let address = try driver.open("address")
        try address.type("Paris", into: "city")
        try driver.assertValue("address.city", equals: "Paris")
        #expect(driver.values["address"]?["city"] == "Paris")
        #expect(throws: FormaTestingFailure.self) { try driver.type("Lyon", into: "address.city") }
        #expect(throws: FormaTestingFailure.self) { try driver.open("name") }
    }
}
