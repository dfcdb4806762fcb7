import FormaCore
import FormaDefinitions
import FormaTerminal
import Foundation

/// A key press that changes one value in a 10,000-row form, from the key's bytes to the
/// bytes written for it, and a full redraw; the same key press in a 1,000-row form for
/// comparison.
@MainActor
func runTerminalBenchmark(_ quick: Bool) {
    let small = measureTerminal(rows: 1_000, presses: quick ? 100 : 400)
    let large = measureTerminal(rows: 10_000, presses: quick ? 100 : 400)
    print(
        "rows=1000 keypress_ms=\(fixed(small.keypress, 4)) bytes_per_keypress=\(fixed(small.bytes, 1)) full_redraw_ms=\(fixed(small.redraw))"
    )
    print(
        "keypress_ratio_10k_to_1k=\(fixed(large.keypress / max(small.keypress, 1e-9), 2)) full_redraw_bytes=\(large.redrawBytes)"
    )
    let fill = measureFill(quick)
    print(
        "RESULT terminal rows=10000 keypress_ms=\(fixed(large.keypress, 4)) bytes_per_keypress=\(fixed(large.bytes, 1)) full_redraw_ms=\(fixed(large.redraw)) fill_load_ms=\(fixed(fill.load)) fill_first_frame_ms=\(fixed(fill.firstFrame)) options_1k_ms=\(fixed(fill.options1k)) options_10k_ms=\(fixed(fill.options10k))"
    )
}

/// `forma fill` on the 10,000-row definition the definitions benchmark loads: loading it,
/// and loading it up to the first frame drawn; and a definition with one selector of 1,000
/// and of 10,000 options, loaded and drawn, its list opened.
@MainActor
private func measureFill(_ quick: Bool) -> (load: Double, firstFrame: Double, options1k: Double, options10k: Double) {
    let text = makeBenchmarkDefinition(rows: 10_000)
    let repetitions = quick ? 5 : 15
    let size = TerminalSize(rows: 40, columns: 100)
    let load = medianMilliseconds(repetitions: repetitions) { _ = loadDefinition(text) }
    let firstFrame = medianMilliseconds(repetitions: repetitions) {
        guard let form = loadDefinition(text) else { return }
        let view = TerminalFormView(controller: FormController(form: form), title: "Fill", size: size)
        _ = ScreenBuffer().render(view.frame())
    }
    func options(_ count: Int) -> (shown: Double, open: Double) {
        let options = (0..<count).map { #"{"value": "v\#($0)", "title": "Option \#($0)"}"# }
        let text =
            #"{"forma": 1, "sections": [{"rows": [{"kind": "pushSelector", "tag": "pick", "title": "Pick", "value": "v\#(count - 1)", "options": ["#
            + options.joined(separator: ", ") + "]}]}]}"
        // Loaded and drawn: what `forma fill` waits for before the first frame.
        let shown = medianMilliseconds(repetitions: repetitions) {
            guard let form = loadDefinition(text) else { return }
            let view = TerminalFormView(controller: FormController(form: form), title: "Fill", size: size)
            _ = ScreenBuffer().render(view.frame())
        }
        // The list opened over it, from the key to the frame.
        guard let form = loadDefinition(text) else { return (shown, 0) }
        let view = TerminalFormView(controller: FormController(form: form), title: "Fill", size: size)
        _ = ScreenBuffer().render(view.frame())
        let open = medianMilliseconds(repetitions: repetitions) {
            _ = view.handle(.enter)
            _ = ScreenBuffer().render(view.frame())
            require(
                view.frame().lines.contains { $0.contains("Option \(count - 1)") },
                "the list of \(count) options did not open")
            _ = view.handle(.escape)
        }
        return (shown, open)
    }
    let small = options(1_000)
    let large = options(10_000)
    print(
        "fill_first_frame_minus_load_ms=\(fixed(firstFrame - load)) options_ratio_10k_to_1k=\(fixed(large.shown / max(small.shown, 1e-9), 2)) options_1k_open_ms=\(fixed(small.open)) options_10k_open_ms=\(fixed(large.open))"
    )
    return (load, firstFrame, small.shown, large.shown)
}

private func loadDefinition(_ text: String) -> Form? {
    do {
        return try Form(json: text)
    } catch {
        require(false, "the definition does not load: \(error)")
        return nil
    }
}

@MainActor
private func measureTerminal(rows count: Int, presses: Int) -> (
    keypress: Double, bytes: Double, redraw: Double, redrawBytes: Int
) {
    let form = Form {
        Section("Rows") {
            for i in 0..<count { TextRow("row\(i)") { $0.title = "Row \(i)" } }
        }
    }
    let controller = FormController(form: form)
    let size = TerminalSize(rows: 40, columns: 100)
    let view = TerminalFormView(controller: controller, title: "Benchmark", size: size)
    let buffer = ScreenBuffer()
    let sink = open("/dev/null", O_WRONLY)
    require(sink >= 0, "cannot open /dev/null")
    defer { close(sink) }
    var decoder = KeyDecoder()
    _ = write(sink, buffer.render(view.frame()), 0)

    // One key press: decode its bytes, handle the key (the value changes through the
    // controller: one transaction, one update), compose the frame, diff it, write the bytes.
    var written = 0
    func press(_ byte: UInt8) {
        for key in decoder.feed([byte]) { _ = view.handle(key) }
        let bytes = buffer.render(view.frame())
        written += bytes.count
        _ = bytes.withUnsafeBytes { write(sink, $0.baseAddress, bytes.count) }
    }
    var typed = ""
    let clock = ContinuousClock()
    var samples: [Double] = []
    for index in 0..<presses {
        let byte = UInt8(ascii: "a") + UInt8(index % 26)
        let elapsed = clock.measure { press(byte) }
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        typed.append(Character(Unicode.Scalar(byte)))
    }
    samples.sort()
    require(form.values()["row0"] == .string(typed), "typed text did not reach the row (\(count) rows)")

    // Bytes proportional to the lines that changed: one line and the cursor, never the screen.
    written = 0
    press(UInt8(ascii: "z"))
    let perPress = written
    let fullBytes = { () -> Int in
        buffer.invalidate()
        return buffer.render(view.frame()).count
    }()
    require(perPress < 400, "a key press wrote \(perPress) bytes (\(count) rows)")
    require(perPress * 5 < fullBytes, "a key press wrote \(perPress) bytes, a full screen \(fullBytes)")

    // The share of a key press spent in the model: the same edit through the controller alone.
    if let row = form.row(tag: "row0") {
        var text = typed
        let model = medianMilliseconds(repetitions: presses / 2) {
            text.append("y")
            do {
                try controller.setText(text, for: row)
            } catch {
                require(false, "the controller refused a text edit: \(error)")
            }
        }
        print(
            "rows=\(count) controller_set_text_ms=\(fixed(model, 4)) (the transaction, snapshot and diff a key press includes)"
        )
    }

    let redraw = medianMilliseconds(repetitions: 9) {
        view.reload(controller.snapshot)
        buffer.invalidate()
        let bytes = buffer.render(view.frame())
        _ = bytes.withUnsafeBytes { write(sink, $0.baseAddress, bytes.count) }
    }
    return (samples[samples.count / 2], Double(perPress), redraw, fullBytes)
}
