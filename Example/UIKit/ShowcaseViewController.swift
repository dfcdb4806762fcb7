#if canImport(UIKit)
    import Forma
    import UIKit

    /// The showcase form on screen: every row kind and presentation, the rating row drawn by
    /// ``StarRatingCell``, the seat wheel shown in place of the keyboard, a custom header view,
    /// and Submit validating the form.
    ///
    /// ```swift
    /// navigationController.pushViewController(ShowcaseViewController(), animated: true)
    /// ```
    public final class ShowcaseViewController: FormViewController {
        /// Called with the values of a valid submitted form.
        public var onSubmitted: ((FormValues) -> Void)?

        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Every Row"
            cellRegistry.register(customEditor: "rating", cell: StarRatingCell.self)
            headerView = { section in
                guard section.header == "Fields" else { return nil }
                let label = UILabel()
                label.text = "About you"
                label.font = .preferredFont(forTextStyle: .title2)
                label.adjustsFontForContentSizeCategory = true
                return label
            }
            form = ShowcaseForm.make()
            form.row(tag: "submit").flatMap { $0 as? ButtonRow }?.onTap { [weak self] _ in self?.requestSubmit() }
            onSubmit = { [weak self] values in self?.onSubmitted?(values) }
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Read only", primaryAction: UIAction { [weak self] _ in self?.toggleReadOnly() })
        }

        /// Read-only mode is the form's `disabled`: every control inactive, nothing dimmed.
        private func toggleReadOnly() {
            form.disabled = .constant(!form.isDisabled)
        }
    }
#endif
