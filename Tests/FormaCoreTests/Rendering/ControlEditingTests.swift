import Testing

@testable import FormaCore

@Suite("Editing through controls")
struct ControlEditingTests {
    func makeForm() -> Form {
        Form {
            Section {
                SegmentedRow<String>("size") {
                    $0.options = ["S", "M", "L"]; $0.value = "M"
                }
                SliderRow("volume") {
                    $0.minimum = 0; $0.maximum = 10; $0.step = 0.5
                }
                StepperRow("guests") {
                    $0.minimum = 1; $0.maximum = 8; $0.step = 1
                }
                TextRow("name")
                SegmentedRow<String>("locked") {
                    $0.options = ["A", "B"]; $0.disabled = true
                }
                SegmentedRow<String>("gone") {
                    $0.options = ["A", "B"]; $0.hidden = true
                }
            }
        }
    }

    @Test func choosingAnOptionWritesItsValue() throws {
        let form = makeForm()
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        let size = try #require(form.row(FormaCore.Tag<String>("size")))
        try controller.chooseOption(at: 2, for: size)
        #expect(size.value == "L")
        #expect(table.appliedUpdates.count == 1, "one transaction, one update")
    }

    @Test(arguments: [-1, 3, Int.max])
    func optionsOutOfRangeAreRefusedAndLeaveTheValue(_ index: Int) throws {
        let form = makeForm()
        let controller = FormController(form: form)
        let size = try #require(form.row(FormaCore.Tag<String>("size")))
        #expect(throws: EditError.notAllowed("row at 0.0 has 3 options; there is no option \(index)")) {
            try controller.chooseOption(at: index, for: size)
        }
        #expect(size.value == "M")
    }

    @Test func rowsWithoutOptionsDisabledOrHiddenRefuseAChoice() throws {
        let form = makeForm()
        let controller = FormController(form: form)
        let name = try #require(form.row(tag: "name"))
        #expect(throws: EditError.notAllowed("row at 0.3 has no options")) {
            try controller.chooseOption(at: 0, for: name)
        }
        let locked = try #require(form.row(tag: "locked"))
        #expect(throws: EditError.disabled(tag: "locked")) { try controller.chooseOption(at: 0, for: locked) }
        let gone = try #require(form.row(tag: "gone"))
        #expect(throws: EditError.self) { try controller.chooseOption(at: 0, for: gone) }
        #expect(throws: EditError.self) { try controller.chooseOption(at: 0, for: TextRow("stranger")) }
    }

    @Test(arguments: [
        (3.7, 3.5), (3.8, 4.0), (-2.0, 0.0), (11.0, 10.0), (10.0, 10.0), (0.25, 0.5),
    ])
    func numbersAreKeptWithinBoundsAndOnTheStep(_ moved: Double, _ kept: Double) throws {
        let form = makeForm()
        let controller = FormController(form: form)
        let volume = try #require(form.row(FormaCore.Tag<Double>("volume")))
        #expect(try controller.setNumber(moved, for: volume) == kept)
        #expect(volume.value == kept)
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        let form = makeForm()
        let controller = FormController(form: form)
        let guests = try #require(form.row(FormaCore.Tag<Double>("guests")))
        guests.value = 2
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EditError.self) { try controller.setNumber(bad, for: guests) }
        }
        #expect(guests.value == 2)
        #expect(try controller.setNumber(100, for: guests) == 8)
    }
}
