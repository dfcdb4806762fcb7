import Foundation

/// The model of a selector screen: the choices in sections, the current selection, a
/// filter for long lists, options that load asynchronously, and a commit that writes the
/// value back in one transaction.
///
/// A renderer gets one from `FormController.activate(_:)` (``Activation/presentSelector(_:)``)
/// and draws `sections`; UIKit pushes a table or presents a sheet or alert, the terminal
/// opens an overlay list. Like the form, a screen belongs to one isolation domain.
///
/// ```swift
/// if case .presentSelector(let screen) = controller.activate(repeatRow) {
///     screen.filterText = "we"                         // "Every Week", "Every Weekday"
///     let weekly = screen.sections[0].choices[0]
///     if try screen.choose(weekly.id) == .dismiss { pop() }   // the row now holds "weekly"
/// }
/// ```
public final class SelectorScreen {
    /// The row the screen chooses a value for.
    package let row: FormRow
    /// The screen's title: the row's selector title, else its title.
    package let title: String?
    /// How the screen is shown.
    package let style: SelectorStyle
    /// `true` when several choices may be chosen; ``commit()`` writes them.
    package let allowsMultipleSelection: Bool

    /// The choices to show: every section's choices that match ``filterText``; sections
    /// left empty by the filter are dropped.
    package private(set) var sections: [SelectorSection] = []

    /// Text that narrows the choices to those whose title contains it (ignoring case and
    /// diacritics). Empty shows every choice.
    package var filterText = "" {
        didSet { if filterText != oldValue { refresh() } }
    }

    /// `true` when the list is long enough for a filter field to help (more than
    /// ``filterThreshold`` choices).
    package var showsFilter: Bool { choiceCount > Self.filterThreshold }

    /// Lists with more choices than this show a filter field.
    package static let filterThreshold = 12

    /// Where the options stand: loaded, loading, cancelled or failed.
    package private(set) var loadState: SelectorLoadState = .loaded

    /// The identities of the chosen choices, in the order they appear.
    package var selection: [Int] {
        allSections.flatMap(\.choices).filter { selected.contains($0.id) }.map(\.id)
    }

    /// Called after the screen's content changes (filter, selection, loading), so a
    /// renderer can redraw.
    package var onChange: ((SelectorScreen) -> Void)?

    /// A message for a screen with nothing to choose, or `nil`.
    package var emptyMessage: String? {
        guard choiceCount == 0 else { return nil }
        switch loadState {
        case .loading: return nil
        case .failed(let reason): return reason
        case .loaded, .cancelled: return (row.form?.presentationStrings ?? .standard).noOptions
        }
    }

    private let source: any SelectorProviding
    private var allSections: [SelectorSection] = []
    private var selected: Set<Int> = []
    private var choiceCount = 0
    private var pendingLoad: Task<[any Sendable], any Error>?

    /// `true` once ``close()`` ran.
    package private(set) var hasClosed = false

    /// Creates the screen of a selector row.
    init(row: any SelectorProviding) {
        self.row = row
        self.source = row
        self.title = row.selectorTitle ?? row.title
        self.style = row.selectorStyle
        self.allowsMultipleSelection = row.allowsMultipleSelection
        reloadChoices()
        if let loading = row as? any AsyncOptionsLoading, loading.makeOptionsLoad() != nil {
            loadState = .loading
        }
    }

    /// Rebuilds the choices from the row (after its options changed).
    func reloadChoices() {
        allSections = source.selectorSections()
        selected = Set(allSections.flatMap(\.choices).filter(\.isSelected).map(\.id))
        choiceCount = allSections.reduce(0) { $0 + $1.choices.count }
        refresh()
    }

    private func refresh() {
        let needle = filterText.trimmingCharacters(in: .whitespaces)
        sections = allSections.compactMap { section in
            var section = section
            section.choices = section.choices.compactMap { choice in
                guard
                    needle.isEmpty
                        || choice.title.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                else { return nil }
                var choice = choice
                choice.isSelected = selected.contains(choice.id)
                return choice
            }
            return section.choices.isEmpty ? nil : section
        }
        onChange?(self)
    }

