@testable import LinearRegex

/// Validation patterns as forms write them — passwords, emails, phone numbers, postal
/// codes, IBANs, URLs, usernames and a few other fields — with texts and whether each
/// whole text matches. Patterns that need a back-reference or an atomic group carry the
/// refusal they get instead.
enum ValidationPatternCorpus {
    struct Entry: Sendable, CustomStringConvertible {
        var name: String
        var pattern: String
        /// (text, whole match?).
        var cases: [(String, Bool)]
        /// The refusal, for patterns that need backtracking.
        var refusal: RegularExpressionError.Kind? = nil
        var description: String { name }
    }

    static let passwords: [Entry] = [
        Entry(
            name: "XLForm password", pattern: #"^(?=.*\d)(?=.*[A-Za-z]).{6,32}$"#,
            cases: [("abc123", true), ("abcdef", false), ("123456", false), ("a1", false), ("passw0rd!", true)]),
        Entry(
            name: "lower, upper and digit", pattern: #"^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$"#,
            cases: [("Passw0rd", true), ("password1", false), ("PASSWORD1", false), ("Pa1", false)]),
        Entry(
            name: "with a symbol from a list",
            pattern: #"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$"#,
            cases: [("Passw0rd!", true), ("Passw0rd", false), ("Passw0rd#", false), ("pa$$W0rd", true)]),
        Entry(
            name: "with any symbol and no space",
            pattern: #"^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^a-zA-Z0-9])(?!.*\s).{8,128}$"#,
            cases: [("Passw0rd#", true), ("Pass w0rd#", false), ("Passw0rdd", false)]),
        Entry(
            name: "two digits and two capitals", pattern: #"^(?=(?:.*\d){2})(?=(?:.*[A-Z]){2}).{10,}$"#,
            cases: [("AbCdef12gh", true), ("Abcdef12gh", false), ("AbCdef1ghi", false)]),
        Entry(
            name: "not containing the word password", pattern: #"(?i)^(?!.*password).{8,}$"#,
            cases: [("correct horse", true), ("myPassWord1", false), ("short", false)]),
        Entry(
            name: "no white space", pattern: #"^(?=\S+$).{8,20}$"#,
            cases: [("abcdefgh", true), ("abcd efgh", false), ("abc", false)]),
        Entry(
            name: "no character three times in a row", pattern: #"^(?!.*(.)\1{2}).{8,}$"#,
            cases: [], refusal: .backReference),
    ]

    static let emails: [Entry] = [
        Entry(
            name: "common email", pattern: #"(?i)^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$"#,
            cases: [
                ("ann@example.com", true), ("Ann.Lee+x@Mail.Example.org", true), ("ann@example", false),
                ("ann example.com", false), ("@example.com", false),
            ]),
        Entry(
            name: "HTML form email",
            pattern:
                #"^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$"#,
            cases: [("a@b", true), ("first.last@sub.example.co", true), ("a@-b.com", false), ("a@b..c", false)]),
        Entry(
            name: "email without stray dots",
            pattern: #"^(?!\.)(?!.*\.\.)[A-Za-z0-9._%+-]+(?<!\.)@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$"#,
            cases: [
                ("ann.lee@example.com", true), (".ann@example.com", false), ("ann.@example.com", false),
                ("ann..lee@example.com", false),
            ]),
        Entry(
            name: "iOS sample email", pattern: #"[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}"#,
            cases: [("bob@example.net", true), ("bob@example.n", false), ("bob@@example.net", false)]),
    ]

