// Note for contributors: FormaCore declares errors with untyped `throws` and documents
// the error type (`- Throws: FormError …`). Typed throws (`throws(E)`) crash the compiler
// when this module is type-checked for iOS against the iOS 17 SDK, so they are not used.

/// How a sub-form's rows join the form that holds it: each takes its path as its tag
/// (`address.city`), and the form indexes it like any other row, so that conditions,
/// transactions, validation and changes cover every level at once.
extension Form {
    /// Gives a row joining a sub-form's section its path as its tag. Returns `false` when
    /// the row's tag cannot be indexed: its sub-form row has no tag (an item of a
    /// multivalued section of sub-forms), so the row goes by its own tag within the item only.
    func qualifyTag(of row: FormRow, in section: Section) -> Bool {
        guard let owner = section.owner, let local = row.tag else { return true }
        guard let prefix = owner.tag else { return false }
        row.tag = prefix + "." + local
        return true
    }

    /// The key a section of a sub-form is indexed by: its tag under the sub-form's path.
    func qualifiedSectionTag(_ section: Section) -> String? {
        guard let tag = section.tag else { return nil }
        guard let owner = section.owner else { return tag }
        return owner.tag.map { $0 + "." + tag }
    }

    /// Joins a sub-form row's sections to the form, after the row itself joined; a sub-form
    /// deeper than ``SubFormRow/maximumDepth`` keeps its sections out and is a definition issue.
    func attachNested(_ row: SubFormRow, collectingIssues: Bool = true) {
        for (section, problem) in row.rejectedSections {
            definitionIssues.append(
                DefinitionIssue(tag: section.tag ?? "", message: problem.description, code: problem))
        }
        row.rejectedSections = []
        let depth = Self.nestingDepth(of: row.section) + 1 + row.nestedHeight(cappedAt: SubFormRow.maximumDepth)
        guard depth <= SubFormRow.maximumDepth else {
            let problem = FormError.nestedTooDeep(row.describeForError(), limit: SubFormRow.maximumDepth)
            definitionIssues.append(DefinitionIssue(tag: row.tag ?? "", message: problem.description, code: problem))
            row.isOverNestingLimit = true
            return
        }
        row.isOverNestingLimit = false
        subFormCount += 1
        for section in row.sections {
            for (rejected, problem) in section.rejectedRows {
                definitionIssues.append(
                    DefinitionIssue(tag: rejected.tag ?? "", message: problem.description, code: problem))
            }
            attach(section, collectingIssues: collectingIssues)
        }
    }

    /// Takes a sub-form row's sections out of the form, as the row leaves it.
    func detachNested(_ row: SubFormRow) {
        guard !row.isOverNestingLimit else { return }
        subFormCount -= 1
        for section in row.sections where section.form === self { detach(section) }
    }

    /// Puts back the row's own tag as it leaves a sub-form's section.
    func unqualifyTag(of row: FormRow) {
        guard let owner = row.section?.owner, let prefix = owner.tag, let tag = row.tag,
            tag.hasPrefix(prefix + ".")
        else { return }
        row.tag = String(tag.dropFirst(prefix.count + 1))
    }

    /// How many sub-forms hold a section: 0 for the form's own sections.
    static func nestingDepth(of section: Section?) -> Int {
        var depth = 0
        var current = section
        while let owner = current?.owner {
            depth += 1
            current = owner.section
            if depth > SubFormRow.maximumDepth { break }
        }
        return depth
    }

    /// Checks that rows may join a section as far as sub-forms go: no sub-form nests past
    /// ``SubFormRow/maximumDepth``, and no tag of a sub-form's rows is taken.
    /// - Throws: ``FormError/nestedTooDeep(_:limit:)`` or ``FormError/duplicateTag(_:existing:)``.
    static func checkNestingCanJoin(_ newRows: [FormRow], section: Section) throws {
        let base = nestingDepth(of: section)
        for case let row as SubFormRow in newRows {
            if let (_, problem) = row.rejectedSections.first { throw problem }
            if base + 1 + row.nestedHeight(cappedAt: SubFormRow.maximumDepth) > SubFormRow.maximumDepth {
                throw FormError.nestedTooDeep(row.describeForError(), limit: SubFormRow.maximumDepth)
            }
            guard let form = section.form, let ownTag = row.tag else { continue }
            let prefix = (section.owner?.tag).map { $0 + "." + ownTag } ?? ownTag
            var tags: [(tag: String, item: Int)] = []
            row.forEachNestedTag(prefix: prefix) { tags.append(($0, 0)) }
            try form.checkTagsAreFree(tags, itemName: "row of \(row.describeForError())")
        }
    }
}

extension SubFormRow {
    /// How many levels of sub-forms the row's sections hold below it (0 for none), counted
    /// no further than `cap + 1`.
    func nestedHeight(cappedAt cap: Int) -> Int {
        var height = 0
        var level: [SubFormRow] = [self]
        while !level.isEmpty, height <= cap {
            var next: [SubFormRow] = []
            for row in level {
                for section in row.sections {
                    for case let nested as SubFormRow in section.rows { next.append(nested) }
                }
            }
            if next.isEmpty { break }
            height += 1
            level = next
        }
        return height
    }

