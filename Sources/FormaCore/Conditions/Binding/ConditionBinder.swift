/// Compiles a syntax tree against a form: resolves tags, checks types, collects the signals
/// the condition reads and the problems it has.
struct ConditionBinder {
    let form: Form
    /// When diagnosing, what gives unknown tags their "did you mean" suggestions.
    let suggester: NameSuggester?
    private(set) var problems: [(problem: ConditionProblem, range: Range<Int>)] = []
    private(set) var inputs: [SignalKey] = []
    /// The item of a repeatable section the condition belongs to, whose rows its tags name
    /// first (`$quantity` in a ticket is that ticket's quantity).
    var item: SubFormRow?

    init(form: Form, suggester: NameSuggester?) {
        self.form = form
        self.suggester = suggester
    }

    /// `true` if a problem found so far is an error.
    var hasErrors: Bool { problems.contains { $0.problem.isError } }

    mutating func report(_ problem: ConditionProblem, _ range: Range<Int>) {
        problems.append((problem, range))
    }

    mutating func read(_ tag: String, _ aspect: SignalAspect) {
        let key = SignalKey(tag: tag, aspect: aspect)
        if !inputs.contains(key) { inputs.append(key) }
    }

    /// The multivalued section whose values a node reads (`$phones`), if it reads one.
    func multivaluedSection(readBy node: ConditionNode) -> Section? {
        guard case .reference(let tag, .value) = node.kind, form.rowsByTag[tag] == nil,
            form.sectionsByTag[tag] == nil
        else { return nil }
        return form.multivaluedSection(tag)
    }

    /// `$phones.@count`, `$phones[SIZE]`, `count($phones)`: the number of values of a
    /// multivalued section, which depends on its rows coming and going but not on their edits.
    mutating func bindValueCount(of node: ConditionNode) -> BoundNode? {
        guard let section = multivaluedSection(readBy: node), let tag = section.multivaluedTag else { return nil }
        read(tag, .valueCount)
        return .sectionValueCount(section)
    }

    /// Binds a node, returning the compiled node and its static type.
    mutating func bind(_ node: ConditionNode) -> (BoundNode, ConditionValueType) {
        switch node.kind {
        case .literal(let value):
            return (.constant(value), ConditionValueType(of: value))
        case .reference(let tag, let property):
            return bindReference(tag, property, node.range)
        case .list(let items):
            return (.list(items.map { bind($0).0 }), .list)
        case .not(let operand):
            return (.not(bind(operand).0), .bool)
        case .negate(let operand):
            let (bound, type) = bind(operand)
            if !Self.fits(type, .number) {
                report(.wrongArgument(function: "-", expected: .number, found: type), node.anchor)
            }
            return (.negate(bound), .number)
        case .logical(let op, let items):
            let bound = items.map { bind($0).0 }
            return (op == .and ? .and(bound) : .or(bound), .bool)
        case .arithmetic(let op, let left, let right):
            return bindArithmetic(op, left, right, node.anchor)
        case .comparison(let op, let options, let left, let right):
            return bindComparison(op, options, left, right, node)
        case .quantified(let quantifier, _):
            report(.quantifierWithoutComparison(quantifier.keyword), node.range)
            return (.constant(.null), .any)
        case .isEmpty(let operand, let negated):
            return (.isEmpty(bind(operand).0, negated: negated), .bool)
        case .collection(let op, let operand):
            if op == .count, let count = bindValueCount(of: operand) { return (count, .number) }
            let (bound, type) = bind(operand)
            let accepted: Bool =
                op == .count
                ? [.list, .string, .object, .null, .any].contains(type) : [.list, .null, .any].contains(type)
            if !accepted {
                report(.wrongArgument(function: "@" + op.rawValue, expected: .list, found: type), node.anchor)
            }
            return (.collection(op, bound), op == .min || op == .max ? .any : .number)
        case .call(let function, let arguments):
            return bindCall(function, arguments, node)
        case .index(let operand, let index):
            return bindIndex(operand, index, node)
        case .member(let base, let name):
            return bindMember(base, name, node)
        }
    }

