import Foundation

extension Form {
    /// Builds a form from a model's stored properties, the way FXForms does: one row per
    /// property, tagged with the property's name, titled from it ("firstName" → "First Name"),
    /// of a kind chosen from the property's type and name, and holding the property's value.
    ///
    /// | Property | Row |
    /// |---|---|
    /// | `String` named like `email`, `password`, `phone`, `url`, `zip`/`postcode`, `notes`/`bio`, `name` | `EmailRow`, `PasswordRow`, `PhoneRow`, `TextRow`… by name |
    /// | other `String` | `TextRow` |
    /// | `Bool` | `SwitchRow` |
    /// | `Int` | `IntRow` |
    /// | `Double`, `Float` | `DecimalRow` |
    /// | `Date` | `DateRow` (`DateTimeRow` when the name ends in `At` or `Time`) |
    /// | `URL` | `URLRow` |
    ///
    /// Properties of other types are listed in ``InferredForm/skipped`` rather than guessed.
    ///
    /// ```swift
    /// struct Profile { var firstName = ""; var email = ""; var newsletter = true; var age = 30 }
    /// let inferred = Form.inferred(from: Profile())
    /// inferred.form.values().jsonString()
    /// // {"firstName":"","email":"","newsletter":true,"age":30}
    /// ```
    public static func inferred(from model: Any, sectionTitle: String? = nil) -> InferredForm {
        var rows: [FormRow] = []
        var skipped: [String] = []
        for child in Mirror(reflecting: model).children {
            guard let name = child.label else { continue }
            let cleanName = name.hasPrefix("_") ? String(name.dropFirst()) : name
            if let row = inferredRow(name: cleanName, value: child.value) {
                row.title = InferredTitle.make(from: cleanName)
                rows.append(row)
            } else {
                skipped.append(cleanName)
            }
        }
        let section = Section(sectionTitle) { rows }
        return InferredForm(form: Form { section }, skipped: skipped)
    }

    private static func inferredRow(name: String, value: Any) -> FormRow? {
        let unwrapped = unwrapOptional(value)
        let lower = name.lowercased()
        switch unwrapped.type {
        case is String.Type:
            let row: FieldRow<String>
            if lower.contains("email") {
                row = EmailRow(tag: name)
            } else if lower.contains("password") || lower.contains("secret") {
                row = PasswordRow(tag: name)
            } else if lower.contains("phone") || lower.hasSuffix("tel") {
                row = PhoneRow(tag: name)
            } else if lower.contains("zip") || lower.contains("postcode") || lower.contains("postalcode") {
                row = ZipCodeRow(tag: name)
            } else if lower.contains("twitter") {
                row = TwitterRow(tag: name)
            } else if lower.hasSuffix("notes") || lower == "bio" || lower.hasSuffix("description") {
                row = TextAreaRow(tag: name)
            } else if lower.hasSuffix("name") {
                row = NameRow(tag: name)
            } else {
                row = TextRow(tag: name)
            }
            row.value = unwrapped.value as? String
            return row
        case is Bool.Type:
            return SwitchRow(name) { $0.value = unwrapped.value as? Bool }
        case is Int.Type:
            return IntRow(name) { $0.value = unwrapped.value as? Int }
        case is Double.Type:
            return DecimalRow(name) { $0.value = unwrapped.value as? Double }
        case is Float.Type:
            return DecimalRow(name) { $0.value = (unwrapped.value as? Float).map(Double.init) }
        case is Date.Type:
            let date = unwrapped.value as? Date
            if name.hasSuffix("At") || lower.hasSuffix("time") { return DateTimeRow(name) { $0.value = date } }
            return DateRow(name) { $0.value = date }
        case is URL.Type:
            return URLRow(name) { $0.value = unwrapped.value as? URL }
        default:
            return nil
        }
    }

    /// The wrapped type and value of an optional (`nil` value for `.none`), or the value itself.
    private static func unwrapOptional(_ value: Any) -> (type: Any.Type, value: Any?) {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return (type(of: value), value) }
        if let some = mirror.children.first?.value { return (type(of: some), some) }
        return (OptionalWrapped.type(of: value), nil)
    }
}

/// A form inferred from a model, with the properties that had no row kind.
public struct InferredForm {
    /// The form: one section, one row per supported property.
    public let form: Form
    /// The names of properties that were left out because their type has no row kind.
    public let skipped: [String]
}

/// The wrapped type of an optional seen as `Any`.
private enum OptionalWrapped {
    static func type(of value: Any) -> Any.Type {
        switch value {
        case is String?: String.self
        case is Bool?: Bool.self
        case is Int?: Int.self
        case is Double?: Double.self
        case is Float?: Float.self
        case is Date?: Date.self
        case is URL?: URL.self
        default: Any.self
        }
    }
}

enum InferredTitle {
    /// "firstName" → "First Name", "homeURL" → "Home URL", "zip_code" → "Zip Code".
    static func make(from name: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (i, character) in characters.enumerated() {
            if character == "_" || character == "-" {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            let previous = i > 0 ? characters[i - 1] : nil
            let startsWord =
                character.isUppercase
                && ((previous?.isLowercase ?? false) || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord, !current.isEmpty { words.append(current); current = "" }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
