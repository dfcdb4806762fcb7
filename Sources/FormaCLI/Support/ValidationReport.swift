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
            guard let tag = row.tag, row.hasValue else { continue }
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
            entry["errors"] = .array([])
            rows[key] = .object(entry)
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
