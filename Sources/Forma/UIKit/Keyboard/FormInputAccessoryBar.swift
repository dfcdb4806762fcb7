#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// The bar above the keyboard of every text, number, date and picker editor: previous and
    /// next move focus along the form's navigation order (hidden, disabled and read-only rows
    /// are skipped), done ends editing.
    ///
    /// One bar is shared by a ``FormViewController``'s editors; cells set it as their field's
    /// `inputAccessoryView`:
    ///
    /// ```swift
    /// textField.inputAccessoryView = host.inputAccessoryBar
    /// ```
    public final class FormInputAccessoryBar: UIToolbar {
        /// Moves focus to the previous row.
        public let previousItem: UIBarButtonItem
        /// Moves focus to the next row.
        public let nextItem: UIBarButtonItem
        /// Ends editing.
        public let doneItem: UIBarButtonItem

        /// Creates a bar whose buttons call the given actions.
        ///
        /// ```swift
        /// let bar = FormInputAccessoryBar(onPrevious: {}, onNext: {}, onDone: { view.endEditing(true) })
        /// ```
        public init(
            onPrevious: @escaping @MainActor () -> Void, onNext: @escaping @MainActor () -> Void,
            onDone: @escaping @MainActor () -> Void
        ) {
            previousItem = UIBarButtonItem(
                title: nil, image: UIImage(systemName: "chevron.up"), primaryAction: UIAction { _ in onPrevious() })
            nextItem = UIBarButtonItem(
                title: nil, image: UIImage(systemName: "chevron.down"), primaryAction: UIAction { _ in onNext() })
            let words = PresentationStrings.standard
            doneItem = UIBarButtonItem(title: words.done, image: nil, primaryAction: UIAction { _ in onDone() })
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            previousItem.accessibilityLabel = words.previous
            previousItem.accessibilityIdentifier = "forma.previous"
            nextItem.accessibilityLabel = words.next
            nextItem.accessibilityIdentifier = "forma.next"
            doneItem.accessibilityIdentifier = "forma.done"
            items = [previousItem, nextItem, .flexibleSpace(), doneItem]
            sizeToFit()
        }

        @available(*, unavailable, message: "Create the bar in code with init(onPrevious:onNext:onDone:)")
        public required init?(coder: NSCoder) {
            nil
        }

        /// Enables previous and next according to whether there is a row to move to.
        ///
        /// ```swift
        /// bar.update(hasPrevious: false, hasNext: true)   // on the first field
        /// ```
        public func update(hasPrevious: Bool, hasNext: Bool) {
            if previousItem.isEnabled != hasPrevious { previousItem.isEnabled = hasPrevious }
            if nextItem.isEnabled != hasNext { nextItem.isEnabled = hasNext }
        }
    }
#endif