    static let phones: [Entry] = [
        Entry(
            name: "E.164", pattern: #"^\+?[1-9]\d{1,14}$"#,
            cases: [("+14155552671", true), ("04155552671", false), ("+1234567890123456", false)]),
        Entry(
            name: "North American", pattern: #"^\(?([0-9]{3})\)?[-. ]?([0-9]{3})[-. ]?([0-9]{4})$"#,
            cases: [("(415) 555-2671", true), ("415.555.2671", true), ("4155552671", true), ("415-55-2671", false)]),
        Entry(
            name: "UK mobile", pattern: #"^(?:\+44|0)7\d{9}$"#,
            cases: [("07700900123", true), ("+447700900123", true), ("06700900123", false)]),
        Entry(
            name: "10 to 15 digits however written", pattern: #"^(?=(?:\D*\d){10,15}\D*$)[\d\s()+-]+$"#,
            cases: [("+1 (415) 555-2671", true), ("555-2671", false), ("1234567890123456", false)]),
        Entry(
            name: "ten digits, not all the same", pattern: #"^(\d)(?!\1+$)\d{9}$"#, cases: [],
            refusal: .backReference),
    ]

    static let postalCodes: [Entry] = [
        Entry(
            name: "US ZIP", pattern: #"^\d{5}(?:-\d{4})?$"#,
            cases: [("12345", true), ("12345-6789", true), ("1234", false), ("12345-678", false)]),
        Entry(
            name: "UK postcode", pattern: #"(?i)^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$"#,
            cases: [("SW1A 1AA", true), ("m1 1ae", true), ("SW1A1AA", true), ("1SW 1AA", false)]),
        Entry(
            name: "Canadian postal code",
            pattern: #"(?i)^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$"#,
            cases: [("K1A 0B1", true), ("k1a0b1", true), ("D1A 0B1", false)]),
        Entry(
            name: "five digits not starting 00", pattern: #"^(?!00)\d{5}$"#,
            cases: [("75008", true), ("00123", false), ("01234", true)]),
        Entry(
            name: "Dutch postcode", pattern: #"^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$"#,
            cases: [("1012 AB", true), ("1012AB", true), ("1012 SS", false), ("0123 AB", false)]),
    ]

    static let accounts: [Entry] = [
        Entry(
            name: "IBAN", pattern: #"^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$"#,
            cases: [("DE89370400440532013000", true), ("de89370400440532013000", false), ("DE8937", false)]),
        Entry(
            name: "IBAN in groups of four", pattern: #"^(?=[A-Z]{2}\d{2})(?:[A-Z0-9]{4} ?){3,8}[A-Z0-9]{1,4}$"#,
            cases: [
                ("DE89 3704 0044 0532 0130 00", true), ("GB29NWBK60161331926819", true),
                ("1234 5678 9012 34", false),
            ]),
        Entry(
            name: "German IBAN", pattern: #"^DE\d{2}\s?(?:\d{4}\s?){4}\d{2}$"#,
            cases: [
                ("DE89 3704 0044 0532 0130 00", true), ("DE89370400440532013000", true),
                ("FR89370400440532013000", false),
            ]),
        Entry(
            name: "Visa or Mastercard", pattern: #"^(?:4\d{12}(?:\d{3})?|5[1-5]\d{14})$"#,
            cases: [("4111111111111111", true), ("5500000000000004", true), ("6011000000000004", false)]),
    ]

    static let urls: [Entry] = [
        Entry(
            name: "http URL", pattern: #"^https?://[^\s/$.?#].[^\s]*$"#,
            cases: [("https://example.com/a?b", true), ("http://.com", false), ("ftp://example.com", false)]),
        Entry(
            name: "URL with optional scheme", pattern: #"^(https?://)?([\da-z.-]+)\.([a-z.]{2,6})([/\w .-]*)*/?$"#,
            cases: [
                ("example.com", true), ("https://www.example.co.uk/path/to", true), ("http://", false),
                ("example.com/" + String(repeating: "a", count: 16) + "!", false),
            ]),
        Entry(
            name: "URL with www",
            pattern:
                #"^(?:https?://)?(?:www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b[-a-zA-Z0-9()@:%_+.~#?&/=]*$"#,
            cases: [("www.example.com", true), ("https://example.com/x?y=1", true), ("example", false)]),
        Entry(
            name: "URL without double dots", pattern: #"^(?!.*\.\.)https?://(?:[\w-]+\.)+[a-z]{2,}(?:/\S*)?$"#,
            cases: [("https://a.example.org/x", true), ("https://a..example.org", false), ("https://localhost", false)]),
    ]

