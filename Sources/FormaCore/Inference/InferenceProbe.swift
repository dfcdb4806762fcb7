import Foundation

/// What inference can learn about a type that reflection on a value cannot show: the
/// wrapped type of an optional that is `nil`, the element type of an empty array, the cases
/// of an enum, and a sample of a `Decodable` model that has no value yet.
enum TypeProbe {
    /// The type inside any number of optionals.
    static func unwrapped(_ type: Any.Type) -> Any.Type {
        var current = type
        var steps = 0
        while let optional = current as? any OptionalTypeProbe.Type, steps < 16 {
            current = optional.wrappedType
            steps += 1
        }
        return current
    }

    /// The element type of an array type, or `nil` for any other type.
    static func elementType(of type: Any.Type) -> Any.Type? {
        (type as? any ArrayTypeProbe.Type)?.elementType
    }

    /// The cases of a `CaseIterable` enum whose raw values are `String` or `Int`, each as its
    /// name and raw value; `nil` for any other type.
    static func cases(of type: Any.Type) -> [(name: String, raw: FormValue)]? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        let all = allCases(iterable)
        var result: [(name: String, raw: FormValue)] = []
        for value in all {
            guard let raw = rawFormValue(of: value) else { return nil }
            result.append((String(describing: value), raw))
        }
        return result
    }

    private static func allCases<C: CaseIterable>(_ type: C.Type) -> [Any] { C.allCases.map { $0 } }

    /// The raw value of a `String`- or `Int`-backed value as a form value.
    static func rawFormValue(of value: Any) -> FormValue? {
        guard let representable = value as? any RawRepresentable else { return nil }
        switch representable.rawValue {
        case let string as String: return .string(string)
        case let int as Int: return .int(int)
        default: return nil
        }
    }

    /// `true` for an `OptionSet` type.
    static func isOptionSet(_ type: Any.Type) -> Bool { type is any OptionSet.Type }

    /// A sample of a `Decodable` type, every property at an empty default (`""`, `0`,
    /// `false`, an epoch date, the first case, no items, `nil`), so that its properties can
    /// be seen; nested models that are not optional are sampled down to `depthLimit` levels.
    /// `nil` when the type is not `Decodable` or has no empty default.
    /// - Throws: ``FormError/nestedTooDeep(_:limit:)`` naming `path` when the type nests
    ///   deeper than `depthLimit` (a type that contains itself).
    static func sample(of type: Any.Type, path: String, depthLimit: Int) throws -> Any? {
        guard let decodable = type as? any Decodable.Type else { return nil }
        let decoder = SampleDecoder(depth: 0, limit: depthLimit, codingPath: [])
        do {
            return try decodable.init(from: decoder)
        } catch let error as SampleDecoder.TooDeep {
            let deeper = error.path.isEmpty ? path : path + "." + error.path
            throw FormError.nestedTooDeep(deeper, limit: depthLimit)
        } catch {
            return nil // no empty default (an enum whose cases cannot be listed): the caller skips it
        }
    }
}

protocol OptionalTypeProbe { static var wrappedType: Any.Type { get } }
extension Optional: OptionalTypeProbe { static var wrappedType: Any.Type { Wrapped.self } }

protocol ArrayTypeProbe { static var elementType: Any.Type { get } }
extension Array: ArrayTypeProbe { static var elementType: Any.Type { Element.self } }

/// A decoder answering every question with an empty default; it makes samples of models.
struct SampleDecoder: Decoder {
    /// Thrown when nested models go past the depth limit.
    struct TooDeep: Error { var path: String }

    let depth: Int
    let limit: Int
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard depth <= limit else {
            throw TooDeep(path: codingPath.map(\.stringValue).joined(separator: "."))
        }
        return KeyedDecodingContainer(Keyed<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { Unkeyed(codingPath: codingPath) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    /// A decoder one level down, for the value under `key`.
    func nested(_ key: any CodingKey) -> SampleDecoder {
        SampleDecoder(depth: depth + 1, limit: limit, codingPath: codingPath + [key])
    }

    /// The empty default of a type.
    func value<T: Decodable>(of type: T.Type) throws -> T {
        if let cases = T.self as? any CaseIterable.Type, let first = Self.firstCase(cases) as? T { return first }
        switch T.self {
        case is String.Type: if let v = "" as? T { return v }
        case is Bool.Type: if let v = false as? T { return v }
        case is Int.Type: if let v = 0 as? T { return v }
        case is Double.Type: if let v = 0.0 as? T { return v }
        case is Float.Type: if let v = Float(0) as? T { return v }
        case is Date.Type: if let v = Date(timeIntervalSince1970: 0) as? T { return v }
        case is URL.Type: if let url = URL(string: "about:blank"), let v = url as? T { return v }
        case is Decimal.Type: if let v = Decimal(0) as? T { return v }
        default: break
        }
        return try T(from: self)
    }

    private static func firstCase<C: CaseIterable>(_ type: C.Type) -> Any? { C.allCases.first }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: SampleDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { [] }
        func contains(_ key: Key) -> Bool { true }
        /// Every optional is absent: inference samples an optional's type when it meets it,
        /// one level at a time, so that a model holding itself ends at the nesting limit.
        func decodeNil(forKey key: Key) throws -> Bool { true }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try decoder.nested(key).value(of: type)
        }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { nil }
        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder.nested(key).container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            Unkeyed(codingPath: codingPath + [key])
        }
        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { decoder.nested(key) }
    }

    /// An empty list.
    struct Unkeyed: UnkeyedDecodingContainer {
        var codingPath: [any CodingKey]
        var count: Int? { 0 }
        var isAtEnd: Bool { true }
        var currentIndex: Int { 0 }
        mutating func decodeNil() throws -> Bool { true }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "no items"))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) throws -> KeyedDecodingContainer<NestedKey> {
            throw DecodingError.valueNotFound(
                KeyedDecodingContainer<NestedKey>.self, .init(codingPath: codingPath, debugDescription: "no items"))
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
        mutating func superDecoder() throws -> any Decoder {
            throw DecodingError.valueNotFound(
                SampleDecoder.self, .init(codingPath: codingPath, debugDescription: "no items"))
        }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: SampleDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            guard decoder.depth <= decoder.limit else { throw TooDeep(path: "") }
            return try SampleDecoder(depth: decoder.depth + 1, limit: decoder.limit, codingPath: decoder.codingPath)
                .value(of: type)
        }
    }
}
