/// The add row of a multivalued section whose insert mode is ``MultivaluedInsertMode/addButton(title:)``:
/// a real row in the snapshot, with its own identity, so it is inserted, deleted and moved
/// through the diff like any row. Activating it adds a row made by the section's `makeRow`.
///
/// It points at its section but is not one of its ``Section/rows``: it carries no value,
/// and `values()` never sees it.
final class AddRow: FormRow {
    override var kind: RowKind { .addRow }

    override func editor(in context: EditorContext) -> Editor { .button(ButtonEditor(role: .add)) }
}

extension RowKind {
    /// The add row of a multivalued section.
    package static let addRow: RowKind = "addRow"
}
