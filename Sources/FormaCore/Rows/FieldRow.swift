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
    /// How the row is typed into.
    public var traits: TextInputTraits {
        get { traitStorage }
        set {
            let oldValue = traitStorage
            traitStorage = newValue
            if newValue != oldValue { setNeedsUpdate() }
            if newValue.isSecure != oldValue.isSecure { secrecyDidChange() }
        }
    }

    /// Converts between the value and the text shown and typed.
    public var formatter: ValueFormatter<Value>? {
        get { formatterStorage?.formatter }
        set {
            formatterStorage = newValue.map(FormatterBox.init)
            setNeedsUpdate()
        }
    }

    /// The storage of ``traits`` and ``formatter``, internal so that the optimiser checks
    /// exclusivity at compile time (see ``FormRow/tagStorage``).
    final var traitStorage: TextInputTraits
    /// Boxed, so that the many rows without a formatter carry one word for it, not two closures.
    final var formatterStorage: FormatterBox<Value>?

    /// The most characters the row holds, or `nil` for no limit. Typing past it through
    /// `FormController.setText(_:for:isComposing:)` keeps the first characters; `setValues` and
    /// definitions report a longer text as ``ValueError/Reason/outOfBounds(_:bounds:)``.
    public var maximumLength: Int? {
        didSet { if maximumLength != oldValue { setNeedsUpdate() } }
    }

    override func rejectionBuiltIn(of candidate: Value) -> ValueError.Reason? {
        guard let maximumLength, case .string(let text) = candidate.formValue, text.count > maximumLength else {
            return nil
        }
        return .outOfBounds(candidate.formValue, bounds: "at most \(maximumLength) characters")
    }

    /// When the formatter applies: only on display (the default), or also while typing.
    package var formatterMode: FormatterMode {
        get { formatterModeStorage }
        set {
            let oldValue = formatterModeStorage
            formatterModeStorage = newValue
            if newValue != oldValue { setNeedsUpdate() }
        }
    }
    /// The storage of ``formatterMode``.
    final var formatterModeStorage = FormatterMode.onDisplay

    public required init(tag: String?) {
        traitStorage = Self.defaultTraits
        super.init(tag: tag)
    }

    /// The traits rows of this kind start with.
    open class var defaultTraits: TextInputTraits { builtInTraits }

    /// The traits of a field row type of this module; ``defaultTraits`` answers them unless
    /// a subclass of an app's own overrides it.
    class var builtInTraits: TextInputTraits { TextInputTraits() }

    package override var isSecret: Bool { traits.isSecure }

    package override func editor(in context: EditorContext) -> Editor {
        let text = context.draftText ?? editingText
        if traits.isMultiline { return .textView(TextViewEditor(text: text, traits: traits)) }
        return .textField(
            TextFieldEditor(text: text, traits: traits, formatterMode: formatterMode, isDraft: context.draftText != nil)
        )
    }

    override func formatBuiltIn(_ value: Value) -> String {
        formatter?.format(value) ?? super.formatBuiltIn(value)
    }

    /// The value for typed text: through the formatter if there is one, else by the value
    /// type's own reading. Empty text is `nil`.
    open func value(fromText text: String) -> Value? {
        if text.isEmpty { return nil }
        if let formatter { return formatter.parse(text) }
        return Self.parse(text)
    }

    /// Reads typed text as a value when there is no formatter.
    package class func parse(_ text: String) -> Value? {
        Value(formValue: .string(text))
    }
}

/// A single line of free text.
public final class TextRow: FieldRow<String>, RowConfigurable {
    override var builtInKind: RowKind { .text }
}

/// A person's name: words capitalised, no correction.
public final class NameRow: FieldRow<String>, RowConfigurable {
    override var builtInKind: RowKind { .name }
    override class var builtInTraits: TextInputTraits {
        TextInputTraits(capitalization: .words, autocorrection: .no, contentType: .name)
    }
}

/// An email address.
public final class EmailRow: FieldRow<String>, RowConfigurable {
    override var builtInKind: RowKind { .email }
    override class var builtInTraits: TextInputTraits {
        TextInputTraits(keyboard: .emailAddress, capitalization: .none, autocorrection: .no, contentType: .emailAddress)
    }
}

