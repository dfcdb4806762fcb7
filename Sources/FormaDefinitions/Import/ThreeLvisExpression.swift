import FormaCore

/// Rewrites a 3lvis Form expression — a target's `condition` or a field's `formula` — as
/// Forma condition text.
///
/// 3lvis reads a field's id with or without `$` (`base_salary + bonus`), and ids such as
/// `section-0-field-0` unquoted; each id the document has is written as Forma's tag
/// reference (`$"section-0-field-0"`), the longest id first. Its functions `present($a)`,
/// `missing($a)` and `equals($a, "x")` become comparisons. In a formula, a select field
/// reads its chosen option's `value`, an empty number reads 0 and an empty text reads "";
/// a text formula (`first_name last_name`) is its text with each id replaced by the value.
///
/// - Complexity: O(n · k) in the expression's length n, k the longest id.
struct ThreeLvisExpression {
    /// How the expression is read.
    enum Mode {
        /// A target's condition: ids read their values as they are.
        case condition
        /// A number formula: options read their `value`, empty fields 0.
        case number
        /// A text formula: the text with each id replaced by its value ("" when empty).
        case text
    }

    /// What the document says of a field, for reading it in an expression.
    struct Field {
        /// The field's 3lvis `type`.
        var type: String
        /// Each option's `id` and `value`, for options that have a `value`.
        var optionValues: [(id: JSONNode, value: JSONNode)]
        /// The field's `title`, for messages.
        var title: String? = nil
    }

    let fields: [String: Field]
    /// The longest id of the document, in characters: no reference is looked up further.
    let longestID: Int
    /// The fields of dynamic sections' templates (`companies[:index].name`), by id: the
    /// section's id and the field's own tag within an item (`name`).
    let templateFields: [String: (section: String, local: String)]

    init(fields: [String: Field], templateFields: [String: (section: String, local: String)] = [:]) {
        self.fields = fields
        self.templateFields = templateFields
        // An item's id (`companies[12].name`) is a template id with a number for `:index`.
        // A string has at most as many characters as UTF-8 bytes: only an id longer in bytes
        // than the longest so far is counted.
        var longest = 0
        for id in fields.keys where id.utf8.count > longest { longest = max(longest, id.count) }
        longestID = longest + (templateFields.isEmpty ? 0 : 8)
    }

    /// `companies[3].name` as the dynamic section, the item's index and the field's own tag,
    /// when `companies[:index].name` is a template's field.
    func instance(_ id: String) -> (section: String, index: Int, local: String)? {
        guard !templateFields.isEmpty, let open = id.firstIndex(of: "["),
            let close = id[open...].firstIndex(of: "]"), id[close...].hasPrefix("].")
        else { return nil }
        let digits = id[id.index(after: open)..<close]
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let index = Int(digits)
        else {
            return nil
        }
        let section = String(id[..<open])
        let local = String(id[id.index(close, offsetBy: 2)...])
        guard templateFields[section + "[:index]." + local] != nil else { return nil }
        return (section, index, local)
    }

    /// Whether an id of the document, or of an item of a dynamic section, is `candidate`.
    private func isKnown(_ candidate: String) -> Bool {
        fields[candidate] != nil || instance(candidate) != nil
    }

    /// How a Forma condition reads a field: `$tag`; a template's field is the item's own
    /// (`$name`), an item's field is read by index (`$companies[3].name`).
    func referenceText(_ id: String) -> String {
        if let template = templateFields[id] { return TagSyntax.reference(template.local) }
        if let (section, index, local) = instance(id) {
            return TagSyntax.reference(section) + "[\(index)]" + Self.member(local)
        }
        return TagSyntax.reference(id)
    }

    /// `.name`, quoted unless a plain word.
    static func member(_ name: String) -> String {
        let plain =
            !name.isEmpty && name.first?.isLetter == true
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && !["value", "isHidden", "isDisabled"].contains(name)
        return "." + (plain ? name : ConditionNode.quoted(name))
    }

    /// What the document says of a field, an item's field going by its template's.
    private func field(_ id: String) -> Field? {
        if let field = fields[id] { return field }
        guard let (section, _, local) = instance(id) else { return nil }
        return fields[section + "[:index]." + local]
    }

    /// The Forma text for `text`, and notes on what reads differently in Forma.
    func convert(_ text: String, mode: Mode) -> (text: String, notes: [String]) {
        var notes: [String] = []
        if mode == .text { return (textFormula(text), notes) }
        let result = expression(Array(text), mode: mode, notes: &notes)
        return (result, notes)
    }

    private static let textTypes: Set<String> = ["text", "name", "email", "password"]

    /// Whether a 3lvis character may be part of an id: letters, digits and `_ - . [ ] :`.
    private static func continuesID(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "-" || c == "." || c == "[" || c == "]" || c == ":"
    }

    /// The longest id of the document that starts at `start`, with its length.
    private func id(in chars: [Character], at start: Int) -> String? {
        var end = start
        while end < chars.count, end - start < longestID, Self.continuesID(chars[end]) { end += 1 }
        while end > start {
            let candidate = String(chars[start..<end])
            if isKnown(candidate) { return candidate }
            end -= 1
        }
        return nil
    }

