import Testing

@_spi(Headless) @testable import TableSimulator

/// The "number is too large" error cuts the number it echoes, as every echo is cut
/// (`tablesim` issue, item 11).
@Suite("A number too large is echoed cut")
struct NumberTooLargeEchoTests {
  @Test func aLongNumberIsCutAfterTheEchoLimit() {
    let number = "1" + String(repeating: "0", count: 400) + "e999"
    let cut = String(number.prefix(Fmt.maximumEcho)) + "…(\(number.count - Fmt.maximumEcho) more)"
    #expect(
      throws: JSONParser.SyntaxError(
        line: 1, column: 7, problem: "the number \(cut) is too large")
    ) {
      try JSONParser.parse(Array(#"{"t": \#(number)}"#.utf8))
    }
  }

  @Test func aShortNumberIsEchoedWhole() {
    #expect(
      throws: JSONParser.SyntaxError(line: 1, column: 7, problem: "the number -1e999 is too large")
    ) {
      try JSONParser.parse(Array(#"{"t": -1e999}"#.utf8))
    }
  }
}
