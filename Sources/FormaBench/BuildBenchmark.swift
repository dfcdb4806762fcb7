func runBuildBenchmark(_ quick: Bool) {
    print("RESULT build unavailable")
}
