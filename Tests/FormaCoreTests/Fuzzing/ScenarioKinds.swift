import Foundation

@testable import FormaCore

/// The row kinds of the scenario fuzzer: every built-in kind, a custom row, and the choices of
/// selection sections. For each, the values an app gives it, what a person does to it and what
/// that must leave in the row — written down here from the documented behaviour, never read
/// back from a form.
enum ScenarioKind: Int, CaseIterable, CustomStringConvertible {
    case text, name, email, password, phone, url, twitter, account, zipCode, integer, decimal, textArea
    case toggle, check, slider, stepper, segmented, date, time, dateTime, countdown, picker
    case push, actionSheet, alert, multiple, leftRight, button, label, info, custom, choice

    /// Every kind a section of any configuration may hold (choices belong in selection sections).
    static let free = allCases.filter { $0 != .choice }
    /// The kinds a multivalued section's `makeRow` makes: rows a person fills in.
    static let items: [ScenarioKind] = [.phone, .text, .integer, .toggle, .date, .push, .decimal, .multiple]

    var description: String { String(describing: Self.names[rawValue]) }
    private static let names = [
        "text", "name", "email", "password", "phone", "url", "twitter", "account", "zipCode", "integer", "decimal",
        "textArea", "switch", "check", "slider", "stepper", "segmented", "date", "time", "dateTime", "countdown",
        "picker", "push", "actionSheet", "alert", "multiple", "leftRight", "button", "label", "info", "custom",
        "choice",
    ]

    /// `false` for the one kind that holds no value.
    var hasValue: Bool { self != .button }

    /// Free-text kinds: typed into, the text is the value.
    var isPlainText: Bool {
        switch self {
        case .text, .name, .email, .password, .phone, .twitter, .account, .zipCode, .textArea: true
        default: false
        }
    }

    var isSingleOption: Bool { [.segmented, .picker, .push, .actionSheet, .alert].contains(self) }
    var isDate: Bool { [.date, .time, .dateTime].contains(self) }

    // MARK: Values

    static let options = ["x", "y", "z"]
    /// The left-right choices: left titles with their right titles (each right title once).
    static let leftRightChoices: [(left: String, right: [String])] = [("A", ["1", "2"]), ("B", ["3"])]
    static let day = 86_400.0
    static let dates = [3, 40, 400].map { Date(timeIntervalSince1970: Double($0) * day) }
    static let times = [13 * 60 + 5, 30, 23 * 60 + 59].map { (minutes: Int) -> Date in
        Date(timeIntervalSince1970: 3 * day + Double(minutes * 60))
    }
    static let dateTimes = [(3, 9 * 60 + 15), (41, 18 * 60)].map { (days: Int, minutes: Int) -> Date in
        Date(timeIntervalSince1970: Double(days) * day + Double(minutes * 60))
    }

    static func pair(_ left: String, _ right: String) -> FormValue {
        .object(["left": .string(left), "right": .string(right)])
    }

    /// Values an app gives a row of this kind (a choice is given its own title, see
    /// ``choiceValues(title:)``). Each is what `values()` reports once set.
    var appValues: [FormValue] {
        switch self {
        case .text, .name, .email, .password, .phone, .twitter, .account, .zipCode, .textArea, .label, .info:
            [.string("a"), .string("Ada"), .string("x y"), .null]
        case .url: [.string("https://a.example/b"), .string("mailto:x@y.z"), .null]
        case .integer: [.int(0), .int(3), .int(7), .int(-2), .null]
        case .decimal: [.double(2.5), .double(-1), .double(0.25), .null]
        case .toggle, .check: [.bool(true), .bool(false), .null]
        case .slider: [.double(0), .double(3.5), .double(10), .null]
        case .stepper: [.double(2), .double(5), .null]
        case .segmented, .picker, .push, .actionSheet, .alert: [.string("x"), .string("z"), .null]
        case .multiple: [.array([.string("x")]), .array([.string("x"), .string("z")]), .array([]), .null]
        case .leftRight: [Self.pair("A", "1"), Self.pair("B", "3"), .null]
        case .date: Self.dates.map(FormValue.date) + [.null]
        case .time: Self.times.map(FormValue.date) + [.null]
        case .dateTime: Self.dateTimes.map(FormValue.date) + [.null]
        case .countdown: [.double(0), .double(300), .double(3900), .null]
        case .custom: [.int(1), .int(4), .null]
        case .button: []
        case .choice: [.null]
        }
    }

