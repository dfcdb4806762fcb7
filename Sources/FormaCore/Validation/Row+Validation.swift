extension Row {
    /// Adds a validator; its value type must be the row's.
    ///
    /// ```swift
    /// EmailRow("email") { $0.add(.email) }
    /// IntRow("age") { $0.add(.range(18...120)).add(.check { age, _ in age != 42 }) }
    /// ```
    @inlinable @discardableResult
    public func add<V: Validator>(_ validator: V) -> Self where V.Value == Value {
        appendChecking(validator)
        return self
    }

    /// Adds a built-in rule. The same as the generic `add(_:)`, for a ``Rule`` of the row's own value
    /// type: with the value type known, a `.check { value, form in … }` closure is inferred
    /// `@Sendable` without saying so.
    ///
    /// ```swift
    /// IntRow("age") { $0.add(.check { age, _ in age != 42 }) }
    /// ```
    @inlinable @discardableResult
    public func add(_ rule: Rule<Value>) -> Self {
        appendChecking(rule)
        return self
    }

    /// Stores a validator with a check specialised for its type.
    @inlinable
    func appendChecking<V: Validator>(_ validator: V) where V.Value == Value {
        // Inlined where the row's type is known, the check is specialised for it.
        append(validator) { row, form in
            // Only this row calls the check, with itself, so the cast always succeeds.
            guard let row = row as? Row<Value> else { return [] }
            return validator.validate(row.storedValue, in: form)
        }
    }

    /// Stores a validator and the check that runs it.
    @usableFromInline func append(
        _ validator: any Validator<Value>, check: @escaping (FormRow, Form?) -> [ValidationFailure]
    ) {
        validators.append(validator)
        validation.appendCheck(check)
        let dependencies = validator.dependencies
        if !dependencies.isEmpty {
            validation.dependencies += dependencies
            form?.invalidateValidationDependents()
        }
    }

    /// Adds an asynchronous validator (see ``AsyncValidator``).
    @discardableResult
    public func add(async validator: AsyncValidator<Value>) -> Self {
        asyncValidators.append(validator)
        return self
    }

    /// Removes every validator, synchronous and asynchronous.
    public func removeAllValidators() {
        validators = []
        validation.checks = []
        validation.dependencies = []
        asyncValidators = []
        form?.invalidateValidationDependents()
    }
}
