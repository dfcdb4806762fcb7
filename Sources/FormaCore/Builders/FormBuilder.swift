/// Builds a form's sections from a closure.
///
/// ```swift
/// Form {
///     Section("Event") { TextRow("title") }
///     if showsAlerts { Section("Alerts") { SwitchRow("alert") } }
///     for day in days { Section(day) { CheckRow(day) } }
/// }
/// ```
@resultBuilder
public enum FormBuilder {
    /// A single section: `Section("A") { … }`.
    public static func buildExpression(_ section: Section) -> [Section] { [section] }
    /// Several sections made elsewhere: `makeSections()`.
    public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
    /// Statements in sequence: `Section("A") {…}; Section("B") {…}`.
    public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
    /// `if flag { Section("A") {…} }`.
    public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
    /// The `if` branch of `if flag { Section("A") {…} } else { Section("B") {…} }`.
    public static func buildEither(first part: [Section]) -> [Section] { part }
    /// The `else` branch of `if flag { Section("A") {…} } else { Section("B") {…} }`.
    public static func buildEither(second part: [Section]) -> [Section] { part }
    /// `for name in names { Section(name) {…} }`.
    public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
    /// `if #available(iOS 17, *) { Section("New") {…} }`.
    public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}

/// Builds a section's rows from a closure.
///
/// ```swift
/// Section("Event") {
///     TextRow("title")
///     if askLocation { TextRow("location") }
///     for n in 1...3 { TextRow("guest\(n)") }
/// }
/// ```
///
/// Single rows travel through the builder without allocating arrays, so generating
/// thousands of rows with a `for` loop costs little more than creating the rows.
@resultBuilder
public enum SectionBuilder {
    /// A single row: `TextRow("title")`.
    public static func buildExpression(_ row: FormRow) -> RowGroup { RowGroup(row) }
    /// Several rows made elsewhere: `guestRows()`.
    public static func buildExpression(_ rows: [FormRow]) -> RowGroup { RowGroup(rows) }
    /// Rows generated from data: `ForEach(guests, id: \.id) { TextRow() }`.
    public static func buildExpression(_ group: ForEach) -> RowGroup { RowGroup(group.rows) }
    /// The first statement of a block: `TextRow("a")`.
    public static func buildPartialBlock(first: RowGroup) -> RowGroup { first }
    /// Each further statement of a block: `TextRow("a"); TextRow("b")`.
    public static func buildPartialBlock(accumulated: RowGroup, next: RowGroup) -> RowGroup {
        var group = accumulated
        group.append(next)
        return group
    }
    /// An empty block: `Section("Empty") {}`.
    public static func buildBlock() -> RowGroup { RowGroup([]) }
    /// `if flag { TextRow("a") }`.
    public static func buildOptional(_ part: RowGroup?) -> RowGroup { part ?? RowGroup([]) }
    /// The `if` branch of `if flag { TextRow("a") } else { TextRow("b") }`.
    public static func buildEither(first part: RowGroup) -> RowGroup { part }
    /// The `else` branch of `if flag { TextRow("a") } else { TextRow("b") }`.
    public static func buildEither(second part: RowGroup) -> RowGroup { part }
    /// `for name in names { TextRow(name) }`.
    public static func buildArray(_ parts: [RowGroup]) -> RowGroup {
        var rows: [FormRow] = []
        rows.reserveCapacity(parts.count)
        for part in parts { part.appendRows(to: &rows) }
        return RowGroup(rows)
    }
    /// `if #available(iOS 17, *) { TextRow("new") }`.
    public static func buildLimitedAvailability(_ part: RowGroup) -> RowGroup { part }
    /// The rows of the whole block.
    public static func buildFinalResult(_ group: RowGroup) -> [FormRow] { group.rows }
}

/// Rows on their way through a ``SectionBuilder``: one row, or several.
public struct RowGroup {
    private enum Storage {
        case one(FormRow)
        case many([FormRow])
    }

    private var storage: Storage

    init(_ row: FormRow) { storage = .one(row) }
    init(_ rows: [FormRow]) { storage = .many(rows) }

    /// The rows, in order.
    public var rows: [FormRow] {
        switch storage {
        case .one(let row): [row]
        case .many(let rows): rows
        }
    }

    func appendRows(to rows: inout [FormRow]) {
        switch storage {
        case .one(let row): rows.append(row)
        case .many(let more): rows.append(contentsOf: more)
        }
    }

    mutating func append(_ other: RowGroup) {
        var rows = self.rows
        other.appendRows(to: &rows)
        storage = .many(rows)
    }
}

/// Rows generated from a collection, each tagged from its element's identity so that it
/// keeps the same tag (and so the same identity in values and conditions) across rebuilds.
///
/// ```swift
/// Section("Guests") {
///     ForEach(guests, id: \.email) { guest in
///         CheckRow { $0.title = guest.name }
///     }
/// }
/// // rows tagged "guest.ada@example.com", … with prefix "guest."
/// ```
public struct ForEach {
    /// The generated rows.
    public let rows: [FormRow]

    /// Generates rows; an untagged row made for an element is tagged `prefix + id`.
    /// When an element makes several rows, untagged ones after the first get `.1`, `.2`….
    public init<Data: Sequence, ID: CustomStringConvertible>(
        _ data: Data, id: KeyPath<Data.Element, ID>, prefix: String = "",
        @SectionBuilder row: (Data.Element) -> [FormRow]
    ) {
        var rows: [FormRow] = []
        for element in data {
            let base = prefix + element[keyPath: id].description
            for (i, made) in row(element).enumerated() {
                if made.tag == nil, made.section == nil { made.tag = i == 0 ? base : "\(base).\(i)" }
                rows.append(made)
            }
        }
        self.rows = rows
    }
}
