import FormaCore
import Foundation
import LinearRegex

/// Catastrophic-backtracking patterns on 10,000-character inputs through the linear-time
/// engine and through `NSRegularExpression` (stopped after a budget, as it backtracks
/// exponentially), the same patterns through both on a short input that ICU finishes,
/// "did you mean" over 1,000 long unknown keys, a definition with 20,000 problems on one
/// line, and a megabyte pasted into a terminal text field. Patterns with look-arounds join
/// the table's worst (see `lookaroundFigures(quick:)`), and ICU's limit on them is probed.
func runHardeningBenchmark(_ quick: Bool) {
    // (pattern, the text's repeated unit, its ending): none of them match; with
    // `matchingEnd` instead of `end` they do.
    let table: [(pattern: String, unit: String, end: String, matchingEnd: String)] = [
        ("(a+)+$", "a", "!", "a"), ("(a|a)*b", "a", "!", "b"), ("(a|aa)+$", "a", "!", "a"),
        ("(a*)*b", "a", "!", "b"), (String(repeating: ".*", count: 12) + "b", "a", "!", "b"),
        ("(x+x+)+y", "x", "!", "y"), (#"^(\w+\s?)*$"#, "ab ", "!", "a"), ("(?:a|[a-z]|\\w)+\\d", "a", "!", "1"),
        ("(.*a){20}", "b", "b", String(repeating: "a", count: 20)),
    ]
    let length = 10_000
    let nsBudget = quick ? 20.0 : 500.0
    var worst = 0.0
    var worstPattern = ""
    var matchWorst = 0.0
    var nsFinished = 0
    for entry in table {
        let body = String(String(repeating: entry.unit, count: length).prefix(length - 1))
        let text = body + entry.end
        let regex: RegularExpression
        let ns: NSRegularExpression
        do {
            regex = try RegularExpression(entry.pattern)
            ns = try NSRegularExpression(pattern: entry.pattern)
        } catch {
            require(false, "\(entry.pattern) does not compile: \(error)")
            return
        }
        var matched = true
        let ms = medianMilliseconds(repetitions: quick ? 3 : 11, warmup: 1) {
            matched = search(regex, text) || whole(regex, text)
        }
        require(!matched, "\(entry.pattern) matched a text it must not match")
        // The same pattern on a text that matches: the DFA finds that it does, the Pike VM where.
        let matching = body + entry.matchingEnd
        var found = false
        let matchMs = medianMilliseconds(repetitions: quick ? 1 : 3, warmup: 0) { found = search(regex, matching) }
        require(found, "\(entry.pattern) found no match in a text that matches")
        let nsResult = nsSearch(ns, text, budgetMilliseconds: nsBudget)
        if let nsResult {
            require(!nsResult.found, "\(entry.pattern): NSRegularExpression found a match the engine did not")
            nsFinished += 1
        }
        let nsText = nsResult.map { fixed($0.milliseconds) } ?? ">\(fixed(nsBudget, 0)) (stopped)"
        print("pattern \(entry.pattern) ms=\(fixed(ms)) matching_ms=\(fixed(matchMs)) nsregex_ms=\(nsText)")
        if ms > worst { (worst, worstPattern) = (ms, entry.pattern) }
        matchWorst = max(matchWorst, matchMs)
    }

    // Both engines on the same table with an input short enough for NSRegularExpression to finish.
    let shortLength = quick ? 10 : 12
    var nsWorst = 0.0
    var oursShortWorst = 0.0
    for entry in table {
        let text = String(String(repeating: entry.unit, count: shortLength).prefix(shortLength - 1)) + entry.end
        let ns: NSRegularExpression
        let ours: RegularExpression
        do {
            ns = try NSRegularExpression(pattern: entry.pattern)
            ours = try RegularExpression(entry.pattern)
        } catch {
            require(false, "\(entry.pattern) does not compile: \(error)")
            return
        }
        let range = NSRange(location: 0, length: (text as NSString).length)
        var found = false
        let nsMs = medianMilliseconds(repetitions: 1, warmup: 0) {
            found = ns.firstMatch(in: text, range: range) != nil
        }
        var oursFound = false
        let oursMs = medianMilliseconds(repetitions: 3, warmup: 0) { oursFound = search(ours, text) }
        require(found == oursFound, "\(entry.pattern): NSRegularExpression and the engine disagree")
        nsWorst = max(nsWorst, nsMs)
        oursShortWorst = max(oursShortWorst, oursMs)
    }
    print(
        "nsregex_chars=\(shortLength) nsregex_worst_ms=\(fixed(nsWorst)) ours_same_input_ms=\(fixed(oursShortWorst, 4))"
            + " ratio=\(fixed(nsWorst / max(oursShortWorst, 1e-6), 0))"
    )
    print("nsregex_10k finished=\(nsFinished)/\(table.count) budget_ms=\(fixed(nsBudget, 0)) each")

    // "Did you mean" over 1,000 long unknown keys, and over 1,000 keys just inside the cut-off.
    let form = Form { Section { for i in 0..<200 { TextRow("field_\(i)_name") } } }
    let longKeys = (0..<1_000).map { "key\($0)" + String(repeating: "x", count: 1_000) }
    let nearKeys = (0..<1_000).map { "fiedl_\($0 % 200)_name" + String(repeating: "q", count: 45) }
    var suggestions = 0
    let longMs = medianMilliseconds(repetitions: quick ? 3 : 11, warmup: 1) {
        suggestions = longKeys.reduce(0) { $0 + (form.suggestTag(for: $1) == nil ? 0 : 1) }
    }
    require(suggestions == 0, "a 1,000-character key got a suggestion")
    let nearMs = medianMilliseconds(repetitions: quick ? 3 : 11, warmup: 1) {
        suggestions = nearKeys.reduce(0) { $0 + (form.suggestTag(for: $1) == nil ? 0 : 1) }
    }
    let typoMs = medianMilliseconds(repetitions: quick ? 3 : 11, warmup: 1) {
        suggestions = (0..<1_000).reduce(0) { $0 + (form.suggestTag(for: "fiedl_\($1 % 200)_name") == nil ? 0 : 1) }
    }
    require(suggestions == 1_000, "typos got no suggestion")
    let editWorst = max(longMs, nearMs)
    let lookaround = lookaroundFigures(quick: quick)
    if lookaround.worstMilliseconds > worst {
        (worst, worstPattern) = (lookaround.worstMilliseconds, lookaround.worstPattern)
    }
    let classWorst = classWorstMilliseconds(quick: quick)
    print("did_you_mean long_keys_ms=\(fixed(longMs)) near_cutoff_ms=\(fixed(nearMs)) typos_ms=\(fixed(typoMs))")
    print("worst_pattern \(worstPattern)")
    print("icu_lookaround_slowest \(lookaround.icuSlowestPattern)")
    let diagnosticsMs = diagnosticsMilliseconds(quick: quick)
    let paste = pasteMilliseconds(quick: quick)
    print(
        "RESULT hardening regex_worst_ms=\(fixed(worst)) regex_ns_per_char=\(fixed(worst * 1e6 / Double(length), 0))"
            + " nsregex_ms=\(fixed(nsWorst)) nsregex_chars=\(shortLength) ours_same_input_ms=\(fixed(oursShortWorst, 4))"
            + " nsregex_10k_finished=\(nsFinished)/\(table.count) regex_matching_worst_ms=\(fixed(matchWorst))"
            + " edit_distance_worst_ms=\(fixed(editWorst)) class_worst_ms=\(fixed(classWorst))"
            + " diagnostics_20k_ms=\(fixed(diagnosticsMs)) paste_1mib_ms=\(fixed(paste))"
            + " lookaround_worst_ms=\(fixed(lookaround.worstMilliseconds))"
            + " lookaround_ns_per_char=\(fixed(lookaround.worstMilliseconds * 1e6 / Double(length), 0))"
            + " icu_lookaround_longest_chars=\(lookaround.icuLongest)")
}

/// `firstMatch` found something; a thrown error fails the benchmark's check.
private func search(_ regex: RegularExpression, _ text: String) -> Bool {
    do {
        return try regex.firstMatch(in: text) != nil
    } catch {
        require(false, "\(regex.pattern): \(error)")
        return false
    }
}

/// `wholeMatch`; a thrown error fails the benchmark's check.
private func whole(_ regex: RegularExpression, _ text: String) -> Bool {
    do {
        return try regex.wholeMatch(text)
    } catch {
        require(false, "\(regex.pattern): \(error)")
        return false
    }
}

/// `NSRegularExpression`'s search, stopped once it has run `budgetMilliseconds` (ICU
/// reports progress while it backtracks): its time and answer, or `nil` if stopped.
func nsSearch(_ regex: NSRegularExpression, _ text: String, budgetMilliseconds: Double) -> (
    milliseconds: Double, found: Bool
)? {
    let clock = ContinuousClock()
    let start = clock.now
    let budget = Duration.milliseconds(budgetMilliseconds)
    var found = false
    var stopped = false
    let range = NSRange(location: 0, length: (text as NSString).length)
    regex.enumerateMatches(in: text, options: [.reportProgress], range: range) { match, _, stop in
        if match != nil {
            found = true
            stop.pointee = true
        } else if clock.now - start > budget {
            stopped = true
            stop.pointee = true
        }
    }
    guard !stopped else { return nil }
    let elapsed = clock.now - start
    return (Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3, found)
}
