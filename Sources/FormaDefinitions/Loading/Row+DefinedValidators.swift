import FormaCore
import Foundation
internal import LinearRegex

/// Rows whose value type a definition's validations and initial value are checked against.
protocol DefinedValueRow: FormRow {
    /// Makes validators from specs and adds them, reporting what does not apply.
    func addDefinedValidators(_ specs: [RuleSpec], reader: DefinitionReader, kind: String)
    /// The row's validators as definition objects, or the reason one cannot be written.
    func describeValidators() -> Result<[JSONNode], DescribeFailure>
}

/// Why part of a form cannot be written as a definition.
struct DescribeFailure: Error {
    var reason: String
}

extension Row: DefinedValueRow {
    func addDefinedValidators(_ specs: [RuleSpec], reader: DefinitionReader, kind: String) {
        // Most rows with validations hold text. Called on `Row<String>`, the code below is
        // specialised for it, rather than looking up the value type's metadata, conformances
        // and casts at run time for every rule.
        if let text = self as? Row<String> {
            text.addValidators(specs, reader: reader, kind: kind)
        } else {
            addValidators(specs, reader: reader, kind: kind)
        }
    }

    private func addValidators(_ specs: [RuleSpec], reader: DefinitionReader, kind: String) {
        for spec in specs {
            if let validator = makeValidator(spec, reader: reader, kind: kind) { add(validator) }
        }
    }

    private func makeValidator(_ spec: RuleSpec, reader: DefinitionReader, kind: String) -> (any Validator<Value>)? {
        switch spec {
        case .all(let specs, _):
            return AllOf(specs.compactMap { makeValidator($0, reader: reader, kind: kind) })
        case .any(let specs, _):
            return AnyOf(specs.compactMap { makeValidator($0, reader: reader, kind: kind) })
        case .rule(let key, let valueNode, let message, let site):
            let rule = DefinedRule(
                key: key, valueNode: valueNode, message: message, site: site, reader: reader, kind: kind)
            return makeRuleValidator(rule)
        }
    }

    /// A validator for one named rule, or `nil` (reported) when the rule is wrong or does not apply.
    private func makeRuleValidator(_ rule: DefinedRule) -> (any Validator<Value>)? {
        switch rule.key {
        case RuleKind.required.key:
            return Rule<Value>.required(message: rule.message)
        case RuleKind.minLength.key, RuleKind.maxLength.key, RuleKind.exactLength.key:
            return lengthValidator(rule)
        case RuleKind.format.key:
            return formatValidator(rule)
        case RuleKind.email.key:
            return textValidator(.email, rule)
        case RuleKind.url.key:
            return textValidator(.url, rule)
        case RuleKind.equalTo.key:
            guard let node = rule.needValue() else { return nil }
            guard let tag = node.string else {
                rule.wrong("a tag string", node)
                return nil
            }
            rule.reader.pendingTagReferences.append(
                (tag, DefinitionPath(rule.reader.keptPath(rule.site.path) + [.key("value")]), node.offset))
            return Rule<Value>.equalTo(tag, message: rule.message)
        case let key where RowComparisonRule.keys.contains(key):
            guard let node = rule.needValue() else { return nil }
            guard let tag = node.string else {
                rule.wrong("a tag string", node)
                return nil
            }
            rule.reader.pendingTagReferences.append(
                (tag, DefinitionPath(rule.reader.keptPath(rule.site.path) + [.key("value")]), node.offset))
            return RowComparisonRule.rule(key, other: tag, message: rule.message) as Rule<Value>
        default:
            guard let node = rule.needValue() else { return nil }
            return comparison(rule.key, node, message: rule.message, kind: rule.kind) { problem, offset in
                rule.report(problem, member: offset == nil ? "rule" : "value", offset: offset)
            }
        }
    }

    /// `min_length`, `max_length`, `exact_length` for rows holding text.
    private func lengthValidator(_ rule: DefinedRule) -> (any Validator<Value>)? {
        // Text is a collection of characters, but its length rules pass an empty value.
        if Value.self != String.self, Value.self is any Collection.Type { return countValidator(rule) }
        guard Value.self == String.self else {
            rule.notApplicable()
            return nil
        }
        guard let node = rule.needValue() else { return nil }
        guard case .int(let count) = node.value, count >= 0 else {
            rule.wrong("a whole number, 0 or more", node)
            return nil
        }
        let length: Rule<String> =
            rule.key == RuleKind.minLength.key
            ? .minLength(count) : rule.key == RuleKind.maxLength.key ? .maxLength(count) : .exactLength(count)
        return textValidator(length, rule)
    }

