import Foundation
import Testing

/// docs/tablesim.md quotes its example scripts whole: a JSON block that follows a mention of
/// `Examples/NAME.json` is that file, byte for byte.
@Suite("docs/tablesim.md quotes its example scripts whole")
struct DocScriptQuoteTests {
  /// Each mention of an example script followed, within a short paragraph, by a JSON block: the
  /// script's path and the block.
  static func quotes() throws -> [(path: String, block: String)] {
    let page = try String(
      contentsOfFile: (TestFiles.packageRoot as NSString).appendingPathComponent(
        "docs/tablesim.md"),
      encoding: .utf8)
    var result: [(path: String, block: String)] = []
    var rest = page[...]
    while let mention = rest.range(of: "`Examples/") {
      let afterMention = rest[mention.upperBound...]
      guard let close = afterMention.firstIndex(of: "`") else { break }
      let path = "Examples/" + afterMention[..<close]
      rest = afterMention[afterMention.index(after: close)...]
      guard path.hasSuffix(".json"), let open = rest.range(of: "```") else { continue }
      let between = rest[..<open.lowerBound]
      guard between.count < 300, rest[open.upperBound...].hasPrefix("json\n") else { continue }
      let body = rest[rest.index(open.upperBound, offsetBy: 5)...]
      guard let end = body.range(of: "```\n") else { break }
      result.append((path, String(body[..<end.lowerBound])))
      rest = body[end.upperBound...]
    }
    return result
  }

  @Test func everyQuotedScriptIsTheWholeFile() throws {
    let quotes = try Self.quotes()
    #expect(
      Set(quotes.map(\.path)) == [
        "Examples/drag-across-sections.json", "Examples/list-drag.json",
        "Examples/list-inset-grouped.json",
        "Examples/swipe-engine.json", "Examples/swipe-looks.json",
      ])
    for quote in quotes {
      let file = try String(
        contentsOfFile: (TestFiles.packageRoot as NSString).appendingPathComponent(quote.path),
        encoding: .utf8)
      #expect(quote.block == file, "docs/tablesim.md quotes \(quote.path) other than it is")
    }
  }
}
