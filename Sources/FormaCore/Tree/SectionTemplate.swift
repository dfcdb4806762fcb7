/// A multivalued section's row template as a definition gave it, kept on the section so
/// that writing the form's definition gives it back.
package enum SectionTemplate: Sendable {
    /// An inline row object (canonical, as written back).
    case row(JSONNode)
    /// The tag of a row of the section, copied without its tag and value.
    case named(String, JSONNode)
    /// A repeatable section's description (its item template and settings, without the
    /// items), as written back.
    case repeatable(JSONNode)
}
