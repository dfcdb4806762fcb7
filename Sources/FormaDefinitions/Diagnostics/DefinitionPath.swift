import FormaCore

/// Where a value is in a JSON document, written the way JSONPath writes it:
/// `$.sections[1].rows[3].kind`.
///
/// ```swift
/// DefinitionPath([.key("sections"), .index(1), .key("kind")]).description   // $.sections[1].kind
/// ```
package struct DefinitionPath: Sendable, Hashable, CustomStringConvertible {
    /// One step into an object or an array.
    package enum Component: Sendable, Hashable {
        /// A member of an object, by key.
        case key(String)
        /// An element of an array, from 0.
        case index(Int)
    }

    /// The steps from the document's root.
    package var components: [Component]

    /// A path from steps.
    package init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path one step further.
    package func appending(_ component: Component) -> DefinitionPath {
        DefinitionPath(components + [component])
    }

    package var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .key(let key):
                let plain =
                    !key.isEmpty
                    && key.unicodeScalars.allSatisfy {
                        $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)
                    }
                if plain {
                    text += "." + key
                } else {
                    var quoted = ""
                    JSONWriter.writeString(key, into: &quoted)
                    text += "[" + quoted + "]"
                }
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

extension JSONNode {
    /// The node at a path below this one, or `nil`.
    func node(at path: DefinitionPath) -> JSONNode? {
        var node = self
        for component in path.components {
            switch (component, node.value) {
            case (.key(let key), .object): guard let next = node[key] else { return nil }; node = next
            case (.index(let i), .array(let items)) where items.indices.contains(i): node = items[i]
            default: return nil
            }
        }
        return node
    }
}
