/// What a person expects to find again in a form they left unfinished: its values (secret
/// rows never), which sections were collapsed or expanded, and the row they were in. A
/// versioned `Codable` value, to keep on disk between launches.
///
/// ```swift
/// let data = try JSONEncoder().encode(form.draft(focusedTag: "notes"))
/// let draft = try JSONDecoder().decode(FormDraft.self, from: data)
/// let report = form.restore(draft)   // what no longer fits the form
/// ```
public struct FormDraft: Codable, Sendable, Hashable {
    /// The version this library writes and the newest it reads.
    package static let currentVersion = 1

    /// The version the draft was written in.
    package var version: Int
    /// The values of the form's rows, secret rows left out; `nil` in a draft without any.
    package var values: FormValues?
    /// Tags of collapsible sections that were collapsed.
    package var collapsed: [String]?
    /// Tags of collapsible sections that were expanded.
    package var expanded: [String]?
    /// The tag of the row being edited, if it was known.
    package var focusedTag: String?

    package init(
        version: Int = FormDraft.currentVersion, values: FormValues? = nil, collapsed: [String]? = nil,
        expanded: [String]? = nil, focusedTag: String? = nil
    ) {
        self.version = version
        self.values = values
        self.collapsed = collapsed
        self.expanded = expanded
        self.focusedTag = focusedTag
    }
}

extension Form {
    /// The form's draft: every value (hidden rows' too, multivalued items as arrays, secret
    /// rows never), the collapsed and expanded sections, and the row being edited —
    /// `focusedTag` if given, else the row the form's host last focused for it.
    ///
    /// ```swift
    /// let draft = form.draft(focusedTag: "notes")
    /// ```
    public func draft(focusedTag: String? = nil) -> FormDraft {
        var result = FormValues()
        var collapsed: [String] = []
        var expanded: [String] = []
        for section in sections {
            if section.isCollapsible, let tag = section.tag {
                if section.isCollapsed { collapsed.append(tag) } else { expanded.append(tag) }
            }
            if let key = section.multivaluedTag {
                let items = section.rows.filter { $0.hasValue && !$0.isSecret }.map(\.formValue)
                result.appendNew(key, .array(items))
                continue
            }
            for row in section.rows where row.hasValue && !row.isSecret {
                guard let tag = row.tag else { continue }
                result.appendNew(tag, row.formValue)
            }
        }
        return FormDraft(
            values: result, collapsed: collapsed, expanded: expanded, focusedTag: focusedTag ?? lastFocusedTag)
    }

    /// Restores a draft in one transaction and reports everything in it that no longer fits
    /// the form — a row or section since removed, a value outside the row's new bounds —
    /// while the rest is restored. A draft from a newer version restores nothing and says so.
    ///
    /// ```swift
    /// let report = form.restore(draft)
    /// for failure in report.failures { print(failure) }   // 'nickname': unknown tag
    /// ```
    @discardableResult
    public func restore(_ draft: FormDraft) -> SetValuesReport {
        guard draft.version <= FormDraft.currentVersion, draft.version >= 1 else {
            let reason = ValueError.Reason.unsupportedVersion(found: draft.version, supported: FormDraft.currentVersion)
            return SetValuesReport(failures: [ValueError(tag: "draft", reason: reason)])
        }
        var failures: [ValueError] = []
        transaction {
            if let values = draft.values { failures += setValues(values).failures }
            for (tags, isCollapsed) in [(draft.collapsed ?? [], true), (draft.expanded ?? [], false)] {
                for tag in tags {
                    guard let section = sectionsByTag[tag], section.isCollapsible else {
                        failures.append(ValueError(tag: tag, reason: .unknownTag(suggestion: suggestTag(for: tag))))
                        continue
                    }
                    section.isCollapsed = isCollapsed
                }
            }
            if let tag = draft.focusedTag {
                if let row = rowsByTag[tag] {
                    rowToFocus = row
                } else {
                    failures.append(ValueError(tag: tag, reason: .unknownTag(suggestion: suggestTag(for: tag))))
                }
            }
        }
        return SetValuesReport(failures: failures)
    }
}
