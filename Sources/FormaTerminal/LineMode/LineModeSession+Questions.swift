import FormaCore
import Foundation

extension LineModeSession {
    /// Asks one row, by its editor, until the answer is accepted.
    /// - Returns: `false` when input ended.
    func ask(_ row: FormRow) -> Bool {
        let presentation = controller.presentation(of: row)
        let name = presentation.title ?? presentation.placeholder ?? presentation.tag ?? "Value"
        guard presentation.isEnabled else {
            say("\(name): \(presentation.displayText ?? "") (cannot be changed now)")
            return true
        }
        while true {
            let accepted: Bool?
            if let file = row as? FileRow {
                accepted = answerFile(
                    file,
                    question:
                        "\(name)\(required(presentation)), a file's path: \(bracketed(presentation.displayText ?? ""))")
            } else {
                switch presentation.editor {
                case .textField(let field):
                    let current = field.traits.isSecure ? (field.text.isEmpty ? "" : "set") : field.text
                    accepted = answerText(
                        row, question: "\(name)\(required(presentation)): \(bracketed(current))",
                        secret: field.traits.isSecure)
                case .textView(let view):
                    accepted = answerTextView(row, name: name, current: view.text)
                case .toggle(let isOn), .check(let isOn):
                    accepted = answerBool(row, question: "\(name) (y/n) [\(isOn ? "y" : "n")]: ", current: isOn)
                case .slider(let range), .stepper(let range):
                    accepted = answerNumber(row, name: name, range: range)
                case .segmented(let list), .picker(let list):
                    accepted = answerOption(row, name: name, titles: list.titles, selected: list.selectedIndex)
                case .selector:
                    accepted = answerSelector(row, name: name)
                case .datePicker(let picker):
                    accepted = answerDate(row, name: name, picker: picker)
                case .button, .label, .custom:
                    if case .label = presentation.editor { say("\(name): \(presentation.displayText ?? "")") }
                    accepted = true
                }
            }
            guard let accepted else { return false }
            if accepted, presentation.isRequired, row.hasValue, row.formValue.isNull {
                // An empty answer to a required question is asked again now, not at the end.
                say("  ✗ \(name) is required")
                continue
            }
            if accepted {
                controller.endEditing(row)
                for message in controller.presentation(of: row).messages { say("  ✗ \(message)") }
                return true
            }
        }
    }

    /// A file row takes a path; the file goes through the row's checks, as a pick does.
    private func answerFile(_ row: FileRow, question: String) -> Bool? {
        guard let answer = read(question) else { return nil }
        if answer.isEmpty { return true }
        if let error = row.attach(fileAt: answer) {
            say("✗ \(error.description)")
            return false
        }
        return true
    }

    private func required(_ presentation: RowPresentation) -> String {
        presentation.isRequired ? " (required)" : ""
    }

    private func bracketed(_ current: String) -> String {
        current.isEmpty ? "" : "[\(current)] "
    }

    private func answerText(_ row: FormRow, question: String, secret: Bool) -> Bool? {
        guard let answer = read(question, secret: secret) else { return nil }
        if answer.isEmpty { return true }
        do {
            if try controller.setText(answer, for: row) { return true }
            say("✗ '\(answer)' is not a valid value here")
            return false
        } catch {
            say("✗ \(error)")
            return true
        }
    }

    private func answerTextView(_ row: FormRow, name: String, current: String) -> Bool? {
        say(
            "\(name) (several lines; end with a line holding only a dot)\(current.isEmpty ? "" : ", empty keeps the text"):"
        )
        var lines: [String] = []
        while true {
            guard let line = read("") else {
                if lines.isEmpty { return nil }
                break
            }
            if line == "." { break }
            if line.isEmpty && lines.isEmpty && !current.isEmpty { return true }
            lines.append(line)
        }
        do {
            try controller.setText(lines.joined(separator: "\n"), for: row)
        } catch {
            say("✗ \(error)")
        }
        return true
    }

    private func answerBool(_ row: FormRow, question: String, current: Bool) -> Bool? {
        guard let answer = read(question) else { return nil }
        if answer.isEmpty { return true }
        guard let value = Self.yesNo(answer) else {
            say("✗ answer y or n")
            return false
        }
        return set(.bool(value), of: row)
    }

