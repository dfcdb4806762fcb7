import Foundation
import Testing

@testable import FormaCore

/// Dependency tracking: only dependents re-evaluate, transitively, in dependency order,
/// inside the transaction of the change.
@Suite("Condition dependencies")
struct ConditionDependencyTests {
    @Test func aValueChangeFlipsItsDependentsInOneTransaction() throws {
        let form = Form {
            Section {
                SwitchRow("allDay") { $0.value = false }
                DateRow("start") { $0.hidden = "$allDay == true" }
            }
        }
        let start = try #require(form.row(tag: "start"))
        let allDay = try #require(form.row(Tag<Bool>("allDay")))
        #expect(!start.isHidden)
        var transactions: [FormTransaction] = []
        let observation = form.observe { transactions.append($0) }
        defer { observation.cancel() }
        allDay.value = true
        #expect(start.isHidden)
        #expect(transactions.count == 1)
        #expect(
            transactions.first?.changes == [
                .valueChanged(ValueChange(row: allDay.id, tag: "allDay", old: false, new: true, isSecret: false)),
                .rowHiddenChanged(start.id, isHidden: true),
            ])
        #expect(form.visibleRows.compactMap(\.tag) == ["allDay"])
    }

    @Test func onlyDependentsReEvaluate() throws {
        let form = Form {
            Section {
                for i in 0..<200 {
                    IntRow("in\(i)") { $0.value = 0 }
                    TextRow("out\(i)") { $0.hidden = Condition("$in\(i) > 0") }
                }
            }
        }
        let graph = form.conditionGraph
        let before = graph.evaluationCount
        form[Tag<Int>("in7")] = 1
        #expect(graph.evaluationCount - before == 1)
        #expect(form.row(tag: "out7")?.isHidden == true)
        #expect(form.row(tag: "out8")?.isHidden == false)
    }

    @Test func dependentsRunInDependencyOrder() throws {
        let form = Form {
            Section {
                // Declared out of order on purpose: order comes from dependencies.
                TextRow("e") { $0.hidden = "$d.isHidden" }
                TextRow("d") { $0.hidden = "$c > 10 AND $a > 0" }
                IntRow("c") { $0.formula = "$b + 1" }
                IntRow("b") { $0.formula = "$a * 2" }
                IntRow("a") { $0.value = 1 }
            }
        }
        #expect(form.row(Tag<Int>("c"))?.value == 3)
        var changes: [String] = []
        let observation = form.observe { transaction in
            changes = transaction.changes.map {
                switch $0 {
                case .valueChanged(let change): "value \(change.tag ?? "")=\(change.new)"
                case .rowHiddenChanged(let id, let hidden):
                    "hidden \(form.allRows.first { $0.id == id }?.tag ?? "") \(hidden)"
                default: "\($0)"
                }
            }
        }
        defer { observation.cancel() }
        let before = form.conditionGraph.evaluationCount
        form[Tag<Int>("a")] = 5
        #expect(changes == ["value a=5", "value b=10", "value c=11", "hidden d true", "hidden e true"])
        // b, c, d and e once each, though d reads both a and c.
        #expect(form.conditionGraph.evaluationCount - before == 4)
    }

    @Test func forwardReferencesResolveAgainstTheWholeForm() {
        let form = Form {
            Section {
                TextRow("early") { $0.hidden = "$late == 'hide'" }
            }
            Section {
                TextRow("late") { $0.value = "hide" }
            }
        }
        #expect(form.row(tag: "early")?.isHidden == true)
        #expect(form.conditionDiagnostics.isEmpty)
    }

    @Test func rowsAddedLaterAreFound() throws {
        let form = Form { Section { TextRow("reader") { $0.hidden = "$late == 'hide'" } } }
        let reader = try #require(form.row(tag: "reader"))
        #expect(!reader.isHidden)
        #expect(
            form.conditionDiagnostics.map(\.message) == ["unknown tag 'late'; no row or section of the form has it"])
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        defer { observation.cancel() }
        try form.sections[0].append(TextRow("late") { $0.value = "hide" })
        #expect(reader.isHidden)
        #expect(transactions == 1)
        #expect(form.conditionDiagnostics.isEmpty)
    }

    @Test func removedRowsLeaveTheirReadersSafe() throws {
        let form = Form {
            Section {
                TextRow("reader") { $0.hidden = "$source == nil" }
                TextRow("source")
            }
        }
        let reader = try #require(form.row(tag: "reader"))
        #expect(reader.isHidden)
        let source = try form.sections[0].removeRow(at: 1)
        #expect(!reader.isHidden, "an invalid condition is false")
        #expect(
            form.conditionDiagnostics.map(\.message) == ["unknown tag 'source'; no row or section of the form has it"])
        try form.sections[0].append(source)
        #expect(reader.isHidden)
    }

    @Test func changingAConditionReindexesIt() throws {
        let form = Form {
            Section {
                IntRow("a") { $0.value = 0 }
                IntRow("b") { $0.value = 0 }
                TextRow("t") { $0.hidden = "$a == 1" }
            }
        }
        let t = try #require(form.row(tag: "t"))
        form[Tag<Int>("a")] = 1
        #expect(t.isHidden)
        t.hidden = "$b == 1"
        #expect(!t.isHidden, "re-evaluated at once")
        let before = form.conditionGraph.evaluationCount
        form[Tag<Int>("a")] = 2
        #expect(form.conditionGraph.evaluationCount == before, "no longer reads a")
        form[Tag<Int>("b")] = 1
        #expect(t.isHidden)
        t.hidden = false
        #expect(!t.isHidden)
        t.hidden = true
        #expect(t.isHidden)
        #expect(form.conditionGraph.slots.isEmpty, "constants need no slot")
    }

    @Test func sectionsHideTheirRows() throws {
        let form = Form {
            Section { SwitchRow("more") { $0.value = false } }
            Section(tag: "extra") { TextRow("detail") }
            Section { TextRow("note") { $0.hidden = "$detail.isHidden" } }
        }
        form.sections[1].hidden = "$more == false"
        let detail = try #require(form.row(tag: "detail"))
        let note = try #require(form.row(tag: "note"))
        #expect(form.sections[1].isHidden && detail.isHidden && note.isHidden)
        var changes: [FormChange] = []
        let observation = form.observe { changes = $0.changes }
        defer { observation.cancel() }
        form[Tag<Bool>("more")] = true
        #expect(!detail.isHidden && !note.isHidden)
        #expect(changes.contains(.sectionHiddenChanged(form.sections[1].id, isHidden: false)))
        #expect(changes.contains(.rowHiddenChanged(note.id, isHidden: false)))
    }

    @Test func formDisabledDisablesEveryRow() throws {
        let form = Form {
            Section {
                SwitchRow("locked") { $0.value = false }
                TextRow("name")
                TextRow("hint") { $0.hidden = "NOT $name.isDisabled" }
            }
        }
        form.disabled = "$locked"
        let name = try #require(form.row(tag: "name"))
        #expect(!form.isDisabled && !name.isDisabled)
        #expect(form.row(tag: "hint")?.isHidden == true)
        var changes: [FormChange] = []
        let observation = form.observe { changes = $0.changes }
        defer { observation.cancel() }
        form[Tag<Bool>("locked")] = true
        #expect(form.isDisabled && name.isDisabled)
        #expect(form.row(tag: "hint")?.isHidden == false)
        #expect(changes.contains(.rowUpdated(name.id)))
        #expect(form.treeDescription.hasPrefix("Form [disabled]"))
    }

    @Test func disabledAndRequiredFlipsReconfigureTheRow() throws {
        let form = Form {
            Section {
                SwitchRow("business") { $0.value = false }
                TextRow("vat") {
                    $0.required = "$business"; $0.disabled = "NOT $business"
                }
            }
        }
        let vat = try #require(form.row(tag: "vat"))
        #expect(!vat.isRequired && vat.isDisabled)
        var changes: [FormChange] = []
        let observation = form.observe { changes = $0.changes }
        defer { observation.cancel() }
        form[Tag<Bool>("business")] = true
        #expect(vat.isRequired && !vat.isDisabled)
        #expect(changes.filter { $0 == .rowUpdated(vat.id) }.count == 2)
    }

    @Test func hiddenRowsAreClearedByPolicy() throws {
        let form = Form {
            Section {
                SwitchRow("gift") { $0.value = true }
                TextRow("message") {
                    $0.value = "Happy birthday"; $0.hidden = "$gift == false"
                }
                TextRow("preview") { $0.hidden = "$message == nil" }
            }
        }
        form.hiddenValuePolicy = .clearWhenHidden
        form[Tag<Bool>("gift")] = false
        #expect(form.row(Tag<String>("message"))?.value == nil)
        #expect(form.row(tag: "preview")?.isHidden == true, "readers of the cleared value re-evaluate")
    }

    @Test func formulasComputeValues() throws {
        let form = Form {
            Section {
                DecimalRow("price") { $0.value = 2.5 }
                IntRow("quantity") { $0.value = 2 }
                DecimalRow("total") { $0.formula = "$price * $quantity" }
                IntRow("rounded") { $0.formula = "$total" }
                TextRow("label") { $0.formula = "'Total: ' + upper('eur')" }
            }
        }
        #expect(form.row(Tag<Double>("total"))?.value == 5)
        #expect(form.row(Tag<Int>("rounded"))?.value == 5)
        #expect(form.row(Tag<String>("label"))?.value == "Total: EUR")
        form[Tag<Int>("quantity")] = 3
        #expect(form.row(Tag<Double>("total"))?.value == 7.5)
        #expect(form.row(Tag<Int>("rounded"))?.value == nil, "7.5 does not fit an IntRow")
        form.row(tag: "total")?.formula = nil
        form[Tag<Int>("quantity")] = 4
        #expect(form.row(Tag<Double>("total"))?.value == 7.5, "no formula, no recomputation")
    }

    @Test func closuresReEvaluateOnTheirDeclaredTags() throws {
        let form = Form {
            Section {
                PushRow<String>("plan") {
                    $0.options = ["free", "team"]; $0.value = "free"
                }
                IntRow("seats") { $0.value = 1 }
                TextRow("warning") {
                    $0.hidden = .function(["plan", "seats"]) { form in
                        !(form.row(Tag<String>("plan"))?.value == "team"
                            && (form.row(Tag<Int>("seats"))?.value ?? 0) < 2)
                    }
                }
            }
        }
        let warning = try #require(form.row(tag: "warning"))
        #expect(warning.isHidden)
        form[Tag<String>("plan")] = "team"
        #expect(!warning.isHidden)
        form[Tag<Int>("seats")] = 5
        #expect(warning.isHidden)
    }

    @Test func cyclesTakeTheirSafeValueAndAreReported() throws {
        let form = Form {
            Section {
                TextRow("a") { $0.hidden = "$b.isHidden" }
                TextRow("b") { $0.hidden = "NOT $a.isHidden" }
            }
        }
        let a = try #require(form.row(tag: "a"))
        let b = try #require(form.row(tag: "b"))
        #expect(!a.isHidden && !b.isHidden)
        #expect(
            form.conditionDiagnostics.map(\.description) == [
                """
                error: dependency cycle: row 'a' (hidden) → row 'b' (hidden) → row 'a' (hidden)
                 --> row 'a' (hidden) 1:1
                  |
                1 | $b.isHidden
                  | ^~~~~~~~~~~
                """,
                """
                error: dependency cycle: row 'b' (hidden) → row 'a' (hidden) → row 'b' (hidden)
                 --> row 'b' (hidden) 1:5
                  |
                1 | NOT $a.isHidden
                  |     ^~~~~~~~~~~
                """,
            ])
        b.hidden = "NOT $c.isHidden"
        #expect(!a.isHidden && b.isHidden == false)
        try form.sections[0].append(TextRow("c") { $0.hidden = true })
        #expect(!b.isHidden)
        b.hidden = "$c.isHidden"
        #expect(b.isHidden && a.isHidden, "the cycle is gone: both evaluate")
        #expect(form.conditionDiagnostics.isEmpty)
    }

    @Test func formulaCyclesStop() {
        let form = Form {
            Section {
                IntRow("x") {
                    $0.value = 1; $0.formula = "$y + 1"
                }
                IntRow("y") { $0.formula = "$x + 1" }
                IntRow("z") { $0.formula = "$z + 1" }
            }
        }
        form[Tag<Int>("x")] = 5
        #expect(
            form.conditionDiagnostics.map(\.message) == [
                "dependency cycle: row 'x' (formula) → row 'y' (formula) → row 'x' (formula)",
                "dependency cycle: row 'y' (formula) → row 'x' (formula) → row 'y' (formula)",
                "dependency cycle: row 'z' (formula) → row 'z' (formula)",
            ])
        #expect(form.row(Tag<Int>("x"))?.value == 5)
    }

    @Test func sectionsReadingTheirOwnRowsAreCycles() {
        let form = Form {
            Section(tag: "box") { TextRow("inside") }
        }
        form.sections[0].hidden = "$inside.isHidden"
        #expect(
            form.conditionDiagnostics.map(\.message) == [
                "dependency cycle: section 'box' (hidden) → section 'box' (hidden)"
            ])
        #expect(!form.sections[0].isHidden)
    }

    @Test func movingARowUpdatesWhatReadsItsState() throws {
        let form = Form {
            Section { TextRow("traveller") }
            Section { TextRow("note") { $0.hidden = "$traveller.isHidden" } }
        }
        form.sections[1].hidden = true
        let traveller = try #require(form.row(tag: "traveller"))
        #expect(form.row(tag: "note")?.isHidden == true, "note's own section is hidden")
        #expect(form.row(tag: "note")?.conditionState.isHidden == false)
        try form.move(traveller, to: form.sections[1], at: 0)
        #expect(form.row(tag: "note")?.conditionState.isHidden == true)
    }

    @Test func handlerChangesJoinThePropagation() throws {
        let form = Form {
            Section {
                IntRow("a") { $0.value = 0 }
                IntRow("b").onChange { row in row.form?[Tag<Int>("c")] = (row.value ?? 0) * 10 }
                IntRow("c")
                TextRow("t") { $0.hidden = "$c > 50" }
            }
        }
        form.row(tag: "b")?.formula = "$a + 1"
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        defer { observation.cancel() }
        form[Tag<Int>("a")] = 5
        #expect(form.row(Tag<Int>("c"))?.value == 60)
        #expect(form.row(tag: "t")?.isHidden == true)
        #expect(transactions == 1)
    }

    @Test func todayReadsTheFormsClock() throws {
        let form = Form {
            Section {
                DateRow("deadline"); TextRow("late") { $0.hidden = "NOT $deadline < today()" }
            }
        }
        form.conditionEnvironment = ConditionFixtures.environment
        form[Tag<Date>("deadline")] = ConditionFixtures.date(2024, 6, 20)
        #expect(form.row(tag: "late")?.isHidden == true)
        form.conditionEnvironment = ConditionEnvironment(
            now: { ConditionFixtures.date(2024, 7, 1) }, calendar: ConditionFixtures.utc)
        form.refreshConditions()
        #expect(form.row(tag: "late")?.isHidden == false)
    }

    @Test func rowsOutsideAFormUseConstants() throws {
        let row = TextRow("lonely") { $0.hidden = true }
        #expect(row.isHidden)
        row.hidden = "$other == 1"
        #expect(!row.isHidden, "nothing to read yet: the safe value")
        row.disabled = true
        let form = Form { Section { IntRow("other") { $0.value = 1 } } }
        try form.sections[0].append(row)
        #expect(row.isHidden && row.isDisabled)
        try form.sections[0].remove(row)
        #expect(!row.isHidden && row.isDisabled)
    }

    @Test func insertedAndReplacedSectionsKeepTheIndexRight() throws {
        let form = Form { Section { SwitchRow("flag") { $0.value = true } } }
        let added = Section(tag: "added") { TextRow("x") { $0.hidden = "$flag" } }
        added.disabled = "NOT $flag"
        try form.append(added)
        #expect(form.row(tag: "x")?.isHidden == true)
        #expect(!added.isDisabled)
        form[Tag<Bool>("flag")] = false
        #expect(form.row(tag: "x")?.isHidden == false && added.isDisabled)
        try form.replaceSection(at: 0, with: Section { SwitchRow("flag") { $0.value = true } })
        #expect(form.row(tag: "x")?.isHidden == true && !added.isDisabled)
        try form.removeSection(at: 1)
        form[Tag<Bool>("flag")] = false
        #expect(form.conditionGraph.slots.isEmpty)
    }

    @Test func refreshEvaluatesEverything() {
        let form = Form {
            Section {
                IntRow("a") { $0.value = 1 }
                TextRow("b") { $0.hidden = "$a == 1" }
                TextRow("c") { $0.disabled = "$a == 2" }
            }
        }
        let before = form.conditionGraph.evaluationCount
        form.refreshConditions()
        #expect(form.conditionGraph.evaluationCount - before == 2)
    }
}

extension ConditionDependencyTests {
    @Test func constantFormulasSetTheValueWhenTheRowJoins() throws {
        let form = Form {
            Section {
                IntRow("answer") { $0.formula = "6 * 7" }; IntRow("fixed") { $0.formula = "42" }
            }
        }
        #expect(form.row(Tag<Int>("answer"))?.value == 42)
        #expect(form.row(Tag<Int>("fixed"))?.value == 42)
        try form.sections[0].append(TextRow("late") { $0.formula = "'on time'" })
        #expect(form.row(Tag<String>("late"))?.value == "on time")
        form.row(tag: "late")?.formula = "'later'"
        #expect(form.row(Tag<String>("late"))?.value == "later")
    }
}
