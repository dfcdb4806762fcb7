import Forma

extension RowKind {
    /// A rating from one to five stars: the example's custom row kind.
    static let rating = RowKind("rating")
}

/// A custom row: a rating from one to five stars. Its editor is `.custom("rating")`, which
/// the UIKit example draws with its own `RatingCell`; renderers without that cell show its
/// display text.
///
/// ```swift
/// RatingRow("stars") { $0.title = "Rating"; $0.value = 4 }
/// ```
final class RatingRow: Row<Int>, RowConfigurable {
    override var kind: RowKind { .rating }

    override func format(_ value: Int) -> String {
        String(repeating: "★", count: max(0, min(value, 5))) + String(repeating: "☆", count: max(0, 5 - max(0, value)))
    }

    override func rejection(of candidate: Int) -> ValueError.Reason? {
        (1...5).contains(candidate) ? nil : .notAnOption(candidate.formValue)
    }
}
