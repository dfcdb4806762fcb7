#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    extension TextInputTraits {
        /// Applies the traits to a text field: keyboard, capitalisation, correction, secure
        /// entry and autofill content type. Only what differs is set, so a field being edited
        /// keeps its text (UIKit may clear a field whose secure entry is set again).
        ///
        /// ```swift
        /// EmailRow.defaultTraits.apply(to: textField)   // email keyboard, no capitalisation
        /// ```
        @MainActor
        public func apply(to textField: UITextField) {
            let keyboardType = keyboard.uiKeyboardType
            if textField.keyboardType != keyboardType { textField.keyboardType = keyboardType }
            let capitalizationType = capitalization.uiCapitalization
            if textField.autocapitalizationType != capitalizationType {
                textField.autocapitalizationType = capitalizationType
            }
            let correctionType = autocorrection.uiCorrection
            if textField.autocorrectionType != correctionType { textField.autocorrectionType = correctionType }
            if textField.isSecureTextEntry != isSecure { textField.isSecureTextEntry = isSecure }
            let content = contentType?.uiContentType
            if textField.textContentType != content { textField.textContentType = content }
        }
    }

    extension TextInputTraits {
        /// Applies the traits to a text view, as ``apply(to:)-(UITextField)`` does to a field.
        ///
        /// ```swift
        /// TextAreaRow.defaultTraits.apply(to: textView)
        /// ```
        @MainActor
        public func apply(to textView: UITextView) {
            let keyboardType = keyboard.uiKeyboardType
            if textView.keyboardType != keyboardType { textView.keyboardType = keyboardType }
            let capitalizationType = capitalization.uiCapitalization
            if textView.autocapitalizationType != capitalizationType {
                textView.autocapitalizationType = capitalizationType
            }
            let correctionType = autocorrection.uiCorrection
            if textView.autocorrectionType != correctionType { textView.autocorrectionType = correctionType }
            let content = contentType?.uiContentType
            if textView.textContentType != content { textView.textContentType = content }
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
