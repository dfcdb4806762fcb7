import FormaCore

/// The names of the cases, as diagnostics' codes use them: written out, so that reading a
/// code reflects on nothing.
extension DefinitionProblem {
    /// The case's name: `unknownKind` for `.unknownKind("nmber", suggestion: "number")`.
    package var caseName: String {
        switch self {
        case .invalidJSON: "invalidJSON"
        case .invalidUTF8: "invalidUTF8"
        case .tooLarge: "tooLarge"
        case .nestedTooDeeply: "nestedTooDeeply"
        case .missingVersion: "missingVersion"
        case .unsupportedVersion: "unsupportedVersion"
        case .wrongType: "wrongType"
        case .missingKey: "missingKey"
        case .unknownKey: "unknownKey"
        case .duplicateKey: "duplicateKey"
        case .unknownKind: "unknownKind"
        case .unknownValue: "unknownValue"
        case .numberOutOfRange: "numberOutOfRange"
        case .duplicateTag: "duplicateTag"
        case .optionTypeMismatch: "optionTypeMismatch"
        case .duplicateOption: "duplicateOption"
        case .valueMismatch: "valueMismatch"
        case .invalidPattern: "invalidPattern"
        case .boundsReversed: "boundsReversed"
        case .templateNotFound: "templateNotFound"
        case .unknownRule: "unknownRule"
        case .ruleNotApplicable: "ruleNotApplicable"
        case .subFormTooDeep: "subFormTooDeep"
        case .subFormCycle: "subFormCycle"
        case .unknownForm: "unknownForm"
        case .conflictingKeys: "conflictingKeys"
        case .tooManyItems: "tooManyItems"
        case .unknownTag: "unknownTag"
        case .invalidTrait: "invalidTrait"
        case .condition: "condition"
        case .noEquivalent: "noEquivalent"
        case .targetNotFound: "targetNotFound"
        case .importDifference: "importDifference"
        case .notDescribable: "notDescribable"
        }
    }
}
