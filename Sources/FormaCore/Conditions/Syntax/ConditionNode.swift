/// A node of a condition's syntax tree, with the range of source text it came from.
///
/// Parsing a string and building with the Swift DSL produce the same trees; two nodes are
/// equal when their trees are, whatever their ranges.
package struct ConditionNode: Sendable, Equatable {
    /// What the node is.
    package indirect enum Kind: Sendable, Equatable {
        /// A constant: number, string, Boolean, `nil`, or a list of constants.
        case literal(FormValue)
        /// `$tag`, `$tag.value`, `$tag.isHidden`, `$tag.isDisabled`.
        case reference(tag: String, property: ReferenceProperty)
        /// `{a, b, c}` with at least one element that is not a constant.
        case list([ConditionNode])
        /// `NOT x`.
        case not(ConditionNode)
        /// `-x`.
        case negate(ConditionNode)
        /// `a AND b AND c`, `a OR b`, flattened.
        case logical(LogicalOperator, [ConditionNode])
        /// `a + b`, `a * b`, ….
        case arithmetic(ArithmeticOperator, ConditionNode, ConditionNode)
        /// `a == b`, `a CONTAINS[c] b`, `a BETWEEN {l, u}`, ….
        case comparison(ComparisonOperator, ComparisonOptions, ConditionNode, ConditionNode)
        /// `ANY x`, only as the left side of a comparison.
        case quantified(Quantifier, ConditionNode)
        /// `x IS EMPTY` (`negated == false`) or `x IS NOT EMPTY`.
        case isEmpty(ConditionNode, negated: Bool)
        /// `x.@count`, `x.@sum`, ….
        case collection(CollectionOperator, ConditionNode)
        /// `today()`, `age($birthday)`, ….
        case call(ConditionFunction, [ConditionNode])
        /// `x[FIRST]`, `x[LAST]`, `x[SIZE]`, `x[n]`.
        case index(ConditionNode, ListIndex)
        /// `x.name` or `x."any name"`: a member of an object, or of each object of a list.
        case member(ConditionNode, String)
    }

    /// What the node is.
    package var kind: Kind
    /// The UTF-8 offsets of the node's text in the expression; empty for trees built in Swift.
    var range: Range<Int>
    /// The part of ``range`` a diagnostic about the node points at: the operator of a
    /// comparison or of arithmetic, the name of a function; else the whole range.
    var anchor: Range<Int>
    /// The height of the tree under this node (1 for a leaf).
    var depth: Int

    init(_ kind: Kind, range: Range<Int> = 0..<0, anchor: Range<Int>? = nil) {
        self.kind = kind
        self.range = range
        self.anchor = anchor ?? range
        self.depth = 1 + kind.childDepth
    }

    package static func == (lhs: ConditionNode, rhs: ConditionNode) -> Bool { lhs.kind == rhs.kind }

    /// The deepest tree a condition may have; deeper ones are refused with a diagnostic,
    /// so that evaluating, printing and freeing a tree never exhaust the stack.
    static let maximumDepth = 200
}

/// What an index expression selects: `[FIRST]`, `[LAST]`, `[SIZE]` or `[n]` (from 0).
package indirect enum ListIndex: Sendable, Equatable {
    case first, last, size
    case at(ConditionNode)
}

extension ConditionNode.Kind {
    /// The constant a literal holds.
    var literalValue: FormValue? {
        if case .literal(let value) = self { return value }
        return nil
    }

    /// The depth of the deepest child (0 for a leaf), without collecting the children.
    var childDepth: Int {
        switch self {
        case .literal, .reference: 0
        case .list(let items), .logical(_, let items), .call(_, let items): items.reduce(0) { Swift.max($0, $1.depth) }
        case .not(let x), .negate(let x), .quantified(_, let x), .isEmpty(let x, _), .collection(_, let x),
            .member(let x, _):
            x.depth
        case .arithmetic(_, let a, let b), .comparison(_, _, let a, let b): Swift.max(a.depth, b.depth)
        case .index(let x, let index):
            if case .at(let position) = index { Swift.max(x.depth, position.depth) } else { x.depth }
        }
    }

    /// The direct children, in source order.
    var children: [ConditionNode] {
        switch self {
        case .literal, .reference: []
        case .list(let items): items
        case .not(let x), .negate(let x), .quantified(_, let x), .isEmpty(let x, _), .collection(_, let x),
            .member(let x, _):
            [x]
        case .logical(_, let items): items
        case .arithmetic(_, let a, let b), .comparison(_, _, let a, let b): [a, b]
        case .call(_, let arguments): arguments
        case .index(let x, .at(let position)): [x, position]
        case .index(let x, _): [x]
        }
    }
}

extension ConditionNode {
    /// `true` for `$tag` and its properties.
    var isReference: Bool {
        if case .reference = kind { return true }
        return false
    }

    /// Every `$tag` reference in the tree, in source order.
    var references: [(tag: String, property: ReferenceProperty, range: Range<Int>)] {
        var result: [(String, ReferenceProperty, Range<Int>)] = []
        var stack = [self]
        while let node = stack.popLast() {
            if case .reference(let tag, let property) = node.kind { result.append((tag, property, node.range)) }
            stack.append(contentsOf: node.kind.children.reversed())
        }
        return result
    }
}
