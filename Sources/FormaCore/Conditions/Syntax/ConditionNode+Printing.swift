import Foundation

extension ConditionNode {
    /// The node as canonical condition text, with only the parentheses precedence needs.
    /// Parsing the text gives the same tree back.
    var text: String {
        var out = ""
        print(to: &out, minimumLevel: 0)
        return out
    }

    /// How tightly the node binds: `OR` 1, `AND` 2, `NOT` 3, comparisons 4, `+ -` 5,
    /// `* / %` 6, `**` 7, unary minus 8, values 9.
    private var level: Int {
        switch kind {
        case .logical(.or, _): 1
        case .logical(.and, _): 2
        case .not: 3
        case .comparison, .isEmpty, .quantified: 4
        case .arithmetic(.power, _, _): 7
        case .arithmetic(let op, _, _): op.isMultiplicative ? 6 : 5
        case .negate: 8
        case .literal(.int(let i)) where i < 0: 8
        case .literal(.double(let d)) where d < 0 || (d == 0 && d.sign == .minus): 8
        default: 9
        }
    }

    private func print(to out: inout String, minimumLevel: Int) {
        let parenthesised = level < minimumLevel
        if parenthesised { out += "(" }
        switch kind {
        case .literal(let value):
            Self.printLiteral(value, to: &out)
        case .reference(let tag, let property):
            out += TagSyntax.reference(tag)
            if property != .value { out += "." + property.rawValue }
        case .member(let base, let name):
            base.print(to: &out, minimumLevel: 9)
            out += TagSyntax.member(name)
        case .list(let items):
            out += "{"
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                item.print(to: &out, minimumLevel: 1)
            }
            out += "}"
        case .not(let operand):
            out += "NOT "
            operand.print(to: &out, minimumLevel: 3)
        case .negate(let operand):
            out += "-"
            operand.print(to: &out, minimumLevel: 9)
        case .logical(let op, let items):
            let itemLevel = op == .or ? 2 : 3
            for (i, item) in items.enumerated() {
                if i > 0 { out += " " + op.keyword + " " }
                item.print(to: &out, minimumLevel: itemLevel)
            }
        case .arithmetic(.power, let base, let exponent):
            base.print(to: &out, minimumLevel: 8)
            out += " ** "
            exponent.print(to: &out, minimumLevel: 7)
        case .arithmetic(let op, let left, let right):
            let opLevel = op.isMultiplicative ? 6 : 5
            left.print(to: &out, minimumLevel: opLevel)
            out += " " + op.symbol + " "
            right.print(to: &out, minimumLevel: opLevel + 1)
        case .comparison(let op, let options, let left, let right):
            left.print(to: &out, minimumLevel: left.isQuantified ? 4 : 5)
            out += " " + op.symbol + options.modifier + " "
            right.print(to: &out, minimumLevel: 5)
        case .quantified(let q, let collection):
            out += q.keyword + " "
            collection.print(to: &out, minimumLevel: 5)
        case .isEmpty(let operand, let negated):
            operand.print(to: &out, minimumLevel: 5)
            out += negated ? " IS NOT EMPTY" : " IS EMPTY"
        case .collection(let op, let operand):
            operand.print(to: &out, minimumLevel: 9)
            out += ".@" + op.rawValue
        case .call(let function, let arguments):
            out += function.spelling + "("
            for (i, argument) in arguments.enumerated() {
                if i > 0 { out += ", " }
                argument.print(to: &out, minimumLevel: 1)
            }
            out += ")"
        case .index(let operand, let index):
            operand.print(to: &out, minimumLevel: 9)
            switch index {
            case .first: out += "[FIRST]"
            case .last: out += "[LAST]"
            case .size: out += "[SIZE]"
            case .at(let position):
                out += "["
                position.print(to: &out, minimumLevel: 5)
                out += "]"
            }
        }
        if parenthesised { out += ")" }
    }

    private var isQuantified: Bool {
        if case .quantified = kind { return true }
        return false
    }

    static func printLiteral(_ value: FormValue, to out: inout String) {
        switch value {
        case .null: out += "nil"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d): out += d.isFinite ? String(d) : "nil"
        case .string(let s): out += quoted(s)
        case .date(let d): out += quoted(d.formatted(.iso8601))
        case .object: out += quoted(value.jsonString())
        case .array(let items):
            out += "{"
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                printLiteral(item, to: &out)
            }
            out += "}"
        }
    }

    /// A string literal in double quotes, with escapes: `\"`, `\\`, `\n`, `\t`, `\r`, and
    /// `\uXXXX` for the other controls and for invisible characters of the Basic
    /// Multilingual Plane (format characters but the joiners U+200C and U+200D that emoji and
    /// many scripts are written with, line and paragraph separators, spaces other than
    /// U+0020), so that the text shows every character it holds.
    package static func quoted(_ text: String) -> String {
        // Most text is printable ASCII without quotes or backslashes: it goes in as it is.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            // Printable ASCII is never invisible.
            case _ where scalar.value >= 0x20 && scalar.value < 0x7F: out.unicodeScalars.append(scalar)
            case _ where scalar.value <= 0xFFFF && isInvisible(scalar):
                out += "\\u" + String(format: "%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format where scalar == "\u{200C}" || scalar == "\u{200D}": false
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        case .spaceSeparator: scalar != " "
        default: false
        }
    }
}
