import FormaTerminal
import Foundation
import Testing

/// The demo binary through pipes: what a script or CI sees.
@Suite(.serialized) struct DemoProcessTests {
    @Test func helpListsExamplesAndOptions() throws {
        let result = try DemoProcess.run(["--help"], input: nil)
        #expect(result.status == 0)
        for word in ["event", "signup", "trip", "--accessible", "--print"] { #expect(result.output.contains(word)) }
    }

    @Test func unknownOptionIsAnError() throws {
        let result = try DemoProcess.run(["--colour"], input: nil)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "forma-demo: unknown option '--colour' (see forma-demo --help)\n")
    }

    @Test func printKeepsTheTreesAndValues() throws {
        let result = try DemoProcess.run(["--print", "event"], input: nil)
        #expect(result.status == 0)
        #expect(result.output.contains("== New Event\nForm\n"))
        #expect(
            result.output.contains("\"title\" : \"Team lunch\"") || result.output.contains("\"title\": \"Team lunch\""))
    }

    @Test func lineModeWritesOnlyTheValuesToStandardOutput() throws {
        let result = try DemoProcess.run(["signup"], input: "ada@example.com\nada\nsecret\n\n\n\n\n\ny\n\n")
        #expect(result.status == 0)
        let values = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(values?["email"] as? String == "ada@example.com")
        #expect(values?["terms"] as? Bool == true)
        #expect(result.error.contains("Email (required):"))
        #expect(!result.error.contains("secret"))
    }

    /// The registration in the line mode: the address sub-form is asked under its heading,
    /// the option set by numbers, and the values decode back into the model.
    @Test func registrationInTheLineModeStepsIntoTheAddress() throws {
        let answers = [
            "ada@example.com", "secret1", "secret1", "Ada Lovelace", "1", "10/12/1815",
            "1 Rue", "London", "NW1", "", "1,3", "1,2", "", "Mathematician", "y",
        ]
        let result = try DemoProcess.run(["registration"], input: answers.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("\nRegistration › Address\nStreet: 1 Rue\n"))
        #expect(result.error.contains("Terms and Conditions cannot be edited here"))
        let values = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect((values?["address"] as? [String: Any])?["city"] as? String == "London")
        #expect(values?["otherInterests"] as? Int == 3)
        #expect(values?["interests"] as? [String] == ["videogames", "cooking"])
    }

    @Test func chooserComesFirstWithoutAnExample() throws {
        let result = try DemoProcess.run([], input: "3\nRome\n\n\n\n\n\n\n\n\n\n.\n")
        #expect(result.status == 0)
        #expect(result.error.contains("Plan a Trip"))
        #expect(result.output.contains("Rome"))
    }

    @Test func closedStandardInputIsAClearFailure() throws {
        let result = try DemoProcess.run(["event"], input: nil)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("forma-demo: input ended before the form was complete"))
    }
}
