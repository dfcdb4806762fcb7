import Testing

@testable import FormaCore

/// Every failure the fuzzer found, kept so that it stays fixed.
@Suite("Condition fuzz regressions")
struct ConditionFuzzRegressionTests {
    /// Found by `parserAndEvaluatorNeverFail(seed: 1)` in a long run: a line break after `$`
    /// went into the message and split the rendering.
    @Test func lineBreakAfterDollar() {
        #expect(
            Condition("$\nt0").diagnostics.map(\.description) == [
                """
                error: expected a tag name after '$', found '\\n'
                 --> condition 1:1
                  |
                1 | $
                  | ^
                """
            ])
    }

    /// Found by `parserAndEvaluatorNeverFail(seed: 1)` in a long run: a quoted tag spanning
    /// lines was quoted whole in "found …".
    @Test func quotedTagAcrossLines() {
        #expect(
            Condition("trim( true $' , )\n max( $days '").diagnostics.map(\.description) == [
                """
                error: expected ')', found '$' , )\\n max( $days ''
                 --> condition 1:12
                  |
                1 | trim( true $' , )
                  |            ^~~~~~
                """
            ])
    }

    /// Tags may hold any text, line breaks included; messages stay on one line.
    @Test func tagsWithLineBreaksInMessages() {
        let form = Form { Section { TextRow("t") { $0.hidden = "$'a\\nb' == 1" } } }
        #expect(
            form.conditionDiagnostics.first?.description.split(separator: "\n").first
                == "error: unknown tag 'a\\nb'; no row or section of the form has it")
    }
}