    private func expression(_ chars: [Character], mode: Mode, notes: inout [String]) -> String {
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\"" || c == "'" {
                let end = Self.endOfString(chars, from: i)
                out += String(chars[i..<end])
                i = end
                continue
            }
            if c.isNumber {
                while i < chars.count, chars[i].isNumber || chars[i] == "." { out.append(chars[i]); i += 1 }
                continue
            }
            let hasDollar = c == "$"
            guard hasDollar || c.isLetter || c == "_" else {
                out.append(c)
                i += 1
                continue
            }
            let start = hasDollar ? i + 1 : i
            if let id = id(in: chars, at: start) {
                out += reference(id, mode: mode)
                i = start + id.count
                continue
            }
            // A word that is no id: a function, a keyword, or a name Forma reports unknown.
            var end = start
            while end < chars.count, chars[end].isLetter || chars[end].isNumber || chars[end] == "_" { end += 1 }
            let word = String(chars[start..<end])
            if !hasDollar, end < chars.count, chars[end] == "(",
                let call = function(word, chars, open: end, mode: mode, notes: &notes)
            {
                out += call.text
                i = call.end
                continue
            }
            out += (hasDollar ? "$" : "") + word
            i = max(end, i + 1)
        }
        return out
    }

    /// `present`, `missing` and `equals` as Forma comparisons, or `nil` for other functions.
    private func function(
        _ name: String, _ chars: [Character], open: Int, mode: Mode, notes: inout [String]
    ) -> (text: String, end: Int)? {
        guard ["present", "missing", "equals"].contains(name) else { return nil }
        var arguments: [[Character]] = []
        var depth = 0
        var i = open + 1
        var start = i
        while i < chars.count {
            let c = chars[i]
            if c == "\"" || c == "'" {
                i = Self.endOfString(chars, from: i)
                continue
            }
            if c == "(" { depth += 1 }
            if c == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            if c == ",", depth == 0 {
                arguments.append(Array(chars[start..<i]))
                start = i + 1
            }
            i += 1
        }
        guard i < chars.count else { return nil }
        arguments.append(Array(chars[start..<i]))
        let converted = arguments.map { expression($0, mode: mode, notes: &notes).trimmingSpaces }
        switch name {
        case "present" where converted.count == 1: return ("NOT (\(converted[0]) IS EMPTY)", i + 1)
        case "missing" where converted.count == 1: return ("(\(converted[0]) IS EMPTY)", i + 1)
        case "equals" where converted.count >= 2:
            for argument in arguments.dropFirst() where argument.first(where: { $0 != " " })?.isNumber == true {
                notes.append(
                    "equals() with a number: 3lvis Form compares only ids and text (so it is never true), Forma compares the number"
                )
            }
            let comparisons = converted.dropFirst().map { "\(converted[0]) == \($0)" }
            return ("(" + comparisons.joined(separator: " AND ") + ")", i + 1)
        default: return nil
        }
    }

    /// The index after the string literal that opens at `start`.
    private static func endOfString(_ chars: [Character], from start: Int) -> Int {
        let quote = chars[start]
        var i = start + 1
        while i < chars.count, chars[i] != quote {
            i += chars[i] == "\\" ? 2 : 1
        }
        return min(i + 1, chars.count)
    }

    /// A field read in an expression of the mode.
    private func reference(_ id: String, mode: Mode) -> String {
        let tag = referenceText(id)
        let field = field(id)
        switch mode {
        case .condition:
            return tag
        case .number:
            if let field, !field.optionValues.isEmpty {
                let terms = field.optionValues.map {
                    "iif(\(tag) == \(ThreeLvisConverter.literal($0.id)), \(ThreeLvisConverter.literal($0.value)), 0)"
                }
                return "(" + terms.joined(separator: " + ") + ")"
            }
            return "iif(\(tag) == nil, 0, \(tag))"
        case .text:
            if let field, !field.optionValues.isEmpty {
                let terms = field.optionValues.map {
                    "iif(\(tag) == \(ThreeLvisConverter.literal($0.id)), \(ThreeLvisConverter.literal($0.value)), \"\")"
                }
                return "(" + terms.joined(separator: " + ") + ")"
            }
            if let field, !Self.textTypes.contains(field.type) { return tag }
            return "iif(\(tag) == nil, \"\", \(tag))"
        }
    }

    /// A text formula: the literal text between ids, joined with each id's value.
    private func textFormula(_ text: String) -> String {
        let chars = Array(text)
        var parts: [String] = []
        var literal = ""
        var i = 0
        while i < chars.count {
            let hasDollar = chars[i] == "$"
            let start = hasDollar ? i + 1 : i
            let startsWord = i == 0 || !Self.continuesID(chars[i - 1])
            if startsWord || hasDollar, let id = id(in: chars, at: start) {
                if !literal.isEmpty { parts.append(ConditionNode.quoted(literal)) }
                literal = ""
                parts.append(reference(id, mode: .text))
                i = start + id.count
                continue
            }
            if !hasDollar { literal.append(chars[i]) }
            i += 1
        }
        if !literal.isEmpty || parts.isEmpty { parts.append(ConditionNode.quoted(literal)) }
        return parts.joined(separator: " + ")
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
