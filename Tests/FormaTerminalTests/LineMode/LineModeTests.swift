import FormaCore
import FormaExamples
import FormaTerminal
import Foundation
import Testing

/// Runs the line mode with `answers` read from a file and the prompts going to a file.
@MainActor
func runLineMode(
    _ form: Form, answers: [UInt8], locale: String = "en_US"
) throws -> (outcome: FormOutcome, transcript: String) {
    form.formatting = FormattingEnvironment(
        locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC") ?? .gmt)
    let directory = FileManager.default.temporaryDirectory
    let answersURL = directory.appendingPathComponent("forma-answers-\(UUID().uuidString).txt")
    let transcriptURL = directory.appendingPathComponent("forma-line-\(UUID().uuidString).txt")
    try Data(answers).write(to: answersURL)
    let input = open(answersURL.path, O_RDONLY)
    let output = open(transcriptURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    defer {
        close(input)
        close(output)
        unlink(answersURL.path)
        unlink(transcriptURL.path)
    }
    guard input >= 0, output >= 0 else { throw PseudoTerminalError.cannotOpen(errno) }
    let session = LineModeSession(controller: FormController(form: form), title: "Test", input: input, output: output)
    let outcome = session.run()
    let transcript = try String(contentsOf: transcriptURL, encoding: .utf8)
    return (outcome, transcript)
}

@MainActor
func runLineMode(
    _ form: Form, answers: String, locale: String = "en_US"
) throws -> (outcome: FormOutcome, transcript: String) {
    try runLineMode(form, answers: Array(answers.utf8), locale: locale)
}

@MainActor
@Suite struct LineModeTests {
    @Test func tripAnsweredThroughAPipe() throws {
        let (outcome, transcript) = try runLineMode(
            ListTripForm.make(), answers: "Lisbon\n\n3\ny\nP123\n2500\n\ny\nCharles\nn\ny\nsee you\nsoon\n.\n")
        guard case .submitted(let values) = outcome else {
            Issue.record("expected a submit, got \(outcome)")
            return
        }
        #expect(values["destination"] == "Lisbon")
        #expect(values["transport"] == "car")
        #expect(values["passport"] == "P123")
        #expect(values["budget"] == 2500.0)
        #expect(values["travellers"] == ["Ada Lovelace", "Charles"])
        #expect(values["insurance"] == true)
        #expect(values["notes"] == "see you\nsoon")
        #expect(!transcript.contains("Seat")) // hidden once the car was chosen
        #expect(!transcript.contains("\u{1B}"))
        GoldenScreen.check(transcript, named: "line-trip")
    }

    @Test func wrongAnswersAreAskedAgain() throws {
        let (outcome, transcript) = try runLineMode(
            TripForm.make(), answers: "Rome\n99\n12\nboat\nplane\n9\n\nmaybe\nn\n\n\nn\nn\n\n.\n")
        guard case .submitted(let values) = outcome else {
            Issue.record("expected a submit, got \(outcome)")
            return
        }
        #expect(values["nights"] == 12.0)
        #expect(values["transport"] == "plane")
        #expect(transcript.contains("✗ 99 is outside 1–30"))
        #expect(transcript.contains("✗ answer with a number from 1 to 3 or a title"))
        #expect(transcript.contains("✗ answer y or n"))
    }

    /// An empty answer to a required question is asked again at once, not after the last row.
    @Test func emptyRequiredAnswerIsAskedAgainAtOnce() throws {
        let answers = "\nada@example.com\n\nada\n\npw\n" + "\n\n\n\n1,3\n\n\n"
        let (outcome, transcript) = try runLineMode(SignUpForm.make(), answers: answers)
        guard case .submitted(let values) = outcome else {
            Issue.record("expected a submit, got \(outcome)")
            return
        }
        #expect(values["email"] == "ada@example.com")
        #expect(values["interests"] == ["Swift", "Music"])
        #expect(!transcript.contains("problems:"))
        let email = try #require(transcript.range(of: "✗ Email is required"))
        let username = try #require(transcript.range(of: "Username (required):"))
        #expect(email.lowerBound < username.lowerBound)
        #expect(!transcript.contains("pw"))
    }

    @Test func problemsAfterTheLastRowAreAskedAgain() throws {
        let form = SignUpForm.make()
        (form.row(tag: "email") as? EmailRow)?.add(.email)
        let answers = "not-an-email\nada\npw\n" + "\n\n\n\n1,3\n\n\n" + "ada@example.com\n"
        let (outcome, transcript) = try runLineMode(form, answers: answers)
        guard case .submitted(let values) = outcome else {
            Issue.record("expected a submit, got \(outcome)")
            return
        }
        #expect(values["email"] == "ada@example.com")
        #expect(transcript.contains("1 problem:"))
    }

    @Test func problemsAreCountedInTheFormsLanguage() throws {
        let form = SignUpForm.make()
        (form.row(tag: "email") as? EmailRow)?.add(.email)
        let answers = "not-an-email\nada\npw\n" + "\n\n\n\n1,3\n\n\n" + "ada@example.com\n"
        let (_, transcript) = try runLineMode(form, answers: answers, locale: "fr_FR")
        #expect(transcript.contains("1 problème :"))
    }

    @Test func datesAreReadInTheLocalesOrder() throws {
        let answers = "a@b.c\nada\npw\n\n1815-12-10\n12/10/1815\n\n\n\n\n\n"
        let (outcome, transcript) = try runLineMode(SignUpForm.make(), answers: answers)
        guard case .submitted(let values) = outcome else {
            Issue.record("expected a submit, got \(outcome)")
            return
        }
        let expected = try #require(
            DateComponents(
                calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 1815,
                month: 12, day: 10
            ).date)
        #expect(values["birthday"] == .date(expected))
        #expect(transcript.contains("✗ type it as MM/dd/yyyy"))
    }

    @Test func endOfInputFailsWithAMessage() throws {
        let (outcome, _) = try runLineMode(EventForm.make(), answers: "Lunch\n")
        #expect(outcome == .failed("input ended before the form was complete (at 'Location')"))
        #expect(outcome.exitStatus == 1)
        let (empty, _) = try runLineMode(EventForm.make(), answers: "")
        #expect(empty.exitStatus == 1)
    }

    @Test func invalidUTF8AndControlCharactersAreCleaned() throws {
        let answers: [UInt8] =
            Array("Lu".utf8) + [0xFF, 0x1B] + Array("[2Jnch\r\n".utf8) + Array(repeating: UInt8(ascii: "\n"), count: 12)
        let (outcome, _) = try runLineMode(EventForm.make(), answers: answers)
        guard case .submitted(let values) = outcome else {
            Issue.record("expected a submit, got \(outcome)")
            return
        }
        #expect(values["title"] == "Lu\u{FFFD}[2Jnch")
    }

    @Test func formWithNothingToFillSubmitsAtOnce() throws {
        let (outcome, transcript) = try runLineMode(
            Form {
                Section {
                    LabelRow("v") {
                        $0.title = "Version"; $0.value = "1"
                    }
                }
            }, answers: "")
        #expect(outcome == .submitted(["v": "1"]))
        #expect(transcript.contains("Version: 1"))
        let (empty, emptyTranscript) = try runLineMode(Form {}, answers: "")
        #expect(empty == .submitted([:]))
        #expect(emptyTranscript.contains("nothing to fill in"))
    }
}

@MainActor
@Suite struct LineModeLimitTests {
    /// An answer longer than a line holds is not used (the value stays as it was) and the
    /// transcript says so; the next answer goes to the next question.
    @Test func anOverlongAnswerIsNotUsedAndSaysSo() throws {
        let form = Form {
            Section {
                TextRow("name") { $0.title = "Name" }
                TextRow("city") { $0.title = "City" }
            }
        }
        let answers = String(repeating: "x", count: LineReader.maximumLength + 10) + "\nLisbon\n"
        let (outcome, transcript) = try runLineMode(form, answers: answers)
        #expect(outcome == .submitted(["name": nil, "city": "Lisbon"]))
        #expect(transcript.contains("✗ that answer is longer than 65,536 bytes; it was not used"))
        #expect(transcript.utf8.count < 1_000)
    }
}

@MainActor
@Suite struct LineModeSecretTests {
    /// On a terminal in cooked mode, a password is typed with echo off: the terminal never
    /// shows it.
    @Test func passwordTypedOnATerminalIsNotEchoed() throws {
        let pty = try PseudoTerminal(size: TerminalSize(rows: 10, columns: 60))
        let form = Form { Section { PasswordRow("password") { $0.title = "Password" } } }
        let session = LineModeSession(
            controller: FormController(form: form), title: "Test", input: pty.child, output: pty.child)
        let parent = pty.parent
        // Typed once the question is waiting for its answer (echo is off by then).
        let typist = Thread {
            usleep(300_000)
            let bytes = Array("s3cret\n".utf8)
            _ = bytes.withUnsafeBytes { write(parent, $0.baseAddress, $0.count) }
        }
        typist.start()
        let outcome = session.run()
        pty.drain()
        #expect(outcome == .submitted(["password": "s3cret"]))
        #expect(!pty.screen.text.contains("s3cret"))
        var mode = termios()
        tcgetattr(pty.child, &mode)
        #expect(mode.c_lflag & tcflag_t(ECHO) != 0)
    }
}

@MainActor
@Suite struct LineModeNumberTests {
    /// Numbers read as the full screen shows them (`1,000`), and a grouped answer is read.
    @Test func numbersAreShownGroupedAndReadGrouped() throws {
        let form = Form {
            Section {
                SliderRow("budget") {
                    $0.title = "Budget"; $0.minimum = 0; $0.maximum = 5000; $0.step = 100; $0.value = 1000
                }
            }
        }
        let (outcome, transcript) = try runLineMode(form, answers: "2,500\n")
        #expect(transcript.contains("Budget (0–5,000): [1,000]"))
        #expect(outcome == .submitted(["budget": 2500.0]))
    }
}
