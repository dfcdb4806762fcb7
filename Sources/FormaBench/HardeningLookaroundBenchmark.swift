import Foundation
import LinearRegex

/// What the look-around part of the hardening benchmark measured.
struct LookaroundFigures {
    /// The slowest pattern's median, search then whole match, on 10,000 `a`s, in milliseconds.
    var worstMilliseconds: Double
    var worstPattern: String
    /// The longest text (doubling from 8 characters) on which `NSRegularExpression` finished
    /// a search of every pattern it accepts within a second.
    var icuLongest: Int
    /// The pattern that stopped it.
    var icuSlowestPattern: String
}

/// Patterns with look-arounds on 10,000 `a`s that none of them matches: a password rule,
/// a look-ahead inside a loop, an unbounded look-behind, a look-ahead over an ambiguous
/// loop, and 20 nested look-aheads. Then `NSRegularExpression` on the same patterns
/// (those it accepts: ICU refuses unbounded look-behind), doubling the text from 8
/// characters until one search takes over a second or the pattern's share of the probe's
/// budget is spent.
func lookaroundFigures(quick: Bool) -> LookaroundFigures {
    let patterns = [
        #"^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$"#, "((?=a*b)a)*c", "(?<=a*)b", "(?=(a|aa)*c)",
        String(repeating: "(?=.*a", count: 20) + String(repeating: ")", count: 20) + "b",
    ]
    let length = 10_000
    let text = String(repeating: "a", count: length)
    var worst = 0.0
    var worstPattern = ""
    for pattern in patterns {
        let regex: RegularExpression
        do {
            regex = try RegularExpression(pattern)
        } catch {
            require(false, "\(pattern) does not compile: \(error)")
            return LookaroundFigures(worstMilliseconds: 0, worstPattern: "", icuLongest: 0, icuSlowestPattern: "")
        }
        var matched = true
        let ms = medianMilliseconds(repetitions: quick ? 3 : 11, warmup: 1) {
            matched = lookaroundSearch(regex, text) || lookaroundWhole(regex, text)
        }
        require(!matched, "\(pattern) matched a text it must not match")
        print("lookaround \(pattern) ms=\(fixed(ms))")
        if ms > worst { (worst, worstPattern) = (ms, pattern) }
    }

    // NSRegularExpression, doubling the text until one search takes over a second.
    // The budget is shared out equally, so that a pattern ICU runs fast on long texts
    // leaves the others their share.
    let probeBudget = (quick ? 3_000.0 : 6_000.0) / Double(patterns.count)
    let clock = ContinuousClock()
    var longest = 1 << 20
    var slowest = ""
    for pattern in patterns {
        let probeStart = clock.now
        let ns: NSRegularExpression
        do {
            ns = try NSRegularExpression(pattern: pattern)
        } catch {
            print("icu_probe \(pattern) refused by NSRegularExpression")
            continue
        }
        var size = 8
        var finished = 0
        while size <= longest {
            let spent = clock.now - probeStart
            let left =
                probeBudget - Double(spent.components.seconds) * 1e3 - Double(spent.components.attoseconds) / 1e15
            guard left > 0,
                let result = nsSearch(ns, String(repeating: "a", count: size), budgetMilliseconds: min(1_000, left))
            else { break }
            require(!result.found, "\(pattern): NSRegularExpression found a match the engine did not")
            if result.milliseconds > 1_000 { break }
            finished = size
            size *= 2
        }
        print("icu_probe \(pattern) longest_chars=\(finished)")
        if finished < longest { (longest, slowest) = (finished, pattern) }
    }
    return LookaroundFigures(
        worstMilliseconds: worst, worstPattern: worstPattern, icuLongest: longest, icuSlowestPattern: slowest)
}

private func lookaroundSearch(_ regex: RegularExpression, _ text: String) -> Bool {
    do {
        return try regex.firstMatch(in: text) != nil
    } catch {
        require(false, "\(regex.pattern): \(error)")
        return false
    }
}

private func lookaroundWhole(_ regex: RegularExpression, _ text: String) -> Bool {
    do {
        return try regex.wholeMatch(text)
    } catch {
        require(false, "\(regex.pattern): \(error)")
        return false
    }
}
