import Foundation

/// One `RESULT …` line: the benchmark's name, the fields that say which case it is (words,
/// and the sizes `n`, `rows` and `hidden`), and the figures (every other number).
struct ResultLine {
    var benchmark: String
    var labels: [(name: String, value: String)]
    var figures: [(name: String, value: Double)]

    /// The fields that name a case rather than measure it.
    private static let sizeLabels: Set<String> = ["n", "rows", "hidden"]

    /// Reads `RESULT name key=value …`, or `nil` for any other line.
    init?(_ line: Substring) {
        let words = line.split(separator: " ")
        guard words.count >= 2, words[0] == "RESULT" else { return nil }
        benchmark = String(words[1])
        labels = []
        figures = []
        for word in words.dropFirst(2) {
            guard let equals = word.firstIndex(of: "=") else { continue }
            let name = String(word[..<equals])
            let text = String(word[word.index(after: equals)...])
            if let number = Double(text), !Self.sizeLabels.contains(name) {
                figures.append((name, number))
            } else {
                labels.append((name, text))
            }
        }
    }

    /// The case as printed: the benchmark and its labels.
    var caseName: String {
        ([benchmark] + labels.map { "\($0.name)=\($0.value)" }).joined(separator: " ")
    }

    /// Whether `other` is the same case: the same benchmark, and every label both lines
    /// carry agrees (an older build may print fewer labels).
    func isSameCase(as other: ResultLine) -> Bool {
        guard benchmark == other.benchmark else { return false }
        for label in labels {
            if let theirs = other.labels.first(where: { $0.name == label.name }), theirs.value != label.value {
                return false
            }
        }
        return true
    }
}

/// `forma-bench compare <old-binary> [benchmark …] [--rounds N] [--quick]`: runs an older
/// build of `forma-bench` and this one alternately — old then new, then new then old, so
/// that neither always runs second — on the same benchmarks, and prints, for every figure
/// of every `RESULT` line, each build's median and the median of the per-round ratios
/// new / old. A time's ratio above 1 means this build is slower.
func runCompare(_ arguments: [String]) {
    var rest = arguments
    var rounds = 3
    if let flag = rest.firstIndex(of: "--rounds") {
        guard flag + 1 < rest.count, let count = Int(rest[flag + 1]), count > 0 else {
            usageError("--rounds needs a positive number")
        }
        rounds = count
        rest.removeSubrange(flag...(flag + 1))
    }
    let quickFlag = rest.contains("--quick") ? ["--quick"] : []
    rest.removeAll { $0 == "--quick" }
    guard let oldBinary = rest.first else {
        usageError("usage: forma-bench compare <old-forma-bench> [benchmark …] [--rounds N] [--quick]")
    }
    guard FileManager.default.isExecutableFile(atPath: oldBinary) else {
        usageError("compare: '\(oldBinary)' is not an executable file")
    }
    let benchmarks = rest.count > 1 ? Array(rest.dropFirst()) : ["build", "diff", "presentation"]
    let newBinary = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    print("compare: old \(oldBinary), new \(newBinary), \(rounds) rounds of \(benchmarks.joined(separator: " "))")

    var oldRuns: [[ResultLine]] = []
    var newRuns: [[ResultLine]] = []
    for round in 0..<rounds {
        for benchmark in benchmarks {
            let order = round % 2 == 0 ? [true, false] : [false, true]
            for isOld in order {
                let lines = runResults(isOld ? oldBinary : newBinary, [benchmark] + quickFlag)
                if isOld { oldRuns.append(lines) } else { newRuns.append(lines) }
            }
        }
    }
    printComparison(old: oldRuns, new: newRuns, rounds: rounds, benchmarks: benchmarks.count)
}

/// Prints one line per figure found in both builds' results.
private func printComparison(old: [[ResultLine]], new: [[ResultLine]], rounds: Int, benchmarks: Int) {
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    for b in 0..<benchmarks {
        let newFirst = new[b]
        for line in newFirst {
            guard let oldLine = old[b].first(where: { line.isSameCase(as: $0) }) else {
                print("\(line.caseName): not in the old build's results")
                continue
            }
            print(line.caseName)
            for figure in line.figures where oldLine.figures.contains(where: { $0.name == figure.name }) {
                var olds: [Double] = []
                var news: [Double] = []
                var ratios: [Double] = []
                for round in 0..<rounds {
                    let k = round * benchmarks + b
                    guard let n = new[k].first(where: { $0.isSameCase(as: line) }),
                        let o = old[k].first(where: { $0.isSameCase(as: line) }),
                        let x = n.figures.first(where: { $0.name == figure.name })?.value,
                        let y = o.figures.first(where: { $0.name == figure.name })?.value
                    else { continue }
                    news.append(x)
                    olds.append(y)
                    if y != 0 { ratios.append(x / y) }
                }
                guard !news.isEmpty else { continue }
                let ratio = ratios.isEmpty ? "-" : fixed(median(ratios), 2)
                let range = ratios.isEmpty ? "" : " (\(fixed(ratios.min() ?? 0, 2))–\(fixed(ratios.max() ?? 0, 2)))"
                print(
                    "  \(figure.name): old=\(fixed(median(olds))) new=\(fixed(median(news))) new/old=\(ratio)\(range)")
            }
        }
    }
}

/// Runs a benchmark binary and returns its `RESULT` lines; a failed run ends the comparison.
private func runResults(_ binary: String, _ arguments: [String]) -> [ResultLine] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
        try process.run()
    } catch {
        usageError("compare: cannot run \(binary): \(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        usageError("compare: \(binary) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
    }
    let text = String(decoding: data, as: UTF8.self)
    return text.split(separator: "\n").compactMap(ResultLine.init)
}

/// Prints a message on standard error and ends the run with exit status 2.
private func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(2)
}
