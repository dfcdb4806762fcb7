#if canImport(UIKit)
    import Forma
    // The iOS 17 SDK declares accessibility traits as mutable C globals, which Swift 6 will
    // not read without this; UIKit never writes them.
    @preconcurrency import UIKit

    /// The showcase's custom cell: five star buttons for a ``RatingRow``. It is registered for
    /// the custom editor `"rating"`, maps the row's presentation to the stars and reports a tap
    /// through `setValue(_:for:)`; for VoiceOver the row is one adjustable element.
    ///
    /// ```swift
    /// cellRegistry.register(customEditor: "rating", cell: StarRatingCell.self)
    /// ```
    final class StarRatingCell: FormCell {
        private let stars = UIStackView()
        private var rating = 0

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            stars.spacing = 4
            for value in 1...5 {
                let button = UIButton(
                    type: .system,
                    primaryAction: UIAction { [weak self] _ in self?.rate(value) })
                button.isAccessibilityElement = false
                stars.addArrangedSubview(button)
            }
            installEditor(stars)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            guard case .custom(let custom) = presentation?.editor else { return }
            rating = Int(custom.value.number ?? 0)
            for (index, view) in stars.arrangedSubviews.enumerated() {
                guard let button = view as? UIButton else { continue }
                button.setImage(UIImage(systemName: index < rating ? "star.fill" : "star"), for: .normal)
                button.isEnabled = isRowEnabled
            }
            exposeCellToAccessibility()
            accessibilityValue = "\(rating) of 5"
            accessibilityTraits.insert(.adjustable)
        }

        override var respondsToTap: Bool { false }

        override func accessibilityIncrement() {
            onMainActorExample { [weak self] in self?.step(1) }
        }

        override func accessibilityDecrement() {
            onMainActorExample { [weak self] in self?.step(-1) }
        }

        private func step(_ offset: Int) {
            rate(min(max(rating + offset, 1), 5))
        }

        private func rate(_ value: Int) {
            guard let row, let host else { return }
            host.setValue(.int(value), for: row)
        }
    }

    /// VoiceOver's callbacks are not marked main-actor, but UIKit makes them on the main thread.
    private nonisolated func onMainActorExample(_ body: @escaping @MainActor @Sendable () -> Void) {
        if #available(iOS 17, *) {
            MainActor.assumeIsolated { body() }
        } else {
            Task { @MainActor in body() }
        }
    }
#endif
