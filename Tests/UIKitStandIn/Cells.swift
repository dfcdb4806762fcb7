import Foundation

/// What a content configuration is.
public protocol UIContentConfiguration {}

/// The list content configuration (text, secondary text, their colours).
public struct UIListContentConfiguration: UIContentConfiguration, Equatable {
    public struct TextProperties: Equatable {
        public var color: UIColor = .label
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var alignment = NSTextAlignment.natural
        public var numberOfLines = 0
    }
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties(color: .secondaryLabel)

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText
            && lhs.textProperties == rhs.textProperties && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.image?.description == rhs.image?.description
    }
}

/// The content view a configuration puts in place of the old one.
@MainActor
public final class UIListContentView: UIView {
    public var configuration: any UIContentConfiguration

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        configuration = UIListContentConfiguration()
        super.init(coder: coder)
    }
}

/// A cell or header with a content view that a content configuration replaces: setting
/// `contentConfiguration` the first time puts a new content view in place of the old one, and
/// whatever was added to the old one is gone (UIKit documents it; the stand-in reports it).
@MainActor
public protocol _ContentConfigurable: UIView {
    var contentView: UIView { get }
    var _contentView: UIView { get set }
    var _configuration: (any UIContentConfiguration)? { get set }
    var _textLabel: UILabel? { get set }
}

extension _ContentConfigurable {
    func _setConfiguration(_ configuration: (any UIContentConfiguration)?) {
        _configuration = configuration
        guard let configuration else { return }
        if let listView = _contentView as? UIListContentView {
            listView.configuration = configuration
            return
        }
        let lost = _contentView.subviews.filter { $0 !== _textLabel }
        if !lost.isEmpty {
            let names = lost.map { String(describing: type(of: $0)) }.joined(separator: ", ")
            UIKitRules.report(
                "\(type(of: self)): setting contentConfiguration replaced contentView; its subviews are gone: \(names)")
        }
        _textLabel = nil
        _contentView.removeFromSuperview()
        _contentView = UIListContentView(configuration: configuration)
        insertSubview(_contentView, at: 0)
    }

    func _labelForText() -> UILabel? {
        if _configuration != nil {
            UIKitRules.report(
                "\(type(of: self)): textLabel used on a view drawn by a contentConfiguration (UIKit ignores it)")
        }
        if let label = _textLabel { return label }
        let label = UILabel()
        _contentView.addSubview(label)
        _textLabel = label
        return label
    }
}

/// A table cell.
@MainActor
open class UITableViewCell: UIView, _ContentConfigurable {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    public var _contentView = UIView()
    public var _configuration: (any UIContentConfiguration)?
    public var _textLabel: UILabel?
    var _reuseIdentifier: String?
    /// How many times UIKit (the stand-in) called `prepareForReuse()`.
    public var _preparedForReuse = 0
    public var accessoryType = AccessoryType.none
    public var accessoryView: UIView?
    public var selectionStyle = SelectionStyle.default

    public init(style: CellStyle, reuseIdentifier: String?) {
        _reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(_contentView)
    }

    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(_contentView)
    }

    public var reuseIdentifier: String? { _reuseIdentifier }
    public var contentView: UIView { _contentView }
    public var textLabel: UILabel? { _labelForText() }

    public var contentConfiguration: (any UIContentConfiguration)? {
        get { _configuration }
        set { _setConfiguration(newValue) }
    }

    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

    open func prepareForReuse() {}

    func _prepareForReuse() {
        _preparedForReuse += 1
        prepareForReuse()
    }
}

/// A section header or footer.
@MainActor
open class UITableViewHeaderFooterView: UIView, _ContentConfigurable {
    public var _contentView = UIView()
    public var _configuration: (any UIContentConfiguration)?
    public var _textLabel: UILabel?
    public let reuseIdentifier: String?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(_contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(_contentView)
    }

    public var contentView: UIView { _contentView }
    public var textLabel: UILabel? { _labelForText() }

    public var contentConfiguration: (any UIContentConfiguration)? {
        get { _configuration }
        set { _setConfiguration(newValue) }
    }

    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}
