#if canImport(UIKit)
    import Forma
    import Foundation
    import UIKit

    /// The calendar event form on screen: a ``FormViewController`` subclass that builds
    /// ``EventForm``, enables Save once the event has a title, and hands the values over.
    ///
    /// ```swift
    /// let controller = EventFormViewController()
    /// controller.onSave = { values in print(values.jsonString()) }
    /// navigationController.pushViewController(controller, animated: true)
    /// ```
    public final class EventFormViewController: FormViewController {
        /// Called with the form's values when the user taps Save.
        public var onSave: ((FormValues) -> Void)?

        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "New Event"
            form = EventForm.make(start: Date())
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.save() })
            updateSaveButton()
        }

        public override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
            if row.tag == "title" { updateSaveButton() }
        }

        private func updateSaveButton() {
            let title = form.row(tag: "title")?.displayText ?? ""
            navigationItem.rightBarButtonItem?.isEnabled = !title.trimmingCharacters(in: .whitespaces).isEmpty
        }

        private func save() {
            view.endEditing(true)
            onSave?(form.values())
        }
    }
#endif
