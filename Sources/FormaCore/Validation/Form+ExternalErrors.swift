/// When errors set from elsewhere (``Form/setErrors(_:clearing:)``) go away.
///
/// ```swift
/// form.setErrors(["email": ["Already taken"]], clearing: .untilNextSubmit)
/// ```
public enum ExternalErrorClearing: Sendable, Hashable {
    /// A row's errors go when its value changes (the default, as Eureka's and most apps'
    /// server errors do). Until then ``Form/submit(includeHidden:includeDisabled:)`` returns them.
    case untilChanged
    /// A row's errors stay through edits and go when the form is next submitted.
    case untilNextSubmit
}

extension Form {
    /// Shows errors found elsewhere — by a server, say — under their rows, keyed by tag
    /// path: a row's tag (`"email"`) or an item of a multivalued section (`"emails[1]"`).
    ///
    /// ```swift
    /// let report = form.setErrors(["email": ["Already taken"], "emails[1]": ["Bounced"]])
    /// report.failures   // paths naming no row, each with the reason
    /// ```
    ///
    /// The messages replace the row's earlier errors from elsewhere, join its
    /// ``FormRow/validationErrors`` (so every renderer shows them and announces them), and
    /// the host focuses the first row given errors. They go as `clearing` says: by default
    /// when the row's value changes; until then `submit()` and `validate()` return them and
    /// ``FormRow/isValid`` is `false`. Rows not named keep theirs. Every path that names no
    /// row (an unknown tag, an item past the end, a malformed path) is in the report, never
    /// dropped; the others are set, in one transaction.
    @discardableResult
    public func setErrors(
        _ errors: [String: [String]], clearing: ExternalErrorClearing = .untilChanged
    ) -> SetValuesReport {
        setExternalErrors(errors.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, clearing: clearing)
    }

    /// Sets errors from elsewhere in the given order; see ``setErrors(_:clearing:)``.
    package func setExternalErrors(
        _ errors: [(path: String, messages: [String])], clearing: ExternalErrorClearing = .untilChanged
    ) -> SetValuesReport {
        var failures: [ValueError] = []
        var targets: [(FormRow, [String])] = []
        for (path, messages) in errors {
            if let error = ValueLimitCheck.keyError(path) {
                failures.append(error)
                continue
            }
            switch resolveRow(path: path) {
            case .success(let row): targets.append((row, messages))
            case .failure(let error): failures.append(error)
            }
        }
        transaction {
            for (row, messages) in targets {
                if let owner = row.section?.owner { subFormContentDidChange(owner, valueChanged: false) }
                logValidation(of: row)
                row.validation.external = messages.map { message in
                    ValidationError(
                        row: row.id, tag: row.tag, position: row.position, kind: RuleKind.external,
                        message: message)
                }
                row.validation.externalClearing = clearing
                row.setNeedsUpdate()
            }
            let first = targets.map(\.0).filter { !$0.validation.external.isEmpty }.min { a, b in
                guard let p = a.position, let q = b.position else { return a.position != nil }
                return (p.section, p.row) < (q.section, q.row)
            }
            if let first { rowToFocus = first }
        }
        return SetValuesReport(failures: failures)
    }

    /// Clears the errors from elsewhere that `clearing` says go now (all of them for `nil`).
    func clearExternalErrors(_ clearing: ExternalErrorClearing?) {
        transaction {
            for row in allRows where !row.validation.external.isEmpty {
                guard clearing == nil || row.validation.externalClearing == clearing else { continue }
                logValidation(of: row)
                row.validation.external = []
                row.setNeedsUpdate()
            }
        }
    }

