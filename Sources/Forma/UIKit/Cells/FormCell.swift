#if canImport(UIKit)
import UIKit

/// The base of the cells a ``FormViewController`` shows: a table cell that draws one row
/// and reports edits back to its controller.
///
/// The controller calls ``configure(for:host:)`` each time the cell is shown or the row's
/// content changes (the same cell is reconfigured in place, so a field being edited keeps
/// its keyboard). Subclasses override it, call `super` first, then draw the row. The base
/// sets what every cell shares: the accessibility identifier (the row's tag), label (its
/// title) and the disabled look.
///
/// ```swift
/// final class RatingCell: FormCell {
///     override func configure(for row: FormRow, host: FormViewController) {
///         super.configure(for: row, host: host)
///         var content = UIListContentConfiguration.valueCell()
///         content.text = row.title
///         content.secondaryText = String(repeating: "★", count: Int(row.formValue.number ?? 0))
///         contentConfiguration = content
///     }
/// }
/// ```
open class FormCell: UITableViewCell {
    /// The row the cell shows.
    public private(set) weak var row: FormRow?

    /// The controller showing the cell; edits go through it.
    public private(set) weak var host: FormViewController?

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Draws a row. Overrides call `super` first.
    ///
    /// ```swift
    /// cell.configure(for: form.row(tag: "email") ?? EmailRow(), host: self)
    /// ```
    open func configure(for row: FormRow, host: FormViewController) {
        self.row = row
        self.host = host
        accessibilityIdentifier = row.tag
        accessibilityLabel = row.title
        accessibilityValue = row.displayText
        setAccessibilityTrait(Trait.notEnabled, row.isDisabled)
        selectionStyle = respondsToTap && !row.isDisabled ? .default : .none
    }

    /// Whether tapping the row does something (focus a field, toggle a check, run a button).
    /// Rows that do not respond are not highlighted.
    ///
    /// ```swift
    /// override var respondsToTap: Bool { false }   // a read-only cell
    /// ```
    open var respondsToTap: Bool { true }

    /// Moves keyboard focus into the cell, if it takes focus. Returns whether it did.
    ///
    /// ```swift
    /// override func focus() -> Bool { textView.becomeFirstResponder() }
    /// ```
    @discardableResult
    open func focus() -> Bool { false }

    /// `true` if the cell shows a row that is not disabled.
    ///
    /// ```swift
    /// toggle.isEnabled = isRowEnabled
    /// ```
    public var isRowEnabled: Bool { row.map { !$0.isDisabled } ?? false }

    /// The colour of a row's title: the primary label colour, dimmed when disabled.
    ///
    /// ```swift
    /// content.textProperties.color = titleColor
    /// ```
    public var titleColor: UIColor { isRowEnabled ? .label : .secondaryLabel }

    open override func prepareForReuse() {
        super.prepareForReuse()
        row = nil
        host = nil
    }
}
#endif
