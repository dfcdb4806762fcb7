import Foundation
internal import LinearRegex

extension Validator where Self == Rule<String> {
    /// At least `count` characters (key `min_length`).
    ///
    /// ```swift
    /// PasswordRow("password") { $0.add(.minLength(8)) }
    /// ```
    public static func minLength(_ count: Int) -> Rule<String> {
        Rule(RuleKind.minLength.with(String(count))) { value, _ in
            TextLength.hasAtLeast(count, value ?? "")
        }
    }

    /// At most `count` characters (key `max_length`).
    public static func maxLength(_ count: Int) -> Rule<String> {
        Rule(RuleKind.maxLength.with(String(count))) { value, _ in
            TextLength.hasAtMost(count, value ?? "")
        }
    }

    /// Exactly `count` characters (key `exact_length`).
    public static func exactLength(_ count: Int) -> Rule<String> {
        Rule(RuleKind.exactLength.with(String(count))) { value, _ in
            value.map { TextLength.hasAtLeast(count, $0) && TextLength.hasAtMost(count, $0) } ?? false
        }
    }

    /// An email address: one `@`, a local part without spaces, a domain of dot-separated
    /// labels ending in a top-level domain of two or more letters (key `email`).
    public static var email: Rule<String> {
        Rule(RuleKind.email) { value, _ in EmailAddress.isValid(value ?? "") }
    }

    /// An absolute `http` or `https` address with a host (key `url`).
    public static var url: Rule<String> {
        Rule(RuleKind.url) { value, _ in WebAddress.isValid(value ?? "") }
    }

    /// The whole text must match a regular expression (key `format`).
    ///
    /// Patterns may come from untrusted definitions, so they run on LinearRegex's `RegularExpression`,
    /// whose matching time is linear in the text whatever the pattern. A pattern it refuses
    /// (back-references, atomic groups, a pattern past its limits, a syntax error) fails
    /// every value with a message saying why and where — in place of `message`, and of one
    /// set later with ``Rule/message(_:)`` — so the problem is visible rather than silent;
    /// text longer than the pattern's `maxInputLength`
    /// fails without being matched.
    ///
    /// ```swift
    /// ZipCodeRow("zip") { $0.add(.pattern("[0-9]{5}")) }
    /// ```
    public static func pattern(_ pattern: String, message: String? = nil) -> Rule<String> {
        let kind = RuleKind.format.with(pattern)
        do {
            let regex = try RegularExpression.cached(pattern)
            return Rule(kind, message: message) { value, _ in
                do {
                    return try regex.wholeMatch(value ?? "")
                } catch {
                    return false // longer than the pattern may match: documented to fail
                }
            }
        } catch {
            // The reason stays in the failure whatever message the app gives, now or later.
            let position = (error as? RegularExpressionError)?.position
            return Rule(kind, message: message) { _, _ in false }
                .refused(
                    "The pattern \(pattern) cannot be used: \(error)",
                    pattern: RefusedPattern(pattern: pattern, reason: "\(error)", scalarOffset: position))
        }
    }
}

/// Character-count checks that stop as soon as the answer is known: a string has at least
/// as many UTF-8 bytes as characters, so its byte count (O(1)) often decides, and otherwise
/// no more than `count + 1` characters are walked.
enum TextLength {
    /// `true` if `text` has at least `count` characters.
    static func hasAtLeast(_ count: Int, _ text: String) -> Bool {
        if count <= 0 { return true }
        if text.utf8.count < count { return false }
        var seen = 0
        for _ in text {
            seen += 1
            if seen >= count { return true }
        }
        return false
    }

    /// `true` if `text` has at most `count` characters.
    static func hasAtMost(_ count: Int, _ text: String) -> Bool {
        if text.utf8.count <= count { return true }
        var seen = 0
        for _ in text {
            seen += 1
            if seen > count { return false }
        }
        return true
    }
}

extension Validator where Self == Rule<URL> {
    /// An absolute `http` or `https` address with a host (key `url`), for rows that hold a
    /// `URL`: the same check as the text rule of that name.
    ///
    /// ```swift
    /// URLRow("homepage") { $0.add(.url) }
    /// ```
    public static var url: Rule<URL> {
        Rule(RuleKind.url) { value, _ in WebAddress.isValid(value?.absoluteString ?? "") }
    }
}
