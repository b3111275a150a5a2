import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Whether `text` is well-formed XML, by Foundation's parser; the parser's complaint otherwise.
enum WellFormedXML {
  static func problem(in text: String) -> String? {
    let parser = XMLParser(data: Data(text.utf8))
    if parser.parse() { return nil }
    return parser.parserError.map { "\($0)" } ?? "not well-formed"
  }
}
