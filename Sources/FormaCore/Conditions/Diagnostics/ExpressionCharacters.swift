/// An expression with a ``CharacterIndex``, to turn the UTF-8 ranges of its problems into
/// character ranges with bounded work each.
struct ExpressionCharacters {
    let text: String
    private let index: CharacterIndex

    init(_ text: String) {
        self.text = text
        index = CharacterIndex(Array(text.utf8)[...])
    }

    /// The characters a range of UTF-8 offsets covers (clamped to the text).
    func range(of utf8Range: Range<Int>) -> Range<Int> {
        let lower = index.characters(upTo: utf8Range.lowerBound).characters
        let upper = Swift.max(lower, index.characters(upTo: utf8Range.upperBound).characters)
        return lower..<upper
    }
}
