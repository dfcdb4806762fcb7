import Forma
import Foundation
import Testing

// The examples of Docs/GettingStarted.md, Rows.md, Values.md, Validation.md, Changes.md and
// the DocC landing pages, as written there, with what they show.

struct SignUp: Decodable {
    var email: String
    var password: String?
}

/// A name service for the asynchronous validator example.
struct NameService: Sendable {
    let taken: Set<String>
    func isFree(_ name: String) async -> Bool { !taken.contains(name) }
}

final class NewEventViewController: FormViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        form = Form {
            Section { TextRow("title") { $0.placeholder = "Title" } }
        }
    }
}

@MainActor
@Suite("Guide examples")
struct GuideExampleTests {
    @Test func gettingStartedTree() {
        let offersNewsletter = true
        let form = Form {
            Section("Account", footer: "We never share your email.") {
                EmailRow("email") {
                    $0.title = "Email"; $0.required = true
                }
                PasswordRow("password") { $0.title = "Password" }
            }
            if offersNewsletter {
                Section {
                    SwitchRow("newsletter") {
                        $0.title = "Newsletter"; $0.value = true
                    }
                }
            }
            Section("Guests") {
                for n in 1...3 { NameRow("guest\(n)") { $0.title = "Guest \(n)" } }
            }
        }
        #expect(form.sections.count == 3)
        #expect(form.allRows.compactMap(\.tag) == ["email", "password", "newsletter", "guest1", "guest2", "guest3"])
    }

    static func accountForm() -> Form {
        Form {
            Section("Account", footer: "We never share your email.") {
                EmailRow("email") {
                    $0.title = "Email"; $0.required = true
                }
                PasswordRow("password") { $0.title = "Password" }
            }
        }
    }

    @Test func gettingStartedTags() {
        let form = Self.accountForm()
        let row = form.row(tag: "email") // FormRow?
        let email = form.row(Tag<String>("email"))?.value // String?
        form[.email] = "ada@example.com"
        #expect(row?.title == "Email")
        #expect(email == nil)
        #expect(form.row(Tag<String>("email"))?.value == "ada@example.com")
    }

    @Test func gettingStartedValues() throws {
        let form = Self.accountForm()
        form[.email] = "ada@example.com"
        let json = form.values().jsonString() // {"email":"ada@example.com","password":null,…}
        let report = form.setValues(["email": "grace@example.com", "emial": "x"])
        let failures = report.failures // [unknown tag 'emial'; did you mean 'email'?]
        let signUp = try form.decode(SignUp.self)
        #expect(json == #"{"email":"ada@example.com","password":null}"#)
        #expect(failures.map(\.description) == ["unknown tag 'emial'; did you mean 'email'?"])
        #expect(signUp.email == "grace@example.com")
    }

    @Test func rowsOptionsAndCustomRows() {
        let form = Form {
            Section {
                PushRow<Int>("alert") {
                    $0.title = "Alert"
                    $0.options = [Option(0, title: "At time of event"), Option(15, title: "15 minutes before")]
                    $0.value = 15
                }
            }
        }
        let section = Section {
            RatingRow("stars") {
                $0.title = "Rating"; $0.value = 4
            }
        }
        #expect(form.row(tag: "alert")?.displayText == "15 minutes before")
        #expect(section.rows.first?.displayText == "★★★★")
    }

    static func eventForm() -> Form {
        Form {
            Section {
                TextRow("title")
                IntRow("age")
                SwitchRow("alert")
                PasswordRow("password") { $0.value = "secret" }
            }
        }
    }

    @Test func valuesOutput() {
        let form = Self.eventForm()
        let pretty = form.values().jsonString(pretty: true)
        let forLogs = form.values(redactingSecrets: true) // passwords as "••••••", for logs
        #expect(pretty.contains("\n"))
        #expect(forLogs["password"] == .string("••••••"))
    }

