@testable import FormaCore

/// A small JSON Schema checker for the keywords the project's schemas use ($ref into $defs,
/// type, const, enum, required, properties, additionalProperties, items, allOf, anyOf,
/// oneOf, if/then, not, minimum, maximum, exclusive bounds, lengths, pattern, uniqueItems),
/// so that tests can check documents against them. It returns the JSON paths that fail.
struct SchemaChecker {
    let root: FormValue

    func failures(of value: FormValue) -> [String] {
        check(value, against: root, at: "$")
    }

    private func resolve(_ schema: FormValue) -> FormValue {
        guard case .string(let ref)? = schema["$ref"], ref.hasPrefix("#/$defs/") else { return schema }
        return root["$defs"]?[String(ref.dropFirst(8))] ?? .null
    }

    private func typeName(_ value: FormValue) -> [String] {
        switch value {
        case .null: ["null"]
        case .bool: ["boolean"]
        case .int: ["integer", "number"]
        case .double(let d): d == d.rounded() ? ["integer", "number"] : ["number"]
        case .string, .date: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }

    private func check(_ value: FormValue, against raw: FormValue, at path: String) -> [String] {
        let schema = resolve(raw)
        guard case .object(let keywords) = schema else { return [] }
        var failed: [String] = []
        func fail(_ why: String) { failed.append("\(path): \(why)") }
        for (keyword, argument) in keywords {
            switch keyword {
            case "type":
                let allowed: [String] =
                    if case .array(let names) = argument {
                        names.compactMap { if case .string(let s) = $0 { s } else { nil } }
                    } else if case .string(let s) = argument { [s] } else { [] }
                if Set(typeName(value)).isDisjoint(with: allowed) { fail("type") }
            case "const": if value != argument { fail("const") }
            case "enum": if case .array(let options) = argument, !options.contains(value) { fail("enum") }
            case "required":
                if case .object(let members) = value, case .array(let names) = argument {
                    for case .string(let name) in names where members[name] == nil { fail("required \(name)") }
                }
            case "properties", "additionalProperties":
                guard case .object(let members) = value else { continue }
                let properties =
                    keywords["properties"].flatMap { if case .object(let p) = $0 { p } else { nil } } ?? FormValues()
                for (key, member) in members {
                    if let sub = properties[key] {
                        if keyword == "properties" { failed += check(member, against: sub, at: "\(path).\(key)") }
                    } else if keyword == "additionalProperties", argument == .bool(false) {
                        fail("additional property \(key)")
                    }
                }
            case "items":
                if case .array(let items) = value {
                    for (i, item) in items.enumerated() {
                        failed += check(item, against: argument, at: "\(path)[\(i)]")
                    }
                }
            case "allOf":
                if case .array(let parts) = argument {
                    for part in parts { failed += check(value, against: part, at: path) }
                }
            case "anyOf", "oneOf":
                if case .array(let parts) = argument {
                    let passing = parts.filter { check(value, against: $0, at: path).isEmpty }.count
                    if passing == 0 || (keyword == "oneOf" && passing > 1) { fail(keyword) }
                }
            case "if":
                if check(value, against: argument, at: path).isEmpty, let then = keywords["then"] {
                    failed += check(value, against: then, at: path)
                }
            case "not": if check(value, against: argument, at: path).isEmpty { fail("not") }
            case "minimum": if let n = value.number, let m = argument.number, n < m { fail("minimum") }
            case "maximum": if let n = value.number, let m = argument.number, n > m { fail("maximum") }
            case "exclusiveMinimum":
                if let n = value.number, let m = argument.number, n <= m { fail("exclusiveMinimum") }
            case "exclusiveMaximum":
                if let n = value.number, let m = argument.number, n >= m { fail("exclusiveMaximum") }
            case "minLength":
                if case .string(let s) = value, let m = argument.number, Double(s.count) < m { fail("minLength") }
            case "maxLength":
                if case .string(let s) = value, let m = argument.number, Double(s.count) > m { fail("maxLength") }
            case "pattern":
                guard case .string(let s) = value, case .string(let p) = argument else { continue }
                do {
                    if try Regex(p).firstMatch(in: s) == nil { fail("pattern") }
                } catch {
                    fail("invalid pattern \(p)")
                }
            case "uniqueItems":
                if case .array(let items) = value, Set(items).count != items.count { fail("uniqueItems") }
            default: break
            }
        }
        return failed
    }
}
