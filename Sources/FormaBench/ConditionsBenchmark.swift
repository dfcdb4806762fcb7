/// The conditions benchmark; see its issue for what it measures.
func runConditionsBenchmark(_ quick: Bool) {
    print("RESULT conditions unavailable")
}
