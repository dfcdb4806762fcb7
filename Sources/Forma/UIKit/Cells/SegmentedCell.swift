#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A cell editing a segmented row: the title, then a `UISegmentedControl` of the row's
    /// options. For VoiceOver the row is one adjustable element: swiping up or down picks the
    /// next or previous option.
    ///
    /// ```swift
    /// SegmentedRow<String>("plan") { $0.title = "Plan"; $0.options = ["Free", "Pro"] }
    /// ```
    open class SegmentedCell: FormCell {
        /// The segmented control.
        public let segments = UISegmentedControl()
        private var titles: [String] = []

        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            setUpSegments()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUpSegments()
        }

        private func setUpSegments() {
            segments.addAction(UIAction { [weak self] _ in self?.chose() }, for: .valueChanged)
            segments.setContentHuggingPriority(.required, for: .horizontal)
            installEditor(segments)
        }

        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            guard case .segmented(let list) = presentation?.editor else { return }
            if list.titles != titles {
                titles = list.titles
                segments.removeAllSegments()
                for (index, title) in list.titles.enumerated() {
                    segments.insertSegment(withTitle: title, at: index, animated: false)
                }
            }
            segments.selectedSegmentIndex = list.selectedIndex ?? UISegmentedControl.noSegment
            segments.isEnabled = isRowEnabled
            exposeCellToAccessibility()
        }

        open override var respondsToTap: Bool { false }

        open override func accessibilityIncrement() {
            onMainActor { [weak self] in self?.choose(offset: 1) }
        }

        open override func accessibilityDecrement() {
            onMainActor { [weak self] in self?.choose(offset: -1) }
        }

        private func choose(offset: Int) {
            guard let row, let host, isRowEnabled, case .segmented(let list) = presentation?.editor,
                let next = list.index(steppedBy: offset)
            else { return }
            host.chooseOption(at: next, for: row)
        }

        private func chose() {
            guard let row, let host, segments.selectedSegmentIndex != UISegmentedControl.noSegment else { return }
            host.chooseOption(at: segments.selectedSegmentIndex, for: row)
        }
    }
#endif
