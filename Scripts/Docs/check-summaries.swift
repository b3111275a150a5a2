// Lists every public symbol declared in a target's own files that has no summary (no doc comment,
// or one whose first line is blank), from the target's symbol graphs: DocC itself does not warn
// about those. Symbols the compiler makes (`init(rawValue:)`, `hash(into:)`) have no location and
// cannot carry a comment; an extension's own block is not a page. Exits non-zero when one is
// missing. Run by Scripts/build-docs.sh:
//   swift Scripts/Docs/check-summaries.swift TARGET GRAPH.symbols.json...
import Foundation

struct Graph: Decodable {
  struct Symbol: Decodable {
    struct Kind: Decodable {
      let identifier: String
      let displayName: String
    }
    struct Location: Decodable { let uri: String }
    struct DocComment: Decodable {
      struct Line: Decodable { let text: String }
      let lines: [Line]
    }
    let kind: Kind
    let pathComponents: [String]
    let location: Location?
    let docComment: DocComment?
  }
  let symbols: [Symbol]
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  FileHandle.standardError.write(
    Data("usage: check-summaries.swift TARGET GRAPH.symbols.json...\n".utf8))
  exit(2)
}
let ownFiles = "/Sources/\(arguments[0])/"
var missing: Set<String> = []
for path in arguments.dropFirst() {
  do {
    let graph = try JSONDecoder().decode(
      Graph.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    for symbol in graph.symbols {
      guard let location = symbol.location, location.uri.contains(ownFiles),
        symbol.kind.identifier != "swift.extension"
      else { continue }
      let summary = symbol.docComment?.lines.first?.text.trimmingCharacters(in: .whitespaces) ?? ""
      if summary.isEmpty {
        let file = location.uri.components(separatedBy: ownFiles).last ?? location.uri
        missing.insert(
          "warning: \(symbol.kind.displayName) \(symbol.pathComponents.joined(separator: "/")) has no summary (\(file))"
        )
      }
    }
  } catch {
    FileHandle.standardError.write(Data("cannot read \(path): \(error)\n".utf8))
    exit(2)
  }
}
for line in missing.sorted() { print(line) }
exit(missing.isEmpty ? 0 : 1)
