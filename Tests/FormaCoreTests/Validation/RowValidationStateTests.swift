import Testing

@testable import FormaCore

/// A row's validation state is made when the row first needs it, and is a value.
@Suite("Row validation state")
struct RowValidationStateTests {
    @Test func buildingALargeFormMakesNoValidationState() throws {
        let form = Form {
            Section {
                for i in 0..<1_000 {
                    TextRow("row\(i)") {
                        $0.title = "Row \(i)"; $0.value = "v\(i)"
                    }
                }
            }
        }
        #expect(form.allRows.allSatisfy { !$0.validation.isMade })
        _ = form.values()
        #expect(form.allRows.allSatisfy { !$0.validation.isMade })
        let edited = try #require(form.row(Tag<String>("row7")))
        edited.value = "changed"
        #expect(edited.validation.isMade)
        #expect(edited.hasBeenEdited)
        #expect(form.allRows.filter(\.validation.isMade).count == 1)
    }

    @Test func writingInitialValuesMakesNothing() {
        var state = RowValidationState()
        state.isDirty = false
        state.errors = []
        state.external = []
        state.externalClearing = .untilChanged
        state.generation = 0
        state.pending = nil
        state.checks = []
        #expect(!state.isMade)
        state.hasBlurred = true
        #expect(state.isMade)
        #expect(state.hasBlurred)
    }

    @Test func aCopyIsNotChangedByLaterChanges() {
        var state = RowValidationState()
        state.isDirty = true
        state.dependencies = ["a"]
        let kept = state
        state.isDirty = false
        state.dependencies.append("b")
        state.generation += 1
        #expect(kept.isDirty)
        #expect(kept.dependencies == ["a"])
        #expect(kept.generation == 0)
        #expect(state.dependencies == ["a", "b"])
        #expect(state.generation == 1)
    }

    /// The undo log keeps a copy of the state; changes made after it must not reach it.
    @Test func rollingBackPutsTheStateBack() throws {
        let form = Form {
            Section {
                TextRow("name") { _ = $0.add(.required()) }
            }
        }
        let row = try #require(form.row(Tag<String>("name")))
        row.value = "a"
        #expect(row.validation.isMade)
        struct Abandon: Error {}
        #expect(throws: Abandon.self) {
            try form.transaction {
                row.value = nil
                #expect(!form.validate().isEmpty)
                #expect(!row.validationErrors.isEmpty)
                throw Abandon()
            }
        }
        #expect(row.validationErrors.isEmpty)
        #expect(!row.validation.hasBeenValidated)
        #expect(row.value == "a")
    }
}
