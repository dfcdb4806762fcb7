import Foundation

/// Runs `body` `repetitions` times after `warmup` runs and returns the median time in
/// milliseconds.
func medianMilliseconds(repetitions: Int = 15, warmup: Int = 2, _ body: () -> Void) -> Double {
    for _ in 0..<warmup { body() }
    var samples: [Double] = []
    samples.reserveCapacity(repetitions)
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// The process's peak resident memory, in MiB.
func peakMemoryMegabytes() -> Double {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    #if os(Linux)
        return Double(usage.ru_maxrss) / 1024
    #else
        return Double(usage.ru_maxrss) / 1024 / 1024
    #endif
}

/// Formats a number with a fixed number of decimals.
func fixed(_ value: Double, _ decimals: Int = 3) -> String {
    String(format: "%.\(decimals)f", value)
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Times two bodies in alternation, so that both see the same machine (a shared host can
/// change speed between one batch of runs and the next), and returns each one's median and
/// the median of the per-pair ratios `first / second`.
func interleavedMedians(
    repetitions: Int = 15, warmup: Int = 2, _ first: () -> Void, _ second: () -> Void
) -> (first: Double, second: Double, ratio: Double) {
    for _ in 0..<warmup {
        first()
        second()
    }
    let clock = ContinuousClock()
    func milliseconds(_ body: () -> Void) -> Double {
        let elapsed = clock.measure(body)
        return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
    }
    var a: [Double] = []
    var b: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<repetitions {
        let x = milliseconds(first)
        let y = milliseconds(second)
        a.append(x)
        b.append(y)
        ratios.append(x / max(y, 1e-9))
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return (median(a), median(b), median(ratios))
}

/// Checks a benchmark's own result. A wrong result ends the run with a message on
/// standard error and exit status 1, so that a script (and CI) sees it, without a trap.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("forma-bench: check failed: \(message())\n".utf8))
    exit(1)
}