    private func answerNumber(_ row: FormRow, name: String, range: NumberRangeEditor) -> Bool? {
        let bounds = "\(number(range.minimum))–\(number(range.maximum))"
        let current = range.valueText ?? range.value.map(number) ?? ""
        guard let answer = read("\(name) (\(bounds)): \(bracketed(current))") else { return nil }
        if answer.isEmpty { return true }
        // Numbers are shown grouped as the form's locale writes them, and read back so too.
        let separator = controller.form.formatting.locale.groupingSeparator ?? ","
        let typed = answer.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: separator, with: "")
        guard let value = Double(typed), value.isFinite else {
            say("✗ type a number from \(bounds)")
            return false
        }
        guard value >= range.minimum && value <= range.maximum else {
            say("✗ \(number(value)) is outside \(bounds)")
            return false
        }
        return set(.double(value), of: row)
    }

    private func answerOption(_ row: FormRow, name: String, titles: [String], selected: Int?) -> Bool? {
        guard !titles.isEmpty else {
            say("\(name): no options to choose from")
            return true
        }
        listChoices(titles, selected: selected.map { [$0] } ?? [])
        let current = selected.map { titles.indices.contains($0) ? titles[$0] : "" } ?? ""
        guard let answer = read("\(name) (1–\(titles.count)): \(bracketed(current))") else { return nil }
        if answer.isEmpty { return true }
        guard let index = Self.choice(answer, in: titles), let options = row as? any OptionsProviding,
            options.optionValues.indices.contains(index)
        else {
            say("✗ answer with a number from 1 to \(titles.count) or a title")
            return false
        }
        return set(options.optionValues[index], of: row)
    }

    private func answerSelector(_ row: FormRow, name: String) -> Bool? {
        guard case .presentSelector(let screen) = controller.activate(row) else { return true }
        let choices = screen.sections.flatMap(\.choices)
        guard !choices.isEmpty else {
            say("\(name): \(screen.emptyMessage ?? "no options")")
            return true
        }
        let titles = choices.map(\.title)
        let selected = Set(screen.selection)
        listChoices(titles, selected: Set(choices.indices.filter { selected.contains(choices[$0].id) }))
        let current = choices.filter { selected.contains($0.id) }.map(\.title).joined(separator: ", ")
        let hint = screen.allowsMultipleSelection ? "numbers separated by commas, or none" : "1–\(titles.count)"
        guard let answer = read("\(name) (\(hint)): \(bracketed(current))") else { return nil }
        if answer.isEmpty { return true }
        do {
            if screen.allowsMultipleSelection {
                var wanted = Set<Int>()
                if answer.trimmingCharacters(in: .whitespaces).lowercased() != "none" {
                    for part in answer.split(separator: ",") {
                        guard let index = Self.choice(String(part), in: titles) else {
                            say("✗ '\(part.trimmingCharacters(in: .whitespaces))' is not one of the choices")
                            return false
                        }
                        wanted.insert(choices[index].id)
                    }
                }
                for id in wanted.symmetricDifference(selected).sorted() { try screen.choose(id) }
                try screen.commit()
            } else {
                guard let index = Self.choice(answer, in: titles) else {
                    say("✗ answer with a number from 1 to \(titles.count) or a title")
                    return false
                }
                try screen.choose(choices[index].id)
            }
        } catch {
            say("✗ \(error)")
        }
        return true
    }

    private func answerDate(_ row: FormRow, name: String, picker: DatePickerEditor) -> Bool? {
        let entry = DateEntry(mode: picker.mode, environment: controller.form.formatting)
        guard let answer = read("\(name) (\(entry.pattern)): \(bracketed(entry.text(for: picker)))") else { return nil }
        if answer.isEmpty { return true }
        switch entry.value(from: answer, within: picker) {
        case .success(let value): return set(value, of: row)
        case .failure(let problem):
            say("✗ \(problem.message)")
            return false
        }
    }

    private func set(_ value: FormValue, of row: FormRow) -> Bool {
        guard let path = controller.path(of: row) else { return true }
        do {
            try controller.form.transaction { try controller.setValue(value, forRowAt: path) }
            return true
        } catch {
            say("✗ \(error)")
            return false
        }
    }

    private func listChoices(_ titles: [String], selected: Set<Int>) {
        for (index, title) in titles.enumerated() {
            say("  \(index + 1)) \(title)\(selected.contains(index) ? " (chosen)" : "")")
        }
    }

    static func choice(_ answer: String, in titles: [String]) -> Int? {
        let trimmed = answer.trimmingCharacters(in: .whitespaces)
        if let number = Int(trimmed), titles.indices.contains(number - 1) { return number - 1 }
        return titles.firstIndex {
            $0.compare(trimmed, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
        }
    }

    /// A number as the full screen shows it, in the form's locale.
    func number(_ value: Double) -> String {
        PresentationText.number(value, in: controller.form)
    }
}
