/// A condition compiled against one form: tags resolved to the rows and sections they name,
/// `LIKE` and `MATCHES` patterns compiled, constants folded. Evaluating it hashes no strings
/// and allocates only for string and list results.
///
/// It holds references to rows and sections, so it is not `Sendable`: it lives in the form's
/// ``ConditionGraph`` and is rebuilt when the tags it names come or go.
indirect enum BoundNode {
    case constant(FormValue)
    case rowValue(FormRow)
    case rowHidden(FormRow)
    case rowDisabled(FormRow)
    case sectionHidden(Section)
    case sectionDisabled(Section)
    case list([BoundNode])
    case not(BoundNode)
    case negate(BoundNode)
    case and([BoundNode])
    case or([BoundNode])
    case arithmetic(ArithmeticOperator, BoundNode, BoundNode)
    case compare(ComparisonOperator, ComparisonOptions, BoundNode, BoundNode)
    /// `ANY/ALL/NONE collection op rhs`.
    case quantified(Quantifier, ComparisonOperator, ComparisonOptions, BoundNode, BoundNode)
    case like(BoundNode, LikePattern)
    case matches(BoundNode, RegexMatcher)
    case isEmpty(BoundNode, negated: Bool)
    case collection(CollectionOperator, BoundNode)
    case call(ConditionFunction, [BoundNode])
    case iif(BoundNode, BoundNode, BoundNode)
    /// The values of a multivalued section's rows, as a list.
    case sectionValues(Section)
    /// How many values a multivalued section has.
    case sectionValueCount(Section)
    case index(BoundNode, BoundIndex)
    /// A member of an object, or the list of that member of each object of a list.
    case member(BoundNode, String)
    case cast(BoundNode, CastTarget)
}

/// A compiled index expression.
indirect enum BoundIndex {
    case first, last, size
    case at(BoundNode)

    var isSize: Bool {
        if case .size = self { return true }
        return false
    }
}

/// What a slot runs: a compiled tree or a closure.
enum ConditionProgram {
    case bound(BoundNode)
    case function((Form) -> FormValue)
}
