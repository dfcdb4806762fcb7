#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// Selector screens on screen: a pushed list, an action sheet (a popover from the row on
    /// iPad) or an alert, by the screen's style. Choices go through the ``SelectorScreen``,
    /// which writes the value in one transaction.
    extension FormViewController {
        /// Presents a screen by its style (see ``presentSelector(_:from:)``).
        func presentSelectorByStyle(_ screen: SelectorScreen, from indexPath: IndexPath) {
            if screen.style.pushesList {
                pushList(of: screen)
            } else {
                presentChoices(of: screen, style: screen.style == .alert ? .alert : .actionSheet)
            }
        }

        /// Tells the person that a choice could not be written.
        func showSelectorFailure(_ error: any Error) {
            let alert = UIAlertController(title: nil, message: String(describing: error), preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: form.presentationStrings.ok, style: .default))
            present(alert, animated: true)
        }

        private func pushList(of screen: SelectorScreen) {
            let list = SelectorViewController(screen: screen)
            // Inside SwiftUI the navigation controller is SwiftUI's own: present a sheet there.
            if let navigationController, pushesSelectorLists {
                navigationController.pushViewController(list, animated: true)
                return
            }
            list.navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .done, primaryAction: UIAction { [weak list] _ in list?.dismiss(animated: true) })
            let sheet = UINavigationController(rootViewController: list)
            sheet.modalPresentationStyle = .formSheet
            present(sheet, animated: true)
        }

        /// An action sheet or alert of the screen's choices, once its options have loaded. One
        /// load runs at a time; the row shows its spinner meanwhile, and the load is cancelled
        /// when the form leaves the screen.
        private func presentChoices(of screen: SelectorScreen, style: UIAlertController.Style) {
            guard screen.loadState == .loading else {
                showChoices(of: screen, style: style)
                return
            }
            guard selectorLoad == nil else { return }
            loadingSelector = screen
            redraw(screen.row)
            Announcement.post(form.presentationStrings.loading)
            selectorLoad = Task { [weak self] in
                await screen.loadOptions()
                guard let self, self.loadingSelector === screen else { return }
                self.endSelectorLoad()
                self.showChoices(of: screen, style: style)
            }
        }

        /// Stops the options load under way, if any, as leaving the screen does.
        func cancelSelectorLoad() {
            loadingSelector?.cancel()
            endSelectorLoad()
        }

        private func endSelectorLoad() {
            selectorLoad?.cancel()
            selectorLoad = nil
            let row = loadingSelector?.row
            loadingSelector = nil
            if let row { redraw(row) }
        }

        /// Presents the choices anchored at the row as it is now: after an asynchronous load
        /// the row may have moved or left the table, or the form the screen; then nothing shows.
        private func showChoices(of screen: SelectorScreen, style: UIAlertController.Style) {
            guard viewIfLoaded?.window != nil, presentedViewController == nil,
                let indexPath = indexPath(of: screen.row), !screen.row.isDisabled
            else { return }
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
            sheet.addAction(UIAlertAction(title: form.presentationStrings.cancel, style: .cancel))
            if let popover = sheet.popoverPresentationController {
                // iPad: the sheet points at the row that opened it, looked up again just now.
                let cell = tableView.cellForRow(at: indexPath)
                popover.sourceView = cell ?? tableView
                popover.sourceRect = cell?.bounds ?? tableView.rectForRow(at: indexPath)
            }
            present(sheet, animated: true)
        }
    }
#endif
