import FormaCore

/// What `forma validate` prints: per row, whether its value was accepted and its errors.
struct ValidationReport {
    var json: FormValue
    var isValid: Bool

    static func make(form: Form, values: FormValues) -> ValidationReport {
        let failures = form.setValues(values).failures
        var rejected: [String: String] = [:]
        var unknown: [FormValue] = []
        for failure in failures {
            let key = failure.tag ?? ""
            if case .unknownTag = failure.reason {
                unknown.append(.string(key))
            } else {
                rejected[rootKey(key)] = failure.description
            }
        }
        let errors = form.submit()
        var errorsByTag: [String: [FormValue]] = [:]
        var untagged: [FormValue] = []
        for error in errors {
            let entry: FormValue = ["rule": .string(error.kind.key), "message": .string(error.message)]
            if let tag = error.tag { errorsByTag[tag, default: []].append(entry) } else { untagged.append(entry) }
        }
        var rows = FormValues()
        for row in form.allRows {
            // Rows of a repeatable section's items go by their item's path, reported with the section.
            guard let tag = row.tag, row.hasValue, form.row(tag: tag) === row else { continue }
            var entry = FormValues()
            entry["accepted"] = .bool(rejected[tag] == nil)
            if let problem = rejected[tag] { entry["problem"] = .string(problem) }
            if row.isHidden { entry["hidden"] = true }
            entry["errors"] = .array(errorsByTag[tag] ?? [])
            rows[tag] = .object(entry)
        }
        for section in form.sections {
            guard let key = section.multivaluedTag else { continue }
            var entry = FormValues()
            entry["accepted"] = .bool(rejected[key] == nil)
            if let problem = rejected[key] { entry["problem"] = .string(problem) }
            if section.isHidden { entry["hidden"] = true }
            var itemErrors: [FormValue] = []
            for error in errors {
                guard let tag = error.tag, tag.hasPrefix(key + "[") else { continue }
                itemErrors.append(
                    ["tag": .string(tag), "rule": .string(error.kind.key), "message": .string(error.message)])
            }
            entry["errors"] = .array(itemErrors)
            rows[key] = .object(entry)
        }
        // Errors of rows the report has no entry for (an item's row, named by its own tag).
        for error in errors {
            guard let tag = error.tag, rows[tag] == nil, !tag.contains("[") else { continue }
            untagged.append(["tag": .string(tag), "rule": .string(error.kind.key), "message": .string(error.message)])
        }
        let isValid = failures.isEmpty && errors.isEmpty
        var report: FormValues = ["valid": .bool(isValid), "rows": .object(rows), "unknownKeys": .array(unknown)]
        if !untagged.isEmpty { report["otherErrors"] = .array(untagged) }
        report["values"] = .object(form.values(redactingSecrets: true))
        return ValidationReport(json: .object(report), isValid: isValid)
    }

    /// `phones[2]` → `phones`: a multivalued item's problem belongs to its section's key.
    private static func rootKey(_ key: String) -> String {
        key.firstIndex(of: "[").map { String(key[..<$0]) } ?? key
    }
}
