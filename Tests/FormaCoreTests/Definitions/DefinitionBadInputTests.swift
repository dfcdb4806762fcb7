import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

@Suite("Definitions: hostile input")
struct DefinitionBadInputTests {
    func failure(_ bytes: [UInt8], limits: FormDefinition.Limits = FormDefinition.Limits()) -> String {
        do {
            _ = try FormDefinition(data: Data(bytes), limits: limits)
            return "loaded"
        } catch {
            return "\(error)"
        }
    }

    @Test func truncatedJSON() {
        let text = Array(DefinitionFixtures.everything.utf8.prefix(200))
        #expect(failure(text) == "10:20: error: $: invalid JSON: unterminated string")
        #expect(
            failure(Array(#"{"forma": 1, "sections": [{"#.utf8))
                == "1:28: error: $: invalid JSON: expected a quoted key, found the end of the text")
    }

    @Test func textLongerThanTheLimit() {
        let big = [UInt8](repeating: UInt8(ascii: " "), count: (16 << 20) + 1)
        #expect(failure(big) == "error: $: the text is 16777217 bytes long; the limit is 16777216")
    }

    @Test func nestingTenThousandDeep() {
        let deep = Array(String(repeating: "[", count: 10_000).utf8)
        #expect(failure(deep) == "1:65: error: $: nested deeper than 64 levels")
        let deepValue = Array(
            (#"{"forma": 1, "sections": [{"rows": [{"kind": "text", "value": "# + String(repeating: "[", count: 10_000))
                .utf8)
        #expect(failure(deepValue).hasSuffix("nested deeper than 64 levels"))
    }

    @Test func invalidUTF8() {
        var bytes = Array(#"{"forma": 1, "title": "caf"#.utf8)
        bytes += [0xC3, 0x28]
        bytes += Array(#"", "sections": []}"#.utf8)
        #expect(failure(bytes) == "1:27: error: $: the text is not valid UTF-8")
        #expect(failure([0xED, 0xA0, 0x80]) == "1:1: error: $: the text is not valid UTF-8")
        #expect(failure([0xF4, 0x90, 0x80, 0x80]) == "1:1: error: $: the text is not valid UTF-8")
        #expect(failure(Array("\u{FEFF}{\"forma\": 1, \"sections\": []}".utf8)) == "loaded")
    }

    @Test func loneSurrogateEscapes() {
        #expect(failure(Array(#"["\ud800"]"#.utf8)).contains("lone surrogate"))
    }

    /// Truncations and byte flips of a real definition, from a fixed seed: each is read and
    /// loaded without trapping, and every failure is a diagnostic.
    @Test func mutatedDefinitionsNeverTrap() {
        var generator = SplitMix(seed: 0x5EED)
        let original = Array(DefinitionFixtures.everything.utf8)
        let rounds = ProcessInfo.processInfo.environment["FORMA_LONG"] == "1" ? 20_000 : 200
        for _ in 0..<rounds {
            var bytes = original
            switch generator.next() % 3 {
            case 0: bytes = Array(bytes.prefix(Int(generator.next() % UInt64(bytes.count))))
            case 1:
                for _ in 0..<4 {
                    bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
                }
            default:
                let i = Int(generator.next() % UInt64(bytes.count))
                bytes.insert(contentsOf: Array(#"{"kind": "x", "tag": "title"}"#.utf8), at: i)
            }
            do {
                let result = try FormDefinition(data: Data(bytes)).load()
                #expect(result.form != nil || result.diagnostics.contains(where: \.isError))
            } catch let error as DefinitionError {
                #expect(!error.diagnostics.isEmpty)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}

/// A small seeded generator for repeatable fuzzing.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
