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
