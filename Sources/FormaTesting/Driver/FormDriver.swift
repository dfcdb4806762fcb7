import FormaCore
import FormaDefinitions
import Foundation

/// Drives a form in a test as a person would — tap, type, choose, toggle, add and delete
/// rows, submit — through the same `FormController` and presentation every renderer uses,
/// shown in a `HeadlessTableView` that checks each update as UIKit would. Read what a
/// person sees with ``screen``, what the app gets with ``values``, and assert on both.
///
/// Every step and assertion throws a ``FormaTestingFailure`` saying what it looked for and
/// what the screen holds — a wrong tag gets "did you mean", never a crash — so a test reads
/// as a list of `try` lines:
///
/// ```swift
/// let driver = try FormDriver(SignUpForm.make())
/// try driver.type("ada@example.com", into: "email")
/// try driver.choose("Pro", in: "plan")
/// try driver.toggle("terms")
/// try driver.assertValue("plan", equals: "pro")
/// ```
///
/// Like its form, a driver belongs to one isolation domain: create and use it in one test.
public final class FormDriver {
    /// The form being driven.
    public let form: Form
    /// The controller every step goes through, as a renderer's would.
    package let controller: FormController
    /// The table the controller updates; a refused update fails the step that caused it.
    package let table: HeadlessTableView
    /// The selector screen a tap opened and that is still shown, if any.
    public internal(set) var presentedSelector: SelectorScreen?

    /// The formatting a driver pins by default, so display text is the same on every
    /// machine: US English, Greenwich time, the Gregorian calendar.
    ///
    /// ```swift
    /// let driver = try FormDriver(form, formatting: FormDriver.pinnedFormatting)   // the default
    /// ```
    public static let pinnedFormatting = FormattingEnvironment(
        locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(secondsFromGMT: 0) ?? .current)

    /// Starts driving a form: the form's formatting is pinned (unless `formatting` is `nil`)
    /// and a headless table shows it.
    ///
    /// A form with a problem nobody meant — a condition naming an unknown tag, a pattern that
    /// cannot be used, a duplicate tag — fails the test here, before any step: every
    /// error-level diagnostic of the form (`form.diagnostics`) throws unless its code is in
    /// `expecting`.
    ///
    /// ```swift
    /// let driver = try FormDriver(Form {
    ///     Section("Account") { EmailRow("email") { $0.title = "Email" } }
    /// })
    /// ```
    /// - Throws: ``FormaTestingFailure`` listing each unexpected error of the form.
    public init(
        _ form: Form, formatting: FormattingEnvironment? = FormDriver.pinnedFormatting, expecting: Set<String> = []
    ) throws {
        try Self.check(form, expecting: expecting, step: "FormDriver(_:)")
        if let formatting { form.formatting = formatting }
        self.form = form
        controller = FormController(form: form)
        table = HeadlessTableView()
        controller.tableView = table
    }

    /// Starts driving the form of an existing controller — the one an app's form screen
    /// owns, so its hooks (`valueHasBeenChanged`, `onChange`) run as in the app. The
    /// controller's table is used when it is a `HeadlessTableView` (as on Linux);
    /// otherwise a headless table takes its place for the test.
    ///
    /// ```swift
    /// let screen = SignUpViewController()
    /// screen.loadViewIfNeeded()
    /// let driver = try FormDriver(controller: screen.formController)
    /// ```
    /// - Throws: ``FormaTestingFailure`` listing each error-level diagnostic of the form whose
    ///   code is not in `expecting`, as ``init(_:formatting:expecting:)`` does.
    public init(
        controller: FormController, formatting: FormattingEnvironment? = FormDriver.pinnedFormatting,
        expecting: Set<String> = []
    ) throws {
        try Self.check(controller.form, expecting: expecting, step: "FormDriver(controller:)")
        if let formatting { controller.form.formatting = formatting }
        form = controller.form
        self.controller = controller
        if let headless = controller.tableView as? HeadlessTableView {
            table = headless
        } else {
            table = HeadlessTableView()
            controller.tableView = table
        }
    }

    /// Starts driving a form loaded from definition JSON.
    ///
    /// ```swift
    /// let driver = try FormDriver(json: #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "tag": "name"}]}]}"#)
    /// ```
    /// - Throws: ``FormaTestingFailure`` listing every problem of the definition.
    public convenience init(json: String, formatting: FormattingEnvironment? = FormDriver.pinnedFormatting) throws {
        let form: Form
        do {
            form = try Form(json: json)
        } catch {
            throw FormaTestingFailure(message: "FormDriver(json:): the definition does not load:\n\(error)")
        }
        try self.init(form, formatting: formatting)
    }

    /// Throws for every error-level diagnostic of `form` whose code is not expected.
    private static func check(_ form: Form, expecting: Set<String>, step: String) throws {
        let unexpected = form.diagnostics.filter { $0.severity == .error && !expecting.contains($0.code) }
        guard !unexpected.isEmpty else { return }
        let listed = unexpected.map { "[\($0.code)] \($0)" }.joined(separator: "\n")
        throw FormaTestingFailure(
            message: "\(step): the form has \(unexpected.count) problem(s) nobody expected "
                + "(pass their codes in `expecting:` if the test means them):\n\(listed)")
    }

    /// The form's values, as the app reads them (`form.values()`).
    ///
    /// ```swift
    /// driver.values["email"]   // "ada@example.com"
    /// ```
    public var values: FormValues { form.values() }

    /// Runs one step: fails when the table refused an update the step caused, or when the
    /// table and the controller disagree afterwards.
    func step<Result>(_ name: String, _ body: () throws -> Result) throws -> Result {
        let reloads = table.reloadCount
        let result = try body()
        if table.reloadCount != reloads {
            let reason = controller.lastApplyError.map { String(describing: $0) } ?? "it was reloaded"
            throw FormaTestingFailure(message: "\(name): the table refused an update: \(reason)", screen: screen)
        }
        if table.snapshot != controller.snapshot {
            throw FormaTestingFailure(
                message:
                    "\(name): the table shows \(table.snapshot.rowCount) rows, the form \(controller.snapshot.rowCount)",
                screen: screen)
        }
        return result
    }

    /// A failure of a step, with the screen.
    func failure(_ step: String, _ message: String) -> FormaTestingFailure {
        FormaTestingFailure(message: "\(step): \(message)", screen: screen)
    }
}
