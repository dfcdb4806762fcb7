#if !canImport(UIKit)
    import Forma
    import Testing

    @MainActor
    final class TripViewController: FormViewController {
        var changed: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            form = Form {
                Section("Trip") {
                    PushRow<String>("transport") {
                        $0.title = "Transport"
                        $0.options = [Option("train", title: "Train"), Option("plane", title: "Plane")]
                    }
                }
                Section("Travellers") {
                    NameRow { $0.value = "Ada" }
                    NameRow { $0.value = "Charles" }
                }.configured {
                    $0.multivalued = [.insert, .delete, .reorder]
                    $0.multivaluedTag = "travellers"
                    $0.makeRow = { _ in NameRow() }
                }
            }
        }

        override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
            changed.append(row.tag ?? "row")
        }
    }

    @Suite("FormViewController interactions")
    @MainActor
    struct PortableInteractionTests {
        @Test func tapAPushRowChooseAnOptionSeeTheValue() throws {
            let screen = TripViewController()
            screen.loadViewIfNeeded()
            let controller = screen.formController
            guard case .presentSelector(let selector) = controller.activate(at: TablePath(section: 0, row: 0)) else {
                Issue.record("a push row presents its options")
                return
            }
            #expect(try selector.choose(1) == .dismiss)
            #expect(screen.form.values()["transport"] == "plane")
            #expect(controller.presentation(at: TablePath(section: 0, row: 0))?.displayText == "Plane")
            #expect(screen.changed == ["transport"])
        }

        @Test func addDeleteAndDragTravellers() throws {
            let screen = TripViewController()
            screen.loadViewIfNeeded()
            let controller = screen.formController
            let table = try #require(screen.tableView as? HeadlessTableView)
            guard case .insertedRow(let added) = controller.activate(at: TablePath(section: 1, row: 2)) else {
                Issue.record("the add row adds a traveller")
                return
            }
            try controller.setText("Grace", for: added)
            #expect(screen.form.values()["travellers"] == ["Ada", "Charles", "Grace"])
            let landed = try table.playDrag(
                from: TablePath(section: 1, row: 2), to: TablePath(section: 1, row: 0), in: controller)
            #expect(landed == TablePath(section: 1, row: 0))
            #expect(screen.form.values()["travellers"] == ["Grace", "Ada", "Charles"])
            // The add row stays last: a drag below it lands on the last traveller.
            #expect(
                try table.playDrag(
                    from: TablePath(section: 1, row: 0), to: TablePath(section: 1, row: 3), in: controller)
                    == TablePath(section: 1, row: 2))
            #expect(screen.form.values()["travellers"] == ["Ada", "Charles", "Grace"])
            try controller.deleteRow(at: TablePath(section: 1, row: 1))
            #expect(screen.form.values()["travellers"] == ["Ada", "Grace"])
            #expect(table.snapshot == controller.snapshot)
        }

        @Test func everyChangeReachesTheHostByIdentity() {
            let screen = TripViewController()
            screen.loadViewIfNeeded()
            for i in 0..<300 {
                screen.form.setValues(["transport": i % 2 == 0 ? "train" : "plane"])
            }
            #expect(screen.changed.count == 300)
        }
    }
#endif
