extension ConditionBinder {
    /// `CAST(value, 'NSDate' | 'NSNumber' | 'NSString')`: the class name must be a constant.
    mutating func bindCast(_ arguments: [ConditionNode], _ node: ConditionNode) -> (BoundNode, ConditionValueType) {
        let (value, _) = bind(arguments[0])
        guard case .literal(.string(let name)) = arguments[1].kind else {
            report(.invalidCastTarget(nil), arguments[1].range.isEmpty ? node.anchor : arguments[1].range)
            return (.constant(.null), .any)
        }
        guard let target = CastTarget(rawValue: name) else {
            report(.invalidCastTarget(name), arguments[1].range.isEmpty ? node.anchor : arguments[1].range)
            return (.constant(.null), .any)
        }
        switch target {
        case .date: return (.cast(value, target), .date)
        case .number: return (.cast(value, target), .number)
        case .string: return (.cast(value, target), .string)
        }
    }
}
