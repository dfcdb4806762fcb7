/// What a ``JSONReader`` builds from the text it reads: form values directly (no tree in
/// between), or ``JSONNode``s that keep their byte offsets for diagnostics.
///
/// The reader is generic over its builder and specialised for each, so building costs no
/// dynamic dispatch. Containers are built in place: the reader asks for an empty one,
/// appends to it, and finishes it.
package protocol JSONBuilder {
    associatedtype Value
    associatedtype ArrayContent
    associatedtype ObjectContent

    /// Whether a key an object already has is an error (``JSONReadError/Kind/duplicateKey(_:)``);
    /// when `false` every member is kept, in order.
    static var refusesDuplicateKeys: Bool { get }

    static func null(at offset: Int) -> Value
    static func bool(_ value: Bool, at offset: Int) -> Value
    static func string(_ value: String, at offset: Int) -> Value
    /// A number; throws for one the builder cannot hold.
    static func number(_ number: JSONNumber, at offset: Int) throws -> Value

    static func newArray() -> ArrayContent
    static func append(_ value: Value, to array: inout ArrayContent)
    static func finish(_ array: ArrayContent, at offset: Int) -> Value

    static func newObject() -> ObjectContent
    /// Whether the object has `key` (asked only when ``refusesDuplicateKeys``).
    static func contains(_ key: String, in object: ObjectContent) -> Bool
    static func append(_ key: String, at keyOffset: Int, _ value: Value, to object: inout ObjectContent)
    static func finish(_ object: ObjectContent, at offset: Int) -> Value
}

/// A number as the reader found it.
package enum JSONNumber {
    /// An integer (no fraction, no exponent) that fits `Int`.
    case int(Int)
    /// A number with a fraction or an exponent, finite as a `Double`.
    case double(Double)
    /// An integer beyond `Int`'s range: its text.
    case bigInteger(String)
    /// A number with a fraction or an exponent beyond `Double`'s range: its text.
    case nonFinite(String)
}
