#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A cell showing a row's title with its value after it: selector rows (push, action
    /// sheet, alert, multiple, left-right), label and info rows, and custom rows without a
    /// cell of their own.
    ///
    /// Label rows do not highlight. A disclosure indicator shows only where a tap pushes a
    /// screen (push, multiple and left-right selectors); action sheets and alerts open over the
    /// form and need none.
    ///
    /// ```swift
    /// cellRegistry.register(kind: .rating, cell: ValueCell.self)   // "Stars   4"
    /// ```
    open class ValueCell: FormCell {
        /// The row's value as text.
        public let valueLabel = UILabel()

        /// The picture before the title when the presentation has one (an image row's
        /// photo); hidden otherwise.
        public let thumbnailView = UIImageView()

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
            thumbnailView.isHidden = true
            thumbnailView.contentMode = .scaleAspectFill
            thumbnailView.clipsToBounds = true
            thumbnailView.widthAnchor.constraint(equalToConstant: 44).isActive = true
            thumbnailView.heightAnchor.constraint(equalToConstant: 44).isActive = true
            line.insertArrangedSubview(thumbnailView, at: 0)
        }

        /// The image of a thumbnail: its embedded bytes, else the file it names; `nil` when
        /// neither gives an image (the file was moved, or its bytes do not decode).
        static func image(of thumbnail: FileThumbnail?) -> UIImage? {
            guard let thumbnail else { return nil }
            if let bytes = thumbnail.bytes { return UIImage(data: bytes) }
            guard let url = URL(string: thumbnail.location), url.isFileURL else { return nil }
            do {
                return UIImage(data: try Data(contentsOf: url))
            } catch {
                // A file gone since it was picked: the row shows its name without a picture.
                return nil
            }
        }

        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            valueLabel.text = presentation?.displayText ?? presentation?.placeholder
            valueLabel.textColor = presentation?.displayText == nil ? .placeholderText : .secondaryLabel
            thumbnailView.image = Self.image(of: presentation?.thumbnail)
            thumbnailView.isHidden = thumbnailView.image == nil
            alignValue()
            accessoryType = pushesScreen && isRowEnabled ? .disclosureIndicator : .none
            exposeCellToAccessibility()
        }

        open override func stackedLayoutDidChange(_ stacked: Bool) {
            alignValue()
        }

        private func alignValue() {
            let trailing: NSTextAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
            valueLabel.textAlignment = titleLabel.isHidden || usesStackedLayout ? .natural : trailing
        }

        /// `true` for selectors that push a list.
        private var pushesScreen: Bool {
            guard case .selector(let selector) = presentation?.editor else { return false }
            return selector.style.pushesList
        }

        open override var respondsToTap: Bool {
            switch presentation?.editor {
            case .selector, .custom: true
            default: false
            }
        }
    }
#endif
