extension Form {
    /// The tags whose values differ from the baseline — the values when the form was
    /// created, or at the last ``markSaved()`` — in form order. A multivalued section counts
    /// as one tag, its `multivaluedTag`, when any item was changed, added, removed or moved.
    ///
    /// ```swift
    /// form[Tag<String>("title")] = "Lunch"
    /// form.changedTags   // ["title"]
    /// form.hasChanges    // true
    /// ```
    ///
    /// Values set after the form was created (loading a record with `setValues`) count as
    /// changes until ``markSaved()`` makes them the baseline. Hidden rows count.
    /// - Complexity: O(n) in the number of rows.
    public var changedTags: [String] {
        let saved = baseline ?? FormValues()
        return values(includeHidden: true).compactMap { key, value in
            (saved[key] ?? .null) == value ? nil : key
        }
    }

    /// `true` when any value differs from the baseline (``changedTags`` is not empty): what
    /// enables a Save button and asks before discarding.
    public var hasChanges: Bool { !changedTags.isEmpty }

    /// Makes the current values the baseline: after a save, nothing has changed. Rows that
    /// were changed are redrawn, so observers hear of it in one transaction.
    ///
    /// ```swift
    /// try await api.save(form.values())
    /// form.markSaved()
    /// ```
    public func markSaved() {
        let changed = allRows.filter(\.isChanged)
        baseline = values(includeHidden: true)
        transaction { for row in changed { row.setNeedsUpdate() } }
    }

    /// Puts every value back to the baseline in one transaction (which a throwing
    /// `try form.transaction { … }` around it undoes, like any change), and reports what
    /// could not be put back. Errors from elsewhere on the rows it changes go with the change.
    ///
    /// ```swift
    /// form.reset()
    /// form.hasChanges   // false
    /// ```
    @discardableResult
    public func reset() -> SetValuesReport {
        let saved = baseline ?? FormValues()
        var restore = FormValues()
        for (key, value) in values(includeHidden: true) where (saved[key] ?? .null) != value {
            restore.appendNew(key, saved[key] ?? .null)
        }
        guard !restore.isEmpty else { return SetValuesReport(failures: []) }
        return transaction { setValues(restore) }
    }

    /// The baseline value of a row, or `nil` when the row is not part of the values (no
    /// tag and not an item of a tagged multivalued section).
    func baselineValue(of row: FormRow) -> FormValue? {
        guard row.hasValue, let section = row.section else { return nil }
        let saved = baseline ?? FormValues()
        if let key = section.multivaluedTag {
            guard let index = section.rows.filter(\.hasValue).firstIndex(where: { $0 === row }) else { return nil }
            guard case .array(let items) = saved[key] ?? .null, index < items.count else { return .null }
            return items[index]
        }
        guard let tag = row.tag else { return nil }
        return saved[tag] ?? .null
    }
}

extension FormRow {
    /// `true` when the row's value differs from the form's baseline (its value when the form
    /// was created, or at the last ``Form/markSaved()``); Eureka's `wasChanged`. Rows without
    /// a tag (outside a multivalued section) and rows outside a form are never changed.
    public var isChanged: Bool {
        guard form != nil, let saved = form?.baselineValue(of: self) else { return false }
        return saved != formValue
    }
}
