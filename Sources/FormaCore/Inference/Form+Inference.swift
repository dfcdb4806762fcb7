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
    /// | a `CaseIterable` enum with `String` or `Int` raw values | `PushRow` of its cases |
    /// | an array of such enums | `MultipleSelectorRow` of its cases |
    /// | a nested model (a struct or class) | `SubFormRow` of its properties |
    /// | an array of scalars | a multivalued section of the element's row |
    /// | an array of nested models | a repeatable section (records) |
    ///
    /// Reflection cannot list the members of an `OptionSet` nor the cases of an enum that is
    /// not `CaseIterable`: name them in `options`, keyed by the property's path
    /// (`"address.country"`; a record's field without an index, `"travellers.seat"`). An
    /// `OptionSet` becomes a multiple selector whose value is the sum of the chosen members.
    /// A `nil` optional model or an empty array of models is inferred from a sample of its
    /// `Decodable` type. Properties of other types are listed in ``InferredForm/skipped``
    /// rather than guessed.
    ///
    /// ```swift
    /// struct Profile { var firstName = ""; var email = ""; var newsletter = true; var age = 30 }
    /// let inferred = try Form.inferred(from: Profile())
    /// inferred.form.values().jsonString()
    /// // {"firstName":"","email":"","newsletter":true,"age":30}
    /// ```
    /// - Throws: ``FormError/nestedTooDeep(_:limit:)`` naming the property path when models
    ///   nest more than 8 deep (a model that contains itself); ``FormError/coding(_:)`` when
    ///   `options` names no property, when an `OptionSet`'s options are not its members' bits,
    ///   or when a value does not fit the row inferred for it.
    public static func inferred(
        from model: Any, sectionTitle: String? = nil, options: [String: [Option<FormValue>]] = [:]
    ) throws -> InferredForm {
        var inference = Inference(options: options)
        let fields = try inference.fields(of: model, path: "", depth: 0)
        try inference.checkEveryOptionWasUsed()
        let form = Form { Inference.sections(for: fields, firstHeader: sectionTitle) }
        let report = form.setValues(try Inference.values(of: model, fields: fields, depth: 0))
        if let failure = report.failures.first {
            throw FormError.coding("could not infer '\(failure.tag ?? "")': \(failure)")
        }
        return InferredForm(form: form, skipped: inference.skipped)
    }
}

/// A form inferred from a model, with the properties that had no row kind.
public struct InferredForm {
    /// The form: one section, one row per supported property.
    public let form: Form
    /// The paths of properties that were left out because their type has no row kind
    /// (`"tags"`, `"address.location"`).
    public let skipped: [String]
}

/// What inference made of one property.
indirect enum InferredField {
    /// A row, made for a tag (or for none, as an item of a list).
    case row(name: String, make: (String?) -> FormRow)
    /// A nested model: a sub-form row of its fields.
    case subForm(name: String, fields: [InferredField])
    /// An array of scalars: a multivalued section of the element's row.
    case list(name: String, element: (String?) -> FormRow)
    /// An array of nested models: a repeatable section of their fields.
    case records(name: String, fields: [InferredField])

    var name: String {
        switch self {
        case .row(let name, _), .subForm(let name, _), .list(let name, _), .records(let name, _): name
        }
    }
}

/// Walks a model's properties, choosing a row, sub-form or section for each.
struct Inference {
    let options: [String: [Option<FormValue>]]
    private(set) var skipped: [String] = []
    /// Every property path met, and the paths whose options were used.
    private var paths: [String] = []
    private var usedOptions: Set<String> = []
    /// How many properties were looked at and samples made: the work inference did.
    private(set) var steps = 0

    init(options: [String: [Option<FormValue>]]) { self.options = options }

    /// How deep nested models may go: as deep as sub-forms nest.
    static let maximumDepth = SubFormRow.maximumDepth

    /// The property name a mirror child goes by (`_name` of a property wrapper is `name`).
    static func propertyName(_ label: String?) -> String? {
        guard let label else { return nil }
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }

    /// The fields of a model, `depth` levels below the form.
    mutating func fields(of model: Any, path: String, depth: Int) throws -> [InferredField] {
        var fields: [InferredField] = []
        for child in Mirror(reflecting: model).children {
            guard let name = Self.propertyName(child.label) else { continue }
            let childPath = path.isEmpty ? name : path + "." + name
            if let field = try field(name: name, path: childPath, value: child.value, depth: depth) {
                fields.append(field)
            } else {
                skipped.append(childPath)
            }
        }
        return fields
    }

    /// Refuses options keyed by a path that names no property: a misspelt key would
    /// otherwise leave its property skipped without a word.
    /// - Throws: ``FormError/coding(_:)`` naming the key, with the nearest path.
    func checkEveryOptionWasUsed() throws {
        for key in options.keys.sorted() where !usedOptions.contains(key) {
            let nearest = paths.first { $0.hasSuffix("." + key) } ?? EditDistance.nearest(to: key, in: paths)
            let suggestion = nearest.map { "; did you mean '\($0)'?" } ?? ""
            throw FormError.coding("options name '\(key)', which is no property of the model\(suggestion)")
        }
    }

