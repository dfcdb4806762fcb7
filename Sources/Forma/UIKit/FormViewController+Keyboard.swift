#if canImport(UIKit)
    import UIKit

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
            guard let current = formController.focusedRow else { return }
            inputAccessoryBar.update(
                hasPrevious: formController.previousEditableRow(before: current) != nil,
                hasNext: formController.nextEditableRow(after: current) != nil)
        }

        // MARK: Keyboard avoidance

        func observeKeyboard() {
            let center = NotificationCenter.default
            center.addObserver(
                self, selector: #selector(keyboardWillChangeFrame(_:)),
                name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.addObserver(
                self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification,
                object: nil)
            center.addObserver(
                self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification,
                object: nil)
        }

        @objc private func keyboardWillChangeFrame(_ notification: Notification) {
            keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            updateKeyboardInset()
        }

        @objc private func keyboardDidShow(_ notification: Notification) {
            keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            updateKeyboardInset()
            scrollFocusedRowToVisible()
        }

        @objc private func keyboardWillHide(_ notification: Notification) {
            keyboardFrame = nil
            updateKeyboardInset()
        }

        /// Makes the table's bottom inset cover the keyboard's overlap with the table — in a
        /// full-screen table, a form sheet or a popover alike — counting what the system
        /// already added, so the inset is never doubled. Idempotent: it runs on every keyboard
        /// frame change and every layout.
        func updateKeyboardInset() {
            guard isViewLoaded, let tableView else { return }
            var overlap: CGFloat = 0
            if let keyboardFrame, let screen = view.window?.screen {
                let frame = tableView.convert(keyboardFrame, from: screen.coordinateSpace)
                overlap = max(0, tableView.bounds.maxY - frame.minY)
            }
            let systemInset = tableView.adjustedContentInset.bottom - keyboardInset
            let needed = max(0, overlap - systemInset)
            guard abs(needed - keyboardInset) > 0.5 else { return }
            tableView.contentInset.bottom += needed - keyboardInset
            tableView.verticalScrollIndicatorInsets.bottom += needed - keyboardInset
            keyboardInset = needed
        }

        /// Scrolls the focused row into the part of the table the keyboard leaves visible.
        func scrollFocusedRowToVisible() {
            guard let row = formController.focusedRow, let indexPath = indexPath(of: row) else { return }
            tableView.scrollToRow(at: indexPath, at: .none, animated: true)
        }
    }
#endif
