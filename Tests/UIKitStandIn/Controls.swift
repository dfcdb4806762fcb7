import Foundation

/// A control: actions for events, enabled and tracking state.
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
    }

    // Controls start disabled, so a cell that never sets `isEnabled` shows in a dump.
    public var isEnabled = false
    public var _isTracking = false
    var _actions: [(action: UIAction, events: Event)] = []

    public var isTracking: Bool { _isTracking }

    public func addAction(_ action: UIAction, for events: Event) {
        _actions.append((action, events))
    }

    /// Runs the actions registered for an event, as a person's touch would.
    public func sendActions(for events: Event) {
        for entry in _actions where !entry.events.isDisjoint(with: events) { entry.action._perform() }
    }
}

/// A button.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system
    }
    public let buttonType: ButtonType

    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        isEnabled = true
    }

    public convenience init(primaryAction: UIAction?) {
        self.init(type: .system)
        if let primaryAction { addAction(primaryAction, for: .touchUpInside) }
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }
}

/// A switch; starts on.
@MainActor
open class UISwitch: UIControl {
    public var isOn = true
    public var onTintColor: UIColor?

    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}

/// A slider; starts away from UIKit's defaults. Its value stays within its bounds.
@MainActor
open class UISlider: UIControl {
    private var storedValue: Float = 0.7
    private var storedMinimum: Float = 0.5
    private var storedMaximum: Float = 0.9
    public var isContinuous = true

    public var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, storedMinimum), storedMaximum) }
    }

    public var minimumValue: Float {
        get { storedMinimum }
        set {
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            value = storedValue
        }
    }

    public var maximumValue: Float {
        get { storedMaximum }
        set {
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            value = storedValue
        }
    }
}

/// A stepper; starts away from UIKit's defaults. Like UIKit's, its bounds refuse to meet or
/// cross (UIKit raises `NSInvalidArgumentException`), and its step must be positive.
@MainActor
open class UIStepper: UIControl {
    private var storedValue: Double = 7
    private var storedMinimum: Double = 5
    private var storedMaximum: Double = 9
    private var storedStep: Double = 2
    public var wraps = false
    public var autorepeat = true

    public var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, storedMinimum), storedMaximum) }
    }

    public var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue < storedMaximum else {
                UIKitRules.report(
                    "UIStepper: minimumValue \(newValue) must be less than maximumValue \(storedMaximum)")
                return
            }
            storedMinimum = newValue
            value = storedValue
        }
    }

    public var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue > storedMinimum else {
                UIKitRules.report(
                    "UIStepper: maximumValue \(newValue) must be greater than minimumValue \(storedMinimum)")
                return
            }
            storedMaximum = newValue
            value = storedValue
        }
    }

    public var stepValue: Double {
        get { storedStep }
        set {
            guard newValue > 0 else {
                UIKitRules.report("UIStepper: stepValue \(newValue) must be greater than 0")
                return
            }
            storedStep = newValue
        }
    }
}

/// A segmented control.
@MainActor
open class UISegmentedControl: UIControl {
    public static let noSegment = -1
    public private(set) var segmentTitles: [String] = []
    private var storedSelection = UISegmentedControl.noSegment

    public var numberOfSegments: Int { segmentTitles.count }

    public var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == Self.noSegment || segmentTitles.indices.contains(newValue) else {
                UIKitRules.report(
                    "UISegmentedControl: selectedSegmentIndex \(newValue) is outside 0..<\(segmentTitles.count)")
                return
            }
            storedSelection = newValue
        }
    }

    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segmentTitles = (items ?? []).map { "\($0)" }
    }

    public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        segmentTitles.insert(title ?? "", at: min(max(index, 0), segmentTitles.count))
        if storedSelection >= index, storedSelection != Self.noSegment { storedSelection += 1 }
    }

    public func removeAllSegments() {
        segmentTitles = []
        storedSelection = Self.noSegment
    }

    public func titleForSegment(at index: Int) -> String? {
        segmentTitles.indices.contains(index) ? segmentTitles[index] : nil
    }
}

/// A date picker; starts at a date no row uses, and keeps its date within its bounds.
@MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer
    }
    public enum Style: Int, Sendable {
        case automatic, wheels, compact, inline
    }

    private var storedDate = Date(timeIntervalSinceReferenceDate: -86_400 * 365)
    public var datePickerMode = Mode.dateAndTime
    public var preferredDatePickerStyle = Style.automatic
    public var minuteInterval = 1
    public var locale: Locale?
    public var timeZone: TimeZone?
    public var calendar: Calendar! = Calendar(identifier: .gregorian)
    public var countDownDuration: TimeInterval = 4_321
    public var minimumDate: Date? {
        didSet { date = storedDate }
    }
    public var maximumDate: Date? {
        didSet { date = storedDate }
    }

    public var date: Date {
        get { storedDate }
        set {
            var date = newValue
            if let minimumDate, date < minimumDate { date = minimumDate }
            if let maximumDate, date > maximumDate { date = maximumDate }
            storedDate = date
        }
    }

    public func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }
}
