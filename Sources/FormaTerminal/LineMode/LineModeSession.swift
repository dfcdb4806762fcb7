import FormaCore
import Foundation

/// The accessible line mode: the form asked one row at a time as plain prompts, for pipes,
/// CI jobs and screen readers. No escapes, no cursor movement — every line is text.
///
/// Prompts go to `output` (standard error in the demo), so standard output carries only the
/// submitted values. An empty answer keeps the value shown in brackets. Choices are
/// answered by number or by title; a multiple selection by numbers separated with commas.
/// Conditions apply as answers are given: a row that an answer hides is not asked, a row it
/// shows is. After the last row the form is validated; rows with problems are asked again.
///
/// ```swift
/// let session = LineModeSession(controller: FormController(form: form), title: "Sign Up",
///                               input: STDIN_FILENO, output: STDERR_FILENO)
/// let outcome = session.run()
/// ```
@MainActor
public final class LineModeSession {
    let controller: FormController
    let title: String
    let reader: LineReader
    let output: Int32
    /// `true` when answers come from a pipe or a file: they are echoed after their prompt,
    /// so the transcript reads as questions and answers.
    let echoesAnswers: Bool
    /// How many rounds of corrections are asked for before giving up.
    public static let maximumRounds = 20

    /// Creates a session reading answers from `input` and writing prompts to `output`.
    package init(controller: FormController, title: String, input: Int32, output: Int32) {
        self.controller = controller
        self.title = title
        self.reader = LineReader(fd: input)
        self.output = output
        echoesAnswers = isatty(input) == 0
    }

    /// A session for a pushed sub-form, asking on the same lines as `parent`.
    init(subForm: SubFormRow, title: String, parent: LineModeSession) {
        controller = FormController(form: parent.controller.form, scope: subForm)
        self.title = title
        reader = parent.reader
        output = parent.output
        echoesAnswers = parent.echoesAnswers
    }

    /// Asks every row, then validates, re-asking rows with problems.
    public func run() -> FormOutcome {
        say(title)
        say("Answer each question and press Enter; an empty answer keeps the value in [brackets].")
        if !controller.snapshot.sections.contains(where: { !$0.rows.isEmpty }) {
            say("This form has nothing to fill in.")
        }
        var pending: Set<RowID>? = nil
        for _ in 0..<Self.maximumRounds {
            if let failure = askRows(only: pending) { return failure }
            let errors = controller.form.submit()
            if errors.isEmpty { return .submitted(controller.form.values()) }
            say("")
            say(controller.form.word("problems.list", count: errors.count))
            for error in errors {
                let name = controller.form.row(tag: error.tag ?? "")?.title ?? error.tag ?? "a row"
                say("  ✗ \(name): \(error.message)")
            }
            pending = Self.withEnclosingSubForms(errors.map(\.row), in: controller)
        }
        return .failed("the form still has problems after \(Self.maximumRounds) rounds of answers")
    }

    /// Rows and every sub-form row that holds one of them, so that a re-asking round steps
    /// into the sub-forms whose rows have problems.
    static func withEnclosingSubForms(_ rows: [RowID], in controller: FormController) -> Set<RowID> {
        var result = Set(rows)
        for id in rows {
            var owner = controller.row(id: id)?.section?.owner
            var steps = 0
            while let subForm = owner, steps <= SubFormRow.maximumDepth {
                result.insert(subForm.id)
                owner = subForm.section?.owner
                steps += 1
            }
        }
        return result
    }

    /// Asks the visible rows in order (or only those in `only`), following conditions as
    /// they change; steps into pushed sub-forms, and offers to remove each record after its
    /// fields. Returns a failure when input ends.
    func askRows(only: Set<RowID>?) -> FormOutcome? {
        var asked = Set<RowID>()
        var lastSection: SectionID?
        var backFromSubForm = false
        while let (row, path) = nextRow(excluding: asked, only: only) {
            asked.insert(row.id)
            let sectionID = controller.snapshot.sections[path.section].id
            if sectionID != lastSection {
                lastSection = sectionID
                if only == nil, let header = controller.presentation(ofSectionAt: path.section)?.header, !header.isEmpty
                {
                    say("")
                    say("== \(header) ==")
                } else if backFromSubForm {
                    say("")
                    say(title)
                }
            }
            backFromSubForm = false
            if case .button(let button) = controller.presentation(of: row).editor, button.role == .add {
                // A multivalued section's add row: offer another row; a new one is asked
                // next, and the offer comes again after it.
                guard let added = offerAdd(row, section: path.section) else {
                    return .failed("input ended before the form was complete")
                }
                if added { asked.remove(row.id) }
                continue
            }
            if let subForm = row as? SubFormRow, case .selector = controller.presentation(of: row).editor {
                if let failure = askSubForm(subForm, only: only) { return failure }
                // Back in this form: its section's header (or its title) says so.
                lastSection = nil
                backFromSubForm = only == nil
                continue
            }
            if row is AppScreenRow {
                let name = controller.presentation(of: row).title ?? row.tag ?? ""
                say(controller.form.word("terminal.cannotEdit", ["title": name]))
                continue
            }
            if row.isRecordRemoveButton {
                guard offerRemove(row) != nil else { return .failed("input ended before the form was complete") }
                continue
            }
            guard ask(row) else {
                return .failed("input ended before the form was complete (at \(describe(row)))")
            }
        }
        return nil
    }

