#if canImport(UIKit)
import UIKit

/// A cell showing a row's title with its value after it: label and info rows, and every
/// kind without a cell of its own.
///
/// Label and info rows are read-only and do not highlight. A disclosure indicator shows
/// only where a tap opens something (options rows open their selector).
///
/// ```swift
/// cellRegistry.register(kind: .rating, cell: ValueCell.self)   // "Stars   4"
/// ```
open class ValueCell: FormCell {
    /// The row's value as text.
    public let valueLabel = UILabel()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpValue()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpValue()
    }

    private func setUpValue() {
        valueLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.adjustsFontForContentSizeCategory = true
        valueLabel.textColor = .secondaryLabel
        valueLabel.numberOfLines = 0
        valueLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        installEditor(valueLabel)
    }

    open override func configure(for row: FormRow, host: FormViewController) {
        super.configure(for: row, host: host)
        valueLabel.text = row.displayText
        alignValue()
        accessoryType = row is any OptionsProviding && isRowEnabled ? .disclosureIndicator : .none
        exposeCellToAccessibility()
        setAccessibilityTrait(Trait.button, respondsToTap && isRowEnabled)
    }

    open override func stackedLayoutDidChange(_ stacked: Bool) {
        alignValue()
    }

    private func alignValue() {
        let trailing: NSTextAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        valueLabel.textAlignment = titleLabel.isHidden || usesStackedLayout ? .natural : trailing
    }

    open override var respondsToTap: Bool {
        guard let kind = row?.kind else { return false }
        return kind != .label && kind != .info
    }
}
#endif
