import Foundation
import Testing

@testable import FormaCore

@Suite("FormValueConvertible")
struct FormValueConvertibleTests {
    @Test func intAcceptsIntegralDoublesOnly() {
        #expect(Int(formValue: .int(3)) == 3)
        #expect(Int(formValue: .double(4)) == 4)
        #expect(Int(formValue: .double(4.5)) == nil)
        #expect(Int(formValue: .string("4")) == nil)
    }

    @Test func doubleAcceptsInts() {
        #expect(Double(formValue: .int(3)) == 3)
        #expect(Double(formValue: .bool(true)) == nil)
    }

    @Test func dateAcceptsISOStrings() {
        #expect(Date(formValue: .string("1970-01-01T00:00:10Z")) == Date(timeIntervalSince1970: 10))
        #expect(Date(formValue: .string("1970-01-02")) == Date(timeIntervalSince1970: 86400))
        #expect(Date(formValue: .string("yesterday")) == nil)
    }

    @Test func boolIsStrict() {
        #expect(Bool(formValue: .bool(true)) == true)
        #expect(Bool(formValue: .int(1)) == nil)
    }

    @Test func arraysAndSets() {
        #expect([Int](formValue: [1, 2]) == [1, 2])
        #expect([Int](formValue: [1, "x"]) == nil)
        #expect(Set<String>(formValue: ["b", "a", "b"]) == ["a", "b"])
        #expect(Set(["b", "a"]).formValue == ["a", "b"])
    }

    @Test func urls() {
        #expect(URL(formValue: "https://example.com")?.absoluteString == "https://example.com")
        #expect(URL(string: "https://example.com")?.formValue == "https://example.com")
    }
}
