import Testing

@testable import FormaCore

@Suite("Where a dragged row may land")
struct ReorderTargetTests {
    func makeController() -> (Form, FormController) {
        let form = Form {
            Section { TextRow("above") }
            Section("Phones") {
                PhoneRow { $0.value = "1" }
                PhoneRow { $0.value = "2" }
                PhoneRow { $0.value = "3" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.makeRow = { _ in PhoneRow() }
            }
            Section { TextRow("below") }
        }
        return (form, FormController(form: form))
    }

    @Test(arguments: [
        (TablePath(section: 1, row: 2), TablePath(section: 1, row: 2)),
        (TablePath(section: 1, row: 0), TablePath(section: 1, row: 0)),
        (TablePath(section: 0, row: 0), TablePath(section: 1, row: 0)),
        (TablePath(section: 2, row: 0), TablePath(section: 1, row: 2)),
        (TablePath(section: 1, row: 99), TablePath(section: 1, row: 2)),
        (TablePath(section: 1, row: -4), TablePath(section: 1, row: 0)),
        (TablePath(section: 9, row: 9), TablePath(section: 1, row: 2)),
    ])
    func proposalsStayInTheSection(_ proposed: TablePath, _ expected: TablePath) {
        let (_, controller) = makeController()
        #expect(controller.targetPath(forMoveFrom: TablePath(section: 1, row: 1), proposed: proposed) == expected)
    }

    @Test func rowsThatMayNotMoveStayWhereTheyAre() {
        let (form, controller) = makeController()
        let source = TablePath(section: 0, row: 0)
        #expect(controller.targetPath(forMoveFrom: source, proposed: TablePath(section: 1, row: 1)) == source)
        let outside = TablePath(section: 7, row: 0)
        #expect(controller.targetPath(forMoveFrom: outside, proposed: TablePath(section: 1, row: 1)) == outside)
        form.sections[1].disabled = true
        let phone = TablePath(section: 1, row: 1)
        #expect(controller.targetPath(forMoveFrom: phone, proposed: TablePath(section: 1, row: 0)) == phone)
    }
}
