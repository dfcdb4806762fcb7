import Testing

@testable import FormaCore

/// The writer recurses for ordinary nesting and continues on its own stack past a depth:
/// both spell the same text, in every layout.
@Suite struct JSONWriterTests {
    /// SplitMix64, seeded, so that every tree can be made again.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func node(depth: Int, maxDepth: Int, _ random: inout Generator) -> JSONNode {
        let choice = depth >= maxDepth ? Int.random(in: 0..<4, using: &random) : Int.random(in: 0..<7, using: &random)
        switch choice {
        case 0: return JSONNode(.null)
        case 1: return JSONNode(.int(Int.random(in: -9...99, using: &random)))
        case 2: return JSONNode(.string(["a", "\"q\"", "x\ny", "kind"].randomElement(using: &random) ?? ""))
        case 3: return JSONNode(.double(2.5))
        case 4, 5:
            let count = depth < 3 ? Int.random(in: 0...4, using: &random) : Int.random(in: 0...2, using: &random)
            let keys = ["kind", "tag", "title", "rows", "value"]
            return JSONNode(
                .object(
                    (0..<count).map { i in
                        JSONMember(keys[i % keys.count], node(depth: depth + 1, maxDepth: maxDepth, &random))
                    }))
        default:
            let count = Int.random(in: 0...3, using: &random)
            return JSONNode(.array((0..<count).map { _ in node(depth: depth + 1, maxDepth: maxDepth, &random) }))
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func recursionAndTheWritersStackSpellTheSameText(seed: UInt64) {
        var random = Generator(state: seed)
        for _ in 0..<40 {
            let root = Self.node(depth: 0, maxDepth: Int.random(in: 1...90, using: &random), &random)
            for (pretty, layout) in [(false, JSONWriter.Layout.expanded), (true, .expanded), (true, .definition)] {
                let writer = JSONWriter(pretty: pretty, layout: layout)
                var iterative = ""
                writer.writeIteratively(root, depth: 0, inline: false, into: &iterative)
                #expect(writer.string(root) == iterative)
            }
        }
    }

    @Test func aValueNestedFarPastTheRecursionDepthIsWritten() throws {
        var value = FormValue.int(1)
        for _ in 0..<2_000 { value = .array([value]) }
        let text = value.jsonString()
        #expect(text.utf8.count == 4_001)
        #expect(text == String(repeating: "[", count: 2_000) + "1" + String(repeating: "]", count: 2_000))
    }
}
