import FormaCore

/// How a test names a row for a ``FormDriver`` step: by tag (a string literal), by the title
/// a person reads, by its place in a section, by table path, or as the row itself.
///
/// ```swift
/// try driver.tap("allDay")                                 // the row tagged "allDay"
/// try driver.tap(.title("Create Account"))                 // the row titled so on screen
/// try driver.type("Grace", into: .item(2, in: "phones"))   // the third row shown in "phones"
/// ```
public struct RowReference: ExpressibleByStringLiteral, CustomStringConvertible {
    enum Kind {
        case tag(String)
        case title(String)
        case item(Int, section: String)
        case path(TablePath)
        case row(FormRow)
    }

    let kind: Kind

    /// The row with this tag.
    ///
    /// ```swift
    /// let tag = "email"
    /// try driver.type("ada@example.com", into: .tag(tag))
    /// ```
    public static func tag(_ tag: String) -> RowReference { RowReference(kind: .tag(tag)) }

    /// The row shown with this title (the first one, in table order).
    ///
    /// ```swift
    /// try driver.tap(.title("Create Account"))
    /// ```
    public static func title(_ title: String) -> RowReference { RowReference(kind: .title(title)) }

    /// The row shown at `index` (from 0) in a section, named by its multivalued tag, tag or
    /// header. An add row is not counted.
    ///
    /// ```swift
    /// try driver.delete(.item(0, in: "phones"))
    /// ```
    public static func item(_ index: Int, in section: String) -> RowReference {
        RowReference(kind: .item(index, section: section))
    }

    /// The row shown at a table path.
    ///
    /// ```swift
    /// try driver.tap(.at(TablePath(section: 0, row: 1)))
    /// ```
    package static func at(_ path: TablePath) -> RowReference { RowReference(kind: .path(path)) }

    /// This row of the driven form.
    ///
    /// ```swift
    /// let added = try driver.add(to: "phones")
    /// try driver.type("555 0100", into: .row(added))
    /// ```
    public static func row(_ row: FormRow) -> RowReference { RowReference(kind: .row(row)) }

    /// The row with this tag: `"email"` stands for `.tag("email")`.
    public init(stringLiteral tag: String) {
        kind = .tag(tag)
    }

    init(kind: Kind) {
        self.kind = kind
    }

    /// The reference as a test spells it, for failure messages: `"email"`, `.title("Save")`.
    public var description: String {
        switch kind {
        case .tag(let tag): quoted(tag)
        case .title(let title): ".title(\(quoted(title)))"
        case .item(let index, let section): ".item(\(index), in: \(quoted(section)))"
        case .path(let path): ".at(\(path))"
        case .row(let row): ".row(\(row.tag.map(quoted) ?? row.title.map(quoted) ?? "untagged"))"
        }
    }
}

/// A string as Swift source spells it: in double quotes, with quotes and control characters escaped.
func quoted(_ text: String) -> String {
    text.debugDescription
}
