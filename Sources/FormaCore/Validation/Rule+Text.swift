import Foundation

extension Validator where Self == Rule<String> {
    /// At least `count` characters (key `min_length`).
    ///
    /// ```swift
    /// PasswordRow("password") { $0.add(.minLength(8)) }
    /// ```
    public static func minLength(_ count: Int) -> Rule<String> {
        Rule(ValidationRule(ValidationRule.minLength, arguments: [String(count)])) { value, _ in
            TextLength.hasAtLeast(count, value ?? "")
        }
    }

    /// At most `count` characters (key `max_length`).
    public static func maxLength(_ count: Int) -> Rule<String> {
        Rule(ValidationRule(ValidationRule.maxLength, arguments: [String(count)])) { value, _ in
            TextLength.hasAtMost(count, value ?? "")
        }
    }

    /// Exactly `count` characters (key `exact_length`).
    public static func exactLength(_ count: Int) -> Rule<String> {
        Rule(ValidationRule(ValidationRule.exactLength, arguments: [String(count)])) { value, _ in
            value.map { TextLength.hasAtLeast(count, $0) && TextLength.hasAtMost(count, $0) } ?? false
        }
    }

    /// An email address: one `@`, a local part without spaces, a domain of dot-separated
    /// labels ending in a top-level domain of two or more letters (key `email`).
    public static var email: Rule<String> {
        Rule(ValidationRule(ValidationRule.email)) { value, _ in EmailAddress.isValid(value ?? "") }
    }

    /// An absolute `http` or `https` address with a host (key `url`).
    public static var url: Rule<String> {
        Rule(ValidationRule(ValidationRule.url)) { value, _ in WebAddress.isValid(value ?? "") }
    }

    /// The whole text must match a regular expression (key `format`).
    ///
    /// Patterns may come from untrusted definitions, so the work is bounded: a pattern
    /// longer than ``PatternLimits/maxPatternLength``, with a quantified group that itself
    /// contains a quantifier (`(a+)+`, the shape of catastrophic backtracking), or with a
    /// back-reference is refused, and text longer than ``PatternLimits/maxInputLength``
    /// fails without being matched. A refused pattern fails every non-empty value with a
    /// message that says why, so the problem is visible rather than silent.
    ///
    /// ```swift
    /// ZipCodeRow("zip") { $0.add(.pattern("[0-9]{5}")) }
    /// ```
    public static func pattern(_ pattern: String, message: String? = nil) -> Rule<String> {
        let compiled = SafePattern.compile(pattern)
        let rule = ValidationRule(ValidationRule.format, arguments: [pattern])
        switch compiled {
        case .success(let safe):
            return Rule(rule, message: message) { value, _ in safe.matches(value ?? "") }
        case .failure(let problem):
            return Rule(rule, message: "The pattern \(pattern) cannot be used: \(problem)") { _, _ in false }
        }
    }
}

/// The bounds that keep pattern validation fast on any input.
public enum PatternLimits {
    /// Longest pattern accepted.
    public static let maxPatternLength = 500
    /// Longest text matched; longer text fails.
    public static let maxInputLength = 1_000
}

/// A regular expression checked for shapes that backtrack catastrophically.
struct SafePattern: Sendable {
    /// The checked pattern; compiled for each match because `Regex` is not `Sendable`.
    private let pattern: String

    static func check(_ pattern: String) -> String? {
        if pattern.count > PatternLimits.maxPatternLength {
            return "it is longer than \(PatternLimits.maxPatternLength) characters"
        }
        var groupHasQuantifier: [Bool] = []
        var escaped = false
        var inClass = false
        var lastClosedGroupHadQuantifier = false
        for character in pattern {
            defer { if character != ")" { lastClosedGroupHadQuantifier = false } }
            if escaped {
                escaped = false
                if character.isNumber, character != "0" { return "back-references are not allowed" }
                continue
            }
            switch character {
            case "\\": escaped = true
            case "[": inClass = true
            case "]": inClass = false
            case "(" where !inClass: groupHasQuantifier.append(false)
            case ")" where !inClass:
                let inner = groupHasQuantifier.popLast() ?? false
                if inner, let last = groupHasQuantifier.indices.last { groupHasQuantifier[last] = true }
                lastClosedGroupHadQuantifier = inner
                continue
            case "*", "+", "?", "{":
                if inClass { continue }
                if lastClosedGroupHadQuantifier, character != "?" {
                    return "a repeated group contains a repetition, which can take exponential time"
                }
                if let last = groupHasQuantifier.indices.last, character != "?" { groupHasQuantifier[last] = true }
            default: break
            }
        }
        return nil
    }

    static func compile(_ pattern: String) -> Result<SafePattern, PatternProblem> {
        if let problem = check(pattern) { return .failure(PatternProblem(text: problem)) }
        do {
            _ = try Regex(pattern)
            return .success(SafePattern(pattern: pattern))
        } catch {
            return .failure(PatternProblem(text: "it is not a valid regular expression"))
        }
    }

    func matches(_ text: String) -> Bool {
        guard TextLength.hasAtMost(PatternLimits.maxInputLength, text) else { return false }
        guard let regex = try? Regex(pattern) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }
}

/// Why a pattern was refused.
struct PatternProblem: Error, Sendable, CustomStringConvertible {
    var text: String
    var description: String { text }
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
