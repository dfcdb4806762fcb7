/// Templates with named placeholders: `"{title} is required"`. A placeholder is a brace,
/// letters, and a closing brace; any other brace is text.
package enum StringTemplate {
    /// The placeholder names a template uses.
    package static func placeholders(in template: String) -> Set<String> {
        var names = Set<String>()
        scan(template) { piece in if case .placeholder(let name) = piece { names.insert(name) } }
        return names
    }

    /// The template with each placeholder replaced by its value; a placeholder without a
    /// value is left out rather than shown raw.
    package static func fill(_ template: String, with values: [String: String]) -> String {
        var result = ""
        scan(template) { piece in
            switch piece {
            case .text(let text): result += text
            case .placeholder(let name): result += values[name] ?? ""
            }
        }
        return result
    }

    private enum Piece {
        case text(Substring)
        case placeholder(String)
    }

    private static func scan(_ template: String, _ visit: (Piece) -> Void) {
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            let name = rest[afterOpen...].prefix(while: { $0.isASCII && ($0.isLetter || $0 == "_") })
            if !name.isEmpty, name.endIndex < rest.endIndex, rest[name.endIndex] == "}" {
                visit(.text(rest[..<open]))
                visit(.placeholder(String(name)))
                rest = rest[rest.index(after: name.endIndex)...]
            } else {
                visit(.text(rest[...open]))
                rest = rest[afterOpen...]
            }
        }
        visit(.text(rest))
    }
}
