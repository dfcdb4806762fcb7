extension Row {
    /// Adds a validator; its value type must be the row's.
    ///
    /// ```swift
    /// EmailRow("email") { $0.add(.email) }
    /// IntRow("age") { $0.add(.range(18...120)).add(.check { age, _ in age != 42 }) }
    /// ```
    @discardableResult
    public func add<V: Validator>(_ validator: V) -> Self where V.Value == Value {
        validators.append(validator)
        if !validator.dependencies.isEmpty { form?.validationDependents = nil }
        return self
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
        asyncValidators = []
        form?.validationDependents = nil
    }
}
