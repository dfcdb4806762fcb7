extension JSONNode {
    /// Reads JSON text into nodes that remember their offsets, with the given strictness.
    package static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, options: JSONReadOptions
    ) throws -> JSONNode {
        try JSONReader<JSONNodeBuilder>.read(bytes, options: options)
    }
}

/// Builds ``JSONNode``s, keeping every member of an object in order (duplicates included:
/// definitions report them as diagnostics) and numbers out of range as their text.
package enum JSONNodeBuilder: JSONBuilder {
    package static var refusesDuplicateKeys: Bool { false }

    package static func null(at offset: Int) -> JSONNode { JSONNode(.null, offset: offset) }
    package static func bool(_ value: Bool, at offset: Int) -> JSONNode { JSONNode(.bool(value), offset: offset) }
    package static func string(_ value: String, at offset: Int) -> JSONNode { JSONNode(.string(value), offset: offset) }

    package static func number(_ number: JSONNumber, at offset: Int) -> JSONNode {
        switch number {
        case .int(let i): JSONNode(.int(i), offset: offset)
        case .double(let d): JSONNode(.double(d), offset: offset)
        case .bigInteger(let text), .nonFinite(let text): JSONNode(.outOfRange(text), offset: offset)
        }
    }

    package static func newArray() -> [JSONNode] { [] }
    package static func append(_ value: JSONNode, to array: inout [JSONNode]) { array.append(value) }
    package static func finish(_ array: [JSONNode], at offset: Int) -> JSONNode {
        JSONNode(.array(array), offset: offset)
    }

    package static func newObject() -> [JSONMember] {
        // Most objects have a few members: room for four saves growing the array twice.
        var members: [JSONMember] = []
        members.reserveCapacity(4)
        return members
    }
    package static func contains(_ key: String, in object: [JSONMember]) -> Bool { object.contains { $0.key == key } }
    package static func append(_ key: String, at keyOffset: Int, _ value: JSONNode, to object: inout [JSONMember]) {
        object.append(JSONMember(key, value, keyOffset: keyOffset))
    }
    package static func finish(_ object: [JSONMember], at offset: Int) -> JSONNode {
        JSONNode(.object(object), offset: offset)
    }
}
