/// The shipped words, one table per language, keyed as ``FormaStrings`` entries are.
/// English has every key; a key missing in another language falls back to English.
package enum StringTables {
    /// The table of a language.
    package static func table(for language: Language) -> [String: String] {
        switch language {
        case .english: english
        case .german: german
        case .french: french
        case .spanish: spanish
        case .japanese: japanese
        case .chinese: chinese
        }
    }

    /// What is wrong in a table of translations, compared with English: a key English does
    /// not have, or placeholders that are not English's. Empty when all is well.
    ///
    /// ```swift
    /// StringTables.problems(in: ["validation.required": "{name} fehlt"], language: "de")
    /// // ["de validation.required: uses {name}, which English does not have; misses {title}"]
    /// ```
    package static func problems(in table: [String: String], language: String) -> [String] {
        table.keys.sorted().compactMap { key in
            guard let entry = table[key] else { return nil }
            guard let reference = english[key] ?? englishCounterpart(of: key) else {
                return "\(language) \(key): no such key in English"
            }
            let wanted = StringTemplate.placeholders(in: reference)
            let found = StringTemplate.placeholders(in: entry)
            var faults: [String] = []
            let unknown = found.subtracting(wanted).sorted()
            let missing = wanted.subtracting(found).sorted()
            if !unknown.isEmpty {
                faults.append("uses \(unknown.map { "{\($0)}" }.joined(separator: ", ")), which English does not have")
            }
            if !missing.isEmpty { faults.append("misses \(missing.map { "{\($0)}" }.joined(separator: ", "))") }
            return faults.isEmpty ? nil : "\(language) \(key): \(faults.joined(separator: "; "))"
        }
    }

    /// Every shipped language's problems, and the app's entries'.
    package static func problems(of strings: FormaStrings = FormaStrings()) -> [String] {
        Language.allCases.filter { $0 != .english }.flatMap { problems(in: table(for: $0), language: $0.rawValue) }
            + problems(in: strings.overrides, language: "app")
    }

    /// A plural form English does not use (`key.one` for a language with other forms) is
    /// checked against English's `key.other`.
    private static func englishCounterpart(of key: String) -> String? {
        for category in PluralCategory.allCases where key.hasSuffix(".\(category.rawValue)") {
            let stem = key.dropLast(category.rawValue.count + 1)
            return english["\(stem).\(PluralCategory.other.rawValue)"]
        }
        return nil
    }

    /// The English words: every key.
    package static let english: [String: String] = [
        "control.on": "On",
        "control.off": "Off",
        "control.add": "Add",
        "control.delete": "Delete",
        "control.remove": "Remove",
        "control.previous": "Previous",
        "control.next": "Next",
        "control.done": "Done",
        "control.ok": "OK",
        "control.cancel": "Cancel",
        "control.loading": "Loading…",
        "control.noOptions": "No options",
        "control.noValue": "—",
        "control.required": "Required",
        "selector.noMatches": "No matches",
        "selector.loadFailed": "Could not load: {reason}",
        "hint.selector": "Opens a list of options",
        "hint.picker": "Shows a picker",
        "hint.collapseSection": "Collapses the section",
        "hint.expandSection": "Expands the section",
        "validation.title": "This field",
        "validation.required": "{title} is required",
        "validation.min_length.one": "{title} must be at least {count} character",
        "validation.min_length.other": "{title} must be at least {count} characters",
        "validation.max_length.one": "{title} must be at most {count} character",
        "validation.max_length.other": "{title} must be at most {count} characters",
        "validation.exact_length.one": "{title} must be exactly {count} character",
        "validation.exact_length.other": "{title} must be exactly {count} characters",
        "validation.min_value": "{title} must be at least {bound}",
        "validation.max_value": "{title} must be at most {bound}",
        "validation.greater_than": "{title} must be greater than {bound}",
        "validation.less_than": "{title} must be less than {bound}",
        "validation.format": "{title} is not in the expected format",
        "validation.email": "Enter a valid email address",
        "validation.url": "Enter a valid web address",
        "validation.equal_to": "{title} does not match {other}",
        "validation.custom": "{title} is not valid",
        "subForm.problems.one": "{count} problem",
        "subForm.problems.other": "{count} problems",
        "problems.list.one": "{count} problem:",
        "problems.list.other": "{count} problems:",
        "problems.single": "1 problem: {message}",
        "problems.fixMarked.one": "{count} problem: fix the row marked ✗",
        "problems.fixMarked.other": "{count} problems: fix the rows marked ✗",
        "entry.notWholeNumber": "Not a whole number: fix it or clear it",
        "entry.notNumber": "Not a number: fix it or clear it",
        "entry.notWebAddress": "Not a web address: fix it or clear it",
        "entry.notValid": "Not a valid value: fix it or clear it",
        "terminal.keysHint": "Ctrl-S submits, Ctrl-C cancels",
        "terminal.cannotEdit": "{title} cannot be edited here",
        "terminal.cannotEditThis": "This row cannot be edited here",
        "terminal.cannotAdd": "Rows cannot be added here",
        "terminal.cannotDelete": "This row cannot be deleted",
        "terminal.confirmDelete": "Press Ctrl-X again to delete “{value}”; any other key keeps it",
        "terminal.confirmDeleteRow": "Press Ctrl-X again to delete this row; any other key keeps it",
        "terminal.cannotMove": "This row cannot be moved",
        "terminal.removeItem": "Remove {item}?",
        "terminal.nothingToEdit": "Nothing to edit here.",
        "terminal.checking": "Checking before submitting…",
        "entry.notAccepted": "Not a value this row takes",
        "entry.short.notValid": "Not a valid value",
        "entry.short.notWholeNumber": "Not a whole number",
        "entry.short.notNumber": "Not a number",
        "entry.dateStep": "Fix the date to step it, or type it as {pattern}",
    ]
}
