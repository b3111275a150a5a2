import Testing

@_spi(Headless) @testable import TableSimulator

/// Reading a string costs time in proportion to its length, however many escapes it holds
/// (`tablesim` issue, item 8).
///
/// Proved by counting work, not by timing: `work` counts, on top of the parser's one pass, the
/// bytes it copies again when a string it builds outgrows its storage (less than twice the
/// string's length, as the storage doubles). Building a string by
/// appending to a `String.UnicodeScalarView` before each escape copied everything read so far,
/// so a string of `n` escapes cost about `n²/2` bytes of copying.
@Suite("Strings full of escapes are read in linear time")
struct EscapeHeavyStringTests {
  /// `{"name": "…"}` with `count` repetitions of `piece` in the string.
  private func script(_ piece: String, _ count: Int) -> [UInt8] {
    Array(#"{"name": ""#.utf8) + Array(repeating: Array(piece.utf8), count: count).joined()
      + Array(#""}"#.utf8)
  }

  @Test(arguments: [#"\n"#, #"a\t"#, #"\u00e9"#, #"\ud83d\ude00b"#, #"\\\\"#, "é\\\""])
  func aStringOfEscapesIsCopiedAtMostTwiceMore(piece: String) throws {
    let bytes = script(piece, 20_000)
    var work = 0
    let value = try JSONParser.parse(bytes, work: &work)
    guard case .object(let members) = value, case .string(let name) = members.first?.value else {
      Issue.record("expected an object with a string, found \(value)")
      return
    }
    #expect(!name.isEmpty)
    #expect(work <= 2 * bytes.count, "copied \(work) extra bytes for \(bytes.count) of input")
  }

  @Test func keysFullOfEscapesAreReadInLinearTime() throws {
    let key = String(repeating: #"\n"#, count: 20_000)
    let bytes = Array(#"{"\#(key)": 1, "b": "\#(key)"}"#.utf8)
    var work = 0
    _ = try JSONParser.parse(bytes, work: &work)
    #expect(work <= 2 * bytes.count, "copied \(work) extra bytes for \(bytes.count) of input")
  }

  @Test func doublingTheEscapesAtMostDoublesTheWork() throws {
    var small = 0
    var large = 0
    _ = try JSONParser.parse(script(#"x\n"#, 16_000), work: &small)
    _ = try JSONParser.parse(script(#"x\n"#, 32_000), work: &large)
    #expect(large <= 2 * small + 1_024, "work grew from \(small) to \(large) bytes")
  }

  @Test func theDecodedTextIsUnchanged() throws {
    let bytes = Array(#"{"s": "a\nb\u00e9\ud83d\ude00\"\\\/c\u0000d é"}"#.utf8)
    #expect(
      try JSONParser.parse(bytes)
        == .object([JSONMember(key: "s", value: .string("a\nbé😀\"\\/c\u{0}d é"))]))
  }
}
