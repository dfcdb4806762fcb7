/// A JSON key matched against string literals in a `switch`, comparing lengths first: most
/// keys differ in length from most of the cases they pass, and are told apart without
/// comparing their text.
///
/// ```swift
/// switch JSONKey(member.key) {
/// case "id": …
/// case "title": …
/// default: …
/// }
/// ```
struct JSONKey {
    let text: String
    private let length: Int

    init(_ text: String) {
        self.text = text
        length = text.utf8.count
    }

    static func ~= (pattern: String, key: JSONKey) -> Bool {
        pattern.utf8.count == key.length && pattern == key.text
    }
}
