import Foundation
import Testing

@testable import FormaCore

/// Freeing big structures without deep recursion.
@Suite struct TeardownHardeningTests {
    /// A form whose conditions form a long chain recursed while it was freed, until the
    /// stack overflowed (5,000 rows on a 512 KiB thread).
    @Test func formWithALongConditionChainIsFreedOnASmallStack() {
        let rows = StackThread.run(stackSize: StackThread.small) { () -> Int in
            var count = 0
            do {
                let form = Form {
                    Section {
                        SwitchRow("r0") { $0.value = true }
                        ForEach(1..<20_000, id: \.self) { i in
                            SwitchRow("r\(i)") { $0.hidden = Condition("$r\(i - 1) == false") }
                        }
                    }
                }
                count = form.allRows.count
            }
            return count
        }
        #expect(rows == 20_000)
    }
}
