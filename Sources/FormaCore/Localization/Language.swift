import Foundation

/// A language the library ships its words in.
package enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case japanese = "ja"
    case chinese = "zh"

    /// The language of a locale's identifier (`de_CH`, `fr-CA`, `zh_Hans_CN`), English when
    /// none is shipped. Chinese in any script gets the Simplified Chinese words.
    package init(_ locale: Locale) {
        let code = locale.identifier.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).first
        self = code.flatMap { Language(rawValue: String($0)) } ?? .english
    }
}