    private mutating func bindReference(_ tag: String, _ property: ReferenceProperty, _ range: Range<Int>)
        -> (BoundNode, ConditionValueType)
    {
        read(tag, SignalAspect(property))
        if let row = item?.nestedRows.first(where: { $0.tag == tag }) ?? form.rowsByTag[tag] {
            switch property {
            case .isHidden: return (.rowHidden(row), .bool)
            case .isDisabled: return (.rowDisabled(row), .bool)
            case .value:
                guard row.hasValue else {
                    report(.rowHasNoValue(tag: tag, rowType: row.typeName), range)
                    return (.constant(.null), .any)
                }
                let kind = (row as? any ValueKindProviding)?.valueKind
                return (.rowValue(row), kind.map(ConditionValueType.init) ?? .any)
            }
        }
        if let section = form.sectionsByTag[tag] {
            switch property {
            case .isHidden: return (.sectionHidden(section), .bool)
            case .isDisabled: return (.sectionDisabled(section), .bool)
            case .value:
                report(.sectionHasNoValue(tag), range)
                return (.constant(.null), .any)
            }
        }
        if let section = form.multivaluedSection(tag) {
            guard property == .value else {
                report(.multivaluedHasNoState(tag: tag, property: property.rawValue), range)
                return (.constant(.null), .any)
            }
            return (.sectionValues(section), .list)
        }
        report(Self.missingTagProblem(tag, suggester: suggester), range)
        return (.constant(.null), .any)
    }

    /// Why a tag that is neither a row's, a section's nor a multivalued section's cannot be read.
    static func missingTagProblem(_ tag: String, suggester: NameSuggester?) -> ConditionProblem {
        .unknownTag(tag, suggestion: suggester?.nearest(to: tag))
    }

    private mutating func bindArithmetic(
        _ op: ArithmeticOperator, _ left: ConditionNode, _ right: ConditionNode, _ anchor: Range<Int>
    ) -> (BoundNode, ConditionValueType) {
        let (l, lt) = bind(left)
        let (r, rt) = bind(right)
        let node = BoundNode.arithmetic(op, l, r)
        if lt == .any || rt == .any { return (node, op == .add ? .any : .number) }
        if lt.isNumeric && rt.isNumeric { return (node, .number) }
        if op == .add && lt == .string && rt == .string { return (node, .string) }
        report(.arithmeticMismatch(operator: op.symbol, left: lt, right: rt), anchor)
        return (node, .any)
    }

    private mutating func bindComparison(
        _ op: ComparisonOperator, _ options: ComparisonOptions, _ left: ConditionNode, _ right: ConditionNode,
        _ node: ConditionNode
    ) -> (BoundNode, ConditionValueType) {
        if case .quantified(let quantifier, let collection) = left.kind {
            let (c, _) = bind(collection)
            let (r, _) = bind(right)
            return (.quantified(quantifier, op, options, c, r), .bool)
        }
        let (l, lt) = bind(left)
        let (r, rt) = bind(right)
        if let problem = Self.comparisonProblem(op, lt, rt) { report(problem, node.anchor) }
        if op == .between, case .literal(.array(let bounds)) = right.kind {
            for bound in bounds {
                let bt = ConditionValueType(of: bound)
                if lt != .any, !Self.orderable(lt, bt) {
                    report(.neverTrue(operator: op.symbol, left: lt, right: bt), node.anchor)
                    break
                }
            }
        }
        if case .constant(.string(let pattern)) = r {
            if op == .like {
                do {
                    return (.like(l, try LikePattern(pattern, options)), .bool)
                } catch {
                    report(.invalidLikePattern(reason: "\(error)"), right.range)
                    return (.constant(.bool(false)), .bool)
                }
            }
            if op == .matches {
                do {
                    return (.matches(l, try RegexMatcher(pattern, options)), .bool)
                } catch {
                    report(.invalidRegularExpression(reason: "\(error)"), right.range)
                    return (.constant(.bool(false)), .bool)
                }
            }
        }
        return (.compare(op, options, l, r), .bool)
    }

    private mutating func bindCall(_ function: ConditionFunction, _ arguments: [ConditionNode], _ node: ConditionNode)
        -> (BoundNode, ConditionValueType)
    {
        guard function.arity.contains(arguments.count) else {
            report(
                .wrongArgumentCount(function: function.spelling, expected: function.arity, found: arguments.count),
                node.range)
            return (.constant(.null), .any)
        }
        if function == .count, arguments.count == 1, let count = bindValueCount(of: arguments[0]) {
            return (count, .number)
        }
        if function == .cast { return bindCast(arguments, node) }
        var bound: [BoundNode] = []
        var types: [ConditionValueType] = []
        for argument in arguments {
            let (b, t) = bind(argument)
            bound.append(b)
            types.append(t)
        }
        if function == .iif {
            return (.iif(bound[0], bound[1], bound[2]), types[1] == types[2] ? types[1] : .any)
        }
        if let (expected, type) = Self.argumentProblem(function, types) {
            report(.wrongArgument(function: function.rawValue, expected: expected, found: type), node.anchor)
        }
        return (.call(function, bound), Self.resultType(function, types))
    }
}