    /// `min_length`, `max_length`, `exact_length` for rows holding several values (a multiple
    /// selector): how many are chosen, none counting as 0, as 3lvis Form counts them.
    private func countValidator(_ rule: DefinedRule) -> (any Validator<Value>)? {
        guard let node = rule.needValue() else { return nil }
        guard case .int(let count) = node.value, count >= 0 else {
            rule.wrong("a whole number, 0 or more", node)
            return nil
        }
        let key = rule.key
        return Rule<Value>(RuleKind(key, arguments: [String(count)]), message: rule.message, checksEmpty: true) {
            value, _ in
            let chosen = (value as? any Collection)?.count ?? 0
            switch key {
            case RuleKind.minLength.key: return chosen >= count
            case RuleKind.maxLength.key: return chosen <= count
            default: return chosen == count
            }
        }
    }

    /// `format` for rows holding text: the value must be a pattern that compiles.
    private func formatValidator(_ rule: DefinedRule) -> (any Validator<Value>)? {
        guard Value.self == String.self else {
            rule.notApplicable()
            return nil
        }
        guard let node = rule.needValue() else { return nil }
        guard let pattern = node.string else {
            rule.wrong("a pattern string", node)
            return nil
        }
        do {
            _ = try RegularExpression.cached(pattern)
        } catch {
            rule.report(
                .invalidPattern(pattern: pattern, reason: "\(error)"), member: "value", offset: node.offset)
            return nil
        }
        return textValidator(.pattern(pattern, message: rule.message), rule)
    }

    /// A text rule as this row's validator with the rule's message, or `nil` (reported) when
    /// the row does not hold text.
    private func textValidator(_ textRule: Rule<String>, _ rule: DefinedRule) -> (any Validator<Value>)? {
        guard let typed = textRule as Any as? Rule<Value> else {
            rule.notApplicable()
            return nil
        }
        return rule.message.map { typed.message($0) } ?? typed
    }

    /// `min_value`, `max_value`, `greater_than`, `less_than` for rows holding comparable values.
    private func comparison(
        _ key: String, _ node: JSONNode, message: String?, kind: String,
        report: (DefinitionProblem, Int?) -> Void
    ) -> (any Validator<Value>)? {
        func make<C: Comparable & FormValueConvertible>(_ type: C.Type) -> (any Validator<Value>)? {
            if case .outOfRange(let text) = node.value {
                report(.numberOutOfRange(text), node.offset)
                return nil
            }
            guard let formValue = node.formValue, let bound = C(formValue: formValue) else {
                report(.wrongType(expected: "a bound of type \(C.expectedKind)", found: node.typeName), node.offset)
                return nil
            }
            let rule: Rule<C> =
                switch key {
                case RuleKind.minValue.key: .minimum(bound)
                case RuleKind.maxValue.key: .maximum(bound)
                case RuleKind.greaterThan.key: .greaterThan(bound)
                default: .lessThan(bound)
                }
            guard let typed = rule as Any as? Rule<Value> else { return nil }
            return message.map { typed.message($0) } ?? typed
        }
        if Value.self == Int.self { return make(Int.self) }
        if Value.self == Double.self { return make(Double.self) }
        if Value.self == Date.self { return make(Date.self) }
        if Value.self == String.self { return make(String.self) }
        report(.ruleNotApplicable(rule: key, kind: kind), nil)
        return nil
    }
}

/// One named rule of a definition being made into a validator: what it says, where it is,
/// and how to report what is wrong with it.
private struct DefinedRule {
    let key: String
    let valueNode: JSONNode?
    let message: String?
    let site: RuleSpec.Site
    let reader: DefinitionReader
    let kind: String

    /// Reports a problem at the rule, or at one of its members.
    func report(_ problem: DefinitionProblem, member: String? = nil, offset: Int? = nil) {
        let path = reader.keptPath(site.path) + (member.map { [DefinitionPath.Component.key($0)] } ?? [])
        reader.report(problem, path: DefinitionPath(path), offset: offset ?? site.offset)
    }

    /// The rule's `value`, reported missing when absent.
    func needValue() -> JSONNode? {
        if valueNode == nil { report(.missingKey("value")) }
        return valueNode
    }

    /// Reports a `value` that is not what the rule takes.
    func wrong(_ expected: String, _ node: JSONNode) {
        if case .outOfRange(let text) = node.value {
            report(.numberOutOfRange(text), member: "value", offset: node.offset)
        } else {
            report(.wrongType(expected: expected, found: node.typeName), member: "value", offset: node.offset)
        }
    }

    /// Reports that the rule does not apply to the row's kind.
    func notApplicable() {
        report(.ruleNotApplicable(rule: key, kind: kind), member: "rule")
    }
}
