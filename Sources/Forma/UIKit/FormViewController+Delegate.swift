#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    extension FormViewController {
        /// Activates the row through the controller and carries out what it says: focus a
        /// field, present a selector, scroll to an added row. Toggles, buttons and inline
        /// editors need nothing more: their change arrives through the diff.
        func selectRow(at indexPath: IndexPath, in tableView: UITableView) {
            tableView.deselectRow(at: indexPath, animated: true)
            guard let row = row(at: indexPath), isEditable(row) else { return }
            // Cells that take focus themselves (fields, pickers in place of the keyboard).
            if let cell = tableView.cellForRow(at: indexPath) as? FormCell, cell.focus() { return }
            view.endEditing(true)
            perform(formController.activate(row), from: indexPath)
        }

        /// Carries out an activation: the on-screen part of a tap, Enter or Space.
        ///
        /// ```swift
        /// perform(formController.activate(row), from: indexPath)
        /// ```
        public func perform(_ activation: Activation, from indexPath: IndexPath) {
            switch activation {
            case .focus(let row):
                focus(row)
            case .presentSelector(let screen):
                presentSelector(screen, from: indexPath)
            case .insertedRow(let row):
                if !focus(row), let path = self.indexPath(of: row) {
                    tableView.scrollToRow(at: path, at: .none, animated: true)
                }
            case .presentSubForm(let row):
                pushSubForm(row, from: indexPath)
            case .presentAppScreen(let row):
                presentAppScreen(for: row, from: indexPath)
            case .pickFile(let row):
                pickFile(for: row, from: indexPath)
            case .toggled, .expandedInlineEditor, .collapsedInlineEditor, .ranButton, .nothing:
                break
            }
        }

        /// A section's header: the app's view from ``headerView`` (VoiceOver reads it as a
        /// header), else UIKit's text header.
        func sectionHeader(at section: Int, in tableView: UITableView) -> UIView? {
            guard let model = self.section(at: section) else { return nil }
            if let headerView, let view = headerView(model) {
                view.accessibilityTraits.insert(Trait.header)
                return view
            }
            return collapsibleHeader(forSection: section, in: tableView)
        }

        /// The tappable header of a collapsible section, or `nil` for UIKit's text header.
        func collapsibleHeader(forSection index: Int, in tableView: UITableView) -> UIView? {
            guard let model = self.section(at: index),
                formController.presentation(ofSectionAt: index)?.isCollapsible == true
            else { return nil }
            let header =
                tableView.dequeueReusableHeaderFooterView(withIdentifier: "Forma.Collapsible") as? CollapsibleHeaderView
                ?? CollapsibleHeaderView(reuseIdentifier: "Forma.Collapsible")
            configureCollapsible(header, for: model)
            return header
        }

        /// Draws a collapsible header from its section's presentation.
        func configureCollapsible(_ header: CollapsibleHeaderView, for model: Section) {
            guard let index = formController.snapshot.sections.firstIndex(where: { $0.id == model.id }),
                let presentation = formController.presentation(ofSectionAt: index)
            else { return }
            header.configure(with: presentation) { [weak self, weak model] in
                guard let self, let model,
                    let index = self.formController.snapshot.sections.firstIndex(where: { $0.id == model.id })
                else { return }
                self.view.endEditing(true)
                self.formController.toggleCollapsed(sectionAt: index)
            }
        }

        /// A section's footer: the app's view from ``footerView``, else UIKit's text footer.
        func sectionFooter(at section: Int) -> UIView? {
            guard let footerView, let section = self.section(at: section) else { return nil }
            return footerView(section)
        }

        /// Rows respond to taps when they can be edited and their cell has something to do.
        func respondsToTap(at indexPath: IndexPath, in tableView: UITableView) -> Bool {
            guard let row = row(at: indexPath), isEditable(row) else { return false }
            guard let cell = tableView.cellForRow(at: indexPath) as? FormCell else { return true }
            return cell.respondsToTap
        }
    }
#endif
