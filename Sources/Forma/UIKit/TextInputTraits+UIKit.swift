#if canImport(UIKit)
import UIKit

extension TextInputTraits {
    /// Applies the traits to a text field: keyboard, capitalisation, correction, secure
    /// entry and autofill content type.
    ///
    /// ```swift
    /// EmailRow.defaultTraits.apply(to: textField)   // email keyboard, no capitalisation
    /// ```
    @MainActor
    public func apply(to textField: UITextField) {
        textField.keyboardType = keyboard.uiKeyboardType
        textField.autocapitalizationType = capitalization.uiCapitalization
        textField.autocorrectionType = autocorrection.uiCorrection
        textField.isSecureTextEntry = isSecure
        textField.textContentType = contentType?.uiContentType
    }
}

extension TextInputTraits.KeyboardKind {
    /// The UIKit keyboard for this kind.
    var uiKeyboardType: UIKeyboardType {
        switch self {
        case .default: .default
        case .asciiCapable: .asciiCapable
        case .emailAddress: .emailAddress
        case .url: .URL
        case .phonePad: .phonePad
        case .numberPad: .numberPad
        case .decimalPad: .decimalPad
        case .twitter: .twitter
        case .namePhonePad: .namePhonePad
        }
    }
}

extension TextInputTraits.Capitalization {
    /// The UIKit capitalisation for this setting.
    var uiCapitalization: UITextAutocapitalizationType {
        switch self {
        case .none: .none
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .allCharacters
        }
    }
}

extension TextInputTraits.Autocorrection {
    /// The UIKit correction for this setting.
    var uiCorrection: UITextAutocorrectionType {
        switch self {
        case .default: .default
        case .yes: .yes
        case .no: .no
        }
    }
}

extension TextInputTraits.ContentType {
    /// The UIKit autofill content type.
    var uiContentType: UITextContentType {
        switch self {
        case .name: .name
        case .givenName: .givenName
        case .familyName: .familyName
        case .emailAddress: .emailAddress
        case .telephoneNumber: .telephoneNumber
        case .url: .URL
        case .username: .username
        case .password: .password
        case .newPassword: .newPassword
        case .postalCode: .postalCode
        case .oneTimeCode: .oneTimeCode
        }
    }
}
#endif
