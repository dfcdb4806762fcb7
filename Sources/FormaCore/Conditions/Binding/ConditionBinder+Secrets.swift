/// Formulas that would copy a secret (a password) into a row that is not secret, where it
/// would show in `values()`, descriptions and on screen.
///
/// A value "carries" a secret when the secret's text or number can be read back from it:
/// the reference itself, arithmetic and string concatenation, lists, `min`/`max`/`sum`,
/// string functions, casts, the branches of `iif`. Results that only tell something about
/// the secret — comparisons, `AND`/`OR`/`NOT`, `IS EMPTY`, `MATCHES`, counts, `[SIZE]` —
/// carry none, so `"$password == $confirm"` or `"$password.@count"` are allowed.
extension ConditionBinder {
    /// Reports a formula of a row that is not secret whose result carries the value of a
    /// secret row, at the first reference to that row.
    mutating func checkSecrets(of root: ConditionNode, for owner: ConditionOwner, _ property: ConditionProperty) {
        guard property == .formula, case .row(let row) = owner, !row.isSecret,
            let (tag, range) = secretCarried(by: root)
        else { return }
        report(.secretCopied(secret: tag, row: row.conditionName), range)
    }

    /// The tag and range of the first secret reference whose value reaches the node's result.
    func secretCarried(by node: ConditionNode) -> (String, Range<Int>)? {
        switch node.kind {
        case .literal: return nil
        case .reference(let tag, let property):
            guard property == .value, isSecret(tag) else { return nil }
            return (tag, node.range)
        case .not, .logical, .comparison, .quantified, .isEmpty: return nil
        case .collection(.count, _), .call(.count, _), .index(_, .size): return nil
        case .call(.iif, let arguments): return first(in: arguments.dropFirst())
        case .call(.today, _), .call(.now, _), .call(.random, _): return nil
        case .list, .negate, .arithmetic, .collection, .call, .index, .member:
            // Index positions only pick an item; the item is what is carried. A member of a
            // secret value carries it too.
            if case .index(let list, _) = node.kind { return secretCarried(by: list) }
            return first(in: node.kind.children)
        }
    }

    private func first(in nodes: some Sequence<ConditionNode>) -> (String, Range<Int>)? {
        for node in nodes {
            if let found = secretCarried(by: node) { return found }
        }
        return nil
    }

    /// `true` if the tag names a secret row, or a multivalued section holding one.
    func isSecret(_ tag: String) -> Bool {
        if let row = form.rowsByTag[tag] { return row.isSecret }
        if form.sectionsByTag[tag] != nil { return false }
        return form.multivaluedSection(tag)?.rows.contains(where: \.isSecret) ?? false
    }

    /// For a closure formula, which the binder cannot look into: the first tag it declares
    /// that is secret, when its row is not.
    func secretDeclared(in tags: [String], for owner: ConditionOwner, _ property: ConditionProperty) -> String? {
        guard property == .formula, case .row(let row) = owner, !row.isSecret else { return nil }
        return tags.first(where: isSecret)
    }
}
