import FormaCore

/// The value types an options row may hold in a definition.
enum OptionValueType: String, CaseIterable {
    case string, int, double, bool

    /// The type of a JSON value, if options may hold it.
    init?(_ node: JSONNode) {
        switch node.value {
        case .string: self = .string
        case .int: self = .int
        case .double: self = .double
        case .bool: self = .bool
        default: return nil
        }
    }

    /// `true` if a value of `other` type fits (a whole number fits a `double` row).
    func accepts(_ other: OptionValueType) -> Bool {
        self == other || (self == .double && other == .int)
    }

    /// The type of `Value`, if definitions know it.
    static func of<Value>(_ type: Value.Type) -> OptionValueType? {
        if type == String.self { return .string }
        if type == Int.self { return .int }
        if type == Double.self { return .double }
        if type == Bool.self { return .bool }
        return nil
    }
}

/// Rows whose options a definition sets and reads back, whatever their value type.
protocol OptionsDefining: FormRow {
    /// The options' value type, if definitions know it.
    var optionValueType: OptionValueType? { get }
    /// The options as values and titles, and whether each title is the value's own text.
    var definedOptions: [DefinedOption] { get }
    /// A closure the row's options depend on (display text, loading), if any.
    var optionsClosure: String? { get }
}

extension OptionsRow: OptionsDefining {
    var optionValueType: OptionValueType? { .of(Value.self) }
    var definedOptions: [DefinedOption] {
        options.map { option in
            DefinedOption(
                value: option.value.formValue, title: option.title == Option(option.value).title ? nil : option.title,
                section: option.section)
        }
    }
    var optionsClosure: String? {
        displayValueFor != nil ? "a display closure" : optionsLoader != nil ? "an options loader (a closure)" : nil
    }
}

extension MultipleSelectorRow: OptionsDefining {
    var optionValueType: OptionValueType? { .of(Element.self) }
    var definedOptions: [DefinedOption] {
        options.map { option in
            DefinedOption(
                value: option.value.formValue, title: option.title == Option(option.value).title ? nil : option.title,
                section: option.section)
        }
    }
    var optionsClosure: String? { nil }
}

/// An option as a definition holds it: a value, a title when it is not the value's own
/// text, and the group it is listed under.
struct DefinedOption {
    var value: FormValue
    var title: String?
    var section: String?
}

/// Rows with a title for their options screen.
protocol SelectorTitled: FormRow {
    var selectorTitle: String? { get set }
}

extension PushRow: SelectorTitled {}
extension ActionSheetRow: SelectorTitled {}
extension AlertRow: SelectorTitled {}
extension LeftRightSelectorRow: SelectorTitled {}
