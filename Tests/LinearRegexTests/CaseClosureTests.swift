import Foundation
import Testing

@testable import LinearRegex

/// The case classes `(?i)` closes classes over, against ICU's own closure of every scalar
/// that has a case (`NSRegularExpression` with `(?i)[x]`), and the classes people meet.
@Suite struct CaseClosureTests {
    /// Scalars with case, as far as the local ICU knows them (the standard library may know
    /// a newer Unicode, whose additions ICU cannot be asked about).
    static func casedScalarsKnownToICU() throws -> [UInt32] {
        let assigned = try NSRegularExpression(pattern: "\\P{Cn}")
        return (0..<CaseClosure.casedLimit).filter { value in
            guard let scalar = Unicode.Scalar(value) else { return false }
            let properties = scalar.properties
            guard properties.isCased || properties.changesWhenCaseMapped || properties.changesWhenCaseFolded else {
                return false
            }
            let text = String(Character(scalar))
            return assigned.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
        }
    }

    /// For every scalar with case, the scalars `(?i)[x]` matches are its class in the table
    /// (or itself alone), exactly as ICU finds them among all scalars with case.
    @Test func everyCaseClassIsICUs() throws {
        let candidates = try Self.casedScalarsKnownToICU()
        let known = Set(candidates)
        let text = String(String.UnicodeScalarView(candidates.compactMap(Unicode.Scalar.init)))
        var scalarAtUTF16: [Int: UInt32] = [:]
        var offset = 0
        for value in candidates {
            scalarAtUTF16[offset] = value
            offset += value > 0xFFFF ? 2 : 1
        }
        let table = CaseClosure.shared
        var disagreements: [String] = []
        var asked = Set<UInt32>()
        for value in candidates where !asked.contains(value) {
            let members = table.members(of: value).map(Array.init) ?? [value]
            asked.formUnion(members)
            let regex = try NSRegularExpression(pattern: String(format: "(?i)[\\x{%X}]", value))
            var icu = Set<UInt32>()
            regex.enumerateMatches(in: text, range: NSRange(location: 0, length: offset)) { match, _, _ in
                if let match, let found = scalarAtUTF16[match.range.location] { icu.insert(found) }
            }
            if icu != Set(members).intersection(known) {
                let hex = { (values: Set<UInt32>) in
                    values.sorted().map { String($0, radix: 16) }.joined(separator: " ")
                }
                disagreements.append("\(String(value, radix: 16)): ICU \(hex(icu)), table \(hex(Set(members)))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20).joined(separator: "\n"))")
        #expect(asked.count > 2_000)
    }

    /// The table reads scalars below ``CaseClosure/casedLimit`` only; nothing above has a case.
    @Test func noScalarAboveTheLimitHasCase() {
        let cased = (CaseClosure.casedLimit...0x10FFFF).first { value in
            Unicode.Scalar(value).map { $0.properties.changesWhenCaseMapped || $0.properties.isCased } ?? false
        }
        #expect(cased == nil)
    }

    /// Classes of three or more, and the Turkic letters on their own.
    @Test(arguments: [
        ("s", [0x53, 0x73, 0x17F]), ("k", [0x4B, 0x6B, 0x212A]), ("ω", [0x3A9, 0x3C9, 0x2126]),
        ("å", [0xC5, 0xE5, 0x212B]), ("σ", [0x3A3, 0x3C2, 0x3C3]), ("ǅ", [0x1C4, 0x1C5, 0x1C6]),
        ("θ", [0x398, 0x3B8, 0x3D1, 0x3F4]), ("i", [0x49, 0x69]), ("ı", [0x131]), ("İ", [0x130]), ("1", [0x31]),
    ])
    func classesOfNote(scalar: String, members: [UInt32]) throws {
        let value = try #require(scalar.unicodeScalars.first?.value)
        #expect(CaseClosure.shared.members(of: value).map(Array.init) ?? [value] == members)
    }
}