    static let usernames: [Entry] = [
        Entry(
            name: "username", pattern: #"^[a-zA-Z0-9_]{3,16}$"#,
            cases: [("ann_lee", true), ("an", false), ("ann lee", false)]),
        Entry(
            name: "username without edge or doubled separators",
            pattern: #"^(?=.{3,20}$)(?![_.])(?!.*[_.]{2})[a-zA-Z0-9._]+(?<![_.])$"#,
            cases: [("ann.lee", true), ("_ann", false), ("ann_", false), ("ann__lee", false), ("an", false)]),
        Entry(
            name: "lower-case handle", pattern: #"^(?!.*__)(?!_)[a-z0-9_]{3,15}(?<!_)$"#,
            cases: [("ann_lee", true), ("ann__lee", false), ("_ann", false), ("ann_", false)]),
        Entry(
            name: "Twitter handle", pattern: #"^@?(\w){1,15}$"#,
            cases: [("@ann_lee", true), ("ann_lee", true), ("@" + String(repeating: "a", count: 16), false)]),
        Entry(
            name: "identifier not starting with a digit", pattern: #"^(?!\d)\w+$"#,
            cases: [("name1", true), ("1name", false), ("_x", true)]),
        Entry(
            name: "name in any script", pattern: #"^(?!\s)[\p{L}\p{M}' -]{2,50}(?<!\s)$"#,
            cases: [("Zoë O'Neil", true), ("José", true), (" Ann", false), ("Ann ", false), ("R2D2", false)]),
    ]

    static let others: [Entry] = [
        Entry(
            name: "ISO date", pattern: #"^(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$"#,
            cases: [("2024-02-29", true), ("2024-13-01", false), ("1899-01-01", false)]),
        Entry(
            name: "hex colour", pattern: #"^#(?:[0-9a-fA-F]{3}){1,2}$"#,
            cases: [("#fff", true), ("#A0b1C2", true), ("#ffff", false)]),
        Entry(
            name: "amount", pattern: #"^-?\d+(?:\.\d{1,2})?$"#,
            cases: [("12.50", true), ("-3", true), ("1.234", false)]),
        Entry(
            name: "amount with thousands", pattern: #"^\d{1,3}(?:,\d{3})*(?:\.\d+)?$"#,
            cases: [("1,234,567.89", true), ("1234", false), ("12,34", false)]),
        Entry(
            name: "IPv4", pattern: #"^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$"#,
            cases: [("192.168.0.1", true), ("256.1.1.1", false), ("1.2.3", false)]),
        Entry(
            name: "number not ending in four zeros", pattern: #"^\d+(?<!0000)$"#,
            cases: [("12345", true), ("10000", false), ("0000", false), ("100", true)]),
        Entry(
            name: "thousands separator positions", pattern: #"^\d(?:\B(?=(?:\d{3})+(?!\d))|\d)*$"#,
            cases: [("1234567", true), ("12", true), ("1a", false)]),
        Entry(
            name: "quantity after qty and any spacing", pattern: #"^.*(?<=qty\s*)\d+$"#,
            cases: [("qty 12", true), ("qty12", true), ("amount 12", false), ("qty 1x", false)]),
        Entry(
            name: "hashtag", pattern: #"^#\w+(?<!_)$"#, cases: [("#swift", true), ("#swift_", false), ("#", false)]),
        Entry(
            name: "matching HTML tag", pattern: #"^<(\w+)>.*</\1>$"#, cases: [], refusal: .backReference),
        Entry(name: "digits, possessive", pattern: #"^\d++$"#, cases: [], refusal: .atomicGroup),
        Entry(name: "digits then a letter, atomic", pattern: #"^(?>\d+)[a-z]$"#, cases: [], refusal: .atomicGroup),
    ]

    static let all: [Entry] = passwords + emails + phones + postalCodes + accounts + urls + usernames + others
}
