/// A token of the condition language, with its UTF-8 range in the expression.
struct ConditionToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// `$name` or `$'any text'`.
        case tag(String)
        /// A bare word: a keyword or a function name.
        case word(String)
        /// An integer or decimal constant.
        case number(FormValue)
        /// A quoted string.
        case string(String)
        /// An operator or punctuation: `==`, `(`, `.`, `@`, ….
        case symbol(Symbol)
        /// The end of the expression.
        case end
    }

    enum Symbol: String, Sendable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case and = "&&", or = "||", not = "!"
        case plus = "+", minus = "-", star = "*", slash = "/", percent = "%"
        case openParen = "(", closeParen = ")", openBrace = "{", closeBrace = "}"
        case openBracket = "[", closeBracket = "]", comma = ",", dot = ".", at = "@"
    }

    var kind: Kind
    var range: Range<Int>
}

/// The keywords, matched without regard to case.
enum ConditionKeyword: String, CaseIterable {
    case and = "AND", or = "OR", not = "NOT"
    case truePredicate = "TRUEPREDICATE", falsePredicate = "FALSEPREDICATE"
    case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
    case `in` = "IN", between = "BETWEEN"
    case any = "ANY", someOf = "SOME", all = "ALL", noneOf = "NONE"
    case `is` = "IS", empty = "EMPTY"
    case `true` = "TRUE", `false` = "FALSE", yes = "YES", no = "NO", `nil` = "NIL", null = "NULL"

    /// The keyword a word spells, in any case.
    init?(word: String) {
        let utf8 = word.utf8
        guard utf8.count <= 14, utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        self.init(rawValue: String(decoding: utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self))
    }
}
