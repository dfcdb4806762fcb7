import Foundation

// UIKit's own spelling.
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, next, done, send
}

public struct UITextContentType: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = UITextContentType(rawValue: "URL")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// A place in a text.
@MainActor
open class UITextPosition {
    public let offset: Int
    init(offset: Int) { self.offset = offset }
}

/// A range of a text.
@MainActor
open class UITextRange {
    public let start: UITextPosition
    public let end: UITextPosition
    init(start: Int, end: Int) {
        self.start = UITextPosition(offset: start)
        self.end = UITextPosition(offset: end)
    }
}

/// What a field or text view shares: marked text, the one rule about it, and typing.
@MainActor
public protocol _MarkedTextInput: AnyObject {
    var _text: String { get set }
    var _markedStart: Int? { get set }
    func _textDidChange()
}

extension _MarkedTextInput {
    /// Types committed text at the end.
    public func _type(_ text: String) {
        _text += text
        _textDidChange()
    }

    /// Shows `marked` as the unconfirmed composition of Chinese or Japanese input, replacing
    /// the composition under way, if any.
    public func _compose(_ marked: String) {
        let start = _markedStart ?? _text.count
        _text = String(_text.prefix(start)) + marked
        _markedStart = start
        _textDidChange()
    }

    /// Confirms the composition under way, as `final` (the chosen characters).
    public func _confirmComposition(_ final: String) {
        guard let start = _markedStart else { return }
        _text = String(_text.prefix(start)) + final
        _markedStart = nil
        _textDidChange()
    }

    /// The rule: setting the text while a composition is on screen throws the person's
    /// unconfirmed input away.
    func _checkNotComposing(_ what: String) {
        if _markedStart != nil {
            UIKitRules.report("\(what): text set while marked text is on screen (discards the composition)")
        }
    }
}

@MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A text field; starts with text no row has.
@MainActor
open class UITextField: UIControl, _MarkedTextInput {
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    public var _text = "⟨stale⟩"
    public var _markedStart: Int?
    public var placeholder: String?
    public var font: UIFont?
    public var textColor: UIColor?
    public var textAlignment = NSTextAlignment.natural
    public var adjustsFontForContentSizeCategory = false
    public var clearButtonMode = ViewMode.never
    public var keyboardType = UIKeyboardType.default
    public var autocapitalizationType = UITextAutocapitalizationType.sentences
    public var autocorrectionType = UITextAutocorrectionType.default
    public var isSecureTextEntry = false
    public var textContentType: UITextContentType?
    public var returnKeyType = UIReturnKeyType.default
    public weak var delegate: (any UITextFieldDelegate)?
    private var accessoryView: UIView?

    public var text: String? {
        get { _text }
        set {
            _checkNotComposing("UITextField")
            _text = newValue ?? ""
        }
    }

    public var markedTextRange: UITextRange? {
        _markedStart.map { UITextRange(start: $0, end: _text.count) }
    }

    open override var inputAccessoryView: UIView? {
        get { accessoryView }
        set { accessoryView = newValue }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        _ = super.resignFirstResponder()
        if wasFirst {
            _markedStart = nil
            delegate?.textFieldDidEndEditing(self)
        }
        return true
    }

    public func _textDidChange() {
        sendActions(for: .editingChanged)
    }

    /// Presses the return key.
    public func _pressReturn() {
        _ = delegate?.textFieldShouldReturn(self)
    }
}

@MainActor
public protocol UITextViewDelegate: AnyObject {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
}

/// The text container of a text view.
@MainActor
public final class NSTextContainer {
    public var lineFragmentPadding: CGFloat = 5
}

/// A text view; starts with text no row has. Its height follows its number of lines.
@MainActor
open class UITextView: UIScrollView, _MarkedTextInput {
    public var _text = "⟨stale⟩"
    public var _markedStart: Int?
    public var font: UIFont?
    public var textColor: UIColor?
    public var textAlignment = NSTextAlignment.natural
    public var adjustsFontForContentSizeCategory = false
    public var isEditable = true
    public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    public let textContainer = NSTextContainer()
    public var keyboardType = UIKeyboardType.default
    public var autocapitalizationType = UITextAutocapitalizationType.sentences
    public var autocorrectionType = UITextAutocorrectionType.default
    public var textContentType: UITextContentType?
    public weak var delegate: (any UITextViewDelegate)?
    private var accessoryView: UIView?

    public var text: String! {
        get { _text }
        set {
            _checkNotComposing("UITextView")
            _text = newValue ?? ""
        }
    }

    public var markedTextRange: UITextRange? {
        _markedStart.map { UITextRange(start: $0, end: _text.count) }
    }

    public var selectedTextRange: UITextRange? {
        isFirstResponder ? UITextRange(start: _text.count, end: _text.count) : nil
    }

    public func caretRect(for position: UITextPosition) -> CGRect {
        CGRect(
            x: 0, y: CGFloat(_text.split(separator: "\n", omittingEmptySubsequences: false).count - 1) * 20, width: 2,
            height: 20)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(
            width: size.width,
            height: CGFloat(_text.split(separator: "\n", omittingEmptySubsequences: false).count) * 20)
    }

    open override var inputAccessoryView: UIView? {
        get { accessoryView }
        set { accessoryView = newValue }
    }

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        _ = super.resignFirstResponder()
        if wasFirst {
            _markedStart = nil
            delegate?.textViewDidEndEditing(self)
        }
        return true
    }

    public func _textDidChange() {
        delegate?.textViewDidChange(self)
    }
}