    private func nextRow(excluding asked: Set<RowID>, only: Set<RowID>?) -> (FormRow, TablePath)? {
        for (s, section) in controller.snapshot.sections.enumerated() {
            for (r, id) in section.rows.enumerated() where !asked.contains(id) && (only?.contains(id) ?? true) {
                let path = TablePath(section: s, row: r)
                if let row = controller.row(at: path) { return (row, path) }
            }
        }
        return nil
    }

    /// Asks whether to add a row through a multivalued section's add row.
    /// - Returns: whether a row was added; `nil` when input ended.
    private func offerAdd(_ addRow: FormRow, section: Int) -> Bool? {
        let noun = controller.presentation(ofSectionAt: section)?.header ?? "the list"
        while true {
            guard let answer = read("Add another to \(noun)? (y/n) [n]: ") else { return nil }
            switch Self.yesNo(answer) ?? (answer.isEmpty ? false : nil) {
            case true?:
                if case .insertedRow = controller.activate(addRow) { return true }
                say("✗ no row can be added here now")
                return false
            case false?: return false
            case nil: say("✗ answer y or n")
            }
        }
    }

    /// Asks a pushed sub-form's rows under a heading naming it, then comes back.
    private func askSubForm(_ subForm: SubFormRow, only: Set<RowID>?) -> FormOutcome? {
        let name = controller.presentation(of: subForm).title ?? subForm.tag ?? itemName(subForm) ?? ""
        let nested = LineModeSession(subForm: subForm, title: title + " › " + name, parent: self)
        say("")
        say(nested.title)
        return nested.askRows(only: only)
    }

    /// Asks whether to remove the record that `button` ends.
    /// - Returns: whether it was removed; `nil` when input ended.
    private func offerRemove(_ button: FormRow) -> Bool? {
        guard let item = button.section?.owner, let name = itemName(item) else { return false }
        let question = controller.form.word("terminal.removeItem", ["item": name])
        while true {
            guard let answer = read(question + " (y/n) [n]: ") else { return nil }
            switch Self.yesNo(answer) ?? (answer.isEmpty ? false : nil) {
            case true?:
                controller.activate(button)
                return true
            case false?: return false
            case nil: say("✗ answer y or n")
            }
        }
    }

    /// A record's name: its first section's header (or the list's) and its number, `Traveller 2`.
    private func itemName(_ item: SubFormRow) -> String? {
        guard let list = item.section, let index = list.index(of: item) else { return nil }
        let noun = item.sections.first?.header ?? item.title ?? list.header ?? ""
        return noun.isEmpty ? "\(index + 1)" : "\(noun) \(index + 1)"
    }

    func describe(_ row: FormRow) -> String {
        let presentation = controller.presentation(of: row)
        return "'" + (presentation.title ?? presentation.placeholder ?? presentation.tag ?? "row") + "'"
    }

    func say(_ text: String) {
        Platform.writeAll(output, Array((TerminalText.sanitized(text) + "\n").utf8))
    }

    /// Asks and reads an answer; `nil` at the end of input. A secret answer is echoed as
    /// dots when answers come from a pipe, and typed with the terminal's echo off on a terminal.
    /// An answer longer than ``LineReader/maximumLength`` bytes is not used: it reads as an
    /// empty answer (the value stays as it was), and a message says so.
    func read(_ question: String, secret: Bool = false) -> String? {
        prompt(question)
        let answer = secret ? Platform.withEchoOff(reader.fd) { reader.next() } : reader.next()
        if reader.lastLineWasCut {
            if echoesAnswers { say("") }
            say("✗ that answer is longer than \(TerminalText.grouped(LineReader.maximumLength)) bytes; it was not used")
            return ""
        }
        if echoesAnswers { say(secret ? String(repeating: "•", count: answer?.count ?? 0) : answer ?? "") }
        return answer
    }

    func prompt(_ text: String) {
        Platform.writeAll(output, Array(TerminalText.sanitized(text).utf8))
    }

    static func yesNo(_ answer: String) -> Bool? {
        switch answer.trimmingCharacters(in: .whitespaces).lowercased() {
        case "y", "yes", "on", "true", "1", "x": true
        case "n", "no", "off", "false", "0": false
        default: nil
        }
    }
}
