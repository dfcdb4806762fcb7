#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// Keyboard focus along the form, and the focused row kept above the keyboard.
    extension FormViewController {
        /// Moves focus to the previous row that takes it, as the accessory bar's up arrow does.
        /// Returns whether a row took focus.
        ///
        /// ```swift
        /// focusPreviousRow()
        /// ```
        @discardableResult
        public func focusPreviousRow() -> Bool {
            guard let current = formController.focusedRow,
                let previous = formController.previousEditableRow(before: current)
            else { return false }
            return focus(previous)
        }

        /// Moves focus to the next row that takes it, as the accessory bar's down arrow does.
        /// Returns whether a row took focus.
        ///
        /// ```swift
        /// focusNextRow()
        /// ```
        @discardableResult
        public func focusNextRow() -> Bool {
            guard let current = formController.focusedRow, let next = formController.nextEditableRow(after: current)
            else {
                return false
            }
            return focus(next)
        }

        /// Enables the accessory bar's arrows for the focused row.
        func inputAccessoryBarNeedsUpdate() {
            let strings = form.presentationStrings
            inputAccessoryBar.previousItem.accessibilityLabel = strings.previous
            inputAccessoryBar.nextItem.accessibilityLabel = strings.next
            inputAccessoryBar.doneItem.title = strings.done
            guard let current = formController.focusedRow else { return }
            inputAccessoryBar.update(
                hasPrevious: formController.previousEditableRow(before: current) != nil,
                hasNext: formController.nextEditableRow(after: current) != nil)
        }

        // MARK: Keyboard

        // `UITableViewController` insets the table for the keyboard itself; the form only
        // keeps the focused row in view, and listens only while it is on screen.

        func observeKeyboard() {
            // An interactive back swipe that was cancelled calls `viewWillAppear` again.
            stopObservingKeyboard()
            let center = NotificationCenter.default
            keyboardObservers = [
                center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) {
                    [weak self] _ in
                    let screen = self
                    onMainActor { screen?.keyboardDidShow() }
                },
                center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
                    [weak self] _ in
                    let screen = self
                    onMainActor { screen?.isKeyboardShown = false }
                },
            ]
        }

        func stopObservingKeyboard() {
            for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
            keyboardObservers = []
            isKeyboardShown = false
        }

        private func keyboardDidShow() {
            isKeyboardShown = true
            scrollFocusedRowToVisible()
        }

        /// Scrolls the focused row into the part of the table the keyboard leaves visible.
        func scrollFocusedRowToVisible() {
            guard let row = formController.focusedRow, let indexPath = indexPath(of: row) else { return }
            tableView.scrollToRow(at: indexPath, at: .none, animated: true)
        }
    }
#endif
