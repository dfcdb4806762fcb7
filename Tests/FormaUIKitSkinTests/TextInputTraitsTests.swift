import Testing
import UIKitStandIn

@testable import FormaUIKitSkin

/// Every text input trait reaches a field and a text view as UIKit's own value.
@MainActor
@Suite("Text input traits on the stand-in")
struct TextInputTraitsTests {
    @Test func everyTraitMapsToUIKitsValue() {
        let keyboards: [(TextInputTraits.KeyboardKind, UIKeyboardType)] = [
            (.default, .default), (.asciiCapable, .asciiCapable), (.emailAddress, .emailAddress), (.url, .URL),
            (.phonePad, .phonePad), (.numberPad, .numberPad), (.decimalPad, .decimalPad), (.twitter, .twitter),
            (.namePhonePad, .namePhonePad),
        ]
        let capitalizations: [(TextInputTraits.Capitalization, UITextAutocapitalizationType)] = [
            (.none, .none), (.words, .words), (.sentences, .sentences), (.allCharacters, .allCharacters),
        ]
        let corrections: [(TextInputTraits.Autocorrection, UITextAutocorrectionType)] = [
            (.default, .default), (.yes, .yes), (.no, .no),
        ]
        let contents: [(TextInputTraits.ContentType, UITextContentType)] = [
            (.name, .name), (.givenName, .givenName), (.familyName, .familyName), (.emailAddress, .emailAddress),
            (.telephoneNumber, .telephoneNumber), (.url, .URL), (.username, .username), (.password, .password),
            (.newPassword, .newPassword), (.postalCode, .postalCode), (.oneTimeCode, .oneTimeCode),
        ]
        let field = UITextField()
        let view = UITextView()
        for (index, (kind, keyboard)) in keyboards.enumerated() {
            var traits = TextInputTraits()
            traits.keyboard = kind
            traits.capitalization = capitalizations[index % capitalizations.count].0
            traits.autocorrection = corrections[index % corrections.count].0
            traits.contentType = contents[index % contents.count].0
            traits.isSecure = index % 2 == 0
            traits.apply(to: field)
            traits.apply(to: view)
            #expect(field.keyboardType == keyboard && view.keyboardType == keyboard)
            #expect(field.autocapitalizationType == capitalizations[index % capitalizations.count].1)
            #expect(view.autocorrectionType == corrections[index % corrections.count].1)
            #expect(field.isSecureTextEntry == (index % 2 == 0))
        }
        for (content, expected) in contents {
            var traits = TextInputTraits()
            traits.contentType = content
            traits.apply(to: field)
            traits.apply(to: view)
            #expect(field.textContentType == expected && view.textContentType == expected)
        }
    }
}
