// Note for contributors: FormaCore declares errors with untyped `throws` and documents
// the error type (`- Throws: FormError …`). Typed throws (`throws(E)`) crash the compiler
// when this module is type-checked for iOS against the iOS 17 SDK, so they are not used.

/// An error in how a form is defined or changed: a duplicate tag, an index out of range,
/// a row that already belongs elsewhere.
///
/// Every case names what it is about, so the message can say where and what.
///
/// ```swift
/// do {
///     try section.append(TextRow("email"))
/// } catch {
///     print(error)   // duplicate tag 'email': already used by EmailRow in section 0, row 2
/// }
/// ```
public enum FormError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A tag that another row or section of the form already carries.
    case duplicateTag(String, existing: String)
    /// An index outside the valid range.
    case indexOutOfRange(index: Int, count: Int, context: String)
    /// A row or section that already belongs to a section or form.
    case alreadyAttached(String)
    /// A row or section that is not part of this form.
    case notInForm(String)
    /// A row or section given twice to one insertion (a batch, or a section's rows), with
    /// the positions of its first and second appearance. Nothing was inserted.
    ///
    /// ```swift
    /// try section.append(contentsOf: [row, row])
    /// // TextRow 'note' appears twice in the batch: items 0 and 1
    /// ```
    case repeatedInBatch(String, first: Int, again: Int)
    /// A model could not be encoded to or decoded from the form's values.
    case coding(String)
    /// A sub-form nested deeper than its limit (`SubFormRow`'s maximum depth, 8): the row,
    /// and the limit. Its sections stay out of the form.
    case nestedTooDeep(String, limit: Int)

    public var description: String {
        switch self {
        case .duplicateTag(let tag, let existing):
            "duplicate tag '\(tag)': already used by \(existing)"
        case .indexOutOfRange(let index, let count, let context):
            "index \(index) out of range for \(context) (count \(count))"
        case .alreadyAttached(let what):
            "\(what) already belongs to a section or form; remove it first"
        case .notInForm(let what):
            "\(what) is not part of this form"
        case .repeatedInBatch(let what, let first, let again):
            "\(what) appears twice in the batch: items \(first) and \(again)"
        case .coding(let message):
            message
        case .nestedTooDeep(let what, let limit):
            "\(what) nests sub-forms more than \(limit) deep"
        }
    }
}

/// A problem found while a form was being built by its result builder, where throwing is
/// not possible. The form keeps them in ``Form/definitionIssues``.
package struct DefinitionIssue: Sendable, Equatable, CustomStringConvertible {
    /// The tag concerned.
    package var tag: String
    /// What is wrong.
    package var message: String
    package var description: String { "\(tag): \(message)" }
    /// The issue's code: `form.` and the refusal's name.
    package var code = "form.duplicateTag"

    package init(tag: String, message: String) {
        self.tag = tag
        self.message = message
    }

    package init(tag: String, message: String, code refusal: FormError) {
        self.init(tag: tag, message: message)
        code = "form." + refusal.caseName
    }

    /// The issue as every problem of a form is reported.
    var diagnostic: Diagnostic {
        Diagnostic(code: code, severity: .error, message: description)
    }
}
