import FormaCore
import FormaTesting
import Testing

@Suite("Swipes and section headers")
struct GestureTests {
    func inbox() -> Form {
        Form {
            Section("Inbox") {
                for subject in ["Lunch?", "Invoice"] {
                    LabelRow { row in
                        row.title = subject
                        row.value = "unread"
                        row.swipeActions = [SwipeAction("Read") { swiped in (swiped as? LabelRow)?.value = "read" }]
                    }
                }
            }
            Section("Advanced") {
                IntRow("retries") { $0.title = "Retries" }
            }.configured { $0.isCollapsible = true }
        }
    }

    @Test func aSwipeActionRunsOnItsRow() throws {
        let driver = try FormDriver(inbox())
        try driver.swipe(.title("Invoice"), choosing: "Read")
        try driver.assertScreen(
            """
            # Inbox
              Lunch?: unread
              Invoice: read
            # Advanced
              Retries: ""
            """)
        let failure = #expect(throws: FormaTestingFailure.self) { try driver.swipe(.title("Lunch?"), choosing: "Raed") }
        #expect(
            failure?.message == """
                swipe(.title("Lunch?"), choosing: "Raed"): row .title("Lunch?") has no swipe action titled "Raed"; \
                did you mean "Read"?
                swipe actions: Read
                """)
    }

    @Test func aHeaderTapCollapsesAndExpandsItsSection() throws {
        let driver = try FormDriver(inbox())
        try driver.tapHeader(of: "Advanced")
        #expect(driver.screen.hasSuffix("# Advanced (collapsed)"))
        try driver.assertHidden("retries")
        try driver.tapHeader(of: "Advanced")
        try driver.assertShown("retries")
        #expect(
            #expect(throws: FormaTestingFailure.self) { try driver.tapHeader(of: "Inbox") }?.message
                == #"tapHeader(of: "Inbox"): section "Inbox" is not collapsible"#)
    }
}
