extension Form {
    /// `true` if the form is in read-only mode now: ``disabled`` evaluated.
    ///
    /// ```swift
    /// form.disabled = "$locked == true"
    /// form[Tag<Bool>("locked")] = true
    /// form.isDisabled   // true
    /// ```
    public var isDisabled: Bool { conditionGraph.formDisabled }

    /// Every problem of every condition of the form — syntax errors, unknown tags (with
    /// "did you mean"), comparisons that types decide, dependency cycles — in form order:
    /// the form's, then each section's and its rows' (`hidden`, `disabled`, `required`,
    /// `formula`). Tags are resolved against the whole form, so forward references are fine.
    ///
    /// ```swift
    /// for diagnostic in form.conditionDiagnostics { print(diagnostic) }
    /// // error: unknown tag 'agee'; did you mean 'age'?
    /// //  --> row 'drink' (hidden) 1:1
    /// //   |
    /// // 1 | $agee >= 18
    /// //   | ^~~~~
    /// ```
    /// - Complexity: O(n) in the size of the form's conditions; meant for development and tests.
    package var conditionDiagnostics: [ConditionDiagnostic] {
        conditionGraph.diagnostics(in: self)
    }

    /// `false` when ``conditionDiagnostics`` is certainly empty, found without compiling
    /// the conditions again (pending conditions are evaluated first, as there).
    /// - Complexity: O(n) in the number of conditions.
    package func mayHaveConditionDiagnostics() -> Bool {
        conditionGraph.mayHaveDiagnostics(in: self)
    }

    /// Re-evaluates every condition of the form, in dependency order. Conditions re-evaluate
    /// by themselves when what they read changes; call this when time passed for conditions
    /// that read `today()` or `now()`, or after changing ``conditionEnvironment``.
    ///
    /// ```swift
    /// form.refreshConditions()
    /// ```
    /// - Complexity: O(n) in the number of conditions.
    public func refreshConditions() {
        let graph = conditionGraph
        graph.multivaluedValues = [:]
        graph.forEachLiveSlot { graph.schedule($0) }
        graph.drain(self)
    }

    /// The clock and calendar that `today()`, `now()` and `age()` read.
    ///
    /// ```swift
    /// form.conditionEnvironment = ConditionEnvironment(now: { fixedDate })
    /// form.refreshConditions()
    /// ```
    public var conditionEnvironment: ConditionEnvironment {
        get { conditionGraph.environment }
        set { conditionGraph.environment = newValue }
    }

    /// Evaluates a condition or formula against the form once, without attaching it.
    /// An invalid condition gives nil.
    ///
    /// ```swift
    /// form.evaluate("$price * $quantity")   // .double(12.5)
    /// form.evaluate("$age >= 18")           // .bool(true)
    /// ```
    public func evaluate(_ condition: Condition) -> FormValue {
        let compiled = ConditionBinder.compile(condition, for: .form, .formula, in: self)
        switch compiled.program {
        case .bound(let node): return node.evaluate(in: self)
        case .function(let body): return body(self)
        case nil: return .null
        }
    }

    /// Called when ``disabled`` is assigned.
    func conditionDidChange() {
        conditionGraph.conditionDidChange(.form, .disabled, in: self)
    }
}

extension Form {
    /// Every tag a condition can name: rows', sections' and multivalued sections' values, for
    /// "did you mean".
    var referableTags: [String] {
        var tags = Array(rowsByTag.keys) + Array(sectionsByTag.keys)
        for section in sections {
            if let tag = section.multivaluedTag, rowsByTag[tag] == nil, sectionsByTag[tag] == nil { tags.append(tag) }
        }
        return tags
    }
}

extension Form {
    /// Every problem Forma found in the form, errors and warnings, in form order: problems
    /// of the build (a duplicate tag), then of every condition — syntax errors, unknown tags
    /// (with "did you mean"), comparisons that types decide, dependency cycles — and of every
    /// validation pattern that cannot be used. An empty list means the form is as written.
    ///
    /// ```swift
    /// #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
    /// ```
    /// - Complexity: O(n) in the size of the form's conditions and rules; meant for
    ///   development, tests and checking definitions.
    public var diagnostics: [Diagnostic] {
        var diagnostics = definitionIssues.map(\.diagnostic) + conditionDiagnostics.map(\.diagnostic)
        for row in allRows {
            for refused in row.refusedPatterns {
                diagnostics.append(
                    refused.diagnostic(site: "row \(row.tag.map { "'\($0)'" } ?? row.typeName) (pattern)"))
            }
        }
        return diagnostics
    }
}