    @Test func valuesReport() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let form = Self.eventForm()
        let report = form.setValues(["title": "Lunch", "age": "ten", "alarm": true])
        for failure in report.failures { print(failure) }
        // 'age' expects int, got string
        // unknown tag 'alarm'; did you mean 'alert'?
        #expect(printed == ["'age' expects int, got string", "unknown tag 'alarm'; did you mean 'alert'?"])
    }

    @Test func valuesModels() throws {
        let form = Form {
            Section {
                TextRow("title"); SwitchRow("allDay")
            }
        }
        struct Event: Codable { var title: String?; var allDay: Bool }
        try form.setValues(from: Event(title: "Lunch", allDay: true)) // coding keys are tags
        let event = try form.decode(Event.self)
        #expect(event.title == "Lunch")
        #expect(event.allDay)
    }

    @Test func valuesMultivalued() {
        let form = Form {
            Section("Phones") {
                PhoneRow { $0.value = "555-0100" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.insertMode = .addButton(title: "Add phone") // or .lastRow
                $0.multivaluedTag = "phones"
                $0.makeRow = { _ in PhoneRow() }
            }
            // values(): {"phones":["555-0100"]}
        }
        #expect(form.values().jsonString() == #"{"phones":["555-0100"]}"#)
    }

    @Test func valuesInferred() throws {
        struct Profile { var firstName = "Ada"; var email = ""; var newsletter = true }
        let inferred = try Form.inferred(from: Profile())
        let titles = inferred.form.allRows.map(\.title) // ["First Name", "Email", "Newsletter"]
        #expect(titles == ["First Name", "Email", "Newsletter"])
    }

    @Test func validationExample() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let form = Form {
            Section {
                EmailRow("email") {
                    $0.title = "Email"; $0.required = true; $0.add(.email)
                }
                PasswordRow("password") {
                    $0.title = "Password"; $0.add(.minLength(8))
                }
                PasswordRow("confirm") {
                    $0.title = "Confirm password"; $0.add(.equalTo("password"))
                }
                IntRow("age") {
                    $0.title = "Age"; $0.add(.range(18...120))
                }
            }
        }
        form[Tag<Int>("age")] = 12

        for error in form.validate() { print(error) }
        // email [0, 0] required: Email is required
        // age [0, 3] min_value: Age must be at least 18
        #expect(
            printed == ["email [0, 0] required: Email is required", "age [0, 3] min_value: Age must be at least 18"])
    }

    @Test func validationMessages() throws {
        let form = Form {
            Section {
                PasswordRow("password") {
                    $0.title = "Mot de passe"; $0.required = true
                }
            }
        }
        let row = try #require(form.row(Tag<String>("password")))
        form.validationMessages[.required] = { "\($0.title) est obligatoire" }
        row.add(Rule.minLength(8).message("Use 8 characters or more")) // one validator's own text
        #expect(form.validate().map(\.message) == ["Mot de passe est obligatoire"])
        row.value = "short"
        #expect(form.validate().map(\.message) == ["Use 8 characters or more"])
    }

    @Test func asyncValidator() async {
        let api = NameService(taken: ["ada"])
        let form = Form {
            Section {
                AccountRow("username") {
                    $0.add(
                        async: AsyncValidator(
                            "username_taken", message: "That name is taken",
                            debounce: .milliseconds(300)
                        ) { name in await api.isFree(name) })
                }
            }
        }
        form[Tag<String>("username")] = "ada"
        let errors = await form.validateIncludingAsync()
        #expect(errors.map(\.message) == ["That name is taken"])
    }

    @Test func changesMutations() throws {
        let form = Form {
            Section("A") { TextRow("a") }
            Section("B") { TextRow("b") }
        }
        let otherSection = form.sections[0]
        let section = Section("S") {
            TextRow("s1"); TextRow("s2")
        }
        let other = Section("O") { TextRow("o") }
        let row = TextRow("r")

        try form.append(Section("More") { TextRow("notes") })
        try form.insert(section, at: 1)
        try form.moveSection(from: 2, to: 0)
        try form.replaceSection(at: 0, with: other)
        try section.append(EmailRow("backup"))
        try section.insert(row, at: 0)
        try section.moveRow(from: 3, to: 0)
        try section.replaceRow(at: 2, with: PhoneRow("phone"))
        try form.move(row, to: otherSection, at: 0)

        #expect(form.sections.map(\.header) == ["O", "A", "S", "More"])
        #expect(form.sections[1].rows.map(\.tag) == ["r", "a"])
        #expect(section.rows.map(\.tag) == ["backup", "phone", "s2"])
    }

    @Test func changesTransaction() throws {
        let form = Form {
            Section { TextRow("title") }
            Section { TextRow("notes") }
        }
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        try form.transaction {
            form[.title] = "Lunch"
            try form.sections[1].removeRow(at: 0)
        }
        #expect(transactions == 1)
        #expect(form.sections[1].rows.isEmpty)
        _ = observation
    }

    @Test func changesTransactionThatThrowsIsUndone() throws {
        let form = Form {
            Section { TextRow("title") }
            Section { TextRow("notes") }
        }
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        do {
            try form.transaction {
                form[.title] = "Lunch"
                try form.sections[1].removeRow(at: 0)
                try form.sections[0].append(TextRow("title")) // throws: duplicate tag
            }
        } catch {
            print(error) // duplicate tag 'title': …; the title and the removed row are back
        }
        #expect(transactions == 0)
        #expect(form[.title] == nil)
        #expect(form.sections[1].rows.map(\.tag) == ["notes"])
        _ = observation
    }

    @Test func changesObservers() {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let form = Form {
            Section {
                SwitchRow("allDay")
                    .onChange { row in print("all day:", row.value ?? false) }
                    .onChange { row in row.form?.row(tag: "ends")?.hidden = .constant(row.value == true) }
                DateRow("ends")
            }
        }
        let observation = form.observe { transaction in
            for change in transaction.changes { print(change) }
        }
        form[Tag<Bool>("allDay")] = true
        #expect(printed.first == "all day: true")
        #expect(printed.count >= 3)
        #expect(form.row(tag: "ends")?.isHidden == true)
        _ = observation
    }

    @Test func formaCoreLandingPage() {
        let form = Form {
            Section("Event") {
                TextRow("title") { $0.placeholder = "Title" }
                SwitchRow("allDay") {
                    $0.title = "All-day"; $0.value = false
                }
                DateRow("ends") {
                    $0.title = "Ends"; $0.hidden = "$allDay == true"
                }
            }
        }

        form.setValues(["title": "Team lunch", "allDay": true])
        let endsHidden = form.row(tag: "ends")?.isHidden // true
        let json = form.values().jsonString() // {"title":"Team lunch","allDay":true}
        #expect(endsHidden == true)
        #expect(json == #"{"title":"Team lunch","allDay":true}"#)
    }

    @Test func formaLandingPage() {
        let screen = NewEventViewController()
        screen.loadViewIfNeeded()
        #expect(screen.form.allRows.map(\.tag) == ["title"])
    }
}
