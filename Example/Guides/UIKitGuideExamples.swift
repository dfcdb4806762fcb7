#if canImport(UIKit)
import Forma
import UIKit

// The examples of Docs/UIKit.md, type-checked against the iOS SDK.

final class SignUpViewController: FormViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign Up"
        form = Form {
            Section("Account") {
                EmailRow("email") { $0.title = "Email"; $0.placeholder = "you@example.com" }
                PasswordRow("password") { $0.title = "Password" }
            }
            Section {
                CheckRow("terms") { $0.title = "I accept the terms" }
                ButtonRow("create") { $0.title = "Create Account" }
                    .onTap { [weak self] _ in self?.createAccount() }
            }
        }
    }

    override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
        if row.tag == "terms" { print("terms:", newValue) }
    }

    private func createAccount() {
        print(form.values().jsonString())   // {"email":"ada@example.com","password":"…","terms":true}
    }
}

/// A screen that shows its own view for the profile section's header.
final class ProfileViewController: FormViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        form = Form { Section("Profile", tag: "profile") { NameRow("name") { $0.title = "Name" } } }
        headerView = { section in
            guard section.tag == "profile" else { return nil }
            let label = UILabel()
            label.text = "Your profile"
            label.font = .preferredFont(forTextStyle: .title2)
            return label
        }
    }
}
#endif
