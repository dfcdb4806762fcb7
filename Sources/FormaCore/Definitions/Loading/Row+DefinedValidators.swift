import Foundation

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
        for spec in specs {
            if let validator = makeValidator(spec, reader: reader, kind: kind) { add(validator) }
        }
    }

    private func makeValidator(_ spec: RuleSpec, reader: DefinitionReader, kind: String) -> (any Validator<Value>)? {
        func report(_ problem: DefinitionProblem, _ site: RuleSpec.Site, key: String? = nil, offset: Int? = nil) {
            let path = site.path + (key.map { [DefinitionPath.Component.key($0)] } ?? [])
            reader.report(problem, path: DefinitionPath(path), offset: offset ?? site.offset)
        }
        switch spec {
        case .all(let specs, _):
            return AllOf(specs.compactMap { makeValidator($0, reader: reader, kind: kind) })
        case .any(let specs, _):
            return AnyOf(specs.compactMap { makeValidator($0, reader: reader, kind: kind) })
        case .rule(let key, let valueNode, let message, let site):
            func needValue() -> JSONNode? {
                if valueNode == nil { report(.missingKey("value"), site) }
                return valueNode
            }
            func wrong(_ expected: String, _ node: JSONNode) {
                if case .outOfRange(let text) = node.value {
                    report(.numberOutOfRange(text), site, key: "value", offset: node.offset)
                } else {
                    report(
                        .wrongType(expected: expected, found: node.typeName), site, key: "value", offset: node.offset)
                }
            }
            func text(_ rule: Rule<String>) -> (any Validator<Value>)? {
                guard let typed = rule as Any as? Rule<Value> else {
                    report(.ruleNotApplicable(rule: key, kind: kind), site, key: "rule")
                    return nil
                }
                return message.map { typed.message($0) } ?? typed
            }
            switch key {
            case RuleKey.required:
                return Rule<Value>.required(message: message)
            case RuleKey.minLength, RuleKey.maxLength, RuleKey.exactLength:
                guard Value.self == String.self else {
                    report(.ruleNotApplicable(rule: key, kind: kind), site, key: "rule")
                    return nil
                }
                guard let node = needValue() else { return nil }
                guard case .int(let count) = node.value, count >= 0 else {
                    wrong("a whole number, 0 or more", node)
                    return nil
                }
                let rule: Rule<String> =
                    key == RuleKey.minLength
                    ? .minLength(count) : key == RuleKey.maxLength ? .maxLength(count) : .exactLength(count)
                return text(rule)
            case RuleKey.format:
                guard Value.self == String.self else {
                    report(.ruleNotApplicable(rule: key, kind: kind), site, key: "rule")
                    return nil
                }
                guard let node = needValue() else { return nil }
                guard let pattern = node.string else {
                    wrong("a pattern string", node)
                    return nil
                }
                do {
                    _ = try RegularExpression.cached(pattern)
                } catch {
                    report(
                        .invalidPattern(pattern: pattern, reason: "\(error)"), site, key: "value", offset: node.offset)
                    return nil
                }
                return text(.pattern(pattern, message: message))
            case RuleKey.email:
                return text(.email)
            case RuleKey.url:
                return text(.url)
            case RuleKey.equalTo:
                guard let node = needValue() else { return nil }
                guard let tag = node.string else {
                    wrong("a tag string", node)
                    return nil
                }
                reader.pendingTagReferences.append((tag, DefinitionPath(site.path + [.key("value")]), node.offset))
                return Rule<Value>.equalTo(tag, message: message)
            default:
                guard let node = needValue() else { return nil }
                return comparison(key, node, message: message, kind: kind) { problem, offset in
                    report(problem, site, key: offset == nil ? "rule" : "value", offset: offset)
                }
            }
        }
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
                case RuleKey.minValue: .minimum(bound)
                case RuleKey.maxValue: .maximum(bound)
                case RuleKey.greaterThan: .greaterThan(bound)
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
