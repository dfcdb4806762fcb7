/// Builds ``FormValue``s straight from the text, with no tree in between. A duplicate key is
/// an error (an object's keys are unique), and so is a number no `Int` or finite `Double`
/// holds; an integer beyond `Int`'s range becomes a `Double`.
package enum FormValueBuilder: JSONBuilder {
    package static var refusesDuplicateKeys: Bool { true }

    package static func null(at offset: Int) -> FormValue { .null }
    package static func bool(_ value: Bool, at offset: Int) -> FormValue { .bool(value) }
    package static func string(_ value: String, at offset: Int) -> FormValue { .string(value) }

    package static func number(_ number: JSONNumber, at offset: Int) throws -> FormValue {
        switch number {
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .bigInteger(let text):
            if let double = Double(text), double.isFinite { return .double(double) }
            throw JSONReadError(offset: offset, .numberOutOfRange(text))
        case .nonFinite(let text):
            throw JSONReadError(offset: offset, .numberOutOfRange(text))
        }
    }

    package static func newArray() -> [FormValue] { [] }
    package static func append(_ value: FormValue, to array: inout [FormValue]) { array.append(value) }
    package static func finish(_ array: [FormValue], at offset: Int) -> FormValue { .array(array) }

    package static func newObject() -> FormValues { FormValues() }
    package static func contains(_ key: String, in object: FormValues) -> Bool { object[key] != nil }
    package static func append(_ key: String, at keyOffset: Int, _ value: FormValue, to object: inout FormValues) {
        object.appendNew(key, value)
    }
    package static func finish(_ object: FormValues, at offset: Int) -> FormValue { .object(object) }
}
