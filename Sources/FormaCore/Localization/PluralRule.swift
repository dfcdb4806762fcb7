/// A plural form of CLDR's: which wording a count takes.
package enum PluralCategory: String, Sendable, CaseIterable {
    case one
    case other
}

/// The CLDR plural rules of the shipped languages, for counts written as decimal numbers
/// ("5", "1.5", "-1", "1.0"). The operands are CLDR's: `n` the absolute value, `i` its
/// integer digits, `v` the number of fraction digits written.
package enum PluralRule {
    /// The plural form of a count in a language; text that is not a number is `other`.
    package static func category(of count: String, in language: Language) -> PluralCategory {
        guard let operands = Operands(count) else { return .other }
        switch language {
        case .english, .german:
            // one: i = 1 and v = 0
            return operands.integer == "1" && operands.fractionDigits == 0 ? .one : .other
        case .spanish:
            // one: n = 1 (so "1.0" too); CLDR's "many" for millions is left to "other".
            return operands.integer == "1" && operands.fractionIsZero ? .one : .other
        case .french:
            // one: i = 0,1 (so 0, 1 and 1.5); "many" for millions is left to "other".
            return operands.integer == "0" || operands.integer == "1" ? .one : .other
        case .japanese, .chinese:
            return .other
        }
    }

    private struct Operands {
        /// `i`, without leading zeros ("0" for zero).
        var integer: Substring
        /// `v`.
        var fractionDigits: Int
        var fractionIsZero: Bool

        init?(_ text: String) {
            var digits = Substring(text)
            if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
            let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return nil
            }
            let fraction = parts.count > 1 ? parts[1] : ""
            guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            let trimmed = whole.drop(while: { $0 == "0" })
            integer = trimmed.isEmpty ? "0" : trimmed
            fractionDigits = fraction.count
            fractionIsZero = fraction.allSatisfy { $0 == "0" }
        }
    }
}
