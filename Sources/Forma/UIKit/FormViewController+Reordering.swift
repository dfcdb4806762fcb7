#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// Reordering by drag, without editing mode: a row that may move (its presentation's
    /// `canMove`) can be picked up, lands where the controller says
    /// (``FormController/targetPath(forMoveFrom:proposed:)``), and the table then reports the
    /// move through `tableView(_:moveRowAt:to:)`, as its reorder control would.
    extension FormViewController: UITableViewDragDelegate, UITableViewDropDelegate {
        public func tableView(
            _ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            guard let row = row(at: indexPath), isEditable(row), formController.presentation(of: row).canMove else {
                return []
            }
            let item = UIDragItem(itemProvider: NSItemProvider())
            item.localObject = indexPath
            return [item]
        }

        public func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal {
            guard tableView.hasActiveDrag, let destinationIndexPath,
                let source = session.localDragSession?.items.first?.localObject as? IndexPath
            else { return UITableViewDropProposal(operation: .forbidden) }
            let target = formController.targetPath(
                forMoveFrom: TablePath(source), proposed: TablePath(destinationIndexPath))
            guard target == TablePath(destinationIndexPath) else {
                return UITableViewDropProposal(operation: .forbidden)
            }
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }

        /// Nothing to do: a move within the form arrives through `tableView(_:moveRowAt:to:)`.
        public func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}
    }
#endif
