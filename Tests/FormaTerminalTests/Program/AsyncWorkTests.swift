import FormaCore
import FormaTerminal
import Foundation
import Testing

/// The session runs the form's asynchronous work while it waits for keys.
@MainActor
@Suite struct AsyncWorkTests {
    static func usernameForm() -> Form {
        Form {
            Section {
                AccountRow("username") {
                    $0.title = "Username"
                    $0.add(
                        async: AsyncValidator("taken", message: "That name is taken", debounce: .milliseconds(5)) {
                            name in name != "admin"
                        })
                }
                TextRow("name") { $0.title = "Name" }
            }
        }
    }

    @Test func asyncValidatorFinishesWhileWaitingForKeys() async throws {
        let harness = try TerminalHarness(Self.usernameForm())
        harness.press("admin" + Keys.down)
        #expect(harness.session.isBusy)
        #expect(harness.screen.contains("checking"))
        await harness.settle()
        #expect(!harness.session.isBusy)
        #expect(harness.screen.contains("✗ That name is taken"))
        GoldenScreen.check(harness.screen, named: "async-validator-finished")
        harness.finish()
    }

    @Test func submitWaitsForPendingChecksAndRefusesATakenName() async throws {
        let harness = try TerminalHarness(Self.usernameForm())
        harness.press("admin")
        #expect(harness.press(Keys.submit) == nil)
        #expect(harness.screen.contains("Checking before submitting"))
        #expect(await harness.settle() == nil)
        #expect(harness.screen.contains("1 problem: That name is taken"))
        harness.finish()
    }

    @Test func submitWaitsForPendingChecksThenSubmits() async throws {
        let harness = try TerminalHarness(Self.usernameForm())
        harness.press("ada")
        #expect(harness.press(Keys.submit) == nil)
        let outcome = await harness.settle()
        #expect(outcome == .submitted(["username": "ada", "name": nil]))
        harness.finish()
    }

    @Test func optionsLoaderRunsWhenTheListOpens() async throws {
        let form = Form {
            Section {
                PushRow<String>("team") {
                    $0.title = "Team"
                    $0.optionsLoader = {
                        try await Task.sleep(for: .milliseconds(5))
                        return [Option("red", title: "Red Team"), Option("blue", title: "Blue Team")]
                    }
                }
            }
        }
        let harness = try TerminalHarness(form)
        harness.press(Keys.enter)
        #expect(harness.screen.contains("Loading…"))
        await harness.settle()
        #expect(harness.screen.contains("Blue Team"))
        #expect(!harness.screen.contains("No options"))
        GoldenScreen.check(harness.screen, named: "options-loaded")
        harness.press(Keys.down + Keys.enter)
        #expect(form.values()["team"] == "blue")
        harness.finish()
    }
}
