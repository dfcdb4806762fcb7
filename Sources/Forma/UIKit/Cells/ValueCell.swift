#if canImport(UIKit)
import UIKit

/// A cell showing a row's title with its value beside it, in UIKit's value style: label
/// and info rows, and every kind without a cell of its own.
///
/// Label and info rows are read-only and do not highlight. Options rows (push selectors,
/// action sheets, pickers …) show a disclosure indicator.
///
/// ```swift
/// cellRegistry.register(kind: .rating, cell: ValueCell.self)   // "Stars   4"
/// ```
open class ValueCell: FormCell {
    open override func configure(for row: FormRow, host: FormViewController) {
        super.configure(for: row, host: host)
        var content = UIListContentConfiguration.valueCell()
        content.text = row.title
        content.secondaryText = row.displayText
        content.textProperties.color = titleColor
        contentConfiguration = content
        accessoryType = row is any OptionsProviding && !row.isDisabled ? .disclosureIndicator : .none
    }

    open override var respondsToTap: Bool {
        guard let kind = row?.kind else { return false }
        return kind != .label && kind != .info
    }
}
#endif
