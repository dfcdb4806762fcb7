/// A JSON value as a definition holds it: the value, and the byte offset in the text it was
/// read from (`-1` for a value made in code), so that diagnostics can say line and column.
package struct JSONNode: Sendable {
    /// What the node is.
    package enum Value: Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        /// A number JSON allows but no `Int` or finite `Double` holds: its text.
        case outOfRange(String)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    package var value: Value
    /// Byte offset of the value's first character in the text, or `-1`.
    package var offset: Int

    package init(_ value: Value, offset: Int = -1) {
        self.value = value
        self.offset = offset
    }

    /// The member named `key` of an object, or `nil`.
    /// - Complexity: O(k) in the object's member count (definitions' objects are small).
    @inlinable
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        for member in members where member.key.hasSameText(as: key) { return member.value }
        return nil
    }

    /// The kind of the value in words, for "expected … found …" messages.
    package var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a Boolean"
        case .int, .double, .outOfRange: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// `true` for JSON `true`.
    package var isTrue: Bool {
        if case .bool(true) = value { return true }
        return false
    }

    @inlinable
    package var string: String? {
        if case .string(let s) = value { return s }
        return nil
    }
}

/// One member of a JSON object: its key, where the key starts, and its value.
package struct JSONMember: Sendable {
    package var key: String
    package var keyOffset: Int
    package var value: JSONNode

    package init(_ key: String, _ value: JSONNode, keyOffset: Int = -1) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

extension JSONNode: Equatable {
    /// Equal values, wherever they were read from.
    package static func == (a: JSONNode, b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.int(let x), .int(let y)): x == y
        case (.double(let x), .double(let y)): x == y
        case (.outOfRange(let x), .outOfRange(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

extension String {
    /// `self == other`, comparing lengths first: most keys of an object differ in length from
    /// the one looked up, and that comparison costs no call into the string library.
    @inlinable @inline(__always)
    package func hasSameText(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
