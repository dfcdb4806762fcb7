// The DSL's operators. Each comparison and arithmetic operator comes twice: with a constant
// on the right (`.value("age") >= 18`, `.value("country") == "US"`) and with another term
// (`.value("end") > .value("start")`). Constants are `FormValue`s, so literals of every kind work.

extension Condition {
    /// `lhs == rhs`. A Bool row equals 1 when on; nil equals only nil.
    ///
    /// ```swift
    /// row.hidden = .value("country") == "US"
    /// ```
    public static func == (lhs: Condition, rhs: FormValue) -> Condition { compare(.equal, lhs, literalNode(rhs)) }
    /// `lhs == rhs`, comparing two terms.
    public static func == <R: ConditionTerm>(lhs: Condition, rhs: R) -> Condition {
        compare(.equal, lhs, rhs.condition)
    }
    /// `lhs != rhs`.
    ///
    /// ```swift
    /// row.hidden = .value("email") != nil
    /// ```
    public static func != (lhs: Condition, rhs: FormValue) -> Condition { compare(.notEqual, lhs, literalNode(rhs)) }
    /// `lhs != rhs`, comparing two terms.
    public static func != <R: ConditionTerm>(lhs: Condition, rhs: R) -> Condition {
        compare(.notEqual, lhs, rhs.condition)
    }
    /// `lhs < rhs`, for numbers, strings and dates.
    ///
    /// ```swift
    /// row.hidden = .value("age") < 18
    /// ```
    public static func < (lhs: Condition, rhs: FormValue) -> Condition { compare(.less, lhs, literalNode(rhs)) }
    /// `lhs < rhs`, comparing two terms.
    public static func < <R: ConditionTerm>(lhs: Condition, rhs: R) -> Condition { compare(.less, lhs, rhs.condition) }
    /// `lhs <= rhs`.
    public static func <= (lhs: Condition, rhs: FormValue) -> Condition {
        compare(.lessOrEqual, lhs, literalNode(rhs))
    }
    /// `lhs <= rhs`, comparing two terms.
    public static func <= <R: ConditionTerm>(lhs: Condition, rhs: R) -> Condition {
        compare(.lessOrEqual, lhs, rhs.condition)
    }
    /// `lhs > rhs`.
    public static func > (lhs: Condition, rhs: FormValue) -> Condition { compare(.greater, lhs, literalNode(rhs)) }
    /// `lhs > rhs`, comparing two terms.
    public static func > <R: ConditionTerm>(lhs: Condition, rhs: R) -> Condition {
        compare(.greater, lhs, rhs.condition)
    }
    /// `lhs >= rhs`.
    ///
    /// ```swift
    /// row.hidden = .value("age") >= 18
    /// ```
    public static func >= (lhs: Condition, rhs: FormValue) -> Condition {
        compare(.greaterOrEqual, lhs, literalNode(rhs))
    }
    /// `lhs >= rhs`, comparing two terms.
    public static func >= <R: ConditionTerm>(lhs: Condition, rhs: R) -> Condition {
        compare(.greaterOrEqual, lhs, rhs.condition)
    }

    /// `lhs AND rhs`.
    ///
    /// ```swift
    /// row.hidden = .value("age") >= 18 && "$country == 'US'"
    /// ```
    public static func && (lhs: Condition, rhs: Condition) -> Condition { logical(.and, lhs, rhs) }
    /// `lhs OR rhs`.
    public static func || (lhs: Condition, rhs: Condition) -> Condition { logical(.or, lhs, rhs) }
    /// `NOT operand`.
    ///
    /// ```swift
    /// row.hidden = !.value("subscribe")
    /// ```
    public static prefix func ! (operand: Condition) -> Condition { .not(operand) }

