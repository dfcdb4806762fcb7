import Testing

@testable import FormaCore

/// `$address.city.isHidden`: a state read through a sub-form's path, unquoted.
@Suite("States of sub-form rows by path")
struct SubFormStatePathTests {
    static func makeForm() -> Form {
        Form {
            Section {
                TextRow("country")
                SubFormRow("address", title: "Address") {
                    Section {
                        TextRow("city")
                        TextRow("state") { $0.hidden = "$country != 'US'" }
                        // A row whose tag is a state's name.
                        TextRow("isHidden")
                    }
                }
                // A sub-form named like a state.
                SubFormRow("isDisabled", title: "Odd") {
                    Section { TextRow("city") { $0.disabled = "$country == 'FR'" } }
                }
                LabelRow("stateNote")
                LabelRow("probe")
            }
        }
    }

    @Test func aStateReadsThroughTheSubFormPathUnquoted() throws {
        let form = Self.makeForm()
        let note = try #require(form.row(tag: "stateNote"))
        note.hidden = "$address.state.isHidden"
        #expect(form.conditionDiagnostics.isEmpty, "\(form.conditionDiagnostics)")
        #expect(note.isHidden)
        form[Tag<String>("country")] = "US"
        #expect(!note.isHidden)
        #expect(Condition("$address.state.isHidden").tags == Condition(#"$"address.state".isHidden"#).tags)
        #expect(Condition("$address.state.isHidden").tags == ["address.state"])
    }

    @Test func twoLevelsDeep() throws {
        let form = Form {
            Section {
                TextRow("mode")
                SubFormRow("trip") {
                    Section {
                        SubFormRow("address") {
                            Section { TextRow("city") { $0.disabled = "$mode == 'locked'" } }
                        }
                    }
                }
                LabelRow("note") { $0.hidden = "$trip.address.city.isDisabled" }
            }
        }
        #expect(form.conditionDiagnostics.isEmpty, "\(form.conditionDiagnostics)")
        let note = try #require(form.row(tag: "note"))
        #expect(!note.isHidden)
        form[Tag<String>("mode")] = "locked"
        #expect(note.isHidden)
    }

    /// A row tagged `isHidden` in `address`: `$address.isHidden` stays the sub-form row's
    /// own state; the row is the quoted member, and its state follows the quoted member.
    @Test func aRowTaggedWithAStateNameIsTheQuotedMember() throws {
        let form = Self.makeForm()
        let probe = try #require(form.row(tag: "probe"))
        form[Tag<String>("address.isHidden")] = "yes"
        probe.hidden = #"$address."isHidden" == 'yes'"#
        #expect(form.conditionDiagnostics.isEmpty, "\(form.conditionDiagnostics)")
        #expect(probe.isHidden)
        probe.hidden = "$address.isHidden"
        #expect(!probe.isHidden)
        try #require(form.row(tag: "address")).hidden = "$country == 'NZ'"
        form[Tag<String>("country")] = "NZ"
        #expect(probe.isHidden)
        #expect(Condition(#"$address."isHidden".isHidden"#).tags == ["address.isHidden"])
        #expect(Condition("$address.isHidden").tags == ["address"])
    }

    /// A sub-form tagged `isDisabled`: the name after `$` is always a tag, so its rows read
    /// as for any sub-form, and `$isDisabled.isDisabled` is the sub-form row's state.
    @Test func aSubFormNamedLikeAState() throws {
        let form = Self.makeForm()
        let probe = try #require(form.row(tag: "probe"))
        probe.hidden = "$isDisabled.city.isDisabled"
        #expect(form.conditionDiagnostics.isEmpty, "\(form.conditionDiagnostics)")
        #expect(!probe.isHidden)
        form[Tag<String>("country")] = "FR"
        #expect(probe.isHidden)
        #expect(Condition("$isDisabled.city.isDisabled").tags == ["isDisabled.city"])
        #expect(Condition("$isDisabled.isDisabled").tags == ["isDisabled"])
    }

    @Test func aStateOfAPathNamingNoRowIsADiagnosticWithASuggestion() throws {
        let form = Self.makeForm()
        try #require(form.row(tag: "probe")).hidden = "$address.stat.isHidden"
        #expect(form.conditionDiagnostics.map(\.problem) == [.unknownTag("address.stat", suggestion: "address.state")])
    }

    @Test func aStateAfterAnIndexOrAnotherStateIsStillAnError() {
        #expect(Condition("$travellers[0].name.isHidden").problems.map(\.problem) == [.propertyNotOnTag("isHidden")])
        #expect(Condition("$a.isHidden.isDisabled").problems.map(\.problem) == [.propertyNotOnTag("isDisabled")])
    }

    @Test func aStatePathPastTheNameLimitIsRefused() {
        let long = String(repeating: "a", count: 600)
        let problems = Condition("$\(long).\(long).isHidden").problems.map(\.problem)
        #expect(problems == [.nameTooLong(bytes: 1_201, limit: 1_024)])
    }
}
