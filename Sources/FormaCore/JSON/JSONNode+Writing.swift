extension JSONNode: JSONWritable {
    /// The node as JSON text. Pretty text is the definition layout (see ``JSONWriter``),
    /// ending with a line feed.
    package func jsonString(pretty: Bool) -> String {
        var out = ""
        JSONWriter(pretty: pretty, layout: .definition).write(self, into: &out)
        if pretty { out += "\n" }
        return out
    }

    package var jsonScalar: JSONScalar? {
        switch value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .int(let i): .int(i)
        case .double(let d): .double(d)
        case .outOfRange(let text): .verbatim(text)
        case .string(let s): .string(s)
        case .array, .object: nil
        }
    }

    package var isJSONObject: Bool {
        if case .object = value { return true }
        return false
    }

    package var jsonCount: Int {
        switch value {
        case .array(let items): items.count
        case .object(let members): members.count
        default: 0
        }
    }

    package func jsonElement(at index: Int) -> (key: String?, value: JSONNode) {
        switch value {
        case .array(let items): return (nil, items[index])
        case .object(let members): return (members[index].key, members[index].value)
        default: return (nil, self)
        }
    }
}
