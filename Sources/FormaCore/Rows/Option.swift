/// One choice of an options row: the value the form reports and the text people see.
///
/// ```swift
/// PushRow<String>("repeat") {
///     $0.options = [Option("never", title: "Never"), Option("daily", title: "Every Day")]
/// }
/// ```
public struct Option<Value: FormValueConvertible & Hashable>: Sendable, Hashable {
    /// The value the form reports when this option is chosen.
    public var value: Value
    /// The text shown for this option.
    public var title: String
    /// The title of the group the option is listed under on a selector screen, or `nil`.
    public var section: String?

    /// Creates an option with display text, optionally listed under a section title.
    ///
    /// ```swift
    /// Option("lyon", title: "Lyon", section: "France")
    /// ```
    public init(_ value: Value, title: String, section: String? = nil) {
        self.value = value
        self.title = title
        self.section = section
    }

    /// Creates an option shown as its value's text, or as its description for an enum with
    /// raw values that is `CustomStringConvertible`.
    public init(_ value: Value) {
        self.value = value
        if value is any RawRepresentable, let described = value as? any CustomStringConvertible {
            title = described.description
        } else if case .string(let s) = value.formValue {
            title = s
        } else {
            title = value.formValue.jsonString()
        }
    }

    /// One option per case when the value type is `CaseIterable`, else none.
    static var allCases: [Option<Value>] {
        guard let type = Value.self as? any CaseIterable.Type else { return [] }
        return cases(of: type)
    }

    private static func cases<Cases: CaseIterable>(of type: Cases.Type) -> [Option<Value>] {
        type.allCases.compactMap { ($0 as? Value).map { Option($0) } }
    }
}

extension Option: ExpressibleByStringLiteral, ExpressibleByUnicodeScalarLiteral,
    ExpressibleByExtendedGraphemeClusterLiteral
where Value == String {
    public init(stringLiteral value: String) { self.init(value, title: value) }
}

/// The shared behaviour of rows that pick among options.
package protocol OptionsProviding: FormRow {
    /// The options' titles, in order.
    var optionTitles: [String] { get }
    /// The options' values, in order, as form values.
    var optionValues: [FormValue] { get }
}
