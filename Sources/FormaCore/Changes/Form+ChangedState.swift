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
        var changed: [String] = []
        forEachBaselineEntry { key, current, saved in
            if current != saved { changed.append(key) }
        }
        return changed
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
        baselineEpoch += 1
        captureMultivaluedBaseline()
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
        var restore = FormValues()
        forEachBaselineEntry { key, current, saved in
            if current != saved { restore.appendNew(key, saved) }
        }
        guard !restore.isEmpty else { return SetValuesReport(failures: []) }
        return transaction { setValues(restore) }
    }

    /// Keeps each multivalued section's items as the baseline of the current epoch; other
    /// rows keep their baseline value at their first change after it.
    /// - Complexity: O(items of multivalued sections).
    func captureMultivaluedBaseline() {
        for section in sections {
            guard let key = section.multivaluedTag else {
                section.baselineItems = nil
                continue
            }
            section.baselineItems = (baselineEpoch, key, section.rows.filter(\.hasValue).map(\.formValue))
        }
    }

    /// Calls `body` with each key of the values (hidden rows included, the first row of a
    /// repeated tag), its current value and its baseline value, in form order.
    private func forEachBaselineEntry(_ body: (String, FormValue, FormValue) -> Void) {
        var seen = Set<String>()
        for section in sections {
            if let key = section.multivaluedTag {
                guard seen.insert(key).inserted else { continue }
                let current = FormValue.array(section.rows.filter(\.hasValue).map(\.formValue))
                body(key, current, savedItems(of: section, key: key).map(FormValue.array) ?? .null)
                continue
            }
            for row in section.rows where row.hasValue {
                guard let tag = row.tag, seen.insert(tag).inserted else { continue }
                body(tag, row.formValue, row.baselineFormValue(baselineEpoch))
            }
        }
    }

    /// A multivalued section's baseline items, when they were captured under `key` in the
    /// current epoch.
    private func savedItems(of section: Section, key: String) -> [FormValue]? {
        guard let saved = section.baselineItems, saved.epoch == baselineEpoch, saved.tag == key else { return nil }
        return saved.items
    }

    /// The baseline value of a row, or `nil` when the row is not part of the values (no
    /// tag and not an item of a tagged multivalued section).
    func baselineValue(of row: FormRow) -> FormValue? {
        guard row.hasValue, let section = row.section else { return nil }
        if let key = section.multivaluedTag {
            guard let index = section.rows.filter(\.hasValue).firstIndex(where: { $0 === row }) else { return nil }
            guard let items = savedItems(of: section, key: key), index < items.count else { return .null }
            return items[index]
        }
        guard row.tag != nil else { return nil }
        return row.baselineFormValue(baselineEpoch)
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