    /// Calls `body` with the path every tagged row of the sub-form would take under `prefix`.
    func forEachNestedTag(prefix: String, _ body: (String) -> Void) {
        var stack: [(SubFormRow, String)] = [(self, prefix)]
        var visited = 0
        while let (row, path) = stack.popLast(), visited <= 100_000 {
            visited += 1
            for section in row.sections {
                if let tag = section.tag { body(path + "." + tag) }
                for nested in section.rows {
                    guard let tag = nested.tag else { continue }
                    body(path + "." + tag)
                    if let sub = nested as? SubFormRow { stack.append((sub, path + "." + tag)) }
                }
            }
        }
    }
}

extension Form {
    /// Something a sub-form's row shows changed — its value or its problems: each enclosing
    /// sub-form row redraws (its problem count), and, for a value, what reads the whole
    /// sub-form (`$address`) re-evaluates.
    func subFormContentDidChange(_ owner: SubFormRow, valueChanged: Bool) {
        var current: SubFormRow? = owner
        var levels = 0
        while let subForm = current, levels <= SubFormRow.maximumDepth {
            levels += 1
            if valueChanged { conditionGraph.valueDidChange(of: subForm, in: self) }
            if !isRecentlyUpdated(subForm) { subForm.setNeedsUpdate() }
            current = subForm.section?.owner
        }
    }

    /// Whether the open transaction's last few changes already redraw the row: a run of
    /// changes inside one sub-form (`setValues`) then asks its row to redraw once, not once
    /// per change. The log itself is read, so a change a rollback took back is not counted.
    private func isRecentlyUpdated(_ row: SubFormRow) -> Bool {
        guard log.depth > 0 else { return false }
        let changes = log.changes
        var index = changes.endIndex
        while index > changes.startIndex, changes.endIndex - index < 4 {
            index -= 1
            if case .rowUpdated(let id) = changes[index], id == row.id { return true }
        }
        return false
    }
}

extension Form {
    /// Every row, section by section, each sub-form's rows right after its row, hidden
    /// rows included.
    /// - Complexity: O(n) in the rows of the form and its sub-forms.
    var rowsIncludingSubForms: [FormRow] {
        if subFormCount == 0 { return sections.flatMap(\.rows) }
        var result: [FormRow] = []
        result.reserveCapacity(rowsByTag.count)
        Self.appendRows(of: sections, to: &result)
        return result
    }

    private static func appendRows(of sections: [Section], to result: inout [FormRow]) {
        for section in sections {
            for row in section.rows {
                result.append(row)
                if let subForm = row as? SubFormRow, !subForm.isOverNestingLimit {
                    appendRows(of: subForm.sections, to: &result)
                }
            }
        }
    }

    /// Every section, each sub-form's sections right after the section holding its row.
    var sectionsIncludingSubForms: [Section] {
        if subFormCount == 0 { return sections }
        var result: [Section] = []
        Self.appendSections(sections, to: &result)
        return result
    }

    private static func appendSections(_ sections: [Section], to result: inout [Section]) {
        for section in sections {
            result.append(section)
            for case let subForm as SubFormRow in section.rows where !subForm.isOverNestingLimit {
                appendSections(subForm.sections, to: &result)
            }
        }
    }
}

extension Form {
    /// The row a path of several components names: `address.city`, `trip.address.city`,
    /// `travellers[0].name` — each component but the last a sub-form (or an item of a
    /// multivalued section of sub-forms).
    func resolveNestedRow(_ parsed: TagPath, path: String) -> Result<FormRow, ValueError> {
        var scope: SubFormRow?
        var current: FormRow?
        for (position, component) in parsed.components.enumerated() {
            let sections = scope?.sections ?? self.sections
            let found: FormRow?
            if let index = component.index {
                guard let section = sections.first(where: { $0.multivaluedTag == component.name }) else {
                    return .failure(
                        ValueError(tag: path, reason: .unknownTag(suggestion: suggestTag(for: component.name))))
                }
                let items = section.rows.filter(\.hasValue)
                guard index < items.count else {
                    return .failure(ValueError(tag: path, reason: .noSuchItem(index: index, count: items.count)))
                }
                found = items[index]
            } else if let scope, let prefix = scope.tag {
                found = rowsByTag[prefix + "." + component.name].flatMap { $0.section?.owner === scope ? $0 : nil }
            } else if let scope {
                found = scope.nestedRows.first { $0.tag == component.name }
            } else {
                found = rowsByTag[component.name]
            }
            guard let found else {
                let written = parsed.components.prefix(position + 1).map(\.name).joined(separator: ".")
                return .failure(ValueError(tag: path, reason: .unknownTag(suggestion: suggestTag(for: written))))
            }
            current = found
            if position < parsed.components.count - 1 {
                guard let subForm = found as? SubFormRow else {
                    return .failure(ValueError(tag: path, reason: .unknownTag(suggestion: nil)))
                }
                scope = subForm
            }
        }
        guard let current else { return .failure(ValueError(tag: path, reason: .unknownTag(suggestion: nil))) }
        return .success(current)
    }
}
