import FormaCore

/// A validation as a definition writes it, read but not yet tied to a row's value type.
indirect enum RuleSpec {
    /// `{"rule": "min_length", "value": 8, "message": "…"}`.
    case rule(key: String, value: JSONNode?, message: String?, site: Site)
    /// `{"all": […]}`: every one must pass.
    case all([RuleSpec], site: Site)
    /// `{"any": […]}`: one must pass.
    case any([RuleSpec], site: Site)

    /// Where a spec is, for its problems.
    struct Site {
        /// The path, kept by the reader that read the spec (``DefinitionReader/keepPath(adding:)``).
        var path: Int
        var offset: Int
    }

    /// The groups of rules, each with the one key its object may have.
    static let groups = [("all", ["all"]), ("any", ["any"])]
    /// The keys a rule object may have.
    static let ruleKeys = ["rule", "value", "message"]
    /// The rule keys definitions know.
    static let knownRules =
        [
            RuleKind.required.key, RuleKind.minLength.key, RuleKind.maxLength.key, RuleKind.exactLength.key,
            RuleKind.minValue.key, RuleKind.maxValue.key, RuleKind.greaterThan.key, RuleKind.lessThan.key,
            RuleKind.format.key, RuleKind.email.key, RuleKind.url.key, RuleKind.equalTo.key,
        ] + RowComparisonRule.keys
}

extension DefinitionReader {
    /// Reads a `validations` array into specs; malformed entries are reported and skipped.
    func readRuleSpecs(_ items: [JSONNode]) -> [RuleSpec] {
        var specs: [RuleSpec] = []
        specs.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            at(.index(i)) {
                if let spec = readRuleSpec(item) { specs.append(spec) }
            }
        }
        return specs
    }

    private func readRuleSpec(_ node: JSONNode) -> RuleSpec? {
        guard let object = object(node, expected: "a rule object") else { return nil }
        let site = RuleSpec.Site(path: keepPath(), offset: node.offset)
        for (group, allowed) in RuleSpec.groups {
            guard let items = array(object, group) else { continue }
            checkKeys(object, allowed: allowed)
            let specs = at(.key(group)) { readRuleSpecs(items) }
            return group == "all" ? .all(specs, site: site) : .any(specs, site: site)
        }
        checkKeys(object, allowed: RuleSpec.ruleKeys)
        guard let keyNode = required(object, "rule") else { return nil }
        guard let key = string(object, "rule") else { return nil }
        guard RuleSpec.knownRules.contains(key) else {
            report(
                .unknownRule(key, suggestion: EditDistance.nearest(to: key, in: RuleSpec.knownRules)),
                at: keyNode.offset, key: "rule")
            return nil
        }
        return .rule(key: key, value: object["value"], message: string(object, "message"), site: site)
    }
}
