/// How many items a repeatable section holds: at least `minimum`, at most `maximum`.
/// The add row leaves at the maximum, an item's Remove button does nothing at the minimum,
/// and `setValues` refuses an array of another length.
package struct SectionItemLimits: Sendable, Hashable, CustomStringConvertible {
    /// The fewest items.
    package var minimum: Int
    /// The most items, if any limit.
    package var maximum: Int?

    package init(minimum: Int = 0, maximum: Int? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// `true` when a section may hold `count` items.
    package func allows(_ count: Int) -> Bool {
        count >= minimum && maximum.map { count <= $0 } ?? true
    }

    /// The bounds in words: `1 to 9 items`, `at least 1 item`.
    package var description: String {
        switch (minimum, maximum) {
        case (0, let maximum?): "at most \(maximum) items"
        case (let minimum, let maximum?): "\(minimum) to \(maximum) items"
        case (let minimum, nil): "at least \(minimum) items"
        }
    }
}

extension Section {
    /// How many items the section holds: its rows that hold a value.
    var itemCount: Int { rows.reduce(0) { $0 + ($1.hasValue ? 1 : 0) } }

    /// `true` unless the section holds as many items as it may.
    package var canAddItem: Bool {
        guard let maximum = itemLimits?.maximum else { return true }
        return itemCount < maximum
    }

    /// `true` unless the section holds as few items as it may.
    package var canRemoveItem: Bool {
        guard let minimum = itemLimits?.minimum, minimum > 0 else { return true }
        return itemCount > minimum
    }
}
