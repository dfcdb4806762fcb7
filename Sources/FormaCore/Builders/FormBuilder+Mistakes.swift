/// Common mistakes inside `Form { … }`, reported at the mistake with what to write instead.
///
/// ```swift
/// Form {
///     TextRow("title")      // error: a row goes inside a Section: Section { TextRow(…) }
/// }
/// ```
extension FormBuilder {
    /// A row directly in a form: rows go inside a ``Section``.
    @available(*, unavailable, message: "a row goes inside a Section: Form { Section { TextRow(\"title\") } }")
    public static func buildExpression(_ row: FormRow) -> [Section] { [] }

    /// Text directly in a form: a section's header is its first argument.
    @available(*, unavailable, message: "a String is not a section: give a header with Section(\"Header\") { … }")
    public static func buildExpression(_ text: String) -> [Section] { [] }
}

/// Common mistakes inside `Section { … }`, reported at the mistake with what to write instead.
///
/// ```swift
/// Section("Size") {
///     Option("s", title: "Small")   // error: an Option is a choice of an options row: …
/// }
/// ```
extension SectionBuilder {
    /// An ``Option`` in a section: options belong to an options row.
    @available(
        *, unavailable,
        message:
            "an Option is a choice of an options row, not a row: use Option(value, title:) in a row's options, PushRow<String> { $0.options = [Option(\"s\", title: \"Small\")] }"
    )
    public static func buildExpression<Value>(_ option: Option<Value>) -> RowGroup { RowGroup([]) }

    /// Text in a section: text is shown by a row, or as the section's header or footer.
    @available(
        *, unavailable,
        message:
            "a String is not a row: show text with LabelRow { $0.title = \"…\" }, or as Section(\"Header\", footer: \"…\")"
    )
    public static func buildExpression(_ text: String) -> RowGroup { RowGroup([]) }

    /// A section in a section: sections are siblings inside a ``Form``.
    @available(
        *, unavailable,
        message:
            "a Section goes inside a Form, not inside another Section: Form { Section(\"A\") { … }; Section(\"B\") { … } }"
    )
    public static func buildExpression(_ section: Section) -> RowGroup { RowGroup([]) }
}
