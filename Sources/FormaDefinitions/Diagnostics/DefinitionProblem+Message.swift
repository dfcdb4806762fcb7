import FormaCore

extension DefinitionProblem {
    /// The problem in words, on one line.
    package var message: String {
        switch self {
        case .invalidJSON(let text): return "invalid JSON: \(text)"
        case .invalidUTF8: return "the text is not valid UTF-8"
        case .tooLarge(let bytes, let limit): return "the text is \(bytes) bytes long; the limit is \(limit)"
        case .nestedTooDeeply(let limit): return "nested deeper than \(limit) levels"
        case .missingVersion: return "missing the version key \"forma\" (write \"forma\": \(FormDefinition.version))"
        case .unsupportedVersion(let found, let supported):
            return "unsupported version \(found); this library reads version \(supported)"
        case .wrongType(let expected, let found): return "expected \(expected), found \(found)"
        case .missingKey(let key): return "missing required key '\(key)'"
        case .unknownKey(let key, let suggestion): return "unknown key '\(key)'" + Self.didYouMean(suggestion)
        case .duplicateKey(let key): return "duplicate key '\(key)'"
        case .unknownKind(let kind, let suggestion): return "unknown kind '\(kind)'" + Self.didYouMean(suggestion)
        case .unknownValue(let word, let expected, let suggestion):
            let list = expected.count <= 12 ? " (expected one of: \(expected.joined(separator: ", ")))" : ""
            return suggestion != nil
                ? "unknown value '\(word)'" + Self.didYouMean(suggestion) : "unknown value '\(word)'\(list)"
        case .numberOutOfRange(let text): return "the number \(text) is out of range"
        case .duplicateTag(let tag, let first): return "duplicate tag '\(tag)'; first used at \(first)"
        case .optionTypeMismatch(let expected, let found):
            return "option value is \(found), but the row's options hold \(expected)"
        case .duplicateOption(let value): return "two options have the value \(value)"
        case .valueMismatch(let reason): return ValueError(tag: nil, reason: reason).description
        case .invalidPattern(let pattern, let reason): return "the pattern \(pattern) cannot be used: \(reason)"
        case .boundsReversed(let minimum, let maximum):
            return "the minimum \(minimum) is greater than the maximum \(maximum)"
        case .templateNotFound(let name, let suggestion):
            return "the template names row '\(name)', which the section does not have" + Self.didYouMean(suggestion)
        case .unknownRule(let rule, let suggestion): return "unknown rule '\(rule)'" + Self.didYouMean(suggestion)
        case .ruleNotApplicable(let rule, let kind): return "rule '\(rule)' does not apply to a \(kind) row"
        case .unknownTag(let tag, let suggestion): return "unknown tag '\(tag)'" + Self.didYouMean(suggestion)
        case .invalidTrait(let text): return text
        case .subFormTooDeep(let limit):
            return "sub-forms nest deeper than \(limit) levels (repeatable sections' items count as a level)"
        case .subFormCycle(let names):
            return "the form '\(names.first ?? "")' holds itself: " + names.map { "'\($0)'" }.joined(separator: " → ")
        case .unknownForm(let name, let suggestion):
            return "no form named '\(name)' in the document's 'forms'" + Self.didYouMean(suggestion)
        case .conflictingKeys(let a, let b): return "'\(a)' and '\(b)' cannot be given together"
        case .tooManyItems(let count, let limit): return "\(count) items, more than maxItems \(limit)"
        case .condition(let diagnostic): return ConditionDiagnostic.oneLine(diagnostic.message)
        case .noEquivalent(let what): return "\(what) has no equivalent in Forma and is left out"
        case .targetNotFound(let id, let suggestion):
            return "the target names '\(id)', which no field or section has" + Self.didYouMean(suggestion)
        case .importDifference(let text): return text
        case .notDescribable(let what): return "\(what) cannot be described in a definition"
        }
    }

    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
