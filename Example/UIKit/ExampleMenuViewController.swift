#if canImport(UIKit)
    import Forma
    import SwiftUI
    import UIKit

    /// The example app's first screen: a list of the example screens.
    ///
    /// ```swift
    /// window.rootViewController = UINavigationController(rootViewController: ExampleMenuViewController())
    /// ```
    public final class ExampleMenuViewController: UITableViewController {
        private struct Entry {
            let title: String
            let make: @MainActor () -> UIViewController
        }

        private let entries: [Entry] = [
            Entry(title: "New Event") { EventFormViewController() },
            Entry(title: "Every Row") { ShowcaseViewController() },
            Entry(title: "Edge Cases") { EdgeCasesViewController() },
            Entry(title: "Plan a Trip (multivalued)") { TripViewController() },
            Entry(title: "Registration (inferred, with a sub-form)") { RegistrationViewController() },
            Entry(title: "Sign Up in SwiftUI") { UIHostingController(rootView: SignUpScreen()) },
        ]

        public init() {
            super.init(style: .insetGrouped)
        }

        @available(*, unavailable, message: "Create the menu in code with init()")
        public required init?(coder: NSCoder) {
            nil
        }

        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Forma"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Example")
        }

        public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            entries.count
        }

        public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Example", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = entries[indexPath.row].title
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            navigationController?.pushViewController(entries[indexPath.row].make(), animated: true)
        }
    }

    /// The trip form, whose travellers section is multivalued.
    final class TripViewController: FormViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Plan a Trip"
            form = TripForm.make()
        }
    }
#endif