/// A password: typed securely, never shown in descriptions, dumps or logs.
public final class PasswordRow: FieldRow<String>, RowConfigurable {
    override var builtInKind: RowKind { .password }
    override class var builtInTraits: TextInputTraits {
        TextInputTraits(capitalization: .none, autocorrection: .no, isSecure: true, contentType: .password)
    }
}

/// A phone number.
public final class PhoneRow: FieldRow<String>, RowConfigurable {
    override var builtInKind: RowKind { .phone }
    override class var builtInTraits: TextInputTraits {
        TextInputTraits(keyboard: .phonePad, capitalization: .none, autocorrection: .no, contentType: .telephoneNumber)
    }
}

/// A web address, held as a `URL`.
public final class URLRow: FieldRow<URL>, RowConfigurable {
    override var builtInKind: RowKind { .url }
    override class var builtInTraits: TextInputTraits {
        TextInputTraits(keyboard: .url, capitalization: .none, autocorrection: .no, contentType: .url)
    }
    override func formatBuiltIn(_ value: URL) -> String { formatter?.format(value) ?? value.absoluteString }
    /// Text that is a web address as typed: no spaces, and nothing the reading would have
    /// to escape (`not a url` is not `not%20a%20url`).
    package override class func parse(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace), let url = URL(string: trimmed),
            url.absoluteString == trimmed
        else { return nil }
        return url
    }
}

/// A Twitter handle. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
public final class TwitterRow: FieldRow<String>, RowConfigurable {
    override var builtInKind: RowKind { .twitter }
    override class var builtInTraits: TextInputTraits {
        TextInputTraits(keyboard: .twitter, capitalization: .none, autocorrection: .no)
    }
}

/// An account or user name. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
public final class AccountRow: FieldRow<String>, RowConfigurable {
    override var builtInKind: RowKind { .account }
    override class var builtInTraits: TextInputTraits {
        TextInputTraits(keyboard: .asciiCapable, capitalization: .none, autocorrection: .no, contentType: .username)
    }
}

/// A postal code. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
public final class ZipCodeRow: FieldRow<String>, RowConfigurable {
    override var builtInKind: RowKind { .zipCode }
    override class var builtInTraits: TextInputTraits {
        TextInputTraits(
            keyboard: .asciiCapable, capitalization: .allCharacters, autocorrection: .no, contentType: .postalCode)
    }
}

/// A whole number typed on a number pad.
public final class IntRow: FieldRow<Int>, RowConfigurable {
    override var builtInKind: RowKind { .integer }
    override class var builtInTraits: TextInputTraits {
        TextInputTraits(keyboard: .numberPad, capitalization: .none, autocorrection: .no)
    }
    package override class func parse(_ text: String) -> Int? {
        Int(text.trimmingCharacters(in: .whitespaces))
    }
}

/// A decimal number typed on a decimal pad.
public final class DecimalRow: FieldRow<Double>, RowConfigurable {
    override var builtInKind: RowKind { .decimal }
    override class var builtInTraits: TextInputTraits {
        TextInputTraits(keyboard: .decimalPad, capitalization: .none, autocorrection: .no)
    }
    package override class func parse(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "."))
    }
    /// Digits shown after the decimal point (`1.10` with 2), or `nil` for as few as the
    /// value needs (`1.1`). Definitions set it with `fractionDigits`.
    package var fractionDigits: Int? {
        didSet { if fractionDigits != oldValue { setNeedsUpdate() } }
    }

    override func formatBuiltIn(_ value: Double) -> String {
        if let formatter { return formatter.format(value) }
        if let fractionDigits, value.isFinite, abs(value) < 1e15 {
            return value.formatted(
                .number.precision(.fractionLength(min(fractionDigits, 15))).grouping(.never)
                    .locale(Locale(identifier: "en_US_POSIX")))
        }
        return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// Several lines of free text.
public final class TextAreaRow: FieldRow<String>, RowConfigurable {
    override var builtInKind: RowKind { .textArea }
    override class var builtInTraits: TextInputTraits { TextInputTraits(isMultiline: true) }
}

/// A field row's formatter, held by reference.
final class FormatterBox<Value> {
    let formatter: ValueFormatter<Value>

    init(_ formatter: ValueFormatter<Value>) {
        self.formatter = formatter
    }
}