    /// `lhs + rhs`: numbers add, strings join.
    ///
    /// ```swift
    /// name.formula = .value("first") + " " + .value("last")
    /// ```
    public static func + (lhs: Condition, rhs: FormValue) -> Condition { arithmetic(.add, lhs, literalNode(rhs)) }
    /// `lhs + rhs` of two terms.
    public static func + <R: ConditionTerm>(lhs: Condition, rhs: R) -> Condition {
        arithmetic(.add, lhs, rhs.condition)
    }
    /// `lhs - rhs`.
    public static func - (lhs: Condition, rhs: FormValue) -> Condition {
        arithmetic(.subtract, lhs, literalNode(rhs))
    }
    /// `lhs - rhs` of two terms.
    public static func - <R: ConditionTerm>(lhs: Condition, rhs: R) -> Condition {
        arithmetic(.subtract, lhs, rhs.condition)
    }
    /// `lhs * rhs`.
    ///
    /// ```swift
    /// total.formula = .value("price") * .value("quantity")
    /// ```
    public static func * (lhs: Condition, rhs: FormValue) -> Condition {
        arithmetic(.multiply, lhs, literalNode(rhs))
    }
    /// `lhs * rhs` of two terms.
    public static func * <R: ConditionTerm>(lhs: Condition, rhs: R) -> Condition {
        arithmetic(.multiply, lhs, rhs.condition)
    }
    /// `lhs / rhs`; dividing by zero gives nil.
    public static func / (lhs: Condition, rhs: FormValue) -> Condition { arithmetic(.divide, lhs, literalNode(rhs)) }
    /// `lhs / rhs` of two terms.
    public static func / <R: ConditionTerm>(lhs: Condition, rhs: R) -> Condition {
        arithmetic(.divide, lhs, rhs.condition)
    }
    /// `lhs % rhs`, the remainder; by zero gives nil.
    public static func % (lhs: Condition, rhs: FormValue) -> Condition {
        arithmetic(.remainder, lhs, literalNode(rhs))
    }
    /// `lhs % rhs` of two terms.
    public static func % <R: ConditionTerm>(lhs: Condition, rhs: R) -> Condition {
        arithmetic(.remainder, lhs, rhs.condition)
    }
    /// `-operand`.
    ///
    /// ```swift
    /// refund.formula = -.value("charge")
    /// ```
    public static prefix func - (operand: Condition) -> Condition {
        if let node = operand.node {
            switch node.kind {
            case .literal(.int(let i)) where i != .min: return literalNode(.int(-i))
            case .literal(.double(let d)): return literalNode(.double(-d))
            default: break
            }
        }
        return combining([operand]) { .negate($0[0]) }
    }

    static func compare(
        _ op: ComparisonOperator, _ lhs: Condition, _ rhs: Condition, _ options: ComparisonOptions = []
    ) -> Condition {
        combining([lhs, rhs]) { .comparison(op, options, $0[0], $0[1]) }
    }

    private static func arithmetic(_ op: ArithmeticOperator, _ lhs: Condition, _ rhs: Condition) -> Condition {
        combining([lhs, rhs]) { .arithmetic(op, $0[0], $0[1]) }
    }

    /// `a && b && c` flattens into one list while the list is short; a longer one becomes
    /// an operand of the next, so each `&&` copies at most ``flatteningLimit`` operands and
    /// a chain of n terms costs O(n), not O(n²). (Depth then grows by one per
    /// ``flatteningLimit`` terms, and ``ConditionNode/maximumDepth`` bounds it.)
    private static func logical(_ op: LogicalOperator, _ lhs: Condition, _ rhs: Condition) -> Condition {
        combining([lhs, rhs]) { nodes in
            var items: [ConditionNode] = []
            for node in nodes {
                if case .logical(op, let inner) = node.kind, inner.count < flatteningLimit {
                    items.append(contentsOf: inner)
                } else {
                    items.append(node)
                }
            }
            return .logical(op, items)
        }
    }

    /// The longest operand list a DSL `&&` or `||` copies to flatten.
    static let flatteningLimit = 64
}
