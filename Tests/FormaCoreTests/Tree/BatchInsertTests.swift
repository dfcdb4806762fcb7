import Testing

@testable import FormaCore

@Suite("Batch inserts check every row before changing anything")
struct BatchInsertTests {
    func makeForm() -> Form {
        Form {
            Section("A", tag: "a") {
                TextRow("one")
                TextRow("two")
            }
            Section("B", tag: "b") { TextRow("three") }
        }
    }

    /// What a refused insert must leave alone: the tree, the tag index and the observers.
    func shape(of form: Form) -> [String] {
        form.sections.map { section in
            (section.tag ?? "-") + ":" + section.rows.map { $0.tag ?? "_" }.joined(separator: ",")
        }
    }

    @Test func appendingTheSameRowTwiceIsRefusedAndLeavesNoOrphan() throws {
        let form = makeForm()
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        defer { observation.cancel() }
        let row = TextRow()
        let before = shape(of: form)
        #expect(throws: FormError.repeatedInBatch("TextRow", first: 0, again: 1)) {
            try form.sections[0].append(contentsOf: [row, row])
        }
        #expect(shape(of: form) == before)
        #expect(row.section == nil)
        #expect(transactions == 0)
        // The row is still free: appended once, its edits reach the form.
        try form.sections[0].append(row)
        row.value = "kept"
        #expect(form.sections[0].rows.last === row)
        #expect(row.form === form)
    }

    @Test func theGuideExamplesAreRefusedAndChangeNothing() {
        let form = Form { Section { EmailRow("email") } }
        let otherForm = Form { Section { TextRow("name") } }
        let section = otherForm.sections[0]
        let row = TextRow()
        let emailRow = form.sections[0].rows[0]
        do {
            try section.append(contentsOf: [row, row])
        } catch {
            print(error) // TextRow appears twice in the batch: items 0 and 1
        }
        do {
            try otherForm.sections[0].append(emailRow)
        } catch {
            print(error) // EmailRow 'email' in section 0, row 0 already belongs to a section or form; remove it first
        }
        #expect(section.rows.map(\.tag) == ["name"])
        #expect(emailRow.form === form)
        #expect(
            FormError.alreadyAttached("EmailRow 'email' in section 0, row 0").description
                == "EmailRow 'email' in section 0, row 0 already belongs to a section or form; remove it first")
        #expect(
            FormError.repeatedInBatch("TextRow", first: 0, again: 1).description
                == "TextRow appears twice in the batch: items 0 and 1")
    }

    @Test func theSameRowTwiceIsRefusedInASectionWithoutAForm() {
        let section = Section { TextRow("x") }
        let row = TextRow()
        #expect(throws: FormError.repeatedInBatch("TextRow", first: 1, again: 2)) {
            try section.insert(contentsOf: [TextRow(), row, row], at: 0)
        }
        #expect(section.rows.count == 1)
        #expect(row.section == nil)
    }

    @Test func aDuplicateTagWithinTheBatchNamesBothItems() {
        let form = makeForm()
        let before = shape(of: form)
        #expect(throws: FormError.duplicateTag("x", existing: "row 0 of the batch")) {
            try form.sections[1].append(contentsOf: [TextRow("x"), TextRow("y"), TextRow("x")])
        }
        #expect(shape(of: form) == before)
        #expect(form.row(tag: "x") == nil)
        #expect(form.row(tag: "y") == nil)
    }

    @Test func aTagTheFormAlreadyUsesIsRefused() {
        let form = makeForm()
        let before = shape(of: form)
        #expect(throws: FormError.duplicateTag("two", existing: "TextRow 'two' in section 0, row 1")) {
            try form.sections[1].insert(contentsOf: [TextRow("new"), TextRow("two")], at: 0)
        }
        #expect(shape(of: form) == before)
        #expect(form.row(tag: "new") == nil)
    }

    @Test func aDuplicateTagInASectionWithoutAFormIsRefused() {
        let section = Section { TextRow("x") }
        #expect(throws: FormError.duplicateTag("x", existing: "TextRow 'x'")) {
            try section.append(contentsOf: [TextRow("y"), TextRow("x")])
        }
        #expect(section.rows.map(\.tag) == ["x"])
    }

    @Test func aRowOfAnotherFormIsRefusedNotStolen() {
        let form = makeForm()
        let other = makeForm()
        let stolen = other.sections[0].rows[0]
        #expect(
            throws: FormError.alreadyAttached("TextRow 'one' in section 0, row 0 (item 1 of the batch)")
        ) {
            try form.sections[1].append(contentsOf: [TextRow("fresh"), stolen])
        }
        #expect(stolen.form === other)
        #expect(other.row(tag: "one") === stolen)
        #expect(form.sections[1].rows.count == 1)
    }

    @Test func aRowOfAnotherSectionOfTheSameFormIsRefused() {
        let form = makeForm()
        let row = form.sections[0].rows[1]
        #expect(throws: FormError.alreadyAttached("TextRow 'two' in section 0, row 1")) {
            try form.sections[1].append(row)
        }
        #expect(row.section === form.sections[0])
    }

    @Test func aSectionBuiltAroundARowOfAnotherFormCannotJoinASecondForm() {
        let first = makeForm()
        let row = first.sections[0].rows[0]
        let section = Section("C", tag: "c") {
            TextRow("four")
            row
        }
        // The section left the row where it belongs.
        #expect(row.section === first.sections[0])
        #expect(section.rows.map(\.tag) == ["four"])
        let second = Form { Section { TextRow("five") } }
        #expect(
            throws: FormError.alreadyAttached("TextRow 'one' in section 0, row 0 (row 1 of the new section)")
        ) {
            try second.append(section)
        }
        #expect(second.sections.count == 1)
        #expect(second.row(tag: "four") == nil)
        #expect(row.form === first)
    }

    @Test func aSectionGivenTheSameRowTwiceCannotJoin() {
        let row = TextRow("twice")
        let section = Section {
            row
            row
        }
        #expect(section.rows.count == 1)
        let form = makeForm()
        #expect(throws: FormError.repeatedInBatch("TextRow 'twice'", first: 0, again: 1)) {
            try form.append(section)
        }
        #expect(form.sections.count == 2)
    }

    @Test func theBuilderReportsRowsAndSectionsGivenTwiceInsteadOfSharingThem() {
        let row = TextRow("shared")
        let section = Section(tag: "s") { row }
        let form = Form {
            section
            section
            Section { row }
        }
        #expect(form.sections.count == 2)
        #expect(form.sections[1].rows.isEmpty)
        #expect(row.section === section)
        #expect(form.definitionIssues.count == 2)
        #expect(form.definitionIssues.map(\.tag) == ["s", "shared"])
    }

    @Test func sectionBatchesAreAllOrNone() throws {
        let form = makeForm()
        var transactions: [FormTransaction] = []
        let observation = form.observe { transactions.append($0) }
        defer { observation.cancel() }
        let before = shape(of: form)
        let c = Section(tag: "c") { TextRow("four") }
        #expect(throws: FormError.duplicateTag("four", existing: "section 0 of the batch")) {
            try form.append(contentsOf: [c, Section(tag: "d") { TextRow("four") }])
        }
        #expect(throws: FormError.repeatedInBatch("section 'c'", first: 0, again: 1)) {
            try form.insert(contentsOf: [c, c], at: 0)
        }
        #expect(throws: FormError.alreadyAttached("section 'a' 0 (item 1 of the batch)")) {
            try form.append(contentsOf: [c, form.sections[0]])
        }
        #expect(throws: FormError.duplicateTag("b", existing: "section 'b' 1")) {
            try form.append(contentsOf: [c, Section(tag: "b")])
        }
        #expect(shape(of: form) == before)
        #expect(c.form == nil)
        #expect(transactions.isEmpty)

        try form.insert(contentsOf: [c, Section(tag: "d") { TextRow("five") }], at: 1)
        #expect(shape(of: form) == ["a:one,two", "c:four", "d:five", "b:three"])
        #expect(transactions.count == 1)
        #expect(form.row(tag: "five")?.position == RowPosition(section: 2, row: 0))
    }

    @Test func replacingASectionChecksItsRows() throws {
        let form = makeForm()
        let other = makeForm()
        let section = Section(tag: "a") { TextRow("one") }
        try form.replaceSection(at: 0, with: section)
        #expect(form.sections[0] === section)
        let foreign = Section { other.sections[1].rows[0] }
        #expect(throws: FormError.alreadyAttached("TextRow 'three' in section 1, row 0 (row 0 of the new section)")) {
            try form.replaceSection(at: 1, with: foreign)
        }
        #expect(form.sections[1].tag == "b")
    }
}