    /// The field of one property, or `nil` when its type has no row kind.
    private mutating func field(name: String, path: String, value: Any, depth: Int) throws -> InferredField? {
        let present = Self.unwrapped(value)
        let type = present.map { Swift.type(of: $0) } ?? TypeProbe.unwrapped(Swift.type(of: value))
        paths.append(path)
        steps += 1
        if let given = options[path] {
            usedOptions.insert(path)
            return try Self.choiceField(name: name, path: path, type: type, options: given)
        }
        if let make = Self.scalarRow(name: name, type: type) { return .row(name: name, make: make) }
        if let cases = TypeProbe.cases(of: type) {
            return .row(name: name, make: Self.selector(options: Self.options(from: cases), multiple: false))
        }
        if let element = TypeProbe.elementType(of: type) {
            let elementType = TypeProbe.unwrapped(element)
            if let make = Self.scalarRow(name: name, type: elementType) { return .list(name: name, element: make) }
            if let cases = TypeProbe.cases(of: elementType) {
                return .row(name: name, make: Self.selector(options: Self.options(from: cases), multiple: true))
            }
            let first = (present.map { Mirror(reflecting: $0).children.first?.value } ?? nil).flatMap(Self.unwrapped)
            guard let sample = try first ?? sample(of: elementType, path: path, depth: depth) else { return nil }
            guard Self.isModel(sample) else { return nil }
            let fields = try nestedFields(of: sample, path: path, depth: depth)
            return fields.isEmpty ? nil : .records(name: name, fields: fields)
        }
        guard let model = try present ?? sample(of: type, path: path, depth: depth), Self.isModel(model) else {
            return nil
        }
        let fields = try nestedFields(of: model, path: path, depth: depth)
        return fields.isEmpty ? nil : .subForm(name: name, fields: fields)
    }

    /// The fields of a model one level down, refused past the depth limit.
    private mutating func nestedFields(of model: Any, path: String, depth: Int) throws -> [InferredField] {
        guard depth < Self.maximumDepth else { throw FormError.nestedTooDeep(path, limit: Self.maximumDepth) }
        return try fields(of: model, path: path, depth: depth + 1)
    }

    /// A sample of a type that has no value to reflect on.
    private mutating func sample(of type: Any.Type, path: String, depth: Int) throws -> Any? {
        guard depth < Self.maximumDepth else { throw FormError.nestedTooDeep(path, limit: Self.maximumDepth) }
        steps += 1
        return try TypeProbe.sample(of: type, path: path, depthLimit: Self.maximumDepth - depth)
    }

