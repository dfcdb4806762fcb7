import Testing

@testable import FormaCore

@Suite("Sub-form rows")
struct SubFormRowTests {
    static func makeForm() -> Form {
        Form {
            Section("Person") {
                TextRow("name") { $0.title = "Name" }
                SubFormRow("address", title: "Address") {
                    Section {
                        TextRow("street") { $0.title = "Street" }
                        TextRow("city") {
                            $0.title = "City"; $0.add(.required())
                        }
                        TextRow("zip") { $0.hidden = "$city == 'Dublin'" }
                    }
                }
                LabelRow("parisNote") { $0.hidden = "$address.city != 'Paris'" }
            }
        }
    }

    @Test func rowsGoByTheirPathAndValuesNest() throws {
        let form = Self.makeForm()
        #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
        let city = try #require(form.row(tag: "address.city"))
        #expect(city.section?.owner === form.row(tag: "address"))
        #expect(form.row(tag: "city") == nil)
        form[Tag<String>("address.city")] = "Paris"
        #expect(
            form.values().jsonString()
                == #"{"name":null,"address":{"street":null,"city":"Paris","zip":null},"parisNote":null}"#)
    }

    @Test func setValuesNestsAndReportsUnknownEntriesByPath() throws {
        let form = Self.makeForm()
        let report = form.setValues(["name": "Ada", "address": ["street": "1 Rue", "city": "Lyon"]])
        #expect(report.isComplete, "\(report)")
        #expect(form[Tag<String>("address.street")] == "1 Rue")
        let bad = form.setValues(["address": ["city": "Nice", "cty": "x"]])
        #expect(bad.failures == [ValueError(tag: "address.cty", reason: .unknownTag(suggestion: "city"))])
        // All or nothing: the good entry of the refused object is not set.
        #expect(form[Tag<String>("address.city")] == "Lyon")
        let wrongKind = form.setValues(["address": "Lyon"])
        #expect(
            wrongKind.failures == [ValueError(tag: "address", reason: .typeMismatch(expected: .object, found: .string))]
        )
        form.setValues(["address": nil])
        #expect(form[Tag<String>("address.city")] == nil)
    }

    @Test func conditionsReadNestedValuesOnlyThroughTheirRow() throws {
        let form = Self.makeForm()
        let note = try #require(form.row(tag: "parisNote"))
        #expect(note.isHidden)
        form[Tag<String>("address.city")] = "Paris"
        #expect(!note.isHidden)
        // The condition depends on the nested row itself, not on every row of the sub-form.
        let before = form.conditionGraph.evaluationCount
        form[Tag<String>("address.street")] = "1 Rue"
        #expect(form.conditionGraph.evaluationCount == before)
        #expect(form.evaluate("$address.city") == "Paris")
        #expect(form.evaluate("$address").jsonString() == #"{"street":"1 Rue","city":"Paris","zip":null}"#)
    }

    @Test func conditionsInsideASubFormNameItsRowsByTheirOwnTags() throws {
        let form = Self.makeForm()
        let zip = try #require(form.row(tag: "address.zip"))
        #expect(!zip.isHidden)
        form[Tag<String>("address.city")] = "Dublin"
        #expect(zip.isHidden)
    }

    @Test func anUnknownNestedPathIsADiagnosticWithASuggestion() throws {
        let form = Self.makeForm()
        try #require(form.row(tag: "parisNote")).hidden = "$address.cty == 'Paris'"
        let problems = form.conditionDiagnostics.map(\.problem)
        #expect(problems == [.unknownTag("address.cty", suggestion: "address.city")])
    }

    @Test func aThrowingTransactionRollsBackBothLevels() throws {
        let form = Self.makeForm()
        form.setValues(["name": "Ada", "address": ["city": "Lyon"]])
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        defer { observation.cancel() }
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try form.transaction {
                form[Tag<String>("name")] = "Grace"
                form[Tag<String>("address.city")] = "Paris"
                throw Refused()
            }
        }
        #expect(form[Tag<String>("name")] == "Ada")
        #expect(form[Tag<String>("address.city")] == "Lyon")
        #expect(try #require(form.row(tag: "parisNote")).isHidden)
        #expect(transactions == 0)
    }

    @Test func removingASubFormAndRollingBackRestoresItsRows() throws {
        let form = Self.makeForm()
        form[Tag<String>("address.city")] = "Paris"
        let cityID = try #require(form.row(tag: "address.city")).id
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try form.transaction {
                try form.sections[0].removeRow(at: 1)
                #expect(form.row(tag: "address.city") == nil)
                throw Refused()
            }
        }
        let city = try #require(form.row(tag: "address.city"))
        #expect(city.id == cityID)
        #expect(form.values()["address"]?["city"] == "Paris")
        #expect(!(try #require(form.row(tag: "parisNote")).isHidden))
    }

    @Test func validationReachesIntoTheSubFormAndTheRowCountsItsProblems() throws {
        let form = Self.makeForm()
        let errors = form.submit()
        #expect(errors.map(\.tag) == ["address.city"])
        let address = try #require(form.row(tag: "address") as? SubFormRow)
        #expect(address.problemCount == 1)
        #expect(address.problemSummary == "1 problem")
        #expect(address.firstRowWithProblems === form.row(tag: "address.city"))
        form[Tag<String>("address.city")] = "Oslo"
        form.submit()
        #expect(address.problemSummary == nil)
    }

    @Test func aHiddenSubFormIsSkippedByValidationAndValues() throws {
        let form = Self.makeForm()
        let address = try #require(form.row(tag: "address"))
        address.hidden = true
        #expect(form.submit().isEmpty)
        #expect(try #require(form.row(tag: "address.city")).isHidden)
        #expect(form.values().jsonString() == #"{"name":null}"#)
    }

    @Test func errorsFromElsewhereReachNestedRowsByPath() throws {
        let form = Self.makeForm()
        let report = form.setErrors(["address.city": ["Unknown city"], "address.town": ["x"]])
        #expect(report.failures.map(\.tag) == ["address.town"])
        #expect(try #require(form.row(tag: "address.city")).validationErrors.map(\.message) == ["Unknown city"])
        #expect(form.rowToFocus === form.row(tag: "address.city"))
    }

    @Test func subFormsNestInSubForms() throws {
        let form = Form {
            Section {
                SubFormRow("trip") {
                    Section {
                        TextRow("name")
                        SubFormRow("address") { Section { TextRow("city") } }
                    }
                }
                LabelRow("note") { $0.hidden = "$trip.address.city == 'Rome'" }
            }
        }
        #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
        form.setValues(["trip": ["name": "Summer", "address": ["city": "Rome"]]])
        #expect(form.values().jsonString() == #"{"trip":{"name":"Summer","address":{"city":"Rome"}}}"#)
        #expect(try #require(form.row(tag: "note")).isHidden)
        #expect(form.row(tag: "trip.address.city") != nil)
        #expect(form.setErrors(["trip.address.city": ["No"]]).isComplete)
    }

    /// A chain of sub-forms deeper than the limit is a located, typed problem, not a crash.
    @Test func nestingPastTheLimitIsADefinitionIssue() throws {
        func chain(_ depth: Int) -> SubFormRow {
            var row = SubFormRow("level\(depth)") { Section { TextRow("leaf") } }
            for level in stride(from: depth - 1, through: 1, by: -1) {
                let inner = row
                row = SubFormRow("level\(level)") { Section { inner } }
            }
            return row
        }
        let fine = Form { Section { chain(SubFormRow.maximumDepth) } }
        #expect(fine.diagnostics.isEmpty, "\(fine.diagnostics)")
        let deep = Form { Section { chain(SubFormRow.maximumDepth + 1) } }
        #expect(deep.diagnostics.map(\.code) == ["form.nestedTooDeep"])
        let section = Section()
        let form = Form { section }
        #expect(throws: FormError.nestedTooDeep("SubFormRow 'level1'", limit: SubFormRow.maximumDepth)) {
            try section.append(chain(SubFormRow.maximumDepth + 1))
        }
        #expect(form.allRows.isEmpty)
    }

    @Test func insertingASubFormAtRunTimeChecksItsTags() throws {
        let form = Form { Section { TextRow("address.city") } }
        #expect(throws: FormError.self) {
            try form.sections[0].append(SubFormRow("address") { Section { TextRow("city") } })
        }
        try form.sections[0].append(SubFormRow("home") { Section { TextRow("city") } })
        #expect(form.row(tag: "home.city") != nil)
        try form.sections[0].removeRow(at: 1)
        #expect(form.row(tag: "home.city") == nil)
    }

    @Test func aSubFormRowBuiltTwiceIsRefused() {
        let shared = Section { TextRow("x") }
        let form = Form {
            Section {
                SubFormRow("a") { shared }
                SubFormRow("b") { shared }
            }
        }
        #expect(form.diagnostics.map(\.code) == ["form.alreadyAttached"])
    }

    /// A condition of a sub-form's row naming no row was never diagnosed: diagnostics read
    /// the form's own sections only.
    @Test func conditionProblemsInsideASubFormAreDiagnosed() {
        let form = Form {
            Section { SubFormRow("home") { Section { TextRow("city") { $0.hidden = "$cty == 1" } } } }
        }
        #expect(form.conditionDiagnostics.map(\.site?.owner) == ["row 'home.city'"])
    }
}
