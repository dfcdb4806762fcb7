/// A row whose value is a whole form's values: an address, a billing contact, a passport.
///
/// Its sections are built like a form's. Inside a form its rows go by their path —
/// `address.city` — in lookups, conditions (`$address.city == 'Paris'`), `setErrors` and
/// changes, and its value is one nested object in `form.values()`:
///
/// ```swift
/// let form = Form {
///     Section {
///         TextRow("name")
///         SubFormRow("address", title: "Address") {
///             Section { TextRow("street"); TextRow("city") }
///         }
///     }
/// }
/// form.row(tag: "address.city")?.title = "Town"
/// form.values().jsonString()   // {"name":null,"address":{"street":null,"city":null}}
/// ```
///
/// The rows are shown on a screen of their own, pushed from the row (the default), or
/// `inline`, the sub-form's sections spliced into the form's table in place of the row.
/// Sub-forms nest at most 8 deep (see `Docs/Limits.md`); a deeper one is a
/// ``FormError/nestedTooDeep(_:limit:)``.
public final class SubFormRow: FormRow, RowConfigurable {
    /// The sub-form's sections, in order.
    package internal(set) var sections: [Section] = []

    /// How the sub-form is shown: pushed from the row or spliced inline.
    package var presentation: SubFormPresentation = .pushed {
        didSet {
            guard presentation != oldValue, let form, id.rawValue != 0 else { return }
            form.transaction {
                setNeedsUpdate()
                section?.setNeedsUpdate()
                form.record(.sectionUpdated(section?.id ?? SectionID(rawValue: 0)))
            }
        }
    }

    /// Sections the initialiser left out (given twice, or already part of a form or another
    /// sub-form), each with why; the form reports them when the row joins it.
    var rejectedSections: [(section: Section, error: FormError)] = []

    /// The button ending an item of a repeatable section, which removes the item.
    weak var removeButton: ButtonRow?

    /// `true` while the row's sections are kept out of its form for nesting too deep.
    var isOverNestingLimit = false

    /// How deep sub-forms may nest: a sub-form inside a sub-form … at most this many levels
    /// below the form.
    package static let maximumDepth = 8

    /// Creates a sub-form row from its sections.
    ///
    /// ```swift
    /// SubFormRow("address", title: "Address", inline: true) {
    ///     Section("Address") { TextRow("street"); TextRow("city") }
    /// }
    /// ```
    public convenience init(
        _ tag: String? = nil, title: String? = nil, inline: Bool = false, @FormBuilder sections: () -> [Section]
    ) {
        self.init(tag: tag)
        self.title = title
        self.presentation = inline ? .inline : .pushed
        adopt(sections())
    }

    /// Takes sections built for the sub-form, leaving out any that cannot join it.
    func adopt(_ built: [Section]) {
        for (index, section) in built.enumerated() {
            if section.owner === self {
                let first = built.firstIndex { $0 === section } ?? index
                rejectedSections.append(
                    (section, .repeatedInBatch(section.describeForError(), first: first, again: index)))
            } else if section.form != nil || section.owner != nil {
                rejectedSections.append((section, .alreadyAttached(section.describeForError())))
            } else {
                section.owner = self
                sections.append(section)
            }
        }
    }

    override var builtInKind: RowKind { .subForm }

    package override var valueTypeName: String { "object" }

    package override var hasValue: Bool { true }

    package override var isSecret: Bool { false }

    /// The sub-form's values as one object, keyed by the rows' own tags.
    public override var formValue: FormValue {
        .object(nestedValues(includeHidden: form.map { $0.hiddenValuePolicy == .include } ?? true, redacting: false))
    }

    public override func setFormValue(_ value: FormValue) throws {
        try setNestedValues(value)
    }

    package override func checkFormValue(_ value: FormValue) throws {
        _ = try plannedAssignments(for: value)
    }

    public override func clearValue() {
        let clear = { for row in self.nestedRows { row.clearValue() } }
        if let form { form.transaction(clear) } else { clear() }
    }

    override func makeValueRestorer() -> () -> Void {
        let mementos = sections.map(SectionMemento.init)
        return { for memento in mementos { memento.restore() } }
    }

    /// A short summary for the row: how many problems the sub-form has, else nothing.
    package var problemSummary: String? {
        let count = problemCount
        guard count > 0 else { return nil }
        let strings = form?.strings ?? FormaStrings()
        let language = form?.language ?? .english
        return strings.text("subForm.problems", count: count, in: language, ["count": String(count)])
    }

    /// The row's editor: a disclosure to the sub-form's screen.
    package override func editor(in context: EditorContext) -> Editor {
        .selector(SelectorEditor(style: .push, title: title))
    }
}

/// How a ``SubFormRow`` shows its sections.
package enum SubFormPresentation: Sendable, Hashable {
    /// On a screen of their own, pushed when the row is activated.
    case pushed
    /// In the form's own table, in place of the row: its sections follow the section that
    /// holds the row (and replace it when the row is all it shows).
    case inline
}

extension RowKind {
    /// A sub-form (`SubFormRow`).
    package static let subForm: RowKind = "subForm"
}
