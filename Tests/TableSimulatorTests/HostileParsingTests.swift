import Testing

@_spi(Headless) @testable import TableSimulator

/// Parsing costs one pass over the input, however the script is laid out.
///
/// Proved by counting work, not by timing: `work` is the number of bytes the parser visits, on
/// top of its one pass, to turn a position into a line and column.
@Suite("Parsing hostile scripts stays linear")
struct HostileParsingTests {
  /// `count` zeros in an array on one line, followed by `tail`.
  private func longLine(_ count: Int, then tail: String) -> [UInt8] {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    bytes.reserveCapacity(2 * count + tail.utf8.count + 1)
    for _ in 0..<count { bytes += [UInt8(ascii: "0"), UInt8(ascii: ",")] }
    bytes += Array(tail.utf8)
    return bytes
  }

  @Test func anErrorAtTheEndOfALongLineIsLocatedInOnePass() {
    let bytes = longLine(160_000, then: "x]")
    var work = 0
    #expect(
      throws: JSONParser.SyntaxError(
        line: 1, column: bytes.count - 1, problem: "unexpected 'x' (expected a value)")
    ) {
      try JSONParser.parse(bytes, work: &work)
    }
    #expect(work <= bytes.count, "visited \(work) extra bytes for \(bytes.count) of input")
  }

  @Test func aValidMinifiedScriptNeedsNoLocating() throws {
    var text = #"{"table": {"viewport": {"width": 320, "height": 400}, "#
    text += #""sections": [{"rowHeights": [44, 44, 44]}]}, "events": ["#
    text += #"{"t": 0, "type": "press", "y": 10}"#
    for index in 1..<10_000 {
      text += #", {"t": \#(Double(index) / 100), "type": "move", "x": 12.5, "y": \#(index % 300)}"#
    }
    text += "]}"
    let bytes = Array(text.utf8)
    var work = 0
    _ = try JSONParser.parse(bytes, work: &work)
    #expect(work == 0, "visited \(work) extra bytes for \(bytes.count) of input")
    let script = try ScriptReader.read(bytes)
    #expect(script.events.count == 10_000)
  }

  @Test func errorsOnLaterLinesCountCharactersNotBytes() {
    let text = "{\"é\": [1,\n  \"ü\" 2]}"
    var work = 0
    #expect(
      throws: JSONParser.SyntaxError(
        line: 2, column: 7, problem: "unexpected '2' (expected ',' or ']')")
    ) {
      try JSONParser.parse(Array(text.utf8), work: &work)
    }
    #expect(work <= text.utf8.count)
  }
}
