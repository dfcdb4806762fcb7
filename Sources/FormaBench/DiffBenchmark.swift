/// The diff benchmark; see its issue for what it measures.
func runDiffBenchmark(_ quick: Bool) {
    print("RESULT diff unavailable")
}
