// A form screen written the way Eureka's and XLForm's guides write them: the subclass names
// its own actions `submit`, `save`, `cancel`, `done`, `validate` and `reload`. It compiles
// against UIKit's `FormViewController` (`.ci/run` type-checks this folder for iOS) and
// against the portable one (the tests beside it run it on Linux).
import Forma

final class AccountScreen: FormViewController {
    private(set) var log: [String] = []
    private(set) var saved: FormValues?

    override func viewDidLoad() {
        super.viewDidLoad()
        reload()
    }

    func reload() {
        form = Form {
            Section("Account") {
                EmailRow("email") {
                    $0.title = "Email"
                    $0.required = true
                }
                PasswordRow("password") { $0.title = "Password" }.add(.minLength(8))
            }
        }
        log.append("reload")
    }

    @discardableResult
    func validate() -> Bool {
        let errors = form.validate()
        log.append("validate: \(errors.count)")
        return errors.isEmpty
    }

    func submit() {
        log.append("submit")
        guard validate() else { return }
        save()
    }

    private func save() {
        saved = form.values()
        log.append("save")
        done()
    }

    func cancel() { log.append("cancel") }

    func done() { log.append("done") }

    override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
        log.append("changed \(row.tag ?? "?")")
    }
}
