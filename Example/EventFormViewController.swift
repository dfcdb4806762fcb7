#if canImport(UIKit)
    import Forma
    import Foundation
    import UIKit

    /// The calendar event form on screen: a ``FormViewController`` subclass that builds
    /// ``EventForm``, enables Save once the event has a title and changes, hands the values
    /// over, and asks before a swipe discards changes.
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
            onHasChangesChange = { [weak self] _ in self?.updateSaveButton() }
            updateSaveButton()
        }

        public override func formDismissalWasBlocked() {
            let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
            alert.addAction(
                UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
                    self?.form.reset()
                    self?.dismiss(animated: true)
                })
            alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
            present(alert, animated: true)
        }

        public override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
            if row.tag == "title" { updateSaveButton() }
        }

        private func updateSaveButton() {
            let title = form.row(tag: "title")?.displayText ?? ""
            navigationItem.rightBarButtonItem?.isEnabled =
                form.hasChanges && !title.trimmingCharacters(in: .whitespaces).isEmpty
        }

        private func save() {
            view.endEditing(true)
            onSave?(form.values())
            form.markSaved()
        }
    }
#endif
