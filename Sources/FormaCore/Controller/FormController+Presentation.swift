extension FormController {
    /// What a renderer shows for a row now: title, display text, editor, state, the
    /// validation messages to show and accessibility.
    ///
    /// ```swift
    /// let p = controller.presentation(of: form.row(tag: "allDay")!)
    /// p.editor        // .toggle(isOn: false)
    /// p.displayText   // "Off"
    /// ```
    /// - Complexity: O(1) when the row has not changed since it was last presented (a kept
    ///   presentation); otherwise O(1) for rows without options, O(options) for segmented
    ///   and picker rows.
    package func presentation(of row: FormRow) -> RowPresentation {
        cachedPresentation(of: row)
    }

    /// A row's presentation made anew, never kept.
    func makePresentation(of row: FormRow) -> RowPresentation {
        let section = row.section
        return makePresentation(of: row, in: section, inForm: section?.form === form)
    }

    /// A row's presentation made anew. `section` is the row's section and `inForm` says
    /// whether that section is in the controller's form.
    func makePresentation(of row: FormRow, in section: Section?, inForm: Bool) -> RowPresentation {
        let context = EditorContext(isExpanded: expandedRow === row, draftText: drafts.isEmpty ? nil : drafts[row.id])
        let editor = row.editor(in: context)
        let displayText = (row as? SubFormRow).map(\.problemSummary) ?? row.displayText
        let sectionEnabled: Bool
        if let section {
            sectionEnabled = !(inForm ? section.isDisabled(inForm: form) : section.isDisabled)
        } else {
            sectionEnabled = true
        }
        let isEnabled = sectionEnabled && !row.conditionState.isDisabled
        let multivalued: MultivaluedOptions = row is AddRow ? [] : section?.multivalued ?? []
        let words = form.presentationWords
        let title = shownTitle(of: row, words: words)
        let file = row as? FileRow
        let errors = row.validationErrors
        return RowPresentation(
            id: row.id, tag: row.tag, kind: row.kind, title: title, displayText: displayText,
            placeholder: row.placeholder ?? file?.emptyText, editor: editor, isEnabled: isEnabled,
            isReadOnly: form.isDisabled,
            isRequired: row.isRequired,
            isValidating: row.isValidating, messages: messages(errors, file: file),
            accessibility: accessibility(
                of: row, title: title, errors: errors, words: words, editor: editor, displayText: displayText,
                isEnabled: isEnabled),
            swipeActions: row.swipeActions.enumerated().map { index, action in
                SwipeActionPresentation(index: index, title: action.title, style: action.style, edge: action.edge)
            },
            canDelete: isEnabled && multivalued.contains(.delete),
            canMove: isEnabled && multivalued.contains(.reorder),
            thumbnail: file?.thumbnail)
    }

    /// The validation messages shown under a row, and why its last file pick failed.
    private func messages(_ errors: [ValidationError], file: FileRow?) -> [String] {
        let messages = errors.map(\.message)
        guard let problem = file?.pickProblem else { return messages }
        return messages + [problem.description]
    }

    /// The presentation of the row shown at a table path, or `nil` if there is none.
    ///
    /// ```swift
    /// let cellContent = controller.presentation(at: TablePath(section: 0, row: 2))
    /// ```
    package func presentation(at path: TablePath) -> RowPresentation? {
        guard let row = row(at: path) else { return nil }
        return cachedPresentation(of: row)
    }

    /// What a renderer shows for the visible section at an index: header, footer and
    /// collapsed state.
    ///
    /// ```swift
    /// controller.presentation(ofSectionAt: 0)?.header   // "Event"
    /// ```
    package func presentation(ofSectionAt index: Int) -> SectionPresentation? {
        guard let section = section(at: index) else { return nil }
        let strings = form.presentationStrings
        let hint =
            section.isCollapsible ? (section.isCollapsed ? strings.expandSectionHint : strings.collapseHint) : nil
        return SectionPresentation(
            id: section.id, tag: section.tag, header: section.header, footer: section.footer,
            isCollapsible: section.isCollapsible, isCollapsed: section.isCollapsible && section.isCollapsed,
            accessibility: AccessibilityDescription(
                label: section.header ?? "", hint: hint, traits: section.isCollapsible ? [.header, .button] : .header,
                identifier: section.tag))
    }

    /// Collapses a collapsible section or expands it again, as a tap on its header does; its
    /// rows leave or rejoin the table through the diff. Returns `false` when the section is
    /// not collapsible.
    ///
    /// ```swift
    /// controller.toggleCollapsed(sectionAt: 2)
    /// ```
    @discardableResult
    package func toggleCollapsed(sectionAt index: Int) -> Bool {
        guard let section = section(at: index), section.isCollapsible else { return false }
        if let focusedRow, focusedRow.section === section { endEditing(focusedRow) }
        section.isCollapsed.toggle()
        return true
    }

    /// Runs a row's swipe action, as a renderer does when the person picks it, inside one
    /// transaction. Returns `false` when the row has no such action or is disabled.
    ///
    /// ```swift
    /// controller.performSwipeAction(0, on: row)
    /// ```
    @discardableResult
    package func performSwipeAction(_ index: Int, on row: FormRow) -> Bool {
        guard row.form === form, !row.isDisabled, row.swipeActions.indices.contains(index) else { return false }
        let action = row.swipeActions[index]
        form.transaction { action.handler(row) }
        return true
    }

    /// A row's title as shown: an add row with the default title, "Add", and a record's
    /// remove button with its default title, "Remove", show the word of the form's language.
    private func shownTitle(of row: FormRow, words: PresentationWords) -> String? {
        let title = row.title
        if title == MultivaluedInsertMode.defaultAddTitle, row is AddRow { return words.strings.add }
        if title == Section.defaultRemoveTitle, row.isRecordRemoveButton { return words.strings.remove }
        return title
    }

    private func accessibility(
        of row: FormRow, title: String?, errors: [ValidationError], words: PresentationWords, editor: Editor,
        displayText: String?, isEnabled: Bool
    ) -> AccessibilityDescription {
        var traits: AccessibilityTraits = isEnabled ? [] : .notEnabled
        var hint: String?
        var value = displayText
        switch editor {
        case .textField, .textView:
            traits.insert(.textEntry)
            hint = words.strings.textHint
        case .toggle(let isOn):
            traits.insert(.toggle)
            if isOn { traits.insert(.selected) }
            value = isOn ? words.strings.on : words.strings.off
        case .check(let isChecked):
            traits.insert(.button)
            if isChecked { traits.insert(.selected) }
            value = isChecked ? words.strings.on : words.strings.off
        case .slider, .stepper, .segmented:
            traits.insert(.adjustable)
        case .datePicker(let picker):
            traits.insert(.button)
            if picker.presentation != .input { hint = words.strings.expandHint }
        case .picker:
            traits.insert(.button)
            hint = words.strings.expandHint
        case .selector:
            traits.insert(.button)
            hint = words.strings.selectorHint
        case .button:
            traits.insert(.button)
            value = nil
        case .label:
            traits.insert(.staticText)
        case .custom:
            break
        }
        if value == nil, row.isRequired, row.hasValue { value = words.strings.requiredValue }
        // What is spoken: the value, "Required", the messages shown (no work for most rows).
        var spoken = value
        if row.isRequired, row.hasValue, value != words.strings.requiredValue {
            spoken = spoken.map { $0 + ", " + words.strings.requiredValue } ?? words.strings.requiredValue
        }
        for error in errors {
            spoken = spoken.map { $0 + ", " + error.message } ?? error.message
        }
        return AccessibilityDescription(
            label: title ?? row.placeholder ?? row.tag ?? "", value: value, hint: hint, traits: traits,
            identifier: row.tag, spokenValue: spoken)
    }
}
