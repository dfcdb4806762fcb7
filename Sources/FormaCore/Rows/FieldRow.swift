import Foundation

/// A row edited by typing: the base of text, number and text-area rows.
///
/// Each kind sets its own default ``traits`` (keyboard, capitalisation, secure entry);
/// a ``formatter`` converts between the value and the typed text.
///
/// ```swift
/// TextRow("title") { $0.placeholder = "Title"; $0.traits.autocorrection = .no }
/// ```
open class FieldRow<Value: FormValueConvertible>: Row<Value> {
    /// Text shown while the row is empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { setNeedsUpdate() } }
    }

    /// How the row is typed into.
    public var traits: TextInputTraits {
        didSet {
            if traits != oldValue { setNeedsUpdate() }
            if traits.isSecure != oldValue.isSecure { secrecyDidChange() }
        }
    }

    /// Converts between the value and the text shown and typed.
    public var formatter: ValueFormatter<Value>? {
        didSet { setNeedsUpdate() }
    }

    /// The most characters the row holds, or `nil` for no limit. Typing past it through
    /// ``FormController/setText(_:for:isComposing:)`` keeps the first characters; `setValues` and
    /// definitions report a longer text as ``ValueError/Reason/outOfBounds(_:bounds:)``.
    public var maximumLength: Int? {
        didSet { if maximumLength != oldValue { setNeedsUpdate() } }
    }

    open override func rejection(of candidate: Value) -> ValueError.Reason? {
        guard let maximumLength, case .string(let text) = candidate.formValue, text.count > maximumLength else {
            return nil
        }
        return .outOfBounds(candidate.formValue, bounds: "at most \(maximumLength) characters")
    }

    /// When the formatter applies: only on display (the default), or also while typing.
    public var formatterMode: FormatterMode = .onDisplay {
        didSet { if formatterMode != oldValue { setNeedsUpdate() } }
    }

    public required init(tag: String?) {
        traits = Self.defaultTraits
        super.init(tag: tag)
    }

    /// The traits rows of this kind start with.
    open class var defaultTraits: TextInputTraits { TextInputTraits() }

    open override var isSecret: Bool { traits.isSecure }

    open override var placeholderText: String? { placeholder ?? noValueText }

    open override func editor(in context: EditorContext) -> Editor {
        let text = context.draftText ?? editingText
        if traits.isMultiline { return .textView(TextViewEditor(text: text, traits: traits)) }
        return .textField(
            TextFieldEditor(text: text, traits: traits, formatterMode: formatterMode, isDraft: context.draftText != nil)
        )
    }

    open override func format(_ value: Value) -> String {
        formatter?.format(value) ?? super.format(value)
    }

    /// The value for typed text: through the formatter if there is one, else by the value
    /// type's own reading. Empty text is `nil`.
    open func value(fromText text: String) -> Value? {
        if text.isEmpty { return nil }
        if let formatter { return formatter.parse(text) }
        return Self.parse(text)
    }

    /// Reads typed text as a value when there is no formatter.
    open class func parse(_ text: String) -> Value? {
        Value(formValue: .string(text))
    }
}

/// A single line of free text.
public final class TextRow: FieldRow<String>, RowConfigurable {
    public override var kind: RowKind { .text }
}

/// A person's name: words capitalised, no correction.
public final class NameRow: FieldRow<String>, RowConfigurable {
    public override var kind: RowKind { .name }
    public override class var defaultTraits: TextInputTraits {
        TextInputTraits(capitalization: .words, autocorrection: .no, contentType: .name)
    }
}

/// An email address.
public final class EmailRow: FieldRow<String>, RowConfigurable {
    public override var kind: RowKind { .email }
    public override class var defaultTraits: TextInputTraits {
        TextInputTraits(keyboard: .emailAddress, capitalization: .none, autocorrection: .no, contentType: .emailAddress)
    }
}

/// A password: typed securely, never shown in descriptions, dumps or logs.
public final class PasswordRow: FieldRow<String>, RowConfigurable {
    public override var kind: RowKind { .password }
    public override class var defaultTraits: TextInputTraits {
        TextInputTraits(capitalization: .none, autocorrection: .no, isSecure: true, contentType: .password)
    }
}

/// A phone number.
public final class PhoneRow: FieldRow<String>, RowConfigurable {
    public override var kind: RowKind { .phone }
    public override class var defaultTraits: TextInputTraits {
        TextInputTraits(keyboard: .phonePad, capitalization: .none, autocorrection: .no, contentType: .telephoneNumber)
    }
}

/// A web address, held as a `URL`.
public final class URLRow: FieldRow<URL>, RowConfigurable {
    public override var kind: RowKind { .url }
    public override class var defaultTraits: TextInputTraits {
        TextInputTraits(keyboard: .url, capitalization: .none, autocorrection: .no, contentType: .url)
    }
    public override func format(_ value: URL) -> String { formatter?.format(value) ?? value.absoluteString }
    /// Text that is a web address as typed: no spaces, and nothing the reading would have
    /// to escape (`not a url` is not `not%20a%20url`).
    public override class func parse(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace), let url = URL(string: trimmed),
            url.absoluteString == trimmed
        else { return nil }
        return url
    }
}

/// A Twitter handle. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
public final class TwitterRow: FieldRow<String>, RowConfigurable {
    public override var kind: RowKind { .twitter }
    public override class var defaultTraits: TextInputTraits {
        TextInputTraits(keyboard: .twitter, capitalization: .none, autocorrection: .no)
    }
}

/// An account or user name. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
public final class AccountRow: FieldRow<String>, RowConfigurable {
    public override var kind: RowKind { .account }
    public override class var defaultTraits: TextInputTraits {
        TextInputTraits(keyboard: .asciiCapable, capitalization: .none, autocorrection: .no, contentType: .username)
    }
}

/// A postal code. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
public final class ZipCodeRow: FieldRow<String>, RowConfigurable {
    public override var kind: RowKind { .zipCode }
    public override class var defaultTraits: TextInputTraits {
        TextInputTraits(
            keyboard: .asciiCapable, capitalization: .allCharacters, autocorrection: .no, contentType: .postalCode)
    }
}

/// A whole number typed on a number pad.
public final class IntRow: FieldRow<Int>, RowConfigurable {
    public override var kind: RowKind { .integer }
    public override class var defaultTraits: TextInputTraits {
        TextInputTraits(keyboard: .numberPad, capitalization: .none, autocorrection: .no)
    }
    public override class func parse(_ text: String) -> Int? {
        Int(text.trimmingCharacters(in: .whitespaces))
    }
}

/// A decimal number typed on a decimal pad.
public final class DecimalRow: FieldRow<Double>, RowConfigurable {
    public override var kind: RowKind { .decimal }
    public override class var defaultTraits: TextInputTraits {
        TextInputTraits(keyboard: .decimalPad, capitalization: .none, autocorrection: .no)
    }
    public override class func parse(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "."))
    }
    public override func format(_ value: Double) -> String {
        if let formatter { return formatter.format(value) }
        return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// Several lines of free text.
public final class TextAreaRow: FieldRow<String>, RowConfigurable {
    public override var kind: RowKind { .textArea }
    public override class var defaultTraits: TextInputTraits { TextInputTraits(isMultiline: true) }
}
