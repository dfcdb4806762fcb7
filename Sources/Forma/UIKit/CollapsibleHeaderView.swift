#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// The header of a collapsible section: its text and a chevron; a tap collapses or expands
    /// the section through the controller (`toggleCollapsed(sectionAt:)`), whose rows then
    /// leave or rejoin the table through the diff. VoiceOver reads it as a header button with
    /// the presentation's hint.
    ///
    /// The text is a content configuration, which replaces the `contentView`, so the chevron
    /// lives on the header view itself. Collapsed, it points to the trailing edge (left in a
    /// right-to-left layout); it scales with Dynamic Type.
    final class CollapsibleHeaderView: UITableViewHeaderFooterView {
        private let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))
        /// Takes the taps over the whole header, above the content view a configuration replaces.
        private let tapArea = UIButton(type: .custom)
        private var onTap: (() -> Void)?

        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            chevron.isAccessibilityElement = false
            chevron.tintColor = .secondaryLabel
            chevron.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .footnote)
            chevron.adjustsImageSizeForAccessibilityContentSizeCategory = true
            chevron.translatesAutoresizingMaskIntoConstraints = false
            addSubview(chevron)
            NSLayoutConstraint.activate([
                chevron.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                chevron.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
            tapArea.isAccessibilityElement = false
            tapArea.translatesAutoresizingMaskIntoConstraints = false
            tapArea.addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
            addSubview(tapArea)
            NSLayoutConstraint.activate([
                tapArea.leadingAnchor.constraint(equalTo: leadingAnchor),
                tapArea.trailingAnchor.constraint(equalTo: trailingAnchor),
                tapArea.topAnchor.constraint(equalTo: topAnchor),
                tapArea.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
            isAccessibilityElement = true
        }

        @available(*, unavailable, message: "Made by the form's table")
        required init?(coder: NSCoder) {
            nil
        }

        /// Draws a section's presentation; `onTap` runs when the header is tapped.
        func configure(with presentation: SectionPresentation, onTap: @escaping () -> Void) {
            var content = defaultContentConfiguration()
            content.text = presentation.header
            contentConfiguration = content
            let turns = presentation.chevronQuarterTurns(
                rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            chevron.transform = CGAffineTransform(rotationAngle: CGFloat(turns) * .pi / 2)
            bringSubviewToFront(chevron)
            bringSubviewToFront(tapArea)
            self.onTap = onTap
            accessibilityLabel = presentation.accessibility.label
            accessibilityHint = presentation.accessibility.hint
            accessibilityTraits = presentation.accessibility.traits.uiTraits
            accessibilityIdentifier = presentation.accessibility.identifier
        }

        override func accessibilityActivate() -> Bool {
            // VoiceOver activates on the main thread; UIKit does not mark it so.
            onMainActor { [weak self] in self?.onTap?() }
            return true
        }
    }
#endif
