import Foundation

@testable import FormaCore

/// The scenario fuzzer: random forms built from every row kind and every section
/// configuration, driven through `FormController` and `FormDriver` by random journeys — a
/// person's taps, typing, choices, drags, adds and deletes, and the app's structural
/// changes — with everything checked after every step (see ``ScenarioRun/check()``).
enum ScenarioFuzzing {
    /// Plays a journey on a fresh form; returns the first problem as `kind: where: what`.
    static func replay(_ start: ScenarioModel, _ steps: [ScenarioStep]) -> String? {
        replaying(start, steps).problem
    }

    /// Plays a journey; returns the first problem and what each step did up to it.
    static func replaying(_ start: ScenarioModel, _ steps: [ScenarioStep]) -> (problem: String?, log: [String]) {
        let run: ScenarioRun
        do {
            run = try ScenarioRun(start)
        } catch {
            return ("form: start: \(error)", [])
        }
        let problem = play(run, steps)
        return (problem, run.log)
    }

    private static func play(_ run: ScenarioRun, _ steps: [ScenarioStep]) -> String? {
        do {
            try run.check()
        } catch let problem as ScenarioRun.Problem {
            return "\(problem.kind): the form as built: \(problem)"
        } catch {
            return "untyped: \(error)"
        }
        for (n, step) in steps.enumerated() {
            do {
                try run.perform(step)
                try run.check(diagnostics: n % 8 == 7 || n == steps.count - 1)
            } catch let problem as ScenarioRun.Problem {
                return "\(problem.kind): step \(n), \(step): \(problem)"
            } catch {
                return "untyped: step \(n), \(step): \(error)"
            }
        }
        return nil
    }

    /// A case: a starting form and a journey, both from the case's generator.
    static func makeCase(_ random: inout Fuzzer.Generator, steps: Int) -> (ScenarioModel, [ScenarioStep]) {
        let start = ScenarioModel.random(&random)
        let journey = (0..<steps).map { _ in ScenarioStep.random(&random) }
        return (start, journey)
    }

    /// Replays a case and, when it fails, shrinks the journey to the fewest steps that still
    /// fail the same way.
    static func run(_ start: ScenarioModel, _ steps: [ScenarioStep]) throws {
        guard let problem = replay(start, steps) else { return }
        let minimal = Fuzzer.shrink(steps) { Fuzzer.kind(replay(start, $0)) == Fuzzer.kind(problem) }
        let (last, log) = replaying(start, minimal)
        throw Fuzzer.Finding(
            message: problem,
            reproduction: "form:\n\(start.description)\njourney (\(minimal.count) steps):\n"
                + minimal.map(\.description).joined(separator: "\n") + "\nwhich did:\n" + log.joined(separator: "\n")
                + "\nfails with: " + (last ?? "(nothing)"))
    }
}
