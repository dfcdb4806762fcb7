import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

/// Lines and columns of definition diagnostics: their unit (characters), and the work of
/// finding them when many problems share one long line.
@Suite("Definitions: locations")
struct DefinitionLocationTests {
    /// A definition on one line whose `count` rows each have an unknown kind; the titles hold
    /// non-ASCII text so that columns are counted in characters, not bytes.
    static func oneLine(rows count: Int) -> String {
        let rows = (0..<count).map { #"{"title": "Größe 👍🏽 \#($0)", "kind": "nmber"}"# }
        return #"{"forma": 1, "sections": [{"rows": ["# + rows.joined(separator: ", ") + "]}]}"
    }

    /// 20,000 problems on one line took seconds: each column was found by decoding the line
    /// from its start. The locator's work (bytes it reads) must stay linear in the text and
    /// the number of problems.
    @Test func manyProblemsOnOneLineAreLocatedInLinearWork() throws {
        let count = 20_000
        let text = Self.oneLine(rows: count)
        var work = 0
        let result = try FormDefinition(json: text).load(registry: DefinitionRegistry(), locatorWork: &work)
        #expect(result.diagnostics.count == count)
        #expect(work <= 4 * text.utf8.count + 512 * count, "the locator read \(work) bytes")
        // The last problem's column is the characters before its value, plus one.
        let last = try #require(result.details.last?.location)
        let prefix = try #require(text.range(of: #""nmber"}]}]}"#)).lowerBound
        #expect(last == SourceLocation(line: 1, column: text[..<prefix].count + 1))
    }

    /// 20,000 duplicate keys in one object on one line, each reported where its key is.
    @Test func manyDuplicateKeysOnOneLineAreLocatedInLinearWork() throws {
        let count = 20_000
        let text =
            #"{"forma": 1, "sections": [], "#
            + Array(repeating: #""title": "é""#, count: count).joined(separator: ", ") + "}"
        var work = 0
        let result = try FormDefinition(json: text).load(registry: DefinitionRegistry(), locatorWork: &work)
        let duplicates = result.details.filter { $0.problem == .duplicateKey("title") }
        #expect(duplicates.count == count - 1)
        #expect(work <= 4 * text.utf8.count + 512 * count, "the locator read \(work) bytes")
        #expect(duplicates.first?.location == SourceLocation(line: 1, column: 44))
    }

    /// Columns count characters (grapheme clusters), as they always have: an accented letter,
    /// an emoji with a skin tone and a flag are one column each.
    @Test(arguments: [
        (#"{"forma": 1, "title": "é", "sections": [{"rows": [{"kind": "nmber"}]}]}"#, 60),
        (#"{"forma": 1, "title": "👍🏽🇫🇷", "sections": [{"rows": [{"kind": "nmber"}]}]}"#, 61),
        (#"{"forma": 1, "title": "e\#u{301}\#u{301}", "sections": [{"rows": [{"kind": "nmber"}]}]}"#, 60),
    ])
    func columnsCountCharacters(text: String, column: Int) throws {
        let result = try FormDefinition(json: text).load()
        #expect(result.details.map(\.location) == [SourceLocation(line: 1, column: column)])
    }

    /// Lines are counted from 1 across `\n` and `\r\n`; a column restarts on each line, and a
    /// line of long non-ASCII text before the problem does not shift it.
    @Test func linesAndColumnsAcrossLineBreaks() throws {
        let long = String(repeating: "ü", count: 3_000)
        let text = "{\"forma\": 1,\r\n\"title\": \"\(long)\",\n  \"sections\": [{\"rows\": [\n{\"kind\": \"nmber\"}]}]}"
        let result = try FormDefinition(json: text).load()
        #expect(result.details.map(\.location) == [SourceLocation(line: 4, column: 10)])
    }
}
