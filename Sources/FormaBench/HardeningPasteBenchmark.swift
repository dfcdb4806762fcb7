import FormaCore
import FormaTerminal
import Foundation

/// The median milliseconds from the first byte of a bracketed paste to the submitted values:
/// 1,000,000 bytes (just under a mebibyte: the most a form value holds) of mixed-script text
/// pasted into a text field of a full-screen session on a pseudo-terminal, then Ctrl-S.
///
/// The bytes go through the path a person's paste takes — the terminal device, the key
/// decoder, the view, the controller and the screen buffer — written as fast as the
/// pseudo-terminal takes them while the session reads.
func pasteMilliseconds(quick: Bool) -> Double {
    let unit = "Lorem ipsum dolor sit amet, 日本語のテキスト, café crème 👍🏽 — "
    var text = String(repeating: unit, count: FormValue.Limits.maxStringLength / unit.utf8.count + 1)
    while text.utf8.count > FormValue.Limits.maxStringLength { text.removeLast() }
    let bytes = Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8) + [0x13]
    return MainActor.assumeIsolated {
        medianMilliseconds(repetitions: quick ? 3 : 9, warmup: 1) {
            let values = pasteAndSubmit(bytes)
            require(values?["text"] == .string(text), "the submitted value is not the pasted text")
        }
    }
}

/// Opens a session on a fresh pseudo-terminal, delivers `bytes` and returns the submitted
/// values (`nil` if the form did not submit).
@MainActor
private func pasteAndSubmit(_ bytes: [UInt8]) -> FormValues? {
    var parent: Int32 = -1
    var child: Int32 = -1
    var window = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    require(openpty(&parent, &child, nil, nil, &window) == 0, "cannot open a pseudo-terminal")
    defer {
        close(parent)
        close(child)
    }
    _ = fcntl(parent, F_SETFL, fcntl(parent, F_GETFL) | O_NONBLOCK)
    guard let device = TerminalDevice(fd: child) else {
        require(false, "the pseudo-terminal is not a terminal")
        return nil
    }
    let form = Form { Section("Paste") { TextRow("text") { $0.title = "Text" } } }
    let session = FullScreenSession(controller: FormController(form: form), title: "Paste", device: device)
    do {
        try session.start()
    } catch {
        require(false, "cannot start the session: \(error)")
    }
    defer { session.finish() }
    var sink = [UInt8](repeating: 0, count: 65_536)
    func drain() {
        while sink.withUnsafeMutableBytes({ read(parent, $0.baseAddress, 65_536) }) > 0 {}
    }
    drain()
    var offset = 0
    for _ in 0..<100_000 {
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                write(parent, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            guard count > 0 else { break }
            offset += count
        }
        let outcome = session.step(timeout: 10)
        drain()
        if case .submitted(let values)? = outcome { return values }
        if outcome != nil { return nil }
    }
    return nil
}
