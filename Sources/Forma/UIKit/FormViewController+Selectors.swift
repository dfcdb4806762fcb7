#if canImport(UIKit)
    import UIKit

    /// Selector screens on screen: a pushed list, an action sheet (a popover from the row on
    /// iPad) or an alert, by the screen's style. Choices go through the ``SelectorScreen``,
    /// which writes the value in one transaction.
    extension FormViewController {
        /// Presents a screen by its style (see ``presentSelector(_:from:)``).
        func presentSelectorByStyle(_ screen: SelectorScreen, from indexPath: IndexPath) {
            switch screen.style {
            case .push, .multiple, .leftRight:
                pushList(of: screen)
            case .actionSheet:
                presentChoices(of: screen, style: .actionSheet, from: indexPath)
            case .alert:
                presentChoices(of: screen, style: .alert, from: indexPath)
            }
        }

        /// Tells the person that a choice could not be written.
        func showSelectorFailure(_ error: any Error) {
            let alert = UIAlertController(title: nil, message: String(describing: error), preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }

        private func pushList(of screen: SelectorScreen) {
            let list = SelectorViewController(screen: screen)
            if let navigationController {
                navigationController.pushViewController(list, animated: true)
                return
            }
            list.navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .done, primaryAction: UIAction { [weak list] _ in list?.dismiss(animated: true) })
            let sheet = UINavigationController(rootViewController: list)
            sheet.modalPresentationStyle = .formSheet
            present(sheet, animated: true)
        }

        /// An action sheet or alert of the screen's choices, once its options have loaded.
        private func presentChoices(
            of screen: SelectorScreen, style: UIAlertController.Style, from indexPath: IndexPath
        ) {
            guard screen.loadState == .loading else {
                showChoices(of: screen, style: style, from: indexPath)
                return
            }
            Task { [weak self] in
                await screen.loadOptions()
                self?.showChoices(of: screen, style: style, from: indexPath)
            }
        }

        private func showChoices(of screen: SelectorScreen, style: UIAlertController.Style, from indexPath: IndexPath) {
            let sheet = UIAlertController(title: screen.title, message: screen.emptyMessage, preferredStyle: style)
            for section in screen.sections {
                for choice in section.choices {
                    let title = section.title.map { "\($0) – \(choice.title)" } ?? choice.title
                    let action = UIAlertAction(title: title, style: .default) { [weak self] _ in
                        do {
                            try screen.choose(choice.id)
                        } catch {
                            self?.selectorDidFail(error)
                        }
                    }
                    sheet.addAction(action)
                    // The current choice stands out (bold in an alert).
                    if choice.isSelected, style == .alert { sheet.preferredAction = action }
                }
            }
            sheet.addAction(UIAlertAction(title: cancelActionTitle, style: .cancel))
            if let popover = sheet.popoverPresentationController {
                // iPad: the sheet points at the row that opened it.
                let cell = tableView.cellForRow(at: indexPath)
                popover.sourceView = cell ?? tableView
                popover.sourceRect = cell?.bounds ?? tableView.rectForRow(at: indexPath)
            }
            present(sheet, animated: true)
        }
    }
#endif
