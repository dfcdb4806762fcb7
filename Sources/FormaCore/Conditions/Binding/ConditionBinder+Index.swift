extension ConditionBinder {
    /// `x[FIRST]`, `x[LAST]`, `x[SIZE]`, `x[n]` (and `object['key']`).
    mutating func bindIndex(_ operand: ConditionNode, _ index: ListIndex, _ node: ConditionNode)
        -> (BoundNode, ConditionValueType)
    {
        if case .size = index, let count = bindValueCount(of: operand) { return (count, .number) }
        let (base, type) = bind(operand)
        let bound: BoundIndex
        var accepted: [ConditionValueType] = [.list, .null, .any]
        switch index {
        case .first: bound = .first
        case .last: bound = .last
        case .size:
            bound = .size
            accepted += [.string, .object]
        case .at(let position):
            let (at, positionType) = bind(position)
            bound = .at(at)
            accepted.append(.object)
            // A value whose type is not known may be an object (a key) or a list (a number).
            let expected: OperandExpectation = type == .object ? .string : .number
            if type != .any, !Self.fits(positionType, expected) {
                report(.wrongArgument(function: index.name, expected: expected, found: positionType), position.range)
            }
        }
        if !accepted.contains(type) {
            report(.wrongArgument(function: index.name, expected: .list, found: type), node.anchor)
        }
        return (.index(base, bound), bound.isSize ? .number : .any)
    }
}

extension ListIndex {
    /// The index as diagnostics name it: `[FIRST]`, `[LAST]`, `[SIZE]` or `[n]`.
    var name: String {
        switch self {
        case .first: "[FIRST]"
        case .last: "[LAST]"
        case .size: "[SIZE]"
        case .at: "[n]"
        }
    }
}
