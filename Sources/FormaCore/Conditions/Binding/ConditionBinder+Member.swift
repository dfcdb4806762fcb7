extension ConditionBinder {
    /// `x.name`: a member of an object, or of each object of a list.
    ///
    /// Right after a tag, a name that cannot be a member is a property the row lacks (a
    /// typo of `isHidden`, say): the tag's row holds a value without members, or the tag is
    /// a section's. A tag no row has, followed by bare names that join into one that a row
    /// has (`$address.city` for the tag `address.city`), suggests that tag, quoted.
    mutating func bindMember(_ base: ConditionNode, _ name: String, _ node: ConditionNode)
        -> (BoundNode, ConditionValueType)
    {
        if let path = nestedRowPath(of: node) {
            return bind(ConditionNode(.reference(tag: path, property: .value), range: node.range))
        }
        if let (path, problem) = unknownNestedPath(of: node) {
            read(path, .value)
            report(problem, node.range)
            return (.constant(.null), .any)
        }
        if let joined = joinedTag(of: node) {
            report(.unknownTag(joined.tag, suggestion: joined.suggestion), joined.range)
            return (.constant(.null), .any)
        }
        let nameRange = node.anchor
        if case .reference(let tag, .value) = base.kind {
            if let problem = propertyProblem(name, tag: tag) {
                read(tag, .value)
                report(problem, nameRange)
                return (.constant(.null), .any)
            }
        }
        let (bound, type) = bind(base)
        switch type {
        case .object, .list, .any, .null:
            if case .reference = base.kind, nameRange.count == name.utf8.count,
                let property = EditDistance.nearest(to: name, in: TagSyntax.propertyNames)
            {
                report(.memberLikeProperty(member: name, property: property), nameRange)
            }
        default:
            report(.wrongArgument(function: "." + name, expected: .objectOrList, found: type), nameRange)
        }
        return (.member(bound, name), .any)
    }

    /// The problem of reading `name` as a member right after `$tag` when the tag's row
    /// cannot have members (its value is a string, number, date or Boolean, or it has
    /// none) or the tag is a section's: a misspelt property, or a member that cannot be.
    private func propertyProblem(_ name: String, tag: String) -> ConditionProblem? {
        let holds: ConditionValueType?
        if let row = form.rowsByTag[tag] {
            let kind = (row as? any ValueKindProviding)?.valueKind
            guard row.hasValue else { return Self.noMember(name, tag: tag, holds: nil) }
            guard let kind, ![.null, .array, .object].contains(kind) else { return nil }
            holds = ConditionValueType(kind)
        } else if form.sectionsByTag[tag] != nil {
            holds = nil
        } else {
            return nil
        }
        return Self.noMember(name, tag: tag, holds: holds)
    }

    private static func noMember(_ name: String, tag: String, holds: ConditionValueType?) -> ConditionProblem {
        if let property = EditDistance.nearest(to: name, in: TagSyntax.propertyNames) {
            return .unknownProperty(name, suggestion: property)
        }
        return .noMember(name, tag: tag, holds: holds)
    }

    /// For `$a.b.c` where no row or section has the tag `a`: the longest `a.b…` that a row
    /// or section has, as a suggestion for `a`, with the range of the whole path.
    private func joinedTag(of node: ConditionNode) -> (tag: String, suggestion: String, range: Range<Int>)? {
        var names: [String] = []
        var ranges: [Range<Int>] = []
        var current = node
        while case .member(let base, let name) = current.kind {
            names.append(name)
            ranges.append(current.range)
            current = base
        }
        guard case .reference(let tag, .value) = current.kind, !form.knowsTag(tag) else { return nil }
        var joined = tag
        var found: (String, Range<Int>)?
        for (name, range) in zip(names.reversed(), ranges.reversed()) {
            joined += "." + name
            if form.knowsTag(joined) { found = (joined, range) }
        }
        guard let (suggestion, range) = found, range == node.range else { return nil }
        return (tag, suggestion, range)
    }
}

extension Form {
    /// `true` if a row, a section or a multivalued section's values go by the tag.
    func knowsTag(_ tag: String) -> Bool {
        rowsByTag[tag] != nil || sectionsByTag[tag] != nil || multivaluedSection(tag) != nil
    }
}
