extension Section {
    /// A repeatable section: a list of items with several fields each (travellers, rooms,
    /// line items), one template instantiated per item. Its values are one array of objects
    /// under `tag`; conditions read them as `$travellers.@count` or `$travellers[0].name`.
    ///
    /// Shown `inline` (the default), each item is a table section of its own — the
    /// template's sections spliced in, with a Remove button — and the section's add row
    /// adds one. Shown `.pushed`, each item is a row opening its fields on a screen of their
    /// own. Either way every item keeps its identity through the diff, so removing or
    /// reordering items animates as sections.
    ///
    /// ```swift
    /// Section.repeatable("travellers", header: "Travellers") {
    ///     Section("Traveller") {
    ///         NameRow("name") { $0.title = "Name" }
    ///         DateRow("birthday") { $0.title = "Birthday" }
    ///     }
    /// }
    /// form.setValues(["travellers": [["name": "Ada"], ["name": "Grace"]]])
    /// ```
    /// Items are sub-forms without a tag: their rows go by their own tags within the item,
    /// and `setErrors` names them by index (`"travellers[1].name"`).
    public static func repeatable(
        _ tag: String, header: String? = nil, itemTitle: String? = nil,
        inline: Bool = true, @FormBuilder item: @escaping () -> [Section]
    ) -> Section {
        let section = Section(header)
        section.multivaluedTag = tag
        section.multivalued = [.insert, .delete, .reorder]
        section.makeRow = { _ in makeItem(title: itemTitle, inline: inline, item) }
        return section
    }

    /// The title of a record's remove button, shown as the form's `control.remove` word.
    static let defaultRemoveTitle = "Remove"

    /// One item of a repeatable section: an untagged sub-form of the template's sections,
    /// ending, when inline, with a button that removes the item.
    package static func makeItem(
        title: String?, inline: Bool, _ item: () -> [Section]
    ) -> SubFormRow {
        let row = SubFormRow(nil, title: title, inline: inline, sections: item)
        guard inline else { return row }
        let remove = ButtonRow { $0.title = defaultRemoveTitle }
        row.removeButton = remove
        remove.onTap { [weak row] _ in
            guard let row, let section = row.section, section.multivalued.contains(.delete), section.canRemoveItem,
                let index = section.index(of: row)
            else { return }
            section.removeRowUnchecked(at: index)
        }
        if let last = row.sections.last {
            last.rows.append(remove)
            remove.section = last
        } else {
            let holder = Section { remove }
            row.adopt([holder])
        }
        return row
    }
}

extension FormRow {
    /// `true` for the button that removes a record (an item of a repeatable section).
    package var isRecordRemoveButton: Bool {
        guard let item = section?.owner, let button = item.removeButton else { return false }
        return button === self
    }
}