    /// The row a tag path names: `tag`, or `multivaluedTag[index]`. A dotted path
    /// (`address.city`, `travellers[0].name`) names a row of a sub-form.
    package func resolveRow(path: String) -> Result<FormRow, ValueError> {
        guard let parsed = TagPath(path) else {
            return .failure(ValueError(tag: path, reason: .unreadable(.string(path), expected: "a tag path")))
        }
        guard parsed.components.count == 1, let component = parsed.components.first else {
            return resolveNestedRow(parsed, path: path)
        }
        if let index = component.index {
            guard let section = sections.first(where: { $0.multivaluedTag == component.name }) else {
                let candidates = sections.compactMap(\.multivaluedTag)
                return .failure(
                    ValueError(
                        tag: path,
                        reason: .unknownTag(suggestion: EditDistance.nearest(to: component.name, in: candidates))))
            }
            let items = section.rows
            guard index < items.count else {
                return .failure(ValueError(tag: path, reason: .noSuchItem(index: index, count: items.count)))
            }
            return .success(items[index])
        }
        if let row = rowsByTag[component.name] { return .success(row) }
        return .failure(ValueError(tag: path, reason: .unknownTag(suggestion: suggestTag(for: component.name))))
    }
}

/// A tag path as errors from elsewhere name rows: components separated by `.`, each a tag
/// with an optional item index — `emails[1]`, `address.city`, `travellers[0].name`.
package struct TagPath: Sendable, Hashable {
    package struct Component: Sendable, Hashable {
        package var name: String
        package var index: Int?
    }
    package var components: [Component]

    /// Parses a path; `nil` when it is not one (an empty component, an unclosed or
    /// non-numeric index, text after an index).
    package init?(_ text: String) {
        var components: [Component] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard let open = part.firstIndex(of: "[") else {
                guard !part.isEmpty, !part.contains("]") else { return nil }
                components.append(Component(name: String(part)))
                continue
            }
            let name = part[..<open]
            let rest = part[part.index(after: open)...]
            guard !name.isEmpty, rest.last == "]" else { return nil }
            let digits = rest.dropLast()
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let index = Int(digits)
            else { return nil }
            components.append(Component(name: String(name), index: index))
        }
        guard !components.isEmpty else { return nil }
        self.components = components
    }
}

extension Form {
    /// Reads errors from elsewhere out of JSON, in one of the shapes servers send:
    ///
    /// - `{"errors": {"email": ["Already taken"], "emails[1]": "Bounced"}}`;
    /// - the report `forma validate` writes, `{"valid": false, "rows": {"email":
    ///   {"errors": [{"rule": "email", "message": "…"}]}, "age": {"problem": "…"}}}`;
    /// - a bare object of path → message or messages.
    ///
    /// Entries that are not messages are returned as failures, each with its path.
    /// - Throws: ``JSONError`` when the text is not JSON or not an object.
    package static func externalErrors(
        json: String
    ) throws -> (errors: [(path: String, messages: [String])], failures: [ValueError]) {
        guard case .object(let root) = try FormValue(json: json) else {
            throw JSONError(line: 1, column: 1, message: "expected an object of errors")
        }
        var errors: [(path: String, messages: [String])] = []
        var failures: [ValueError] = []
        func messages(_ value: FormValue) -> [String]? {
            switch value {
            case .string(let message): return [message]
            case .array(let items):
                var result: [String] = []
                for item in items {
                    switch item {
                    case .string(let message): result.append(message)
                    case .object(let error):
                        guard case .string(let message) = error["message"] ?? .null else { return nil }
                        result.append(message)
                    default: return nil
                    }
                }
                return result
            default: return nil
            }
        }
        if case .object(let rows) = root["rows"] ?? .null {
            for (path, entry) in rows {
                guard case .object(let report) = entry else {
                    failures.append(ValueError(tag: path, reason: .unreadable(entry, expected: "a row report")))
                    continue
                }
                var found: [String] = []
                if case .string(let problem) = report["problem"] ?? .null { found.append(problem) }
                if let listed = report["errors"] {
                    guard let more = messages(listed) else {
                        failures.append(
                            ValueError(tag: path, reason: .unreadable(listed, expected: "a list of errors")))
                        continue
                    }
                    found += more
                }
                errors.append((path, found))
            }
            return (errors, failures)
        }
        let entries: FormValues
        if case .object(let nested) = root["errors"] ?? .null { entries = nested } else { entries = root }
        for (path, entry) in entries {
            guard let found = messages(entry) else {
                failures.append(ValueError(tag: path, reason: .unreadable(entry, expected: "a list of messages")))
                continue
            }
            errors.append((path, found))
        }
        return (errors, failures)
    }
}
