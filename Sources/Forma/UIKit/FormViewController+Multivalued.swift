#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// Multivalued sections on screen — the add row, swipe to delete and reordering by drag —
    /// and the swipe actions rows carry. Every edit goes to the controller, which changes the
    /// model; the table follows through the diff.
    ///
    /// The table is never put in editing mode, which would make every swipe action
    /// unreachable: rows that may move are reordered by dragging them (a long press), and the
    /// add row adds a row when tapped.
    extension FormViewController {
        /// Lets rows be dragged while a visible section allows reordering.
        func updateEditingMode() {
            guard isViewLoaded else { return }
            let reorders = (0..<table.snapshot.sections.count).compactMap { section(at: $0) }.contains {
                $0.multivalued.contains(.reorder)
            }
            if tableView.isEditing { tableView.setEditing(false, animated: false) }
            tableView.dragDelegate = self
            tableView.dropDelegate = self
            if tableView.dragInteractionEnabled != reorders { tableView.dragInteractionEnabled = reorders }
        }

        func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            guard let row = row(at: indexPath), isEditable(row) else { return .none }
            let presentation = formController.presentation(of: row)
            if case .button(let button) = presentation.editor, button.role == .add { return .insert }
            return presentation.canDelete ? .delete : .none
        }

        /// Whether a row has something to edit: delete, insert, move or swipe actions.
        func canEditRow(at indexPath: IndexPath) -> Bool {
            guard let row = row(at: indexPath), isEditable(row) else { return false }
            let presentation = formController.presentation(of: row)
            return editingStyle(at: indexPath) != .none || presentation.canMove || !presentation.swipeActions.isEmpty
        }

        /// Deletes through the controller, or activates the add row.
        func commitEditing(_ editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard let row = row(at: indexPath), let path = formController.path(of: row) else { return }
            switch editingStyle {
            case .delete:
                deleteRow(row, at: path)
            case .insert:
                perform(formController.activate(row), from: indexPath)
            default:
                break
            }
        }

        private func deleteRow(_ row: FormRow, at path: TablePath) {
            if formController.focusedRow === row { view.endEditing(true) }
            do {
                try formController.deleteRow(at: path)
            } catch {
                // The section no longer allows it (a condition changed): show what the model holds.
                table.reload(formController.snapshot)
            }
        }

        /// Whether the row may be dragged elsewhere.
        func canMoveRow(at indexPath: IndexPath) -> Bool {
            guard let row = row(at: indexPath), isEditable(row) else { return false }
            return formController.presentation(of: row).canMove
        }

        /// The table already shows the move: the model follows, and the rest of the change
        /// (rows a condition shows or hides because of the new order) is applied after this
        /// callback returns.
        func tableDidMoveRow(from source: IndexPath, to destination: IndexPath) {
            do {
                try table.tableDidMove(from: TablePath(source), to: TablePath(destination)) {
                    try formController.moveRow(from: TablePath(source), to: TablePath(destination))
                }
            } catch {
                table.reload(formController.snapshot)
            }
        }

        // MARK: Swipe actions

        /// The row's swipe actions on one edge, and Delete on the trailing edge of rows that
        /// may be deleted.
        func swipeActions(at indexPath: IndexPath, edge: SwipeAction.Edge) -> UISwipeActionsConfiguration? {
            guard let row = row(at: indexPath), isEditable(row) else { return nil }
            let presentation = formController.presentation(of: row)
            var actions: [UIContextualAction] = []
            if edge == .trailing, presentation.canDelete {
                actions.append(
                    UIContextualAction(style: .destructive, title: form.presentationStrings.delete) {
                        [weak self, weak row] _, _, done in
                        guard let self, let row, let path = self.formController.path(of: row) else {
                            return done(false)
                        }
                        self.deleteRow(row, at: path)
                        done(true)
                    })
            }
            for action in presentation.swipeActions where action.edge == edge {
                let style: UIContextualAction.Style = action.style == .destructive ? .destructive : .normal
                actions.append(
                    UIContextualAction(style: style, title: action.title) { [weak self, weak row] _, _, done in
                        guard let self, let row else { return done(false) }
                        done(self.formController.performSwipeAction(action.index, on: row))
                    })
            }
            guard !actions.isEmpty else { return nil }
            let configuration = UISwipeActionsConfiguration(actions: actions)
            configuration.performsFirstActionWithFullSwipe = edge == .trailing && presentation.canDelete
            return configuration
        }
    }
#endif