    static func choiceValues(title: String) -> [FormValue] { [.string(title), .null] }

    // MARK: Making rows

    /// A row of this kind, configured as every scenario configures it.
    func makeRow(tag: String?, title: String) -> FormRow {
        let options = Self.options.map { Option($0) }
        switch self {
        case .text: return TextRow(tag) { $0.title = title }
        case .name: return NameRow(tag) { $0.title = title }
        case .email: return EmailRow(tag) { $0.title = title }
        case .password: return PasswordRow(tag) { $0.title = title }
        case .phone: return PhoneRow(tag) { $0.title = title }
        case .url: return URLRow(tag) { $0.title = title }
        case .twitter: return TwitterRow(tag) { $0.title = title }
        case .account: return AccountRow(tag) { $0.title = title }
        case .zipCode: return ZipCodeRow(tag) { $0.title = title }
        case .integer: return IntRow(tag) { $0.title = title }
        case .decimal: return DecimalRow(tag) { $0.title = title }
        case .textArea: return TextAreaRow(tag) { $0.title = title }
        case .toggle: return SwitchRow(tag) { $0.title = title }
        case .check: return CheckRow(tag) { $0.title = title }
        case .slider:
            return SliderRow(tag) {
                $0.title = title; $0.minimum = 0; $0.maximum = 10; $0.step = 0.5
            }
        case .stepper:
            return StepperRow(tag) {
                $0.title = title; $0.minimum = 0; $0.maximum = 5; $0.step = 1
            }
        case .segmented:
            return SegmentedRow<String>(tag) {
                $0.title = title; $0.options = options
            }
        case .picker:
            return PickerRow<String>(tag) {
                $0.title = title; $0.options = options
            }
        case .push:
            return PushRow<String>(tag) {
                $0.title = title; $0.options = options
            }
        case .actionSheet:
            return ActionSheetRow<String>(tag) {
                $0.title = title; $0.options = options
            }
        case .alert:
            return AlertRow<String>(tag) {
                $0.title = title; $0.options = options
            }
        case .multiple:
            return MultipleSelectorRow<String>(tag) {
                $0.title = title; $0.options = options
            }
        case .leftRight:
            return LeftRightSelectorRow<String, String>(tag) {
                $0.title = title
                $0.choices = Self.leftRightChoices.map { choice in
                    LeftRightChoice<String, String>(Option(choice.left), right: choice.right.map { Option($0) })
                }
            }
        case .date: return DateRow(tag) { $0.title = title }
        case .time: return TimeRow(tag) { $0.title = title }
        case .dateTime: return DateTimeRow(tag) { $0.title = title }
        case .countdown: return CountDownRow(tag) { $0.title = title }
        case .button: return ButtonRow(tag) { $0.title = title }
        case .label: return LabelRow(tag) { $0.title = title }
        case .info: return InfoRow(tag) { $0.title = title }
        case .custom: return ScenarioRatingRow(tag) { $0.title = title }
        case .choice:
            return ListCheckRow<String>(tag) {
                $0.title = title; $0.selectableValue = title
            }
        }
    }
}

/// A custom row kind: a rating the app's own cell edits.
final class ScenarioRatingRow: Row<Int>, RowConfigurable {
    override var kind: RowKind { "scenarioRating" }
    override func editor(in context: EditorContext) -> Editor {
        .custom(CustomEditor(name: "rating", value: formValue))
    }
}

