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
/// Tests drive it one ``step(timeout:)`` at a time on a pseudo-terminal.
@MainActor
public final class FullScreenSession {
    /// The view being shown.
    public let view: TerminalFormView
    private let device: TerminalDevice
    private let buffer = ScreenBuffer()
    private var decoder = KeyDecoder()
    /// How many keys have been handled so far.
    public private(set) var keysHandled = 0
    /// How long an unfinished escape sequence may wait for its end, in milliseconds.
    public static let escapeTimeout: Int32 = 30
    /// How long a paste may pause before it is taken as ended without its end marker, in
    /// milliseconds.
    public static let pasteTimeout: Int32 = 500
    private let clock = ContinuousClock()
    private var lastInput: ContinuousClock.Instant

    /// Creates a session for a controller's form on a terminal.
    package init(
        controller: FormController, title: String, device: TerminalDevice, palette: Palette = Palette(usesColor: false)
    ) {
        self.device = device
        lastInput = clock.now
        view = TerminalFormView(controller: controller, title: title, palette: palette, size: device.size)
    }

    /// Enters raw mode and the alternate screen and draws the first frame.
    /// - Throws: ``TerminalError`` when the terminal's mode cannot be set.
    public func start() throws(TerminalError) {
        try device.enterRawMode()
        device.enterAlternateScreen()
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
            view.resize(size)
            buffer.invalidate()
            return draw() ? nil : .failed("the terminal closed")
        case .closed:
            return .failed("the terminal closed")
        }
        let size = device.size
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

    /// Leaves the alternate screen and raw mode.
    public func finish() {
        device.restore()
    }

    /// Runs until the form is submitted or cancelled, then restores the terminal.
    public func run() -> FormOutcome {
        do {
            try start()
        } catch {
            return .failed("cannot use the terminal: \(error)")
        }
        defer { finish() }
        while true {
            if let outcome = step(timeout: -1) { return outcome }
        }
    }

    @discardableResult
    private func draw() -> Bool {
        device.write(buffer.render(view.frame()))
    }
}
