#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// What cells call when the user edits a row. Custom ``FormCell`` subclasses use the same
    /// calls, so their edits reach the form, the table and ``FormViewController/valueHasBeenChanged(for:oldValue:newValue:)``
    /// like the built-in cells'.
    extension FormViewController {
        /// Sets a row's value as the user edited it. Disabled rows refuse the edit, and their
        /// cell is redrawn with the value they kept.
        ///
        /// ```swift
        /// @objc func ratingChanged() {
        ///     guard let row, let host else { return }
        ///     host.setValue(.int(stars.value), for: row)
        /// }
        /// ```
        public func setValue(_ value: FormValue, for row: FormRow) {
            guard isEditable(row) else {
                redraw(row)
                return
            }
            guard let path = formController.path(of: row) else { return }
            do {
                try formController.setValue(value, forRowAt: path)
            } catch {
                redraw(row)
            }
        }

        /// Reports text typed into a row's field. A valid text sets the value; text that is not
        /// a valid value yet stays as a draft the row's editor shows back. Rows that cannot be
        /// edited are redrawn with what they hold. While `isComposing` (marked text of Chinese or
        /// Japanese input is on screen) nothing is committed: pass `markedTextRange != nil`.
        ///
        /// ```swift
        /// func textViewDidChange(_ textView: UITextView) { if let row { host?.setText(textView.text, for: row) } }
        /// ```
        public func setText(_ text: String, for row: FormRow, isComposing: Bool = false) {
            guard isEditable(row) else {
                redraw(row)
                return
            }
            do {
                try formController.setText(text, for: row, isComposing: isComposing)
            } catch {
                redraw(row)
            }
        }

        /// Chooses the option at an index of a segmented control or option wheel.
        ///
        /// ```swift
        /// @objc func segmentChanged() { if let row { host?.chooseOption(at: control.selectedSegmentIndex, for: row) } }
        /// ```
        public func chooseOption(at index: Int, for row: FormRow) {
            guard isEditable(row) else {
                redraw(row)
                return
            }
            do {
                try formController.chooseOption(at: index, for: row)
            } catch {
                redraw(row)
            }
        }

        /// Sets a slider's or stepper's number, kept within the row's bounds and on its step.
        ///
        /// ```swift
        /// @objc func slid() { if let row { host?.setNumber(Double(slider.value), for: row) } }
        /// ```
        public func setNumber(_ number: Double, for row: FormRow) {
            guard isEditable(row) else {
                redraw(row)
                return
            }
            do {
                try formController.setNumber(number, for: row)
            } catch {
                redraw(row)
            }
        }

        /// Tells the controller that a row's field took focus.
        ///
        /// ```swift
        /// func textViewDidBeginEditing(_ textView: UITextView) { if let row { host?.rowDidBeginEditing(row) } }
        /// ```
        public func rowDidBeginEditing(_ row: FormRow) {
            formController.beginEditing(row)
            inputAccessoryBarNeedsUpdate()
            if isKeyboardShown { scrollFocusedRowToVisible() }
        }

        /// `true` when the person may change a row now: neither it, its section nor the form
        /// (read-only mode, `form.disabled`) is disabled.
        ///
        /// ```swift
        /// toggle.isEnabled = host.isEditable(row)
        /// ```
        public func isEditable(_ row: FormRow) -> Bool {
            !row.isDisabled
        }

        /// Tells the controller that a row's field lost focus.
        ///
        /// ```swift
        /// func textViewDidEndEditing(_ textView: UITextView) { if let row { host?.rowDidEndEditing(row) } }
        /// ```
        public func rowDidEndEditing(_ row: FormRow) {
            formController.endEditing(row)
        }

        /// Handles the return key in a row's field: moves to the next editable row, or ends
        /// editing after the last one (and submits the form when ``onSubmit`` is set).
        ///
        /// ```swift
        /// func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        ///     if let row { host?.rowDidReturn(row) }
        ///     return false
        /// }
        /// ```
        public func rowDidReturn(_ row: FormRow) {
            switch formController.returnKeyAction(for: row) {
            case .next(let next):
                if !focus(next) { view.endEditing(true) }
            case .done:
                view.endEditing(true)
                if onSubmit != nil { requestSubmit() }
            }
        }

        /// The return key a row's field shows: Next when another editable row follows, else Done.
        ///
        /// ```swift
        /// textField.returnKeyType = host.returnKeyType(for: row)
        /// ```
        public func returnKeyType(for row: FormRow) -> UIReturnKeyType {
            switch formController.returnKeyAction(for: row) {
            case .next: .next
            case .done: .done
            }
        }

        /// Scrolls to a row and moves keyboard focus into its cell. Returns whether the cell
        /// took focus (hidden rows and cells without a field do not).
        ///
        /// ```swift
        /// focus(form.row(tag: "email") ?? EmailRow())
        /// ```
        @discardableResult
        public func focus(_ row: FormRow) -> Bool {
            guard isViewLoaded, let tableView, let indexPath = indexPath(of: row) else { return false }
            if tableView.cellForRow(at: indexPath) == nil {
                tableView.scrollToRow(at: indexPath, at: .middle, animated: false)
                tableView.layoutIfNeeded()
            } else {
                tableView.scrollToRow(at: indexPath, at: .none, animated: true)
            }
            guard let cell = tableView.cellForRow(at: indexPath) as? FormCell else { return false }
            return cell.focus()
        }

        /// Lets the table measure its cells again in place, as a text view that grew asks; the
        /// cell being edited keeps its keyboard.
        ///
        /// ```swift
        /// func textViewDidChange(_ textView: UITextView) { host?.rowDidChangeHeight() }
        /// ```
        public func rowDidChangeHeight() {
            guard isViewLoaded, tableView.window != nil else { return }
            UIView.performWithoutAnimation {
                tableView.performBatchUpdates(nil)
            }
        }

        /// Redraws a visible row's cell from the form.
        func redraw(_ row: FormRow) {
            guard isViewLoaded, let tableView, let indexPath = indexPath(of: row),
                tableView.cellForRow(at: indexPath) != nil
            else { return }
            tableView.reconfigureRows(at: [indexPath])
        }
    }
#endif
