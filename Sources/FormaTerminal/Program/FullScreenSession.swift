import FormaCore

/// Runs a form full-screen on a terminal: raw mode and the alternate screen while it runs,
/// keys decoded and handed to a ``TerminalFormView``, each frame written as the lines that
/// changed, the terminal put back however it ends.
///
/// ```swift
/// let session = FullScreenSession(controller: FormController(form: form), title: "Sign Up", device: terminal)
/// let outcome = session.run()
/// ```
///
/// While it waits for keys it runs the form's asynchronous work — validators (debounced),
/// options loaders — on the main actor, redraws when a piece finishes and turns a spinner
/// meanwhile. A submit waits for the checks in flight.
///
/// Tests drive it one ``step(timeout:)`` and ``service()`` at a time on a pseudo-terminal.
@MainActor
public final class FullScreenSession {
    /// The view being shown.
    public let view: TerminalFormView
    private let device: TerminalDevice
    private let buffer: ScreenBuffer
    /// `true` when the form is drawn in place below the prompt and left in the scrollback.
    public let isInline: Bool
    /// The most lines an inline form takes.
    public static let inlineHeight = 20
    private var decoder = KeyDecoder()
    /// How many keys have been handled so far.
    public private(set) var keysHandled = 0
    /// How long an unfinished escape sequence may wait for its end, in milliseconds.
    public static let escapeTimeout: Int32 = 30
    /// How long a paste may pause before it is taken as ended without its end marker, in
    /// milliseconds.
    public static let pasteTimeout: Int32 = 500
    /// How often the loop looks at the form's asynchronous work while it waits for keys,
    /// and turns the spinner, in milliseconds.
    public static let workTick: Int32 = 80
    private let clock = ContinuousClock()
    private var lastInput: ContinuousClock.Instant
    private var lastTick: ContinuousClock.Instant
    private let signal = WorkSignal()
    private var validationWaiter: Task<Void, Never>?
    private var loads: [ObjectIdentifier: Task<Void, Never>] = [:]
    private var needsDraw = false

    /// Creates a session for a controller's form on a terminal.
    package init(
        controller: FormController, title: String, device: TerminalDevice, palette: Palette = Palette(usesColor: false),
        inline: Bool = false
    ) {
        self.device = device
        isInline = inline
        buffer = ScreenBuffer(inline: inline)
        lastInput = clock.now
        lastTick = clock.now
        view = TerminalFormView(
            controller: controller, title: title, palette: palette, size: Self.viewSize(device.size, inline: inline))
        let previous = controller.form.onAsyncValidationStarted
        controller.form.onAsyncValidationStarted = { [signal] in
            previous?()
            signal.validationStarted = true
        }
    }

    /// `true` while the form has asynchronous work the session runs: checks in flight,
    /// options loading, a submit waiting for its checks.
    public var isBusy: Bool {
        signal.validationStarted || validationWaiter != nil || !loads.isEmpty || view.isAwaitingChecks
            || view.hasScreensToLoad
    }

    /// The size the form is laid out for: the window, or for an inline form at most
    /// ``inlineHeight`` lines and one less than the window, so the prompt stays in view.
    static func viewSize(_ window: TerminalSize, inline: Bool) -> TerminalSize {
        guard inline else { return window }
        return TerminalSize(rows: min(inlineHeight, max(1, window.rows - 1)), columns: window.columns)
    }

    /// Enters raw mode and the alternate screen and draws the first frame.
    /// - Throws: ``TerminalError`` when the terminal's mode cannot be set.
    public func start() throws(TerminalError) {
        try device.enterRawMode()
        if isInline { device.enableBracketedPaste() } else { device.enterAlternateScreen() }
        buffer.invalidate()
        draw()
    }

