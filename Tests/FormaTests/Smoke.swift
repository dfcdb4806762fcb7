import Testing
import Forma
@Test func formaSmoke() { #expect(Form().sections.isEmpty) }
