#if canImport(UIKit)
    import Forma
    import UIKit

    // The registration example on screen; the migration guides show its app-screen override.

    /// The FXForms-style registration: its address pushes a form screen of its own, and its
    /// terms row shows a screen of the app's own.
    final class RegistrationViewController: FormViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Registration"
            form = RegistrationForm.make()
        }

        override func presentAppScreen(for row: AppScreenRow, from indexPath: IndexPath) {
            let terms = TermsViewController()
            terms.onAccept = { row.value = .bool(true) }
            navigationController?.pushViewController(terms, animated: true)
        }
    }

    /// The terms and conditions, with a button that accepts them.
    final class TermsViewController: UIViewController {
        /// Called when the person accepts the terms.
        var onAccept: (() -> Void)?

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Terms and Conditions"
            view.backgroundColor = .systemBackground
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Accept", style: .done, target: self, action: #selector(accept))
        }

        @objc private func accept() {
            onAccept?()
            navigationController?.popViewController(animated: true)
        }
    }
#endif
