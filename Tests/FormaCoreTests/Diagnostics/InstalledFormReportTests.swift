import Testing

@testable import FormaCore
@testable import FormaDefinitions

/// What a form screen does about an installed form's problems: decided here, carried out by
/// the UIKit and portable `FormViewController`.
@Suite("An installed form's problems")
struct InstalledFormReportTests {
    @Test func aFormWithoutProblemsHasNoReport() {
        #expect(InstalledFormReport(Form { Section { TextRow("name") } }) == nil)
    }

    @Test func anErrorInAFormBuiltInSwiftStopsADebugBuild() throws {
        let form = Form {
            Section {
                IntRow("age")
                SwitchRow("drink") { $0.hidden = "$agee < 18" }
            }
        }
        let report = try #require(InstalledFormReport(form))
        #expect(report.stopsDebugBuild)
        #expect(report.logLines == ["forma: error[condition.unknownTag]: unknown tag 'agee'; did you mean 'age'?"])
        #expect(report.summary.hasPrefix("The form has 1 error(s)"))
        #expect(report.summary.contains("^~~~~"))
    }

    @Test func aWarningAloneNeverStops() throws {
        let form = Form {
            Section {
                IntRow("age")
                SwitchRow("adult") { $0.hidden = "$age == 'x'" }
            }
        }
        let report = try #require(InstalledFormReport(form))
        #expect(!report.stopsDebugBuild)
        #expect(report.diagnostics.map(\.severity) == [.warning])
    }

    @Test func aFormFromADefinitionNeverStopsTheApp() throws {
        let form = try Form(
            json: #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "tag": "a"}]}]}"#)
        form.row(tag: "a")?.hidden = "$nope == 1"
        let report = try #require(InstalledFormReport(form))
        #expect(form.isFromDefinition)
        #expect(!report.stopsDebugBuild)
        #expect(report.diagnostics.first?.code == "condition.unknownTag")
    }

    @Test func errorsComeFirst() throws {
        let form = Form {
            Section {
                IntRow("age")
                SwitchRow("adult") { $0.hidden = "$age == 'x'" }
                SwitchRow("drink") { $0.hidden = "$agee < 18" }
            }
        }
        let report = try #require(InstalledFormReport(form))
        #expect(report.diagnostics.map(\.severity) == [.error, .warning])
    }
}