    /// Waits up to `timeout` milliseconds (-1: until something happens) for keys or a
    /// resize, handles them and redraws.
    ///
    /// The keys of one read are handled together and drawn once: a paste is one edit and
    /// one frame, and a bracketed paste is drawn only once its end has arrived.
    /// - Returns: the outcome once the form is submitted or cancelled, or the terminal is gone.
    public func step(timeout: Int32) -> FormOutcome? {
        let limit = decoder.isInPaste ? Self.pasteTimeout : decoder.hasPending ? Self.escapeTimeout : timeout
        let wait = timeout < 0 ? limit : min(timeout, limit)
        let keys: [Key]
        switch device.read(timeout: wait) {
        case .bytes(let bytes):
            lastInput = clock.now
            keys = decoder.feed(bytes)
        case .timeout:
            if decoder.isInPaste {
                // A paste whose end never came ends after a pause, so that keys work again.
                keys = clock.now - lastInput >= .milliseconds(Self.pasteTimeout) ? decoder.flush() : []
            } else {
                keys = decoder.hasPending ? decoder.flush() : []
            }
        case .resized(let size):
            view.resize(Self.viewSize(size, inline: isInline))
            buffer.invalidate()
            return draw() ? nil : .failed("the terminal closed")
        case .closed:
            return .failed("the terminal closed")
        }
        let size = Self.viewSize(device.size, inline: isInline)
        if size != view.size {
            view.resize(size)
            buffer.invalidate()
        }
        keysHandled += keys.count
        if let outcome = view.handle(batch: keys) { return outcome }
        if !keys.isEmpty && !draw() { return .failed("the terminal closed") }
        return nil
    }

    /// `true` while an unfinished escape sequence waits for its end (or for the pause that
    /// makes it an Escape key), or a paste for its end.
    public var hasPendingInput: Bool { decoder.hasPending }

    /// Leaves the alternate screen (or, inline, leaves the form in the scrollback with the
    /// cursor below it) and raw mode.
    public func finish() {
        if isInline { device.write(buffer.leave()) }
        device.restore()
    }

    /// Runs until the form is submitted or cancelled, then restores the terminal.
    ///
    /// Keys are waited for a short while at a time when the form has asynchronous work, so
    /// that the work runs, its results are drawn and the spinner turns.
    public func run() async -> FormOutcome {
        do {
            try start()
        } catch {
            return .failed("cannot use the terminal: \(error)")
        }
        defer { finish() }
        while true {
            if let outcome = step(timeout: isBusy ? Self.workTick : -1) { return outcome }
            if let outcome = await service() { return outcome }
        }
    }

    /// Gives the form's asynchronous work a turn: starts waiting for checks that began and
    /// loading options that a list asked for, lets finished work apply its results, turns
    /// the spinner and redraws what changed.
    /// - Returns: the outcome when a submit that waited for its checks ends the form.
    public func service() async -> FormOutcome? {
        if signal.validationStarted && validationWaiter == nil {
            signal.validationStarted = false
            let form = view.controller.form
            validationWaiter = Task { [weak self] in
                await form.waitForAsyncValidation()
                self?.validationFinished()
            }
        }
        for screen in view.takeScreensToLoad() {
            let id = ObjectIdentifier(screen)
            loads[id] = Task { [weak self] in
                await screen.loadOptions()
                self?.loadFinished(screen)
            }
        }
        guard isBusy || needsDraw else { return nil }
        await Task.yield()
        if isBusy, clock.now - lastTick >= .milliseconds(Self.workTick) {
            lastTick = clock.now
            view.advanceSpinner()
            needsDraw = true
        }
        let checking = signal.validationStarted || validationWaiter != nil
        if let outcome = view.finishSubmitIfChecked(checksInFlight: checking) { return outcome }
        if needsDraw {
            needsDraw = false
            if !draw() { return .failed("the terminal closed") }
        }
        return nil
    }

    private func validationFinished() {
        validationWaiter = nil
        view.workFinished()
        needsDraw = true
    }

    private func loadFinished(_ screen: SelectorScreen) {
        loads[ObjectIdentifier(screen)] = nil
        view.optionsLoaded(for: screen)
        needsDraw = true
    }

    @discardableResult
    private func draw() -> Bool {
        device.write(buffer.render(view.frame()))
    }
}

/// Set by the form when an asynchronous check starts; read by the session's loop.
private final class WorkSignal {
    var validationStarted = false
}
