import Foundation

/// A value the ``JSONWriter`` can write: a scalar, or an array or object of its own kind.
package protocol JSONWritable {
    /// The value when it is not an array or object, else `nil`.
    var jsonScalar: JSONScalar? { get }
    /// Whether the value is an object (its elements have keys).
    var isJSONObject: Bool { get }
    /// How many items or members the array or object has.
    var jsonCount: Int { get }
    /// The item or member at `index` (`key` is `nil` for an array's items).
    func jsonElement(at index: Int) -> (key: String?, value: Self)
}

/// A JSON scalar, as the writer spells it.
package enum JSONScalar {
    case null
    case bool(Bool)
    case int(Int)
    /// A double; a non-finite one is written as `null`.
    case double(Double)
    case string(String)
    /// Text written as it is (a number kept as its text).
    case verbatim(String)
}

/// The one JSON writer, for form values and definitions alike.
///
/// Compact text has no white space. Pretty text puts each member and item on its own line,
/// indented by two spaces; with ``Layout/definition``, arrays of scalars and objects of at
/// most three scalar members that are not rows (no `"kind"`) stay on one line. The writer
/// keeps its own stack, so a value nested a hundred thousand deep is written without deep
/// recursion.
///
/// ```swift
/// JSONWriter(pretty: false).string(FormValue.object(["a": [1, true]]))   // {"a":[1,true]}
/// ```
package struct JSONWriter {
    /// Where pretty text breaks lines.
    package enum Layout {
        /// Every member and item on its own line.
        case expanded
        /// Small arrays and objects of scalars on one line.
        case definition
    }

    package var pretty: Bool
    package var layout: Layout = .expanded

    /// Punctuation the writer schedules.
    private enum Punctuation {
        case comma, commaSpace, closeBrace, closeBracket

        var text: String {
            switch self {
            case .comma: ","
            case .commaSpace: ", "
            case .closeBrace: "}"
            case .closeBracket: "]"
            }
        }
    }

    /// What is left to write, innermost last.
    private enum Step<Node> {
        case value(Node, depth: Int, inline: Bool)
        case key(String)
        /// Punctuation: `,`, `, `, `}` or `]`.
        case text(Punctuation)
        case newline(depth: Int)
    }

    /// The text of `root`.
    package func string<Node: JSONWritable>(_ root: Node) -> String {
        var out = ""
        write(root, into: &out)
        return out
    }

    /// Nesting written by plain recursion; deeper values continue on the writer's own stack.
    private static let recursionDepth = 64

    /// Appends the text of `root` to `out`.
    package func write<Node: JSONWritable>(_ root: Node, into out: inout String) {
        writeRecursively(root, depth: 0, inline: false, into: &out)
    }

    /// Writes `node` by recursion, which costs least, until ``recursionDepth``; then on the
    /// writer's own stack. Both spell the same text.
    private func writeRecursively<Node: JSONWritable>(_ node: Node, depth: Int, inline: Bool, into out: inout String) {
        if let scalar = node.jsonScalar {
            Self.write(scalar, into: &out)
            return
        }
        guard depth < Self.recursionDepth else {
            writeIteratively(node, depth: depth, inline: inline, into: &out)
            return
        }
        let isObject = node.isJSONObject
        let count = node.jsonCount
        if count == 0 {
            out += isObject ? "{}" : "[]"
            return
        }
        out += isObject ? "{" : "["
        let compacts = pretty && layout == .definition
        let oneLine = oneLine(node, isObject: isObject, count: count, inline: inline)
        for index in 0..<count {
            if index > 0 { out += oneLine && pretty ? ", " : "," }
            if !oneLine { Self.newline(&out, depth + 1) }
            let element = node.jsonElement(at: index)
            if let key = element.key {
                Self.writeString(key, into: &out)
                out += pretty ? ": " : ":"
            }
            let small = compacts && Self.isSmallObject(element.value)
            writeRecursively(element.value, depth: depth + 1, inline: isObject ? inline || small : small, into: &out)
        }
        if !oneLine { Self.newline(&out, depth) }
        out += isObject ? "}" : "]"
    }

    /// `true` if an array or object is written on one line: always in compact text; in pretty
    /// text, an object put on one line and, in the definition layout, an array of scalars.
    private func oneLine<Node: JSONWritable>(_ node: Node, isObject: Bool, count: Int, inline: Bool) -> Bool {
        guard pretty else { return true }
        if isObject { return inline }
        return layout == .definition && (0..<count).allSatisfy { node.jsonElement(at: $0).value.jsonScalar != nil }
    }

    /// Writes `root` on the writer's own stack, so that any depth is written without deep
    /// recursion.
    func writeIteratively<Node: JSONWritable>(_ root: Node, depth: Int, inline: Bool, into out: inout String) {
        var steps: [Step<Node>] = [.value(root, depth: depth, inline: inline)]
        while let step = steps.popLast() {
            switch step {
            case .value(let node, let depth, let inline):
                if let scalar = node.jsonScalar {
                    Self.write(scalar, into: &out)
                } else {
                    open(node, depth: depth, inline: inline, into: &out, steps: &steps)
                }
            case .key(let key):
                Self.writeString(key, into: &out)
                out += pretty ? ": " : ":"
            case .text(let punctuation):
                out += punctuation.text
            case .newline(let depth):
                Self.newline(&out, depth)
            }
        }
    }

    /// Opens an array or object and schedules its elements and its closing bracket.
    private func open<Node: JSONWritable>(
        _ node: Node, depth: Int, inline: Bool, into out: inout String, steps: inout [Step<Node>]
    ) {
        let isObject = node.isJSONObject
        let count = node.jsonCount
        if count == 0 {
            out += isObject ? "{}" : "[]"
            return
        }
        out += isObject ? "{" : "["
        let compacts = pretty && layout == .definition
        // An array of scalars stays on one line; an object does when it was put on one.
        let oneLine = oneLine(node, isObject: isObject, count: count, inline: inline)
        steps.append(.text(isObject ? .closeBrace : .closeBracket))
        if !oneLine { steps.append(.newline(depth: depth)) }
        for index in (0..<count).reversed() {
            let element = node.jsonElement(at: index)
            let small = compacts && Self.isSmallObject(element.value)
            steps.append(.value(element.value, depth: depth + 1, inline: isObject ? inline || small : small))
            if let key = element.key { steps.append(.key(key)) }
            if !oneLine { steps.append(.newline(depth: depth + 1)) }
            if index > 0 { steps.append(.text(oneLine && pretty ? .commaSpace : .comma)) }
        }
    }

    /// An object of at most three scalar members that is not a row.
    private static func isSmallObject<Node: JSONWritable>(_ node: Node) -> Bool {
        guard node.isJSONObject else { return false }
        let count = node.jsonCount
        guard count <= 3 else { return false }
        for index in 0..<count {
            let element = node.jsonElement(at: index)
            if element.value.jsonScalar == nil || element.key == "kind" { return false }
        }
        return true
    }

    private static func write(_ scalar: JSONScalar, into out: inout String) {
        switch scalar {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isFinite {
                // Integral doubles keep a ".0" so that reading the text back gives a double again.
                out += d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) + ".0" : String(d)
            } else {
                out += "null"
            }
        case .string(let s): writeString(s, into: &out)
        case .verbatim(let text): out += text
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

    /// Appends `s` as a JSON string: quotes, backslashes and control characters escaped.
    package static func writeString(_ s: String, into out: inout String) {
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
