import Foundation
import Testing

@testable import FormaCore

@Suite("FormValue JSON")
struct FormValueJSONTests {
    @Test func writesCompactJSONInOrder() {
        let value: FormValue = ["b": 1, "a": [true, nil, 2.5], "c": "x\"y\n"]
        #expect(value.jsonString() == #"{"b":1,"a":[true,null,2.5],"c":"x\"y\n"}"#)
    }

    @Test func writesPrettyJSON() {
        let value: FormValue = ["a": [1, 2], "b": [:]]
        #expect(value.jsonString(pretty: true) == "{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": {}\n}")
    }

    @Test func writesDatesAsISO8601AndNonFiniteAsNull() {
        let value: FormValue = [.date(Date(timeIntervalSince1970: 0)), .double(.infinity)]
        #expect(value.jsonString() == #"["1970-01-01T00:00:00.000Z",null]"#)
    }

    @Test(arguments: [
        #"{"a": 1, "b": [1.5, -2e3, "\u00e9\ud83d\ude00"], "c": null, "d": false}"#,
        "[]", "{}", "\"plain\"", "0", "-12",
    ])
    func roundTrips(text: String) throws {
        let value = try FormValue(json: text)
        let again = try FormValue(json: value.jsonString())
        #expect(value == again)
    }

    @Test func parsesNumbersAsIntOrDouble() throws {
        let value = try FormValue(json: #"[1, 1.0, 1e2, -0]"#)
        #expect(value == [.int(1), .double(1), .double(100), .int(0)])
    }

    @Test func decodesEscapes() throws {
        #expect(try FormValue(json: #""a\tb\u0041\ud83d\ude00""#) == .string("a\tbA😀"))
    }

    @Test(arguments: [
        ("{\"a\": }", "JSON error at 1:7: expected a value"),
        ("[1, 2", "JSON error at 1:6: expected ',' or ']'"),
        ("{\"a\": 1,\n \"a\": 2}", "JSON error at 2:7: duplicate key 'a'"),
        ("tru", "JSON error at 1:1: expected 'true'"),
        ("\"abc", "JSON error at 1:5: unterminated string"),
        ("1 2", "JSON error at 1:3: unexpected text after the value"),
        ("", "JSON error at 1:1: expected a value, found the end of the text"),
        ("{a: 1}", "JSON error at 1:2: expected a quoted key"),
        ("01.", "JSON error at 1:4: expected a digit after '.'"),
    ])
    func reportsErrorsWithPosition(text: String, message: String) {
        #expect(throws: JSONError.self) { try FormValue(json: text) }
        do {
            _ = try FormValue(json: text)
        } catch {
            #expect((error as? JSONError)?.description == message)
        }
    }

    @Test func refusesExcessiveNesting() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONError.self) { try FormValue(json: deep) }
    }

    @Test func formValuesKeepOrderAndRemoveKeys() {
        var values: FormValues = ["z": 1, "a": 2, "m": 3]
        values["a"] = nil
        values["b"] = 4
        #expect(values.keys == ["z", "m", "b"])
        #expect(values["m"] == 3)
        #expect(values.jsonString() == #"{"z":1,"m":3,"b":4}"#)
    }

    @Test func codableRoundTripKeepsValues() throws {
        let values: FormValues = ["name": "Ada", "age": 36, "tags": ["a"], "ok": true]
        let data = try JSONEncoder().encode(values)
        let decoded = try JSONDecoder().decode(FormValues.self, from: data)
        #expect(Set(decoded.keys) == Set(values.keys))
        for key in values.keys { #expect(decoded[key] == values[key]) }
    }
}
