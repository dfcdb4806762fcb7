/// A pair of choices where the left one decides which right ones are offered (XLForm's
/// left-right selector): for instance a country on the left and its cities on the right.
public struct LeftRightValue<Left: FormValueConvertible & Hashable, Right: FormValueConvertible & Hashable>:
    FormValueConvertible, Hashable
{
    /// The left choice.
    public var left: Left
    /// The right choice.
    public var right: Right

    /// Creates a pair.
    public init(left: Left, right: Right) {
        self.left = left
        self.right = right
    }

    /// `{"left": …, "right": …}`.
    public var formValue: FormValue { .object(["left": left.formValue, "right": right.formValue]) }

    public init?(formValue: FormValue) {
        guard let l = formValue["left"].flatMap(Left.init(formValue:)),
            let r = formValue["right"].flatMap(Right.init(formValue:))
        else { return nil }
        self.init(left: l, right: r)
    }

    public static var expectedKind: FormValueKind { .object }
}

/// A left choice with the right choices it offers.
public struct LeftRightChoice<Left: FormValueConvertible & Hashable, Right: FormValueConvertible & Hashable>:
    Sendable, Hashable
{
    /// The left option.
    public var left: Option<Left>
    /// The right options offered when `left` is chosen.
    public var right: [Option<Right>]

    /// Creates a choice.
    public init(_ left: Option<Left>, right: [Option<Right>]) {
        self.left = left
        self.right = right
    }
}

/// A row picking a left option, then one of the right options it offers. Named as in XLForm, to ease migration (see *Migrating from XLForm* in Forma's documentation).
///
/// ```swift
/// LeftRightSelectorRow<String, String>("city") {
///     $0.choices = [LeftRightChoice("FR", right: ["Paris", "Lyon"]), LeftRightChoice("IT", right: ["Rome"])]
///     $0.value = LeftRightValue(left: "FR", right: "Lyon")
/// }
/// ```
public final class LeftRightSelectorRow<Left: FormValueConvertible & Hashable, Right: FormValueConvertible & Hashable>:
    Row<LeftRightValue<Left, Right>>, RowConfigurable, SelectorProviding
{
    override var builtInKind: RowKind { .leftRightSelector }

    /// The title of the selector screen; the row's title when `nil`.
    /// Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
    public var selectorTitle: String? {
        didSet { if selectorTitle != oldValue { setNeedsUpdate() } }
    }

    package var selectorStyle: SelectorStyle { .leftRight }
    package var allowsMultipleSelection: Bool { false }

    /// One section per left choice, titled by it, listing the right choices it offers.
    package func selectorSections() -> [SelectorSection] {
        var id = 0
        return choices.map { choice in
            SelectorSection(
                title: choice.left.title,
                choices: choice.right.map { right in
                    defer { id += 1 }
                    let pair = LeftRightValue(left: choice.left.value, right: right.value)
                    return SelectorChoice(id: id, title: right.title, value: pair.formValue, isSelected: pair == value)
                })
        }
    }

    package override func editor(in context: EditorContext) -> Editor {
        .selector(SelectorEditor(style: .leftRight, title: selectorTitle ?? title))
    }

    /// The left choices with their right options.
    public var choices: [LeftRightChoice<Left, Right>] = [] {
        didSet { if choices != oldValue { setNeedsUpdate() } }
    }

    /// The right options offered for a left value.
    package func rightOptions(for left: Left) -> [Option<Right>] {
        choices.first { $0.left.value == left }?.right ?? []
    }

    override func formatBuiltIn(_ value: LeftRightValue<Left, Right>) -> String {
        let choice = choices.first { $0.left.value == value.left }
        let leftTitle = choice?.left.title ?? Option(value.left).title
        let rightTitle = choice?.right.first { $0.value == value.right }?.title ?? Option(value.right).title
        return "\(leftTitle) – \(rightTitle)"
    }

    override func rejectionBuiltIn(of candidate: LeftRightValue<Left, Right>) -> ValueError.Reason? {
        if choices.isEmpty { return nil }
        let choice = choices.first { $0.left.value == candidate.left }
        let fits = choice?.right.contains { $0.value == candidate.right } ?? false
        return fits ? nil : .notAnOption(candidate.formValue)
    }
}
