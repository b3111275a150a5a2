import Testing

@_spi(Headless) @testable import TableSimulator

@Suite("JSON parser")
struct JSONParserTests {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test func valuesAndOrderOfMembers() throws {
    let value = try parse(
      #" {"b": [1, -2.5e1, true, false, null], "a": "x\"\u00e9\n\ud83d\ude00"} "#)
    #expect(
      value
        == .object([
          JSONMember(
            key: "b", value: .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
          JSONMember(key: "a", value: .string("x\"é\n😀")),
        ]))
  }

  @Test(
    arguments: [
      ("01", 1, 1, "numbers must not have leading zeros"),
      ("-", 1, 2, "expected a digit after '-'"),
      ("1.", 1, 3, "expected a digit after '.'"),
      ("\"a", 1, 3, "unexpected end of file inside a string"),
      ("\"\\q\"", 1, 3, "unknown escape \\'q'"),
      ("\"\\ud800\"", 1, 8, "unpaired surrogate in a \\u escape"),
      ("\"\u{1}\"", 1, 2, "control character inside a string (write \\n or \\t)"),
      ("tru", 1, 1, "unexpected 't' (expected a value)"),
      ("{}\n x", 2, 2, "unexpected 'x' after the end of the document"),
      ("{\"a\" 1}", 1, 6, "unexpected '1' (expected ':' after a key)"),
      ("{\"é\": 1,\n\"é\": 2}", 2, 1, "duplicate key \"é\""),
    ])
  func syntaxErrorsNameLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ problem: String)
  {
    #expect(throws: JSONParser.SyntaxError(line: line, column: column, problem: problem)) {
      try parse(text)
    }
  }

  @Test func deepNestingIsRefusedNotOverflowed() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(throws: JSONParser.SyntaxError.self) { try parse(deep) }
    let allowed = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect((try? parse(allowed)) != nil)
  }
}
