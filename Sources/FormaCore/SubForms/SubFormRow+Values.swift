extension SubFormRow {
    /// The rows of the sub-form's sections, one level down, hidden ones included.
    package var nestedRows: [FormRow] { sections.flatMap(\.rows) }

    /// A row of the sub-form's tag as the sub-form's object names it: the row's own tag,
    /// without the path the form gives it.
    func localTag(of row: FormRow) -> String? {
        localTag(of: row, droppingPrefix: pathPrefixLength)
    }

    /// The length in UTF-8 bytes of the path (and its dot) the form puts before the tags of
    /// the sub-form's rows, or `nil` when it puts none (the row is outside a form, or has
    /// no tag).
    var pathPrefixLength: Int? {
        guard id.rawValue != 0, let tag else { return nil }
        return tag.utf8.count + 1
    }

    /// A row's tag less the sub-form's path; the path is there for every row the form
    /// indexed under it.
    func localTag(of row: FormRow, droppingPrefix length: Int?) -> String? {
        guard let tag = row.tag else { return nil }
        guard let length, row.id.rawValue != 0, tag.utf8.count > length else { return tag }
        return String(tag.utf8.dropFirst(length)) ?? tag
    }

    /// The sub-form's values, as `form.values()` reports them for the form, keyed by the
    /// rows' own tags; nested sub-forms nest.
    /// - Complexity: O(n) in the rows of the sub-form, nested ones included.
    func nestedValues(includeHidden include: Bool, redacting: Bool) -> FormValues {
        var result = FormValues()
        let prefixLength = pathPrefixLength
        for section in sections {
            if section.conditionState.isHidden && !include { continue }
            if let key = section.multivaluedTag {
                var items: [FormValue] = []
                for row in section.rows where row.hasValue && (include || !row.conditionState.isHidden) {
                    items.append(Self.value(of: row, includeHidden: include, redacting: redacting))
                }
                result.appendNew(key, .array(items))
                continue
            }
            for row in section.rows {
                guard row.hasValue, include || !row.conditionState.isHidden,
                    let tag = localTag(of: row, droppingPrefix: prefixLength)
                else {
                    continue
                }
                result.appendNew(tag, Self.value(of: row, includeHidden: include, redacting: redacting))
            }
        }
        return result
    }

    /// A row's value for `values()`: a sub-form's nested values, a secret masked when asked.
    static func value(of row: FormRow, includeHidden: Bool, redacting: Bool) -> FormValue {
        if let subForm = row as? SubFormRow {
            return .object(subForm.nestedValues(includeHidden: includeHidden, redacting: redacting))
        }
        return redacting ? row.redactedFormValue : row.formValue
    }

    /// The row of the sub-form with a local tag, or the multivalued section whose values
    /// go by it.
    private func target(named key: String, path: String? = nil) -> (row: FormRow?, section: Section?) {
        if let form, id.rawValue != 0, let prefix = tag {
            if let row = form.rowsByTag[(path ?? prefix + ".") + key], row.section?.owner === self { return (row, nil) }
        } else if let row = nestedRows.first(where: { $0.tag == key }) {
            return (row, nil)
        }
        return (nil, sections.first { $0.multivaluedTag == key })
    }

    /// Each entry of an object paired with the row (or multivalued section) it sets, every
    /// value checked; the first entry that cannot be set throws.
    /// - Throws: ``ValueError`` naming the entry by its path (`address.zip`).
    func plannedAssignments(for value: FormValue) throws -> [(FormRow?, Section?, String, FormValue)] {
        let path = tag ?? typeName
        let entries: FormValues
        switch value {
        case .object(let object): entries = object
        case .null: return nestedRows.filter(\.hasValue).map { ($0, nil, localTag(of: $0) ?? "", .null) }
        default: throw ValueError(tag: tag, reason: .typeMismatch(expected: .object, found: value.kind))
        }
        var plan: [(FormRow?, Section?, String, FormValue)] = []
        plan.reserveCapacity(entries.count)
        for (key, entry) in entries {
            let (row, section) = target(named: key)
            if let row {
                do {
                    try row.checkFormValue(entry)
                } catch let error as ValueError {
                    throw ValueError(tag: path + "." + key, reason: error.reason)
                }
            } else if section == nil {
                let candidates = nestedRows.compactMap(localTag(of:)) + sections.compactMap(\.multivaluedTag)
                throw ValueError(
                    tag: path + "." + key,
                    reason: .unknownTag(suggestion: EditDistance.nearest(to: key, in: candidates)))
            }
            plan.append((row, section, key, entry))
        }
        return plan
    }

    /// Sets the sub-form's rows from an object (or clears them for `null`), all or nothing.
    /// - Throws: ``ValueError`` naming the first entry that could not be set; nothing changes.
    func setNestedValues(_ value: FormValue) throws {
        let path = tag ?? typeName
        guard let form, id.rawValue != 0 else {
            for (row, section, key, entry) in try plannedAssignments(for: value) {
                if let row { try row.setFormValue(entry) }
                if let section { try section.setMultivaluedValues(entry, tag: path + "." + key) }
            }
            return
        }
        let entries: FormValues
        switch value {
        case .object(let object): entries = object
        case .null:
            clearValue()
            return
        default: throw ValueError(tag: tag, reason: .typeMismatch(expected: .object, found: value.kind))
        }
        // Set directly; a refused entry rolls the whole object back.
        let dotted = path + "."
        try form.transaction {
            for (key, entry) in entries {
                let (row, section) = target(named: key, path: dotted)
                if let row {
                    do {
                        try row.setFormValue(entry)
                    } catch let error as ValueError {
                        throw ValueError(tag: path + "." + key, reason: error.reason)
                    }
                } else if let section {
                    try section.setMultivaluedValues(entry, tag: path + "." + key)
                } else {
                    let candidates = nestedRows.compactMap(localTag(of:)) + sections.compactMap(\.multivaluedTag)
                    throw ValueError(
                        tag: path + "." + key,
                        reason: .unknownTag(suggestion: EditDistance.nearest(to: key, in: candidates)))
                }
            }
        }
    }

    /// How many validation problems the sub-form's rows have now, nested sub-forms' included.
    package var problemCount: Int {
        var count = 0
        var stack: [SubFormRow] = [self]
        while let subForm = stack.popLast() {
            for row in subForm.nestedRows {
                count += row.validationErrors.count
                if let nested = row as? SubFormRow { stack.append(nested) }
            }
        }
        return count
    }

    /// The first row of the sub-form, in order, that has validation problems, nested
    /// sub-forms searched in place.
    package var firstRowWithProblems: FormRow? {
        for row in nestedRows {
            if let nested = row as? SubFormRow {
                if let found = nested.firstRowWithProblems { return found }
            } else if !row.validationErrors.isEmpty {
                return row
            }
        }
        return nil
    }
}
