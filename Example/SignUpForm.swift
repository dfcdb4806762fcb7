import Forma

/// A sign-up form: account details, profile and agreements.
public enum SignUpForm {
    /// Builds the form.
    public static func make() -> Form {
        Form {
            Section("Account") {
                EmailRow("email") {
                    $0.title = "Email"
                    $0.placeholder = "you@example.com"
                    $0.required = true
                }
                AccountRow("username") {
                    $0.title = "Username"
                    $0.required = true
                }
                PasswordRow("password") {
                    $0.title = "Password"
                    $0.traits.contentType = .newPassword
                    $0.required = true
                }
            }
            Section("Profile") {
                NameRow("name") { $0.title = "Full name" }
                DateRow("birthday") { $0.title = "Birthday" }
                PhoneRow("phone") { $0.title = "Phone" }
                SegmentedRow<String>("plan") {
                    $0.title = "Plan"
                    $0.options = [Option("free", title: "Free"), Option("pro", title: "Pro")]
                    $0.value = "free"
                }
                MultipleSelectorRow<String>("interests") {
                    $0.title = "Interests"
                    $0.options = ["Swift", "Design", "Music", "Travel"]
                }
            }
            Section("Agreements", footer: "You can change these later in Settings.") {
                CheckRow("terms") {
                    $0.title = "I accept the terms"
                    $0.value = false
                }
                SwitchRow("newsletter") {
                    $0.title = "Send me the newsletter"
                    $0.value = true
                }
            }
            Section {
                ButtonRow("submit") { $0.title = "Create Account" }
            }
        }
    }
}
