import Testing

@testable import FormaCore

@Suite("JSON: UTF-8 check")
struct UTF8CheckTests {
    func firstInvalid(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Check.firstInvalidOffset($0) }
    }

    /// ASCII is skipped eight bytes at a time: a bad byte is found at every place in and
    /// after such runs, and at the very end.
    @Test func aBadByteIsFoundAtEveryOffsetAroundASCIIRuns() {
        for before in 0..<26 {
            for after in [0, 1, 7, 8, 9] {
                for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xC3]] {
                    let bytes =
                        [UInt8](repeating: UInt8(ascii: "a"), count: before) + bad
                        + [UInt8](repeating: UInt8(ascii: "b"), count: after)
                    #expect(firstInvalid(bytes) == before, "\(before) ASCII bytes, then \(bad), then \(after)")
                }
            }
        }
    }

    @Test func wellFormedTextMixingASCIIAndLongerSequencesPasses() {
        let text = String(repeating: "plain ascii é 日本 🙂 ", count: 9)
        #expect(firstInvalid(Array(text.utf8)) == nil)
        #expect(firstInvalid([]) == nil)
        // A bad byte after multi-byte characters and a long ASCII run.
        let bytes = Array("é日🙂".utf8) + [UInt8](repeating: 0x20, count: 17) + [0x80]
        #expect(firstInvalid(bytes) == bytes.count - 1)
    }
}
