/// What activating a row did — a tap, Enter or Space — as a value the renderer carries
/// out. The model has already changed where it should (a toggle flipped, a button ran);
/// the renderer does the on-screen part (focus a field, present a screen).
///
/// ```swift
/// switch controller.activate(row) {
/// case .focus(let row): field(for: row)?.becomeFirstResponder()
/// case .presentSelector(let screen): push(SelectorViewController(screen))
/// case .insertedRow(let row): scroll(to: row)
/// case .toggled, .expandedInlineEditor, .collapsedInlineEditor, .ranButton, .nothing: break
/// }
/// ```
public enum Activation {
    /// The row takes keyboard focus (a text field, a text view, a control adjusted by keys,
    /// a picker shown in place of the keyboard). The controller's `FormController.focusedRow`
    /// is already this row.
    case focus(FormRow)
    /// A switch or check mark flipped; the new state.
    case toggled(Bool)
    /// The row's inline editor (date picker, option wheel) expanded inside the row, and any
    /// other collapsed.
    case expandedInlineEditor
    /// The row's inline editor collapsed.
    case collapsedInlineEditor
    /// A selector screen to present; its commit writes the value back.
    case presentSelector(SelectorScreen)
    /// A sub-form to show on a screen of its own: the host pushes a screen driven by
    /// `FormController(form:scope:)` with this row as its scope.
    case presentSubForm(SubFormRow)
    /// A screen of the app's own to show (the row's `screen`); the app sets the row's
    /// value when the screen brings one back.
    case presentAppScreen(AppScreenRow)
    /// A file or image row asks the host to pick a file; the host offers the row's sources
    /// (photo library, camera, files) and hands the pick to the row, which checks it.
    case pickFile(FileRow)
    /// A button's actions ran.
    case ranButton
    /// An add row added this row to its multivalued section.
    case insertedRow(FormRow)
    /// Nothing happens: the row is hidden, disabled or read-only.
    case nothing
}
