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
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case and = "&&"
        case or = "||"
        case not = "!"
        case plus = "+"
        case minus = "-"
        case star = "*"
        case slash = "/"
        case percent = "%"
        case power = "**"
        case openParen = "("
        case closeParen = ")"
        case openBrace = "{"
        case closeBrace = "}"
        case openBracket = "["
        case closeBracket = "]"
        case comma = ","
        case dot = "."
        case at = "@"
        case colon = ":"
    }

    var kind: Kind
    var range: Range<Int>
    /// The keyword a word spells, found once by the lexer.
    var keyword: ConditionKeyword?

    init(kind: Kind, range: Range<Int>, keyword: ConditionKeyword? = nil) {
        self.kind = kind
        self.range = range
        self.keyword = keyword
    }
}

/// The keywords, matched without regard to case.
enum ConditionKeyword: String, CaseIterable {
    case and = "AND"
    case or = "OR"
    case not = "NOT"
    case truePredicate = "TRUEPREDICATE"
    case falsePredicate = "FALSEPREDICATE"
    case contains = "CONTAINS"
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case like = "LIKE"
    case matches = "MATCHES"
    case `in` = "IN"
    case between = "BETWEEN"
    case any = "ANY"
    case someOf = "SOME"
    case all = "ALL"
    case noneOf = "NONE"
    case `is` = "IS"
    case empty = "EMPTY"
    case `true` = "TRUE"
    case `false` = "FALSE"
    case yes = "YES"
    case no = "NO"
    case `nil` = "NIL"
    case null = "NULL"
    case first = "FIRST"
    case last = "LAST"
    case size = "SIZE"

    /// The spellings "did you mean" offers for a misspelt word: the keywords that stand
    /// alone (`FIRST`, `LAST` and `SIZE` only appear inside an index's brackets).
    static let suggestions = allCases.filter { ![.first, .last, .size].contains($0) }.map(\.rawValue)

    /// The keyword some bytes spell, in any case.
    init?(bytes: ArraySlice<UInt8>) {
        guard bytes.count >= 2, bytes.count <= 14, let first = bytes.first else { return nil }
        let letter = Int(first | 0x20) - 0x61
        guard (0..<26).contains(letter) else { return nil }
        for (keyword, spelling) in Self.byFirstLetter[letter] where spelling.count == bytes.count {
            if zip(spelling, bytes).allSatisfy({ $0 == $1 | 0x20 }) {
                self = keyword
                return
            }
        }
        return nil
    }

    /// The keywords by first letter, each with its lower-case spelling.
    private static let byFirstLetter: [[(ConditionKeyword, [UInt8])]] = {
        var table = [[(ConditionKeyword, [UInt8])]](repeating: [], count: 26)
        for keyword in allCases {
            let spelling = Array(keyword.rawValue.lowercased().utf8)
            table[Int(spelling[0]) - 0x61].append((keyword, spelling))
        }
        return table
    }()
}
