/// What is wrong with a condition: the data of a ``ConditionDiagnostic``, apart from its
/// wording (see ``message``).
///
/// ```swift
/// if case .unknownTag(let tag, let suggestion) = diagnostic.problem {
///     print(tag, suggestion ?? "-")
/// }
/// ```
package enum ConditionProblem: Sendable, Hashable {
    // MARK: Syntax

    /// A character that starts no token, such as `#`.
    case unexpectedCharacter(Character)
    /// A string literal without its closing quote.
    case unterminatedString(quote: Character)
    /// A backslash sequence that strings do not know, such as `\q`.
    case invalidEscape(String)
    /// A malformed number, such as `1e`.
    case invalidNumber(String)
    /// Something else was needed here.
    case expected(SyntaxExpectation, found: String)
    /// A bare word that is no keyword, such as `age` for `$age`; with a keyword it may be a typo of.
    case unknownName(String, suggestion: String?)
    /// A function name used without parentheses, such as `today`.
    case functionWithoutCall(String)
    /// A call of a function the language does not have.
    case unknownFunction(String, suggestion: String?)
    /// A call with too few or too many arguments.
    case wrongArgumentCount(function: String, expected: ClosedRange<Int>, found: Int)
    /// A property after `$tag.` or `.@` that the language does not have; with the property
    /// it may be a typo of.
    case unknownProperty(String, suggestion: String?)
    /// `value`, `isHidden` or `isDisabled` written bare after something other than a tag or
    /// a path of members, as in `$a[0].isHidden`; a member of that name is written quoted
    /// (`."isHidden"`).
    case propertyNotOnTag(String)
    /// A tag or member name longer than `limit` UTF-8 bytes.
    case nameTooLong(bytes: Int, limit: Int)
    /// More than `limit` members, indexes and properties after one value.
    case pathTooLong(limit: Int)
    /// A constant index that is negative, not whole, or above `limit`, as in `$list[-1]`.
    case invalidIndex(String, limit: Int)
    /// A comparison option other than `c` and `d`, as in `==[x]`.
    case unknownModifier(String)
    /// `a < b < c`.
    case chainedComparison
    /// `ANY`, `ALL` or `NONE` not followed by a comparison.
    case quantifierWithoutComparison(String)
    /// `BETWEEN` with a list that does not have exactly two values.
    case betweenNeedsTwoValues(found: Int)
    /// More nesting than `limit` levels.
    case nestedTooDeeply(limit: Int)
    /// A `MATCHES` pattern that is not a valid regular expression.
    case invalidRegularExpression(reason: String)
    /// A `LIKE` pattern the regular expression engine cannot take (too long).
    case invalidLikePattern(reason: String)
    /// A part of NSPredicate's language that Forma leaves out (`%@`, `SELF`, `SUBQUERY`…).
    case unsupported(UnsupportedFeature)

    // MARK: Meaning

    /// `$tag.name` where the tag's row holds a value that has no members (a string, a
    /// number…: `holds`), or where the tag is a section's or a valueless row's (`holds` is
    /// `nil`), and `name` is no property.
    case noMember(String, tag: String, holds: ConditionValueType?)
    /// A tag that no row or section of the form carries.
    case unknownTag(String, suggestion: String?)
    /// `$tag` (a value) where the tag is a section's.
    case sectionHasNoValue(String)
    /// `$tag.isHidden` or `$tag.isDisabled` where the tag is a multivalued section's
    /// `multivaluedTag`, which names the section's values; its states go by the section's tag.
    case multivaluedHasNoState(tag: String, property: String)
    /// `CAST` to something other than `'NSDate'`, `'NSNumber'` or `'NSString'` (`nil` when
    /// the class name is not a constant string).
    case invalidCastTarget(String?)
    /// `$tag` where the row carries no value (a button).
    case rowHasNoValue(tag: String, rowType: String)
    /// A comparison whose operand types make it false whatever the values.
    case neverTrue(operator: String, left: ConditionValueType, right: ConditionValueType)
    /// A comparison whose operand types make it true whatever the values.
    case alwaysTrue(operator: String, left: ConditionValueType, right: ConditionValueType)
    /// An operator given a type it cannot use, on its left or right.
    case wrongOperand(operator: String, onLeft: Bool, expected: OperandExpectation, found: ConditionValueType)
    /// Arithmetic on types it cannot combine.
    case arithmeticMismatch(operator: String, left: ConditionValueType, right: ConditionValueType)
    /// A function argument of a type the function cannot use.
    case wrongArgument(function: String, expected: OperandExpectation, found: ConditionValueType)
    /// A `hidden`, `disabled` or `required` condition whose value is not true or false.
    case notACondition(ConditionValueType)
    /// A formula whose value cannot be stored in its row.
    case formulaMismatch(found: ConditionValueType, row: String, holds: FormValueKind)
    /// A formula on a row that carries no value.
    case formulaWithoutValue(row: String)
    /// A formula whose result would carry the value of a secret row (a password) into a row
    /// that is not secret, where it would show in `values()`, descriptions and on screen.
    case secretCopied(secret: String, row: String)
    /// Conditions that depend on each other in a circle; the path starts and ends with this one.
    case dependencyCycle([String])
    /// A closure condition combined with others by the DSL.
    case functionInExpression
    /// A bare member name one typo from a property, after a tag whose value may have
    /// members: `$order.isHiden` reads the member `isHiden`; quoting it (`."isHiden"`)
    /// says that this is meant.
    case memberLikeProperty(member: String, property: String)

    /// `true` for problems that make a condition invalid: it is then not evaluated and takes
    /// its safe value (`false`, or no computed value). Warnings leave it working.
    package var isError: Bool {
        switch self {
        case .neverTrue, .alwaysTrue, .wrongOperand, .arithmeticMismatch, .wrongArgument, .memberLikeProperty: false
        default: true
        }
    }
}
