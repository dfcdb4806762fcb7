import FormaCore

/// What is wrong with a definition: the data of a ``DefinitionDiagnostic``, apart from its
/// wording (see ``message``).
///
/// ```swift
/// if case .unknownKind(let kind, let suggestion) = diagnostic.problem {
///     print(kind, suggestion ?? "-")   // nmber number
/// }
/// ```
package enum DefinitionProblem: Sendable, Equatable {
    // MARK: Text

    /// The text is not JSON; the message says what was expected.
    case invalidJSON(String)
    /// The text is not well-formed UTF-8.
    case invalidUTF8
    /// The text is longer than ``FormDefinition/Limits/maxBytes``.
    case tooLarge(bytes: Int, limit: Int)
    /// Arrays and objects nested deeper than ``FormDefinition/Limits/maxDepth``.
    case nestedTooDeeply(limit: Int)

    // MARK: Shape

    /// The document has no `"forma"` version key.
    case missingVersion
    /// The `"forma"` version is not one this library reads.
    case unsupportedVersion(String, supported: Int)
    /// A value of the wrong JSON type.
    case wrongType(expected: String, found: String)
    /// A key that must be present is missing.
    case missingKey(String)
    /// A key the format does not know (a warning: the key is ignored).
    case unknownKey(String, suggestion: String?)
    /// A key that appears twice in one object.
    case duplicateKey(String)
    /// A row kind that neither the format nor the registry knows.
    case unknownKind(String, suggestion: String?)
    /// A word that is not one of the allowed ones (a keyboard, a presentation, a trigger…).
    case unknownValue(String, expected: [String], suggestion: String?)
    /// A number outside the range of what it sets.
    case numberOutOfRange(String)

    // MARK: Meaning

    /// A tag already carried by another row or section.
    case duplicateTag(String, firstUsedAt: String)
    /// An option's value whose type differs from the row's value type.
    case optionTypeMismatch(expected: String, found: String)
    /// Two options with the same value.
    case duplicateOption(String)
    /// A row's initial value that the row cannot hold.
    case valueMismatch(ValueError.Reason)
    /// A `format` rule whose pattern is refused.
    case invalidPattern(pattern: String, reason: String)
    /// A minimum greater than the maximum.
    case boundsReversed(minimum: String, maximum: String)
    /// A multivalued section's `template` naming a row the section does not have.
    case templateNotFound(String, suggestion: String?)
    /// A validation rule that the format does not know.
    case unknownRule(String, suggestion: String?)
    /// A validation rule that does not apply to the row's value type.
    case ruleNotApplicable(rule: String, kind: String)
    /// A tag named by a rule (`equal_to`) that no row carries.
    case unknownTag(String, suggestion: String?)
    /// A custom kind's trait that its registry entry refused, with the entry's message.
    case invalidTrait(String)
    /// A sub-form nested deeper than `SubFormRow`'s limit (8 levels below the form,
    /// repeatable sections' items included).
    case subFormTooDeep(limit: Int)
    /// A named form that holds itself, directly or through others: the names, from the
    /// form that refers back to the first.
    case subFormCycle([String])
    /// A `form` naming no entry of the document's `forms`.
    case unknownForm(String, suggestion: String?)
    /// Two keys that cannot be given together (`rows` and `repeatable`).
    case conflictingKeys(String, String)
    /// A repeatable section given more initial items than its `maxItems`.
    case tooManyItems(count: Int, limit: Int)
    /// A problem in a condition or formula string; the diagnostic carries the caret.
    case condition(ConditionDiagnostic)

    // MARK: Import and export

    /// Something the source format has that Forma has no equivalent for (a warning).
    case noEquivalent(String)
    /// A 3lvis Form target (of a field or of an option) naming a field or section id that
    /// the document does not have: its effect has nothing to act on.
    case targetNotFound(String, suggestion: String?)
    /// Where an imported document behaves differently in Forma, or was read leniently as its
    /// own library reads it (a warning, in words of its own).
    case importDifference(String)
    /// A row whose behaviour is a closure, which a definition cannot describe.
    case notDescribable(String)

    /// `true` for problems that stop the form from loading; warnings leave it working.
    package var isError: Bool {
        switch self {
        case .unknownKey, .noEquivalent, .importDifference: false
        case .condition(let diagnostic): diagnostic.isError
        default: true
        }
    }
}