    /// `true` for a value reflection shows as a model: a struct or class with properties.
    static func isModel(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return false }
        if value is Decimal || value is UUID || value is Data || value is any RawRepresentable { return false }
        return !mirror.children.isEmpty
    }

    /// The value inside any number of optionals, `nil` for `.none`.
    static func unwrapped(_ value: Any) -> Any? {
        var current = value
        for _ in 0..<16 {
            let mirror = Mirror(reflecting: current)
            guard mirror.displayStyle == .optional else { return current }
            guard let some = mirror.children.first?.value else { return nil }
            current = some
        }
        return nil
    }

    private static func options(from cases: [(name: String, raw: FormValue)]) -> [Option<FormValue>] {
        cases.map { Option($0.raw, title: InferredTitle.make(from: $0.name)) }
    }

    /// A row choosing among options given for a property: a multiple selector for an array
    /// or an `OptionSet`, else a single one.
    /// - Throws: ``FormError/coding(_:)`` when an `OptionSet`'s options are not non-zero
    ///   integers (its members' bits).
    private static func choiceField(
        name: String, path: String, type: Any.Type, options: [Option<FormValue>]
    ) throws -> InferredField {
        if TypeProbe.isOptionSet(type) {
            for option in options {
                guard case .int(let bits) = option.value, bits != 0 else {
                    throw FormError.coding(
                        "the options of '\(path)' must be the bits of its members; '\(option.title)' is \(option.value)"
                    )
                }
            }
            return .row(name: name) { tag in BitfieldRow(tag: tag, options: options) }
        }
        return .row(name: name, make: selector(options: options, multiple: TypeProbe.elementType(of: type) != nil))
    }

    /// A selector of options whose values are all strings or all integers (typed rows, so
    /// that values keep their kind), or any form values.
    private static func selector(options: [Option<FormValue>], multiple: Bool) -> (String?) -> FormRow {
        let strings = options.compactMap { option -> Option<String>? in
            guard case .string(let s) = option.value else { return nil }
            return Option(s, title: option.title, section: option.section)
        }
        let ints = options.compactMap { option -> Option<Int>? in
            guard case .int(let i) = option.value else { return nil }
            return Option(i, title: option.title, section: option.section)
        }
        if strings.count == options.count {
            return { tag in
                multiple
                    ? MultipleSelectorRow<String>(tag) { $0.options = strings }
                    : PushRow<String>(tag) { $0.options = strings }
            }
        }
        if ints.count == options.count {
            return { tag in
                multiple ? MultipleSelectorRow<Int>(tag) { $0.options = ints } : PushRow<Int>(tag) { $0.options = ints }
            }
        }
        return { tag in
            multiple
                ? MultipleSelectorRow<FormValue>(tag) { $0.options = options }
                : PushRow<FormValue>(tag) { $0.options = options }
        }
    }

    /// The row of a scalar type, chosen by type and by the property's name.
    static func scalarRow(name: String, type: Any.Type) -> ((String?) -> FormRow)? {
        let lower = name.lowercased()
        switch type {
        case is String.Type:
            if lower.contains("email") { return { EmailRow(tag: $0) } }
            if lower.contains("password") || lower.contains("secret") { return { PasswordRow(tag: $0) } }
            if lower.contains("phone") || lower.hasSuffix("tel") { return { PhoneRow(tag: $0) } }
            if lower.contains("zip") || lower.contains("postcode") || lower.contains("postalcode") {
                return { ZipCodeRow(tag: $0) }
            }
            if lower.contains("twitter") { return { TwitterRow(tag: $0) } }
            if lower.hasSuffix("notes") || lower == "bio" || lower.hasSuffix("description") {
                return { TextAreaRow(tag: $0) }
            }
            if lower.hasSuffix("name") { return { NameRow(tag: $0) } }
            return { TextRow(tag: $0) }
        case is Bool.Type: return { SwitchRow(tag: $0) }
        case is Int.Type: return { IntRow(tag: $0) }
        case is Double.Type, is Float.Type: return { DecimalRow(tag: $0) }
        case is Date.Type:
            if name.hasSuffix("At") || lower.hasSuffix("time") { return { DateTimeRow(tag: $0) } }
            return { DateRow(tag: $0) }
        case is URL.Type: return { URLRow(tag: $0) }
        default: return nil
        }
    }

    /// The sections of a list of fields: rows gather in sections; each list or record
    /// starts a section of its own, and rows after it start another.
    static func sections(for fields: [InferredField], firstHeader: String?) -> [Section] {
        var sections: [Section] = []
        var rows: [FormRow] = []
        var header = firstHeader
        func flush() {
            guard !rows.isEmpty else { return }
            sections.append(Section(header) { rows })
            rows = []
            header = nil
        }
        for field in fields {
            let title = InferredTitle.make(from: field.name)
            switch field {
            case .row(let name, let make):
                let row = make(name)
                row.title = title
                rows.append(row)
            case .subForm(let name, let nested):
                rows.append(SubFormRow(name, title: title) { Inference.sections(for: nested, firstHeader: nil) })
            case .list(let name, let element):
                flush()
                let section = Section(title)
                section.multivaluedTag = name
                section.multivalued = [.insert, .delete, .reorder]
                section.makeRow = { _ in element(nil) }
                sections.append(section)
            case .records(let name, let nested):
                flush()
                sections.append(
                    Section.repeatable(name, header: title) { Inference.sections(for: nested, firstHeader: nil) })
            }
        }
        flush()
        if sections.isEmpty, let firstHeader { sections.append(Section(firstHeader)) }
        return sections
    }

    /// The form values of a model's inferred fields, nested as the form nests them.
    /// - Throws: ``FormError/nestedTooDeep(_:limit:)`` past the depth limit.
    static func values(of model: Any, fields: [InferredField], depth: Int) throws -> FormValues {
        guard depth <= maximumDepth else { throw FormError.nestedTooDeep("", limit: maximumDepth) }
        var children: [String: Any] = [:]
        for child in Mirror(reflecting: model).children {
            if let name = propertyName(child.label) { children[name] = child.value }
        }
        var result = FormValues()
        for field in fields {
            guard let raw = children[field.name] else { continue }
            let value = unwrapped(raw)
            switch field {
            case .row:
                result.appendNew(field.name, value.map(scalarValue) ?? .null)
            case .list:
                let items = value.map {
                    Mirror(reflecting: $0).children.map { unwrapped($0.value).map(scalarValue) ?? .null }
                }
                result.appendNew(field.name, .array(items ?? []))
            case .subForm(_, let nested):
                guard let value else {
                    result.appendNew(field.name, .null)
                    continue
                }
                result.appendNew(field.name, .object(try values(of: value, fields: nested, depth: depth + 1)))
            case .records(_, let nested):
                var items: [FormValue] = []
                for item in value.map({ Mirror(reflecting: $0).children.map(\.value) }) ?? [] {
                    guard let item = unwrapped(item) else { continue }
                    items.append(.object(try values(of: item, fields: nested, depth: depth + 1)))
                }
                result.appendNew(field.name, .array(items))
            }
        }
        return result
    }

    /// A scalar's form value: its own conversion, a raw value, an array of them.
    static func scalarValue(_ value: Any) -> FormValue {
        if let float = value as? Float { return .double(Double(float)) }
        if let convertible = value as? any FormValueConvertible { return convertible.formValue }
        if let raw = TypeProbe.rawFormValue(of: value) { return raw }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .collection {
            return .array(mirror.children.map { unwrapped($0.value).map(scalarValue) ?? .null })
        }
        return .null
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
