import FormaCore
import Foundation

extension KindCodec {
    static let fieldTraits = [
        "keyboard", "capitalization", "autocorrection", "secure", "contentType", "multiline",
        "formatterMode", "maximumLength",
    ]
    static let formatterModes: [FormatterMode] = [.onDisplay, .whileTyping]

    static let keyboards: [TextInputTraits.KeyboardKind] = [
        .default, .asciiCapable, .emailAddress, .url, .phonePad, .numberPad, .decimalPad, .twitter, .namePhonePad,
    ]
    static let capitalizations: [TextInputTraits.Capitalization] = [.none, .words, .sentences, .allCharacters]
    static let autocorrections: [TextInputTraits.Autocorrection] = [.default, .yes, .no]
    static let contentTypes: [TextInputTraits.ContentType] = [
        .name, .givenName, .familyName, .emailAddress, .telephoneNumber, .url, .username, .password, .newPassword,
        .postalCode, .oneTimeCode,
    ]

    static var fieldCodecs: [KindCodec] {
        [
            field(.text, TextRow.self), field(.name, NameRow.self), field(.email, EmailRow.self),
            field(.password, PasswordRow.self), field(.phone, PhoneRow.self), field(.url, URLRow.self),
            field(.twitter, TwitterRow.self), field(.account, AccountRow.self), field(.zipCode, ZipCodeRow.self),
            field(.integer, IntRow.self), field(.decimal, DecimalRow.self), field(.textArea, TextAreaRow.self),
        ]
    }

    /// A text-entry kind: input traits (the placeholder is a key of every row).
    static func field<V, R: FieldRow<V> & RowConfigurable>(_ kind: RowKind, _ type: R.Type) -> KindCodec {
        KindCodec(
            name: kind.rawValue, traits: fieldTraits + (kind == .decimal ? ["fractionDigits"] : []),
            read: { reader, object, tag in
                let row = R(tag: tag)
                var traits = row.traits
                if let v = reader.trait(object, "keyboard", keyboards, name: \.rawValue) { traits.keyboard = v }
                if let v = reader.trait(object, "capitalization", capitalizations, name: \.rawValue) {
                    traits.capitalization = v
                }
                if let v = reader.trait(object, "autocorrection", autocorrections, name: \.rawValue) {
                    traits.autocorrection = v
                }
                if let v = reader.bool(object, "secure") { traits.isSecure = v }
                if let node = object["contentType"], case .null = node.value {
                    traits.contentType = nil
                } else if let v = reader.trait(object, "contentType", contentTypes, name: \.rawValue) {
                    traits.contentType = v
                }
                if let v = reader.bool(object, "multiline") { traits.isMultiline = v }
                row.traits = traits
                if let mode = reader.trait(object, "formatterMode", formatterModes, name: \.rawValue) {
                    row.formatterMode = mode
                }
                if let n = reader.integer(object, "maximumLength", in: 0...Int(Int32.max)) { row.maximumLength = n }
                if let decimal = row as? DecimalRow, let n = reader.integer(object, "fractionDigits", in: 0...15) {
                    decimal.fractionDigits = n
                }
                return row
            },
            write: { row in
                guard let row = row as? R else { return .failure(DescribeFailure(reason: "not a \(kind) row")) }
                if row.formatter != nil { return .failure(DescribeFailure(reason: "a value formatter (a closure)")) }
                let base = R.defaultTraits
                let traits = row.traits
                var members: [JSONMember] = []
                if traits.keyboard != base.keyboard { members += member("keyboard", .string(traits.keyboard.rawValue)) }
                if traits.capitalization != base.capitalization {
                    members += member("capitalization", .string(traits.capitalization.rawValue))
                }
                if traits.autocorrection != base.autocorrection {
                    members += member("autocorrection", .string(traits.autocorrection.rawValue))
                }
                if traits.isSecure != base.isSecure { members += member("secure", .bool(traits.isSecure)) }
                if traits.contentType != base.contentType {
                    members += member("contentType", traits.contentType.map { .string($0.rawValue) } ?? .null)
                }
                if traits.isMultiline != base.isMultiline { members += member("multiline", .bool(traits.isMultiline)) }
                if row.formatterMode != .onDisplay {
                    members += member("formatterMode", .string(row.formatterMode.rawValue))
                }
                if let n = row.maximumLength { members += member("maximumLength", .int(n)) }
                if let n = (row as? DecimalRow)?.fractionDigits { members += member("fractionDigits", .int(n)) }
                return .success(members)
            })
    }
}
