import Testing

@testable import FormaCore
@testable import FormaDefinitions

/// The one JSON reader: its faults as data (kind and byte offset), its two strictness
/// settings, and the one writer's two layouts.
@Suite("JSON reader and writer")
struct JSONReaderTests {
    static func readError(_ text: String, strict: Bool) -> JSONReadError? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> JSONReadError? in
            do {
                if strict {
                    _ = try JSONNode.read(buffer, options: .strict(maxBytes: 1 << 20, maxDepth: 64))
                } else {
                    _ = try JSONReader<FormValueBuilder>.read(buffer, options: .values)
                }
                return nil
            } catch {
                return error as? JSONReadError
            }
        }
    }

    @Test(arguments: [
        ("{\"a\": }", JSONReadError(offset: 6, .expectedValue, found: .byte(UInt8(ascii: "}")))),
        ("[1, 2", JSONReadError(offset: 5, .expectedCommaOrBracket, found: .end)),
        ("\"a\\qb\"", JSONReadError(offset: 3, .invalidEscape(UInt8(ascii: "q")))),
        ("1e999", JSONReadError(offset: 0, .numberOutOfRange("1e999"))),
        ("{\"a\": 1, \"a\": 2}", JSONReadError(offset: 14, .duplicateKey("a"))),
    ])
    func valuesReportWhatAndWhere(text: String, expected: JSONReadError) {
        #expect(Self.readError(text, strict: false) == expected)
    }

    @Test func strictnessDiffersOnlyWhereTheReadersAlwaysDiffered() {
        // Values take leading zeros and lone surrogates (as U+FFFD); definitions refuse them.
        #expect(Self.readError("01", strict: false) == nil)
        #expect(Self.readError("01", strict: true)?.kind == .leadingZero)
        #expect(Self.readError(#""\uD800""#, strict: false) == nil)
        #expect(Self.readError(#""\uD800""#, strict: true)?.kind == .loneSurrogate)
        #expect(Self.readError(#""\uD800\u0041""#, strict: true)?.kind == .invalidSurrogatePair)
        // Definitions keep every member (duplicates are diagnostics later) and big numbers as text.
        #expect(Self.readError("{\"a\": 1, \"a\": 2}", strict: true) == nil)
        #expect(Self.readError("123456789012345678901234567890", strict: true) == nil)
        #expect(Self.readError("\u{FEFF}1", strict: true) == nil)
        #expect(Self.readError("\u{FEFF}1", strict: false)?.kind == .expectedValue)
    }

    @Test func nodesKeepOffsetsOfValuesAndKeys() throws {
        let bytes = Array(#"{"a": [true, "x"]}"#.utf8)
        let node = try bytes.withUnsafeBufferPointer {
            try JSONNode.read($0, options: .strict(maxBytes: 100, maxDepth: 8))
        }
        guard case .object(let members) = node.value, case .array(let items) = members[0].value.value else {
            Issue.record("expected an object holding an array")
            return
        }
        #expect(node.offset == 0)
        #expect(members[0].keyOffset == 1)
        #expect(members[0].value.offset == 6)
        #expect(items.map(\.offset) == [7, 13])
    }

    @Test func escapedStringsReadTheSameThroughBothBuilders() throws {
        let text = #"["a\tb\u00e9\ud83d\ude00 plain", "\/\\\"", "é🙂"]"#
        let value = try FormValue(json: text)
        #expect(value == .array([.string("a\tbé😀 plain"), .string("/\\\""), .string("é🙂")]))
        #expect(try FormDefinition.readJSON(.init(text.utf8)) == value)
    }

    @Test func oneWriterTwoLayouts() {
        let value: FormValue = ["rows": [["kind": "text", "tag": "a"]], "options": [["value": 1, "title": "One"]]]
        #expect(
            value.jsonString(pretty: true) == """
                {
                  "rows": [
                    {
                      "kind": "text",
                      "tag": "a"
                    }
                  ],
                  "options": [
                    {
                      "value": 1,
                      "title": "One"
                    }
                  ]
                }
                """)
        #expect(
            JSONNode(formValue: value).jsonString(pretty: true) == """
                {
                  "rows": [
                    {
                      "kind": "text",
                      "tag": "a"
                    }
                  ],
                  "options": [
                    {"value": 1, "title": "One"}
                  ]
                }

                """)
        #expect(JSONNode(formValue: value).jsonString(pretty: false) == value.jsonString())
    }
}
