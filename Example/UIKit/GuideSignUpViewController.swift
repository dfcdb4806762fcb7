#if canImport(UIKit)
    import Forma
    import UIKit

    // The first example of Docs/UIKit.md, kept here so that it is type-checked.

    /// A sign-up screen: subclass `FormViewController`, build the form in `viewDidLoad`, read
    /// the values when the valid form is submitted.
    final class GuideSignUpViewController: FormViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Sign Up"
            form = Form {
                Section("Account") {
                    EmailRow("email") {
                        $0.title = "Email"
                        $0.placeholder = "you@example.com"
                        $0.required = true
                        $0.add(.email)
                    }
                    PasswordRow("password") {
                        $0.title = "Password"; $0.add(.minLength(8))
                    }
                }
                Section {
                    CheckRow("terms") { $0.title = "I accept the terms" }
                    ButtonRow("create") { $0.title = "Create Account" }
                        .onTap { [weak self] _ in self?.requestSubmit() }
                }
            }
            onSubmit = { values in
                print(values.jsonString()) // {"email":"ada@example.com","password":"…","terms":true}
            }
            // Info rows drawn by a cell you make yourself.
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Info")
            cellRegistry.register(kind: .info) { tableView, indexPath, row in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Info", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = row.title
                content.secondaryText = row.displayText
                cell.contentConfiguration = content
                return cell
            }
        }

        override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
            if row.tag == "terms" { print("terms:", newValue) }
        }
    }
#endif
