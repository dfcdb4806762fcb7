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
    /// Sets the options; values were checked against ``optionValueType`` already.
    func defineOptions(_ options: [(value: FormValue, title: String?)])
    /// The options as values and titles, and whether each title is the value's own text.
    var definedOptions: [(value: FormValue, title: String, isDefaultTitle: Bool)] { get }
    /// `true` when options show text from a closure.
    var hasDisplayClosure: Bool { get }
}

extension OptionsRow: OptionsDefining {
    var optionValueType: OptionValueType? { .of(Value.self) }
    func defineOptions(_ options: [(value: FormValue, title: String?)]) {
        self.options = options.compactMap { option in
            Value(formValue: option.value).map { value in option.title.map { Option(value, title: $0) } ?? Option(value) }
        }
    }
    var definedOptions: [(value: FormValue, title: String, isDefaultTitle: Bool)] {
        options.map { ($0.value.formValue, $0.title, $0.title == Option($0.value).title) }
    }
    var hasDisplayClosure: Bool { displayValueFor != nil }
}

extension MultipleSelectorRow: OptionsDefining {
    var optionValueType: OptionValueType? { .of(Element.self) }
    func defineOptions(_ options: [(value: FormValue, title: String?)]) {
        self.options = options.compactMap { option in
            Element(formValue: option.value).map { value in option.title.map { Option(value, title: $0) } ?? Option(value) }
        }
    }
    var definedOptions: [(value: FormValue, title: String, isDefaultTitle: Bool)] {
        options.map { ($0.value.formValue, $0.title, $0.title == Option($0.value).title) }
    }
    var hasDisplayClosure: Bool { false }
}

/// Rows with a title for their options screen.
protocol SelectorTitled: FormRow {
    var selectorTitle: String? { get set }
}

extension PushRow: SelectorTitled {}
extension ActionSheetRow: SelectorTitled {}
extension AlertRow: SelectorTitled {}
