extension JSONNode {
    /// The node as JSON text. Pretty text puts each member and element on its own line,
    /// indented by two spaces, except arrays of scalars and objects of at most three scalar
    /// members that are not rows (options, rules, left-right values), which stay on one line.
    func jsonString(pretty: Bool) -> String {
        var out = ""
        write(into: &out, pretty: pretty, depth: 0)
        if pretty { out += "\n" }
        return out
    }

    private var isScalar: Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }

    /// An object of at most three scalar members that is not a row, written on one line.
    private var isSmallObject: Bool {
        guard case .object(let members) = value else { return false }
        return members.count <= 3 && members.allSatisfy { $0.value.isScalar && $0.key != "kind" }
    }

    private func write(into out: inout String, pretty: Bool, depth: Int, inline: Bool = false) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isFinite {
                out += d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) + ".0" : String(d)
            } else {
                out += "null"
            }
        case .outOfRange(let text): out += text
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            let inline = !pretty || items.allSatisfy(\.isScalar)
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += inline && pretty ? ", " : "," }
                if !inline { Self.newline(&out, depth + 1) }
                item.write(into: &out, pretty: pretty, depth: depth + 1, inline: item.isSmallObject)
            }
            if !inline { Self.newline(&out, depth) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += inline && pretty ? ", " : "," }
                if pretty, !inline { Self.newline(&out, depth + 1) }
                Self.writeString(member.key, into: &out)
                out += pretty ? ": " : ":"
                member.value.write(
                    into: &out, pretty: pretty, depth: depth + 1, inline: inline || member.value.isSmallObject)
            }
            if pretty, !inline { Self.newline(&out, depth) }
            out += "}"
        }
    }

    private static let indents = (0..<16).map { "\n" + String(repeating: "  ", count: $0) }

    private static func newline(_ out: inout String, _ depth: Int) {
        if depth < indents.count {
            out += indents[depth]
        } else {
            out += "\n"
            out += String(repeating: "  ", count: depth)
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        // Most strings need no escape: append them whole.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
