/// A tag with a value type, for lookups checked by the compiler.
///
/// Declare tags once, as static members, and use them with the form's subscript:
///
/// ```swift
/// extension Tag where Value == String { static let email = Tag("email") }
/// extension Tag where Value == Bool { static let allDay = Tag("allDay") }
///
/// form[.email] = "ada@example.com"
/// if form[.allDay] == true { … }
/// ```
public struct Tag<Value: FormValueConvertible>: Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The tag's name, as rows carry it.
    public let name: String
    /// Creates a typed tag.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }
}