/// What a person does to a row, with what the row must hold afterwards.
enum ScenarioGesture: CustomStringConvertible {
    /// Types a text; `result` is the value it stands for, `nil` for a draft (the value stays).
    case type(String, result: FormValue?)
    /// Flips a switch or check mark.
    case toggle
    /// Taps the row: a field takes focus, a picker expands, a button runs; no value changes
    /// (a choice of a selection section is checked or unchecked).
    case tap
    /// Chooses options by title; `result` is the value they stand for.
    case choose([String], result: FormValue)
    /// Moves a slider or stepper; `result` is where it lands.
    case number(Double, result: Double)
    /// Picks a date.
    case date(Date)
    /// Sets the value as a custom cell does.
    case value(FormValue)

    var description: String {
        switch self {
        case .type(let text, _): "type \(text.debugDescription)"
        case .toggle: "toggle"
        case .tap: "tap"
        case .choose(let titles, _): "choose \(titles)"
        case .number(let number, _): "set \(number)"
        case .date(let date): "pick \(date.timeIntervalSince1970)"
        case .value(let value): "set \(value)"
        }
    }
}

extension ScenarioKind {
    /// The gesture a person makes on a row of this kind, chosen by `input`.
    func gesture(_ input: UInt64) -> ScenarioGesture {
        func pick<T>(_ items: [T]) -> T { items[Int(input % UInt64(items.count))] }
        let tapsInstead = input % 7 == 6
        switch self {
        case _ where isPlainText:
            if tapsInstead { return .tap }
            let text = pick(["", "a", "Ada", "x y"])
            return .type(text, result: text.isEmpty ? .null : .string(text))
        case .url:
            let text = pick(["", "https://a.example/b", "mailto:x@y.z"])
            return .type(text, result: text.isEmpty ? .null : .string(text))
        case .integer:
            if tapsInstead { return .tap }
            let typed: [(String, FormValue?)] = [
                ("", .null), ("7", .int(7)), ("-3", .int(-3)), (" 5", .int(5)), ("4x", .none), ("12", .int(12)),
            ]
            let (text, result) = pick(typed)
            return .type(text, result: result)
        case .decimal:
            let typed: [(String, FormValue?)] = [
                ("", .null), ("2.5", .double(2.5)), ("1,5", .double(1.5)), ("3", .double(3)), ("x", .none),
            ]
            let (text, result) = pick(typed)
            return .type(text, result: result)
        case .toggle, .check: return .toggle
        case .slider:
            let (number, result) = pick([(-3.0, 0.0), (3.7, 3.5), (10, 10), (12, 10), (5, 5)])
            return .number(number, result: result)
        case .stepper:
            let (number, result) = pick([(2.0, 2.0), (2.4, 2), (7, 5), (-1, 0)])
            return .number(number, result: result)
        case _ where isSingleOption:
            let title = pick(Self.options)
            return .choose([title], result: .string(title))
        case .multiple:
            let (titles, result) = pick([
                ([], FormValue.null), (["x"], .array([.string("x")])),
                (["y", "z"], .array([.string("y"), .string("z")])),
                (["z", "x"], .array([.string("x"), .string("z")])),
            ])
            return .choose(titles, result: result)
        case .leftRight:
            let (right, result) = pick([
                ("1", Self.pair("A", "1")), ("2", Self.pair("A", "2")), ("3", Self.pair("B", "3")),
            ])
            return .choose([right], result: result)
        case .date: return tapsInstead ? .tap : .date(pick(Self.dates))
        case .time: return tapsInstead ? .tap : .date(pick(Self.times))
        case .dateTime: return tapsInstead ? .tap : .date(pick(Self.dateTimes))
        case .countdown: return tapsInstead ? .tap : .value(pick([.double(0), .double(300), .double(3900)]))
        case .custom: return .value(pick([.int(1), .int(4), .int(5)]))
        default: return .tap
        }
    }
}
