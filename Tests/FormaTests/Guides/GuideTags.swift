import FormaCore

// Typed tags used by the guides' examples. (In files that import Testing, `Tag` also names
// Swift Testing's tags, so extensions of Forma's `Tag` live here.)

extension Tag where Value == String { static let email = Tag("email") }

extension Tag where Value == String { static let title = Tag("title") }
