/// A form: an ordered list of sections, each holding rows.
///
/// Build one with the result builders, then read and write values, observe changes and
/// change the structure at run time; every change happens inside a transaction that
/// observers (and renderers) see as one.
///
/// ```swift
/// let form = Form {
///     Section("Event") {
///         TextRow("title") { $0.placeholder = "Title" }
///         SwitchRow("allDay") { $0.title = "All-day"; $0.value = false }
///     }
/// }
/// form.values().jsonString()   // {"title":null,"allDay":false}
/// ```
public final class Form {
    /// The form's title, for the screen or window that shows it.
    public var title: String?

    /// The sections, hidden ones included, in order.
    public internal(set) var sections: [Section] = []

    /// Problems found while the form was built (duplicate tags). A form built without
    /// problems has none. Changes made later throw instead.
    package internal(set) var definitionIssues: [DefinitionIssue] = []

    /// What `values()` does with hidden rows: left out by default, as Eureka and XLForm
    /// users expect; `.include` and `.clearWhenHidden` are one assignment away.
    public var hiddenValuePolicy: HiddenValuePolicy = .exclude

    /// Read-only mode: when it holds, every row of the form is disabled. A constant
    /// (`form.disabled = true`) or a condition (`"$locked == true"`); ``isDisabled`` is the
    /// evaluated state.
    public var disabled: Condition = false {
        didSet {
            if log.isLoggingUndo { log.undo.append { [unowned self] in self.disabled = oldValue } }
            conditionDidChange()
        }
    }

    /// The form's conditions: compiled programs, the reverse index tag → dependents, state.
    let conditionGraph = ConditionGraph()

    /// When rows validate themselves, unless a row sets its own trigger.
    public var validationTrigger: ValidationTrigger = .onChangeAfterBlur

    /// Validation messages written as closures, by rule key; an entry here wins over
    /// ``strings``' entry for the rule.
    public var validationMessages = ValidationMessages.standard

    /// The locale, time zone and calendar values are shown in; the person's current ones
    /// unless set. Changing it redraws every row.
    ///
    /// ```swift
    /// form.formatting = FormattingEnvironment(locale: Locale(identifier: "fr_FR"), timeZone: .gmt)
    /// ```
    public var formatting: FormattingEnvironment {
        get { formatterCache.environment }
        set {
            guard newValue != formatterCache.environment else { return }
            formatterCache = FormatterCache(environment: newValue)
            transaction { for row in allRows { row.setNeedsUpdate() } }
        }
    }

    /// Formatters for ``formatting``, built when first needed.
    var formatterCache = FormatterCache(environment: .current)

    /// The words the library shows by itself — "On", "Delete", hints, validation messages,
    /// problem counts — in the language of ``formatting``'s locale; replace entries to
    /// rephrase them. Changing it redraws every row.
    ///
    /// ```swift
    /// form.strings["control.delete"] = "Entfernen"
    /// ```
    public var strings = FormaStrings() {
        didSet { if strings != oldValue { transaction { for row in allRows { row.setNeedsUpdate() } } } }
    }

    /// The clock asynchronous validators debounce on; tests inject a manual one.
    public var validationClock: any Clock<Duration> {
        get { validationEngine.clock }
        set { validationEngine.clock = newValue }
    }

    /// Called when an asynchronous validation starts, so that a host can await
    /// ``waitForAsyncValidation()`` on its own actor to apply the results.
    public var onAsyncValidationStarted: (() -> Void)? {
        get { validationEngine.onAsyncStarted }
        set { validationEngine.onAsyncStarted = newValue }
    }

    /// Which rows' validators read which tags, the clock and the hook of asynchronous checks.
    var validationEngine = ValidationEngine()

    /// The last value the typed-tag subscript could not store, or `nil`.
    public internal(set) var lastValueError: ValueError?

    package var rowsByTag: [String: FormRow] = [:]
    /// `true` for a form loaded from a definition rather than built in Swift.
    package var isFromDefinition = false
    var sectionsByTag: [String: Section] = [:]
    /// How many sub-form rows have their sections in the form; walks skip sub-forms at 0.
    var subFormCount = 0
    var lastID = 0
    var observers: [(id: Int, handler: (FormTransaction) -> Bool)] = []
    /// The open transaction: its changes, what undoes them, the handlers it holds back.
    var log = TransactionLog()
    /// Set while `setValues` holds back clearing under `.clearWhenHidden`.
    var visibilitySettling: VisibilitySettling?
    /// The row a host should focus when the transaction ends (the first row given errors
    /// from elsewhere); the form's controller takes it.
    package weak var rowToFocus: FormRow?
    /// The tag of the row a host last reported focused, for ``draft(focusedTag:)``.
    package var lastFocusedTag: String?
    /// Which baseline the rows' captured values belong to: renewed by each `markSaved()`.
    var baselineEpoch = 0

