/// A line-by-line difference between an expected and an actual text, for failure messages:
/// lines both share start with two spaces, lines only expected with `- `, lines only found
/// with `+ `. In changed lines, characters a reader cannot tell apart from others (tabs,
/// no-break spaces, control characters) are written as `\u{…}` escapes.
///
/// The longest common subsequence is computed when the texts are short enough
/// (``maximumCells`` line pairs); longer texts are compared line by line, position against
/// position, so a huge screen costs linear time.
enum LineDiff {
    /// The most line pairs compared for the longest common subsequence.
    static let maximumCells = 1_000_000

    /// The difference, one marked line per output line.
    static func lines(expected: [String], actual: [String]) -> [String] {
        guard expected.count * actual.count <= maximumCells else { return positional(expected, actual) }
        // lengths[i][j]: the longest common subsequence of expected[i...] and actual[j...].
        var lengths = [[Int]](
            repeating: [Int](repeating: 0, count: actual.count + 1), count: expected.count + 1)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    expected[i] == actual[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var output: [String] = []
        var i = 0
        var j = 0
        while i < expected.count || j < actual.count {
            if i < expected.count, j < actual.count, expected[i] == actual[j] {
                output.append("  " + expected[i])
                i += 1
                j += 1
            } else if i < expected.count, j == actual.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                output.append("- " + visible(expected[i]))
                i += 1
            } else {
                output.append("+ " + visible(actual[j]))
                j += 1
            }
        }
        return output
    }

    private static func positional(_ expected: [String], _ actual: [String]) -> [String] {
        var output: [String] = []
        for index in 0..<max(expected.count, actual.count) {
            let old = index < expected.count ? expected[index] : nil
            let new = index < actual.count ? actual[index] : nil
            if old == new, let old {
                output.append("  " + old)
                continue
            }
            if let old { output.append("- " + visible(old)) }
            if let new { output.append("+ " + visible(new)) }
        }
        return output
    }

    /// The line with invisible or look-alike characters escaped.
    static func visible(_ line: String) -> String {
        var text = ""
        for scalar in line.unicodeScalars {
            let invisible =
                scalar != " "
                && (scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                    || scalar.properties.generalCategory == .format)
            text += invisible ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return text
    }
}
