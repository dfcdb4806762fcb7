#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// The pushed list of a selector row: its ``SelectorScreen``'s sections of choices, a
    /// search field when the model says the list is long, a spinner while options load, and a
    /// check mark on the chosen ones.
    ///
    /// Choosing goes through the screen: with single selection the value is written at once
    /// and the list goes back; with multiple selection choices are checked and unchecked, and
    /// leaving the list commits them (``SelectorScreen/close()``) — once it has really gone: a
    /// back swipe or sheet dismissal the person cancels half-way leaves everything as it was.
    /// The list holds no logic of its own.
    ///
    /// ```swift
    /// if case .presentSelector(let screen) = formController.activate(row) {
    ///     navigationController?.pushViewController(SelectorViewController(screen: screen), animated: true)
    /// }
    /// ```
    open class SelectorViewController: UITableViewController, UISearchResultsUpdating {
        /// The model shown.
        public let screen: SelectorScreen

        /// Called when the list is done: after a single choice, or when it is left.
        public var onFinish: (() -> Void)?

        private var loading: Task<Void, Never>?
        private let spinner = UIActivityIndicatorView(style: .large)
        private let emptyLabel = UILabel()

        /// Creates the list of a screen.
        ///
        /// ```swift
        /// let list = SelectorViewController(screen: screen)
        /// ```
        public init(screen: SelectorScreen) {
            self.screen = screen
            super.init(style: .insetGrouped)
        }

        @available(*, unavailable, message: "Create the list in code with init(screen:)")
        public required init?(coder: NSCoder) {
            nil
        }

        open override func viewDidLoad() {
            super.viewDidLoad()
            title = screen.title
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Choice")
            tableView.accessibilityIdentifier = screen.row.tag.map { "\($0).selector" }
            emptyLabel.font = .preferredFont(forTextStyle: .body)
            emptyLabel.adjustsFontForContentSizeCategory = true
            emptyLabel.textColor = .secondaryLabel
            emptyLabel.textAlignment = .center
            emptyLabel.numberOfLines = 0
            if screen.showsFilter { installSearch() }
            screen.onChange = { [weak self] _ in self?.screenDidChange() }
            if screen.loadState == .loading {
                loading = Task { [weak self] in await self?.screen.loadOptions() }
            }
            screenDidChange()
        }

        /// Closes the screen once the list is gone; `viewWillDisappear` would also run for an
        /// interactive dismissal that the person then cancels.
        open override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            guard isMovingFromParent || isBeingDismissed || navigationController?.isBeingDismissed == true else {
                return
            }
            loading?.cancel()
            do {
                try screen.close()
            } catch {
                // The row left the form or was disabled while the list was open: nothing to write to.
            }
            onFinish?()
            onFinish = nil
        }

        private func installSearch() {
            let search = UISearchController(searchResultsController: nil)
            search.searchResultsUpdater = self
            search.obscuresBackgroundDuringPresentation = false
            search.hidesNavigationBarDuringPresentation = false
            navigationItem.searchController = search
            navigationItem.hidesSearchBarWhenScrolling = false
            definesPresentationContext = true
        }

        /// Draws the screen again; its changes are heard from `viewDidLoad` on.
        private func screenDidChange() {
            if screen.showsFilter, navigationItem.searchController == nil { installSearch() }
            tableView.reloadData()
            if screen.loadState == .loading {
                spinner.startAnimating()
                tableView.backgroundView = spinner
            } else if let message = screen.emptyMessage {
                emptyLabel.text = message
                tableView.backgroundView = emptyLabel
            } else {
                tableView.backgroundView = nil
            }
        }

        // MARK: UISearchResultsUpdating

        open func updateSearchResults(for searchController: UISearchController) {
            screen.filterText = searchController.searchBar.text ?? ""
        }

        // MARK: UITableViewDataSource

        open override func numberOfSections(in tableView: UITableView) -> Int {
            screen.sections.count
        }

        open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            screen.sections.indices.contains(section) ? screen.sections[section].choices.count : 0
        }

        open override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            screen.sections.indices.contains(section) ? screen.sections[section].title : nil
        }

        open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Choice", for: indexPath)
            guard let choice = choice(at: indexPath) else { return cell }
            var content = cell.defaultContentConfiguration()
            content.text = choice.title
            cell.contentConfiguration = content
            cell.accessoryType = choice.isSelected ? .checkmark : .none
            cell.accessibilityIdentifier = choice.title
            cell.accessibilityTraits = choice.isSelected ? [Trait.button, Trait.selected] : Trait.button
            return cell
        }

        private func choice(at indexPath: IndexPath) -> SelectorChoice? {
            guard screen.sections.indices.contains(indexPath.section) else { return nil }
            let choices = screen.sections[indexPath.section].choices
            return choices.indices.contains(indexPath.row) ? choices[indexPath.row] : nil
        }

        // MARK: UITableViewDelegate

        open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            guard let choice = choice(at: indexPath) else { return }
            do {
                if try screen.choose(choice.id) == .dismiss { finish() }
            } catch {
                showFailure(error)
            }
        }

        /// Goes back to the form.
        private func finish() {
            if let navigationController, navigationController.viewControllers.first !== self {
                navigationController.popViewController(animated: true)
            } else {
                dismiss(animated: true)
            }
        }

        private func showFailure(_ error: any Error) {
            let alert = UIAlertController(title: nil, message: String(describing: error), preferredStyle: .alert)
            let ok = (screen.row.form?.presentationStrings ?? .standard).ok
            alert.addAction(UIAlertAction(title: ok, style: .default) { [weak self] _ in self?.finish() })
            present(alert, animated: true)
        }
    }
#endif