    /// Creates a form from sections.
    ///
    /// Duplicate tags do not stop the build: the first row keeps the tag and each
    /// duplicate is listed in ``diagnostics``. So is a section or row given twice or
    /// already part of another form or section, which is left out rather than taken away
    /// from where it belongs.
    public init(@FormBuilder sections: () -> [Section] = { [] }) {
        let built = sections()
        self.sections.reserveCapacity(built.count)
        rowsByTag.reserveCapacity(built.reduce(0) { $0 + $1.rows.count })
        conditionGraph.isBuilding = true
        for (index, section) in built.enumerated() {
            if let problem = builderRefusal(of: section, at: index, in: built) {
                definitionIssues.append(
                    DefinitionIssue(tag: section.tag ?? "", message: problem.description, code: problem))
                continue
            }
            for (row, problem) in section.rejectedRows {
                definitionIssues.append(
                    DefinitionIssue(tag: row.tag ?? "", message: problem.description, code: problem))
            }
            self.sections.append(section)
            attach(section, collectingIssues: true)
        }
        conditionGraph.finishBuilding(self)
        captureMultivaluedBaseline()
    }

    /// Every row, section by section, hidden rows included; a sub-form's rows follow its row.
    public var allRows: [FormRow] { rowsIncludingSubForms }

    /// The rows that are shown: not hidden and not in a hidden section.
    package var visibleRows: [FormRow] {
        sections.filter { !$0.isHidden }.flatMap { $0.rows.filter { !$0.conditionState.isHidden } }
    }

    /// Every tag in use, rows' and sections', in no particular order.
    package var tags: [String] { Array(rowsByTag.keys) + Array(sectionsByTag.keys) }

    /// The row with a tag, or `nil`.
    /// - Complexity: O(1).
    public func row(tag: String) -> FormRow? { rowsByTag[tag] }

    /// The row with a typed tag, if it holds that value type.
    ///
    /// ```swift
    /// form.row(Tag<Bool>("allDay"))?.value = true
    /// ```
    public func row<Value>(_ tag: Tag<Value>) -> Row<Value>? { rowsByTag[tag.name] as? Row<Value> }

    /// The section with a tag, or `nil`.
    public func section(tag: String) -> Section? { sectionsByTag[tag] }

    /// The value of the row with a typed tag; setting it sets the row's value.
    ///
    /// ```swift
    /// extension Tag where Value == String { static let email = Tag("email") }
    /// form[.email] = "ada@example.com"
    /// let email: String? = form[.email]
    /// ```
    ///
    /// A tag whose row holds another value type (`Tag<Double>("age")` on an `IntRow`) or no
    /// row at all sets nothing: the problem is kept in ``lastValueError`` rather than
    /// ignored. ``setValue(_:for:)`` throws it instead.
    public subscript<Value>(tag: Tag<Value>) -> Value? {
        get { row(tag)?.value }
        set {
            do {
                try setValue(newValue, for: tag)
            } catch let error as ValueError {
                lastValueError = error
            } catch {
                lastValueError = ValueError(tag: tag.name, reason: .notSettable(rowType: "\(error)"))
            }
        }
    }

    /// Sets the value of the row with a typed tag.
    ///
    /// ```swift
    /// try form.setValue(42, for: Tag<Int>("age"))
    /// try form.setValue(4.5, for: Tag<Double>("age"))   // throws: 'age' holds Int, not Double
    /// ```
    /// - Throws: ``ValueError`` when no row has the tag or its row holds another value type.
    public func setValue<Value>(_ value: Value?, for tag: Tag<Value>) throws {
        if let row = row(tag) {
            row.value = value
            return
        }
        guard let other = rowsByTag[tag.name] else {
            throw ValueError(tag: tag.name, reason: .unknownTag(suggestion: suggestTag(for: tag.name)))
        }
        throw ValueError(tag: tag.name, reason: .wrongValueType(expected: "\(Value.self)", found: other.valueTypeName))
    }

    /// The index of a section in `sections`.
    package func index(of section: Section) -> Int? {
        sections.firstIndex { $0 === section }
    }

    /// The nearest known tag to a misspelt one, for "did you mean" messages.
    package func suggestTag(for name: String) -> String? {
        guard var search = EditDistance.NearestSearch(name) else { return nil }
        for tag in rowsByTag.keys { search.consider(tag) }
        for tag in sectionsByTag.keys { search.consider(tag) }
        return search.best?.candidate
    }

    func nextID() -> Int {
        lastID += 1
        return lastID
    }
}

/// What `form.values()` does with the values of hidden rows.
public enum HiddenValuePolicy: Sendable, Hashable {
    /// Hidden rows report their values like visible ones.
    case include
    /// Hidden rows are left out of `values()`, but keep their values.
    case exclude
    /// Hidden rows are left out, and a row's value is cleared when it becomes hidden.
    case clearWhenHidden
}
