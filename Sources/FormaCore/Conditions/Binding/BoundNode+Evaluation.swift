extension BoundNode {
    /// Evaluates the node. Never fails: what cannot be computed is nil (see ``ValueSemantics``).
    func evaluate(in form: Form) -> FormValue {
        switch self {
        case .constant(let value): return value
        case .rowValue(let row): return row.formValue
        case .rowHidden(let row): return .bool(row.isHidden)
        case .rowDisabled(let row): return .bool(row.isDisabled)
        case .sectionHidden(let section): return .bool(section.isHidden)
        case .sectionDisabled(let section): return .bool(section.isDisabled)
        case .list(let items): return .array(items.map { $0.evaluate(in: form) })
        case .not(let operand): return .bool(!ValueSemantics.isTrue(operand.evaluate(in: form)))
        case .negate(let operand): return ValueArithmetic.negate(operand.evaluate(in: form))
        case .and(let items):
            for item in items where !ValueSemantics.isTrue(item.evaluate(in: form)) { return .bool(false) }
            return .bool(true)
        case .or(let items):
            for item in items where ValueSemantics.isTrue(item.evaluate(in: form)) { return .bool(true) }
            return .bool(false)
        case .arithmetic(let op, let left, let right):
            return ValueArithmetic.apply(op, left.evaluate(in: form), right.evaluate(in: form))
        case .compare(let op, let options, let left, let right):
            return .bool(ValueSemantics.compare(op, left.evaluate(in: form), right.evaluate(in: form), options))
        case .quantified(let quantifier, let op, let options, let collection, let right):
            return .bool(
                Self.quantify(quantifier, op, options, collection.evaluate(in: form), right.evaluate(in: form)))
        case .like(let operand, let pattern):
            guard case .string(let text) = operand.evaluate(in: form) else { return .bool(false) }
            return .bool(pattern.matches(text))
        case .matches(let operand, let regex):
            guard case .string(let text) = operand.evaluate(in: form) else { return .bool(false) }
            return .bool(regex.matches(text))
        case .isEmpty(let operand, let negated):
            return .bool(ValueSemantics.isEmpty(operand.evaluate(in: form)) != negated)
        case .collection(let op, let operand):
            return Self.collection(op, operand.evaluate(in: form))
        case .call(let function, let arguments):
            return function.apply(arguments.map { $0.evaluate(in: form) }, in: form.conditionGraph)
        case .iif(let condition, let then, let otherwise):
            return ValueSemantics.isTrue(condition.evaluate(in: form))
                ? then.evaluate(in: form) : otherwise.evaluate(in: form)
        case .sectionValues(let section):
            return .array(form.conditionGraph.values(of: section))
        case .sectionValueCount(let section):
            var count = 0
            for row in section.rows where row.hasValue { count += 1 }
            return .int(count)
        case .index(let operand, let index):
            return Self.element(of: operand.evaluate(in: form), index, in: form)
        case .member(let operand, let name):
            return Self.member(name, of: operand.evaluate(in: form))
        case .cast(let operand, let target):
            return ValueCasting.cast(operand.evaluate(in: form), to: target)
        }
    }

    /// An object's member (nil when it has none), or for a list, the list of each
    /// element's member (nil for an element that is not an object); nil for anything else.
    static func member(_ name: String, of value: FormValue) -> FormValue {
        switch value {
        case .object(let members): return members[name] ?? .null
        case .array(let items):
            return .array(
                items.map { item in
                    if case .object(let members) = item { return members[name] ?? .null }
                    return .null
                })
        default: return .null
        }
    }

    /// `ANY`, `ALL` or `NONE` of a collection compared with a value. nil is an empty list and
    /// any other single value a list of one.
    private static func quantify(
        _ quantifier: Quantifier, _ op: ComparisonOperator, _ options: ComparisonOptions,
        _ collection: FormValue, _ right: FormValue
    ) -> Bool {
        let items: [FormValue]
        switch collection {
        case .null: items = []
        case .array(let elements): items = elements
        default: items = [collection]
        }
        switch quantifier {
        case .anyElement: return items.contains { ValueSemantics.compare(op, $0, right, options) }
        case .allElements: return items.allSatisfy { ValueSemantics.compare(op, $0, right, options) }
        case .noElement: return !items.contains { ValueSemantics.compare(op, $0, right, options) }
        }
    }

    /// `[FIRST]`, `[LAST]`, `[SIZE]`, `[n]` of a list (`[SIZE]` counts as `@count` does, and
    /// `['key']` reads an object's member); nil when there is no such element.
    private static func element(of value: FormValue, _ index: BoundIndex, in form: Form) -> FormValue {
        switch (index, value) {
        case (.size, _): return ConditionFunction.count(value)
        case (.first, .array(let items)): return items.first ?? .null
        case (.last, .array(let items)): return items.last ?? .null
        case (.at(let position), .array(let items)):
            guard let offset = ValueSemantics.number(position.evaluate(in: form)), offset.rounded() == offset,
                offset >= 0, offset < Double(items.count)
            else { return .null }
            return items[Int(offset)]
        case (.at(let key), .object(let members)):
            guard case .string(let name) = key.evaluate(in: form) else { return .null }
            return members[name] ?? .null
        default: return .null
        }
    }

    static func collection(_ op: CollectionOperator, _ value: FormValue) -> FormValue {
        if op == .count { return ConditionFunction.count(value) }
        guard case .array(let items) = value else { return value.isNull && op == .sum ? .int(0) : .null }
        switch op {
        case .count: return .int(items.count)
        case .sum: return ConditionFunction.sum(items)
        case .avg: return ConditionFunction.average(items)
        case .min: return ConditionFunction.extreme(items, smallest: true)
        case .max: return ConditionFunction.extreme(items, smallest: false)
        }
    }
}
