/// A multiple selector whose value is one integer, the sum of the chosen options' bits —
/// what inference makes of an `OptionSet` (FXForms' bitfield fields), so that the value
/// decodes straight back into the set.
///
/// Its selector screen writes the chosen bits as an array, which the row adds up; `values()`
/// reports the integer.
final class BitfieldRow: Row<Int>, OptionsProviding, SelectorProviding {
    override var builtInKind: RowKind { .multipleSelector }

    /// The members, each a bit (or a mask of bits) with its title.
    var options: [Option<Int>] = [] {
        didSet { if options != oldValue { setNeedsUpdate() } }
    }

    convenience init(tag: String?, options: [Option<FormValue>]) {
        self.init(tag: tag)
        self.options = options.compactMap { option in
            guard case .int(let bits) = option.value else { return nil }
            return Option(bits, title: option.title, section: option.section)
        }
    }

    var optionTitles: [String] { options.map(\.title) }
    var optionValues: [FormValue] { options.map { .int($0.value) } }

    var selectorStyle: SelectorStyle { .multiple }
    var selectorTitle: String? { nil }
    var allowsMultipleSelection: Bool { true }

    func selectorSections() -> [SelectorSection] {
        let chosen = value ?? 0
        return SelectorSection.grouping(
            options.enumerated().map { index, option in
                (
                    option.section,
                    SelectorChoice(
                        id: index, title: option.title, value: .int(option.value),
                        isSelected: option.value != 0 && chosen & option.value == option.value)
                )
            })
    }

    override func editor(in context: EditorContext) -> Editor {
        .selector(SelectorEditor(style: .multiple, title: title))
    }

    /// An integer, or an array of the chosen bits (as the selector screen writes them).
    override func setFormValue(_ newValue: FormValue) throws {
        value = try converted(summing(newValue))
    }

    override func checkFormValue(_ newValue: FormValue) throws {
        _ = try converted(summing(newValue))
    }

    /// The integer an array of bits stands for; any other value as it is.
    private func summing(_ newValue: FormValue) throws -> FormValue {
        guard case .array(let items) = newValue else { return newValue }
        var sum = 0
        for item in items {
            guard case .int(let bits) = item else {
                throw ValueError(tag: tag, reason: .typeMismatch(expected: .int, found: item.kind))
            }
            sum |= bits
        }
        return .int(sum)
    }

    override func rejectionBuiltIn(of candidate: Int) -> ValueError.Reason? {
        let known = options.reduce(0) { $0 | $1.value }
        return candidate & ~known == 0 ? nil : .notAnOption(.int(candidate))
    }

    override func formatBuiltIn(_ value: Int) -> String {
        options.filter { $0.value != 0 && value & $0.value == $0.value }.map(\.title).joined(separator: ", ")
    }
}
