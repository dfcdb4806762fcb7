import Foundation
import Testing

@testable import FormaCore

/// JSON that once trapped or overflowed the stack.
@Suite struct JSONHardeningTests {
    /// `"\uD800\u0041"` trapped with an arithmetic overflow.
    @Test func highSurrogateBeforeANonLowEscape() throws {
        #expect(try FormValue(json: #""\uD800\u0041""#) == .string("\u{FFFD}A"))
        #expect(try FormValue(json: #""\uD800\uD83D\uDE00""#) == .string("\u{FFFD}😀"))
        #expect(try FormValue(json: #""\uD83D\uDE00""#) == .string("😀"))
        #expect(try FormValue(json: #""\uDC00x""#) == .string("\u{FFFD}x"))
    }

    /// `jsonString()` on a value nested 100,000 deep, built in code, overflowed the stack.
    /// The value is built and freed on a large stack (its own teardown is recursive); the
    /// writing happens on a 512 KiB one.
    @Test func valueNestedAHundredThousandDeepIsWritten() {
        let length = StackThread.run(stackSize: StackThread.large) { () -> Int in
            var value: FormValue = 1
            for i in 0..<100_000 { value = i % 2 == 0 ? .array([value]) : .object(["k": value]) }
            // The small thread reads the value through a box emptied here afterwards: a
            // thread keeps its closure alive, and the value's last release must not happen
            // on the small stack.
            let box = SharedValue(value)
            let text = StackThread.run(stackSize: StackThread.small) { box.read()?.jsonString() ?? "" }
            box.clear()
            guard text.hasPrefix(#"{"k":[{"k":["#), text.hasSuffix("]}]}") else { return -1 }
            return text.utf8.count
        }
        #expect(length == 50_000 * 2 + 50_000 * 6 + 1)
    }

    @Test func prettyWritingKeepsItsLayout() {
        let value: FormValue = ["a": [1, 2], "b": [:], "c": []]
        #expect(value.jsonString(pretty: true) == "{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": {},\n  \"c\": []\n}")
        #expect(value.jsonString() == #"{"a":[1,2],"b":{},"c":[]}"#)
    }

    @Test func parsingDeeperThanTheLimitIsAnError() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONError.self) { try FormValue(json: deep) }
    }
}
