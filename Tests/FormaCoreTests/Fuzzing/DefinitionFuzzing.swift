import Foundation

@testable import FormaCore

/// Random definitions for the definition fuzzer: documents built from the format's own
/// keys and kinds, with values right and wrong for each, conditions from the condition
/// fuzzer, patterns and rules, then spelled as JSON in any valid way.
enum DefinitionFuzzing {
    typealias Generator = Fuzzer.Generator

    static let kinds = [
        "text", "name", "email", "password", "phone", "twitter", "account", "zipCode", "textArea", "url", "integer",
        "decimal", "switch", "check", "slider", "stepper", "segmented", "picker", "pushSelector", "actionSheet",
        "alert",
        "multipleSelector", "leftRightSelector", "date", "time", "dateTime", "countdown", "button", "label", "info",
        "nope", "Text",
    ]
    static let tags = ["a", "b", "c", "total", "phones", "x y", "", "é"]
    static let rules = [
        "required", "min_length", "max_length", "exact_length", "min_value", "max_value", "greater_than", "less_than",
        "format", "email", "url", "equal_to", "nope",
    ]
    static let patterns = [
        "[0-9]+", "(a+)+$", "[a-z0-9-+]", "\\d{3}", "(", "a{1001}", "(?=a)", "\\1", ".*", "[", "é|🙂",
    ]

    /// Something plausible or wrong for any key.
    static func anything(_ random: inout Generator) -> FormValue {
        switch random.below(10) {
        case 0: return .null
        case 1: return .bool(random.oneIn(2))
        case 2: return .int(random.pick([0, 1, -1, 5, 30, 31, 100, 1_000_000, .max]))
        case 3: return .double(random.pick([0.5, -10, 1e300, 2.5, 1500]))
        case 4:
            return .string(random.pick(["", "x", "M", "1900-01-01T00:00:00.000Z", "2030-01-01", "inline", "onBlur"]))
        case 5: return .string(condition(&random))
        case 6: return .array((0..<random.below(4)).map { _ in option(&random) })
        case 7: return .object(["left": "FR", "right": "Lyon"])
        default: return JSONFuzzing.value(&random)
        }
    }

    static func condition(_ random: inout Generator) -> String {
        var text: String
        switch random.below(3) {
        case 0: text = ConditionFuzzing.expression(&random)
        case 1: text = "$" + random.pick(tags) + random.pick([" == 1", " > 2", " IS EMPTY", " MATCHES '(a+)+$'", ""])
        default: text = ConditionFuzzing.mutate(ConditionFuzzing.expression(&random), &random)
        }
        return text.lowercased().contains("random") ? "true" : text
    }

    static func option(_ random: inout Generator) -> FormValue {
        var members = FormValues()
        members.appendNew(
            "value", random.pick([.string("S"), .string("M"), .int(1), .double(0.5), .bool(true), .null, .string("")]))
        if random.oneIn(2) { members.appendNew("title", .string(random.pick(["One", "", "é"]))) }
        if random.oneIn(4) { members.appendNew("section", "Europe") }
        if random.oneIn(6) { members.appendNew("options", .array([option(&random)])) }
        return .object(members)
    }

    static func rule(_ random: inout Generator, depth: Int = 0) -> FormValue {
        if depth < 2 && random.oneIn(6) {
            return .object([
                random.pick(["any", "all"]): .array((0..<random.below(3)).map { _ in rule(&random, depth: depth + 1) })
            ])
        }
        var members: FormValues = ["rule": .string(random.pick(rules))]
        switch random.below(4) {
        case 0: members.appendNew("value", .string(random.pick(patterns)))
        case 1: members.appendNew("value", .int(random.below(10)))
        case 2: members.appendNew("value", .string(random.pick(tags)))
        default: break
        }
        if random.oneIn(3) { members.appendNew("message", "Bad") }
        return .object(members)
    }

    static func row(_ random: inout Generator) -> FormValue {
        var members = FormValues()
        if !random.oneIn(20) { members.appendNew("kind", .string(random.pick(kinds))) }
        if random.oneIn(2) {
            members.appendNew("tag", .string(random.pick(tags) + (random.oneIn(2) ? "" : String(random.below(9)))))
        }
        let keys = [
            "title", "value", "hidden", "disabled", "required", "formula", "options", "validations", "placeholder",
            "minimum", "maximum", "step", "presentation", "minuteInterval", "minimumDate", "maximumDate", "valueType",
            "choices", "secure", "keyboard", "selectorTitle", "validationTrigger", "placeholder", "bogus",
        ]
        for _ in 0..<random.below(5) {
            let key = random.pick(keys)
            guard members[key] == nil else { continue }
            switch key {
            case "hidden", "disabled", "required", "formula":
                members.appendNew(key, random.oneIn(4) ? .bool(random.oneIn(2)) : .string(condition(&random)))
            case "options", "choices":
                members.appendNew(key, .array((0..<random.below(4)).map { _ in option(&random) }))
            case "validations": members.appendNew(key, .array((0..<(1 + random.below(3))).map { _ in rule(&random) }))
            default: members.appendNew(key, anything(&random))
            }
        }
        return .object(members)
    }

    static func section(_ random: inout Generator) -> FormValue {
        var members = FormValues()
        if random.oneIn(3) { members.appendNew("tag", .string("s" + String(random.below(4)))) }
        if random.oneIn(3) { members.appendNew("title", "Section") }
        if random.oneIn(4) { members.appendNew("hidden", .string(condition(&random))) }
        if random.oneIn(5) { members.appendNew("collapsible", .bool(true)) }
        if random.oneIn(4) {
            var multivalued: FormValues = ["options": ["insert", "delete", "reorder"]]
            if random.oneIn(2) { multivalued.appendNew("tag", "phones") }
            if random.oneIn(2) {
                multivalued.appendNew("template", random.oneIn(2) ? row(&random) : .string(random.pick(tags)))
            }
            members.appendNew("multivalued", .object(multivalued))
        }
        members.appendNew("rows", .array((0..<random.below(6)).map { _ in row(&random) }))
        return .object(members)
    }

    static func document(_ random: inout Generator) -> FormValue {
        var members: FormValues = random.oneIn(15) ? [:] : ["forma": random.oneIn(15) ? 2 : 1]
        if random.oneIn(3) {
            members.appendNew("hiddenValues", .string(random.pick(["include", "exclude", "clearWhenHidden", "x"])))
        }
        if random.oneIn(4) { members.appendNew("disabled", .string(condition(&random))) }
        members.appendNew("sections", .array((0..<random.below(5)).map { _ in section(&random) }))
        return .object(members)
    }
}
