import FormaCore

/// The list open over the form: a selector screen's choices, or a picker's options.
struct Overlay {
    /// Where a choice goes.
    enum Target {
        /// A row's options, chosen by index.
        case options(FormRow)
        /// A selector screen from the controller; its commit writes the value.
        case screen(SelectorScreen, choiceIDs: [Int])
    }

    var list: ChoiceList
    let target: Target
    /// The widest line the list needs (title or choice), measured once: at most
    /// ``widestDrawn`` columns are ever drawn, so measuring stops there.
    let contentWidth: Int
    static let widestDrawn = 64

    init(list: ChoiceList, target: Target) {
        self.list = list
        self.target = target
        var longest = DisplayWidth.of(list.title) + 2
        for choice in list.choices where longest < Self.widestDrawn {
            longest = max(longest, DisplayWidth.of(choice) + 6)
        }
        contentWidth = longest
    }

    init(screen: SelectorScreen) {
        let choices = screen.sections.flatMap(\.choices)
        let selected = Set(screen.selection)
        self.init(
            list: ChoiceList(
                title: screen.title ?? screen.row.title ?? "",
                choices: choices.map(\.title),
                selected: Set(choices.indices.filter { selected.contains(choices[$0].id) }),
                allowsMultipleSelection: screen.allowsMultipleSelection),
            target: .screen(screen, choiceIDs: choices.map(\.id)))
    }
}

extension TerminalFormView {
    func handleOverlay(_ key: Key) -> FormOutcome? {
        guard var current = overlay else { return nil }
        if key == .control("c") { return .cancelled }
        switch current.list.handle(key) {
        case .updated, .ignored:
            overlay = current
        case .cancel:
            overlay = nil
            if case .screen(let screen, _) = current.target { screen.cancel() }
        case .commit(let indices):
            overlay = nil
            commit(indices, to: current.target)
        }
        if let id = focusedID { cache[id] = nil }
        return nil
    }

    private func commit(_ indices: [Int], to target: Overlay.Target) {
        switch target {
        case .options(let row):
            if let index = indices.first { choose(option: index, in: row) }
        case .screen(let screen, let ids):
            do {
                if screen.allowsMultipleSelection {
                    let wanted = Set(indices.compactMap { ids.indices.contains($0) ? ids[$0] : nil })
                    for id in wanted.symmetricDifference(screen.selection).sorted() { try screen.choose(id) }
                    try screen.commit()
                } else if let index = indices.first, ids.indices.contains(index) {
                    try screen.choose(ids[index])
                }
            } catch {
                status = "\(error)"
            }
        }
    }
}
