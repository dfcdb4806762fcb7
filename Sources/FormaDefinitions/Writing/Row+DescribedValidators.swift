import FormaCore
import Foundation

extension Row {
    func describeValidators() -> Result<[JSONNode], DescribeFailure> {
        var nodes: [JSONNode] = []
        for validator in validators {
            switch describe(validator) {
            case .success(let node): nodes.append(node)
            case .failure(let failure): return .failure(failure)
            }
        }
        if !asyncValidators.isEmpty { return .failure(DescribeFailure(reason: "an asynchronous validator")) }
        return .success(nodes)
    }

    private func describe(_ validator: any Validator<Value>) -> Result<JSONNode, DescribeFailure> {
        if let all = validator as? AllOf<Value> { return group("all", all.validators) }
        if let any = validator as? AnyOf<Value> { return group("any", any.validators) }
        guard let rule = validator as? Rule<Value> else {
            return .failure(DescribeFailure(reason: "a validator of type \(type(of: validator))"))
        }
        let key = rule.kind.key
        let argument = rule.kind.arguments.first
        var members = [JSONMember("rule", JSONNode(.string(key)))]
        switch key {
        case RuleKind.required.key, RuleKind.email.key, RuleKind.url.key:
            break
        case RuleKind.minLength.key, RuleKind.maxLength.key, RuleKind.exactLength.key:
            guard let count = argument.flatMap({ Int($0) }) else { return .failure(custom(key)) }
            members.append(JSONMember("value", JSONNode(.int(count))))
        case let other
        where other == RuleKind.format.key || other == RuleKind.equalTo.key
            || RowComparisonRule.keys.contains(other):
            guard let argument else { return .failure(custom(key)) }
            members.append(JSONMember("value", JSONNode(.string(argument))))
        case RuleKind.minValue.key, RuleKind.maxValue.key, RuleKind.greaterThan.key, RuleKind.lessThan.key:
            guard let argument, let bound = Self.bound(argument) else { return .failure(custom(key)) }
            members.append(JSONMember("value", bound))
        default:
            return .failure(custom(key))
        }
        if let message = rule.message { members.append(JSONMember("message", JSONNode(.string(message)))) }
        return .success(JSONNode(.object(members)))
    }

    private func custom(_ key: String) -> DescribeFailure {
        DescribeFailure(reason: "the validator '\(key)' (a closure)")
    }

    private func group(_ name: String, _ validators: [any Validator<Value>]) -> Result<JSONNode, DescribeFailure> {
        var items: [JSONNode] = []
        for validator in validators {
            switch describe(validator) {
            case .success(let node): items.append(node)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(JSONNode(.object([JSONMember(name, JSONNode(.array(items)))])))
    }

    /// A comparison bound from its message text, typed by the row's value type.
    private static func bound(_ text: String) -> JSONNode? {
        if Value.self == Int.self { return Int(text).map { JSONNode(.int($0)) } }
        if Value.self == Double.self {
            guard let d = Double(text) else { return nil }
            return d == d.rounded() && abs(d) < 1e15 ? JSONNode(.int(Int(d))) : JSONNode(.double(d))
        }
        // A date's bound is its JSON text (quoted ISO 8601, no escapes); a string's is itself.
        if Value.self == Date.self, text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            return JSONNode(.string(String(text.dropFirst().dropLast())))
        }
        return JSONNode(.string(text))
    }
}
