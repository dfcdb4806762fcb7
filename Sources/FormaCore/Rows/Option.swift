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

    /// Creates an option with display text.
    public init(_ value: Value, title: String) {
        self.value = value
        self.title = title
    }

    /// Creates an option shown as its value's text.
    public init(_ value: Value) {
        self.value = value
        if case .string(let s) = value.formValue { title = s } else { title = value.formValue.jsonString() }
    }
}

extension Option: ExpressibleByStringLiteral, ExpressibleByUnicodeScalarLiteral,
    ExpressibleByExtendedGraphemeClusterLiteral where Value == String
{
    public init(stringLiteral value: String) { self.init(value, title: value) }
}

/// The shared behaviour of rows that pick among options.
public protocol OptionsProviding: FormRow {
    /// The options' titles, in order.
    var optionTitles: [String] { get }
    /// The options' values, in order, as form values.
    var optionValues: [FormValue] { get }
}
