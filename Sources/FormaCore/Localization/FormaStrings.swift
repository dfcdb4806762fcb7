/// The words the library shows by itself — control words, hints, validation messages,
/// problem counts — in the language of the form's formatting locale (English, German,
/// French, Spanish, Japanese or Simplified Chinese; English for any other), with entries an
/// app replaces. An entry is a template with named placeholders (`{title}`, `{bound}`,
/// `{count}`, `{other}`, `{message}`); a counted entry has one key per plural form
/// (`validation.min_length.one`, `validation.min_length.other`). The keys and their
/// placeholders are listed in the Localization guide.
///
/// ```swift
/// form.strings["control.delete"] = "Entfernen"
/// form.strings["validation.required"] = "{title} fehlt"
/// ```
public struct FormaStrings: Sendable, Hashable {
    /// The app's own entries, by key; they win over the shipped language.
    package var overrides: [String: String] = [:]

    package init() {}

    /// The app's entry for a key, used in every language; `nil` restores the shipped one. An
    /// entry naming a placeholder the English entry does not have is passed over for the
    /// shipped words, so a raw `{name}` is never shown.
    ///
    /// ```swift
    /// form.strings["problems.fixMarked.other"] = "{count} rows need a look"
    /// ```
    public subscript(key: String) -> String? {
        get { overrides[key] }
        set { overrides[key] = newValue }
    }
}

extension FormaStrings {
    /// The entry for a key in a language, with its placeholders filled: the app's entry,
    /// else the language's, else English's; an entry naming a placeholder English's does
    /// not is passed over. A key nobody has is returned as it is.
    package func text(_ key: String, in language: Language, _ values: [String: String] = [:]) -> String {
        let english = StringTables.english[key]
        let allowed = english.map { StringTemplate.placeholders(in: $0) } ?? Set(values.keys)
        for candidate in [overrides[key], StringTables.table(for: language)[key], english] {
            guard let candidate else { continue }
            if StringTemplate.placeholders(in: candidate).isSubset(of: allowed) {
                return StringTemplate.fill(candidate, with: values)
            }
        }
        return key
    }

    /// A counted entry: the plural form of `count` in the language picks the key
    /// (`key.one`, `key.other`), and `{count}` is filled with `count` as written.
    package func text(
        _ key: String, count: String, in language: Language, _ values: [String: String] = [:]
    ) -> String {
        var values = values
        values["count"] = count
        let category = PluralRule.category(of: count, in: language)
        let own = "\(key).\(category.rawValue)"
        let chosen = has(own, in: language) ? own : "\(key).\(PluralCategory.other.rawValue)"
        if has(chosen, in: language) { return text(chosen, in: language, values) }
        // Nothing in the language: English, with English's plural form.
        return text("\(key).\(PluralRule.category(of: count, in: .english).rawValue)", in: .english, values)
    }

    /// A counted entry for a whole number.
    package func text(_ key: String, count: Int, in language: Language, _ values: [String: String] = [:]) -> String {
        text(key, count: String(count), in: language, values)
    }

    private func has(_ key: String, in language: Language) -> Bool {
        overrides[key] != nil || StringTables.table(for: language)[key] != nil
    }
}
