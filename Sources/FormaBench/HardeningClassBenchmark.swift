import FormaCore
import LinearRegex

/// Two class-heavy patterns under `(?i)` on a 1,000,000-character text: a class of 4,000
/// distinct scalars (every other one from U+0100; thousands of ranges once closed over
/// case) and a class of 580 empty properties (`\P{Any}`), each followed by `|z`. The text
/// is CJK ideographs that neither class holds, cycling through 500 of them, and ends in
/// the `z` that decides the search. Each class test must cost about log2 of its ranges,
/// not its size. Returns the worse of the two medians, in milliseconds.
func classWorstMilliseconds(quick: Bool) -> Double {
    let scalars = (0..<4_000).compactMap { Unicode.Scalar(0x100 + 2 * $0) }
    let patterns = [
        "(?i)[" + String(String.UnicodeScalarView(scalars)) + "]|z",
        "(?i)[" + String(repeating: "\\P{Any}", count: 580) + "]|z",
    ]
    let length = 1_000_000
    var view = String.UnicodeScalarView()
    for index in 0..<length - 1 {
        if let scalar = Unicode.Scalar(0x4E00 + UInt32(index % 500)) { view.append(scalar) }
    }
    view.append("z")
    let text = String(view)
    let expected = text.unicodeScalars.index(before: text.endIndex)..<text.endIndex
    var worst = 0.0
    for pattern in patterns {
        let regex: RegularExpression
        do {
            regex = try RegularExpression(pattern)
        } catch {
            require(false, "a class-heavy pattern does not compile: \(error)")
            return 0
        }
        var found: Range<String.Index>?
        let ms = medianMilliseconds(repetitions: quick ? 3 : 11, warmup: 1) {
            do {
                found = try regex.firstMatch(in: text)
            } catch {
                require(false, "a class-heavy pattern refused the text: \(error)")
            }
        }
        require(found == expected, "a class-heavy pattern did not find the final z alone")
        print("class pattern \(pattern.unicodeScalars.count) scalars ms=\(fixed(ms))")
        worst = max(worst, ms)
    }
    return worst
}
