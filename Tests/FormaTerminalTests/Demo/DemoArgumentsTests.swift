import Testing

@testable import FormaDemo

@Suite struct DemoArgumentsTests {
    private let known = ["event", "signup", "trip"]

    @Test func examplesAndOptions() {
        #expect(DemoArguments.parse([], known: known) == .success(DemoArguments()))
        #expect(
            DemoArguments.parse(["trip", "--accessible"], known: known)
                == .success(DemoArguments(action: .fill, examples: ["trip"], accessible: true)))
        #expect(
            DemoArguments.parse(["--print", "event", "signup"], known: known)
                == .success(DemoArguments(action: .print, examples: ["event", "signup"])))
        #expect(DemoArguments.parse(["--non-interactive"], known: known) == .success(DemoArguments(action: .print)))
        #expect(DemoArguments.parse(["--print", "-h"], known: known) == .success(DemoArguments(action: .help)))
    }

    @Test func mistakesAreErrors() {
        #expect(DemoArguments.parse(["--colour"], known: known) == .failure(.unknownOption("--colour")))
        #expect(DemoArguments.parse(["evnt"], known: known) == .failure(.unknownExample("evnt", known: known)))
        #expect(DemoArguments.parse(["event", "trip"], known: known) == .failure(.severalExamples(["event", "trip"])))
        #expect(DemoArgumentError.unknownOption("--x").description == "unknown option '--x' (see forma-demo --help)")
    }

    @Test func themeIsChosenByName() {
        #expect(
            DemoArguments.parse(["--theme=high-contrast"], known: known)
                == .success(DemoArguments(theme: "high-contrast")))
        #expect(DemoArguments.parse(["--theme=neon"], known: known) == .failure(.unknownTheme("neon")))
    }
}
