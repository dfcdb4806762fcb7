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

    /// A form whose formulas form a chain (row i reads row i − 1), built on a small stack.
    static func formulaChain(_ count: Int) -> Form {
        Form {
            Section {
                IntRow("r0") { $0.value = 0 }
                ForEach(1..<count, id: \.self) { i in
                    IntRow("r\(i)") { $0.formula = Condition("$r\(i - 1) + 1") }
                }
            }
        }
    }

    /// Which of the chain's links outlive the form, and in which order they are let go.
    enum ReleaseOrder: String, CaseIterable, Sendable {
        /// The form alone, in whatever order its dictionaries free their entries.
        case asTheFormFreesThem
        /// The value signals of the chain, first row first.
        case signalsHeadFirst
        /// The value signals, last row first: the first row's then frees the whole chain.
        case signalsTailFirst
        /// The formulas, first row first.
        case formulasHeadFirst
        /// The formulas, last row first.
        case formulasTailFirst
    }

    /// Builds a chain and frees it in the given order; returns the last row's value.
    static func buildAndFreeFormulaChain(_ count: Int, _ order: ReleaseOrder) -> Int? {
        var held: [AnyObject] = []
        var last: Int?
        do {
            let form = formulaChain(count)
            last = form[Tag<Int>("r\(count - 1)")]
            let graph = form.conditionGraph
            let tags = (0..<count).map { "r\($0)" }
            switch order {
            case .asTheFormFreesThem: break
            case .signalsHeadFirst, .signalsTailFirst:
                held = tags.compactMap { graph.buckets[SignalKey(tag: $0, aspect: .value)] }
            case .formulasHeadFirst, .formulasTailFirst:
                held = tags.compactMap { tag in
                    form.row(tag: tag).flatMap { graph.slots[SlotKey(.row($0), .formula)] }
                }
            }
            if order == .signalsHeadFirst || order == .formulasHeadFirst { held.reverse() }
        }
        // One at a time, from the end of the list.
        while !held.isEmpty { held.removeLast() }
        return last
    }

    /// A form whose formulas form a long chain recursed while it was freed, until the stack
    /// overflowed (5,000 rows on a 512 KiB thread), when the first link of the chain was
    /// freed after the others: each formula held the signal it writes, which held the
    /// formulas reading it.
    @Test(arguments: ReleaseOrder.allCases)
    func formWithALongFormulaChainIsFreedOnASmallStack(order: ReleaseOrder) {
        let last = StackThread.run(stackSize: StackThread.small) {
            Self.buildAndFreeFormulaChain(8_000, order)
        }
        #expect(last == 7_999)
    }

    /// The same on a test's own stack, with 40,000 rows, freed in the order that recursed
    /// along the whole chain.
    @Test func formWithAVeryLongFormulaChainIsFreed() {
        #expect(Self.buildAndFreeFormulaChain(40_000, .signalsTailFirst) == 39_999)
    }
}
