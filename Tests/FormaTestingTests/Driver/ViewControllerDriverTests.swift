#if !canImport(UIKit)
    import Forma
    import FormaTesting
    import Foundation
    import Testing

    /// An app's form screen, on the portable host that stands in for UIKit's `FormViewController`.
    @MainActor
    final class NewsletterViewController: FormViewController {
        var changes: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            form = Form {
                Section("Newsletter") {
                    EmailRow("email") {
                        $0.title = "Email"; $0.required = true
                    }
                    SwitchRow("weekly") {
                        $0.title = "Weekly digest"; $0.value = true
                    }
                    DateRow("since") { $0.title = "Since" }
                }
            }
        }

        override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
            changes.append(row.tag ?? "row")
        }
    }

    @Suite("Driving an app's form screen")
    @MainActor
    struct ViewControllerDriverTests {
        @Test func theScreensHooksRunAsInTheApp() throws {
            let screen = NewsletterViewController()
            screen.loadViewIfNeeded()
            let driver = try FormDriver(controller: screen.formController)
            try driver.type("ada@example.com", into: "email")
            try driver.toggle("weekly")
            try driver.setDate(Date(timeIntervalSince1970: 86_400), in: "since")
            #expect(screen.changes == ["email", "weekly", "since"])
            try driver.assertScreen(
                """
                # Newsletter
                  Email*: "ada@example.com"
                  Weekly digest: off
                  Since: Jan 2, 1970
                """)
        }

        @Test func aControllerWithoutAHeadlessTableGetsOne() throws {
            let controller = FormController(
                form: Form {
                    Section {
                        SwitchRow("on") {
                            $0.title = "On"; $0.value = false
                        }
                    }
                })
            let driver = try FormDriver(controller: controller)
            #expect(controller.tableView === driver.table)
            try driver.toggle("on")
            #expect(driver.table.appliedUpdates.count == 1)
        }
    }
#endif
