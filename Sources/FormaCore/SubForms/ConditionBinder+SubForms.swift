/// Conditions and sub-forms: `$address.city` reads the row `address.city` itself (so it
/// depends on that row alone), and a condition of a sub-form's row or section names the
/// sub-form's rows by their own tags (`$city` inside `address` is `address.city`), falling
/// back outwards to the form's.
extension ConditionBinder {
    /// The paths a condition of `owner` tries a tag under, innermost first: `address.` for
    /// a row of the sub-form `address`, then `trip.` when `address` is itself in `trip`.
    static func scopes(of owner: ConditionOwner) -> [String] {
        var section: Section?
        switch owner {
        case .row(let row): section = row.section
        case .section(let owned): section = owned
        case .form: return []
        }
        var scopes: [String] = []
        while let subForm = section?.owner, scopes.count <= SubFormRow.maximumDepth {
            if let tag = subForm.tag { scopes.append(tag + ".") }
            section = subForm.section
        }
        return scopes
    }

    /// The tag a reference names from within `scopes`: the innermost sub-form's row of that
    /// tag, else the tag as written.
    static func resolve(_ tag: String, in scopes: [String], form: Form) -> String {
        for prefix in scopes {
            let qualified = prefix + tag
            if form.knowsTag(qualified) { return qualified }
        }
        return tag
    }

    /// For `$a.b.c` where `a` is a sub-form row: the path `a.b.c` when a row goes by it, so
    /// that the condition reads that row directly. `nil` for any other node.
    func nestedRowPath(of node: ConditionNode) -> String? {
        var names: [String] = []
        var current = node
        while case .member(let base, let name) = current.kind {
            names.append(name)
            current = base
        }
        guard case .reference(let tag, .value) = current.kind, !names.isEmpty, form.rowsByTag[tag] is SubFormRow
        else { return nil }
        let path = ([tag] + names.reversed()).joined(separator: ".")
        return form.rowsByTag[path] != nil ? path : nil
    }

    /// For `$a.b` where `a` is a sub-form row and the sub-form has no row nor multivalued
    /// section `b`: the unknown path, with a suggestion among the form's tags.
    func unknownNestedPath(of node: ConditionNode) -> (path: String, problem: ConditionProblem)? {
        guard case .member(let base, let name) = node.kind, case .reference(let tag, .value) = base.kind,
            let subForm = form.rowsByTag[tag] as? SubFormRow,
            !subForm.sections.contains(where: { $0.multivaluedTag == name })
        else { return nil }
        let path = tag + "." + name
        return (path, .unknownTag(path, suggestion: suggester?.nearest(to: path)))
    }
}

extension ConditionNode {
    /// The tree with every `$tag` replaced by what `resolve` makes of it.
    func resolvingTags(_ resolve: (String) -> String) -> ConditionNode {
        var copy = self
        switch kind {
        case .literal:
            return self
        case .reference(let tag, let property):
            copy.kind = .reference(tag: resolve(tag), property: property)
        case .list(let items):
            copy.kind = .list(items.map { $0.resolvingTags(resolve) })
        case .not(let x):
            copy.kind = .not(x.resolvingTags(resolve))
        case .negate(let x):
            copy.kind = .negate(x.resolvingTags(resolve))
        case .logical(let op, let items):
            copy.kind = .logical(op, items.map { $0.resolvingTags(resolve) })
        case .arithmetic(let op, let a, let b):
            copy.kind = .arithmetic(op, a.resolvingTags(resolve), b.resolvingTags(resolve))
        case .comparison(let op, let options, let a, let b):
            copy.kind = .comparison(op, options, a.resolvingTags(resolve), b.resolvingTags(resolve))
        case .quantified(let quantifier, let x):
            copy.kind = .quantified(quantifier, x.resolvingTags(resolve))
        case .isEmpty(let x, let negated):
            copy.kind = .isEmpty(x.resolvingTags(resolve), negated: negated)
        case .collection(let op, let x):
            copy.kind = .collection(op, x.resolvingTags(resolve))
        case .call(let function, let arguments):
            copy.kind = .call(function, arguments.map { $0.resolvingTags(resolve) })
        case .index(let x, let index):
            if case .at(let position) = index {
                copy.kind = .index(x.resolvingTags(resolve), .at(position.resolvingTags(resolve)))
            } else {
                copy.kind = .index(x.resolvingTags(resolve), index)
            }
        case .member(let x, let name):
            copy.kind = .member(x.resolvingTags(resolve), name)
        }
        return copy
    }
}
