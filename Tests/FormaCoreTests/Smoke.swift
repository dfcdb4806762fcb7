import Testing
@testable import FormaCore
@Test func smoke() { #expect(Form().sections.isEmpty) }