    /// The choice with an identity, filtered out or not.
    package func choice(_ id: Int) -> SelectorChoice? {
        for section in allSections {
            if var choice = section.choices.first(where: { $0.id == id }) {
                choice.isSelected = selected.contains(id)
                return choice
            }
        }
        return nil
    }

    /// Makes a choice, as a tap on it does. With single selection the value is written at
    /// once and the screen should be dismissed; with multiple selection the choice is
    /// checked or unchecked and ``commit()`` writes the set.
    /// - Throws: ``SelectorError`` when the choice is unknown or the row refuses the value.
    @discardableResult
    package func choose(_ id: Int) throws -> SelectorOutcome {
        guard choice(id) != nil else { throw SelectorError.unknownChoice(id) }
        if allowsMultipleSelection {
            if !selected.insert(id).inserted { selected.remove(id) }
            refresh()
            return .stay
        }
        selected = [id]
        try commit()
        refresh()
        return .dismiss
    }

    /// Writes the selection to the row in one transaction: the chosen value, or the array
    /// of chosen values for multiple selection (an empty selection clears the row).
    /// - Throws: ``SelectorError`` when the row has left the form, is disabled, or refuses the value.
    package func commit() throws {
        guard let form = row.form, !row.isDisabled else { throw SelectorError.rowUnavailable(tag: row.tag) }
        let value = selectedValue
        do {
            try form.transaction { try row.setFormValue(value) }
        } catch let error as ValueError {
            throw SelectorError.invalidValue(error)
        }
    }

    /// Loads the row's options from its asynchronous loader, if it has one, showing
    /// `SelectorLoadState.loading` meanwhile. Call it when the screen appears; results
    /// arriving after `cancel()` are dropped.
    ///
    /// ```swift
    /// Task { await screen.loadOptions() }
    /// ```
    nonisolated(nonsending) public func loadOptions() async {
        guard let loading = row as? any AsyncOptionsLoading, let load = loading.makeOptionsLoad() else {
            if loadState == .loading { loadState = .loaded }
            return
        }
        pendingLoad?.cancel()
        loadState = .loading
        onChange?(self)
        let fetch = load.fetch
        let task = Task { try await fetch() }
        pendingLoad = task
        let result = await task.result
        guard pendingLoad == task else { return }
        pendingLoad = nil
        if task.isCancelled || loadState == .cancelled {
            loadState = .cancelled
            onChange?(self)
            return
        }
        switch result {
        case .success(let options):
            load.store(options)
            loadState = .loaded
            reloadChoices()
        case .failure(let error):
            loadState = .failed(String(describing: error))
            onChange?(self)
        }
    }

    /// Ends the screen once the person has really left it (a back swipe or sheet dismissal
    /// that was cancelled half-way has not): loading stops, and with multiple selection the
    /// checked set is written in one transaction when it differs from the row's value.
    /// Closing again does nothing, so a screen never writes twice.
    ///
    /// ```swift
    /// override func viewDidDisappear(_ animated: Bool) {
    ///     super.viewDidDisappear(animated)
    ///     guard isMovingFromParent || isBeingDismissed else { return }
    ///     do { try screen.close() } catch { showFailure(error) }
    /// }
    /// ```
    /// - Returns: `true` the first time, `false` when the screen was already closed.
    /// - Throws: ``SelectorError`` when the row has left the form, is disabled or refuses the set.
    @discardableResult
    package func close() throws -> Bool {
        guard !hasClosed else { return false }
        hasClosed = true
        cancel()
        guard allowsMultipleSelection, selectedValue != row.formValue else { return true }
        try commit()
        return true
    }

    /// The value the selection stands for.
    private var selectedValue: FormValue {
        let values = allSections.flatMap(\.choices).filter { selected.contains($0.id) }.map(\.value)
        return if allowsMultipleSelection { values.isEmpty ? .null : .array(values) } else { values.first ?? .null }
    }

    /// Stops loading options, as dismissing the screen does.
    package func cancel() {
        guard let pendingLoad else { return }
        pendingLoad.cancel()
        self.pendingLoad = nil
        loadState = .cancelled
        onChange?(self)
    }
}
