import Foundation

// forma-bench: benchmarks, run in release mode.
//   swift run -c release forma-bench [build|conditions|validation|diff|transaction|definitions|presentation|terminal|hardening|rollback|limits|nested|all] [--quick]
//   swift run -c release forma-bench compare <old-forma-bench> [benchmark …] [--rounds N] [--quick]
// Each benchmark prints one line per figure and ends with a `RESULT …` line.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "compare" {
    runCompare(Array(arguments.dropFirst()))
    exit(0)
}
let quick = arguments.contains("--quick")
let names = arguments.filter { !$0.hasPrefix("--") }
let benchmarks: [(name: String, run: (Bool) -> Void)] = [
    ("build", runBuildBenchmark),
    ("conditions", runConditionsBenchmark),
    ("validation", runValidationBenchmark),
    ("diff", runDiffBenchmark),
    ("transaction", runTransactionBenchmark),
    ("definitions", runDefinitionsBenchmark),
    ("presentation", runPresentationBenchmark),
    ("terminal", { quick in MainActor.assumeIsolated { runTerminalBenchmark(quick) } }),
    ("hardening", runHardeningBenchmark),
    ("rollback", runRollbackBenchmark),
    ("limits", runLimitsBenchmark),
    ("nested", runNestedBenchmark),
]
// `diff` ends with the transaction benchmark; `transaction` runs it alone.
let selected = names.isEmpty || names == ["all"] ? benchmarks.map(\.name).filter { $0 != "transaction" } : names
for name in selected {
    guard let benchmark = benchmarks.first(where: { $0.name == name }) else {
        print("unknown benchmark '\(name)'; known: \(benchmarks.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    benchmark.run(quick)
}
print("peak_memory_mb=\(String(format: "%.1f", peakMemoryMegabytes()))")
