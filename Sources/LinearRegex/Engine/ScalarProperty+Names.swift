extension ScalarProperty {
    /// The property a `\p{…}` or `[:…:]` name stands for, matched loosely as ICU does
    /// (case, spaces, `_` and `-` ignored; an optional `gc=` prefix); `nil` if unknown.
    /// Scripts (`\p{Greek}`) and other properties are not known.
    static func named(_ name: String) -> ScalarProperty? {
        var key = String(name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "_" && $0 != "-" })
        for prefix in ["gc=", "generalcategory="] where key.hasPrefix(prefix) {
            key.removeFirst(prefix.count)
        }
        if let binary = binaryProperties[key] { return binary }
        if let categories = categoryGroups[key] { return .categories(categories) }
        return nil
    }

    private static let binaryProperties: [String: ScalarProperty] = [
        "any": .any, "ascii": .ascii,
        "alphabetic": .alphabetic, "alpha": .alphabetic,
        "whitespace": .whitespace, "space": .whitespace,
        "uppercase": .uppercase, "upper": .uppercase,
        "lowercase": .lowercase, "lower": .lowercase,
        "digit": .digit, "word": .word, "blank": .horizontalWhitespace,
    ]

    private static let categoryGroups: [String: [Unicode.GeneralCategory]] = {
        let table: [(short: String, long: String, categories: [Unicode.GeneralCategory])] = [
            ("lu", "uppercaseletter", [.uppercaseLetter]),
            ("ll", "lowercaseletter", [.lowercaseLetter]),
            ("lt", "titlecaseletter", [.titlecaseLetter]),
            ("lm", "modifierletter", [.modifierLetter]),
            ("lo", "otherletter", [.otherLetter]),
            ("l", "letter", [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]),
            ("mn", "nonspacingmark", [.nonspacingMark]),
            ("mc", "spacingmark", [.spacingMark]),
            ("me", "enclosingmark", [.enclosingMark]),
            ("m", "mark", [.nonspacingMark, .spacingMark, .enclosingMark]),
            ("nd", "decimalnumber", [.decimalNumber]),
            ("nl", "letternumber", [.letterNumber]),
            ("no", "othernumber", [.otherNumber]),
            ("n", "number", [.decimalNumber, .letterNumber, .otherNumber]),
            ("pc", "connectorpunctuation", [.connectorPunctuation]),
            ("pd", "dashpunctuation", [.dashPunctuation]),
            ("ps", "openpunctuation", [.openPunctuation]),
            ("pe", "closepunctuation", [.closePunctuation]),
            ("pi", "initialpunctuation", [.initialPunctuation]),
            ("pf", "finalpunctuation", [.finalPunctuation]),
            ("po", "otherpunctuation", [.otherPunctuation]),
            (
                "p", "punctuation",
                [
                    .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                    .initialPunctuation, .finalPunctuation, .otherPunctuation,
                ]
            ),
            ("sm", "mathsymbol", [.mathSymbol]),
            ("sc", "currencysymbol", [.currencySymbol]),
            ("sk", "modifiersymbol", [.modifierSymbol]),
            ("so", "othersymbol", [.otherSymbol]),
            ("s", "symbol", [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]),
            ("zs", "spaceseparator", [.spaceSeparator]),
            ("zl", "lineseparator", [.lineSeparator]),
            ("zp", "paragraphseparator", [.paragraphSeparator]),
            ("z", "separator", [.spaceSeparator, .lineSeparator, .paragraphSeparator]),
            ("cc", "control", [.control]),
            ("cf", "format", [.format]),
            ("cs", "surrogate", [.surrogate]),
            ("co", "privateuse", [.privateUse]),
            ("cn", "unassigned", [.unassigned]),
            ("c", "other", [.control, .format, .surrogate, .privateUse, .unassigned]),
        ]
        var result: [String: [Unicode.GeneralCategory]] = [:]
        for entry in table {
            result[entry.short] = entry.categories
            result[entry.long] = entry.categories
        }
        return result
    }()
}
