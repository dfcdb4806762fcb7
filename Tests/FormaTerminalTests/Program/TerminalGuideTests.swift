import FormaCore
import FormaExamples
import FormaTerminal
import Foundation
import Testing

/// The program of `Docs/Terminal.md`, compiled as written. It is not called here, because it
/// takes over the terminal and ends the process; `DemoProcessTests` run the same program shape,
/// `forma-demo`, as a process, and the test below checks what its comments say.
@MainActor
func terminalGuideProgram() async -> Never {
    let outcome = await TerminalForm.run(SignUpForm.make(), title: "Sign Up")
    switch outcome {
    case .submitted(let values): print(values.jsonString(pretty: true))
    case .cancelled: break // Ctrl-C: nothing written
    case .failed(let reason): FileHandle.standardError.write(Data("\(reason)\n".utf8))
    }
    exit(outcome.exitStatus) // 0, 130 after a cancel, 1 on failure
}

@Suite("Terminal guide")
struct TerminalGuideTests {
    @Test func theExitStatusesAreTheOnesTheGuideNames() {
        #expect(FormOutcome.submitted(["name": "Ada"]).exitStatus == 0)
        #expect(FormOutcome.cancelled.exitStatus == 130)
        #expect(FormOutcome.failed("the terminal closed").exitStatus == 1)
    }
}
