// Lists every public symbol declared in a target's own files whose documentation is incomplete,
// from the target's symbol graphs (DocC itself warns about none of these):
// - no summary (no doc comment, or one whose first line is blank);
// - a function, initialiser or subscript with parameters whose comment documents none of them
//   (no `- Parameter x:` and no `- Parameters:` list);
// - a function or subscript returning a value without `- Returns:`.
// Symbols the compiler makes (`init(rawValue:)`, `hash(into:)`) have no location and cannot carry
// a comment; an extension's own block is not a page. The two parameter rules skip SPI symbols
// (`@_spi(Headless)`: API of the headless core, not of an app), default implementations of a
// protocol's requirements (the requirement carries the documentation) and operators. Exits
// non-zero when something is missing. Run by Scripts/build-docs.sh:
//   swift Scripts/Docs/check-summaries.swift TARGET GRAPH.symbols.json...
import Foundation

struct Graph: Decodable {
  struct Symbol: Decodable {
    struct Identifier: Decodable { let precise: String }
    struct Kind: Decodable {
      let identifier: String
      let displayName: String
    }
    struct Location: Decodable { let uri: String }
    struct DocComment: Decodable {
      struct Line: Decodable { let text: String }
      let lines: [Line]
    }
    struct FunctionSignature: Decodable {
      struct Parameter: Decodable { let name: String }
      struct Fragment: Decodable { let spelling: String }
      let parameters: [Parameter]?
      let returns: [Fragment]?
    }
    let identifier: Identifier
    let kind: Kind
    let pathComponents: [String]
    let location: Location?
    let docComment: DocComment?
    let functionSignature: FunctionSignature?
    let spi: Bool?
  }
  struct Relationship: Decodable {
    let kind: String
    let source: String
  }
  let symbols: [Symbol]
  let relationships: [Relationship]
}

/// Whether the comment documents at least one parameter, in either of DocC's two forms.
func documentsParameters(_ lines: [String]) -> Bool {
  lines.contains { line in
    let text = line.trimmingCharacters(in: .whitespaces).lowercased()
    return text.hasPrefix("- parameters:") || text.hasPrefix("- parameter ")
  }
}

/// Whether the comment has a `- Returns:` section.
func documentsReturn(_ lines: [String]) -> Bool {
  lines.contains { $0.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("- returns:") }
}

let functionKinds: Set<String> = [
  "swift.func", "swift.method", "swift.type.method", "swift.init", "swift.subscript",
  "swift.type.subscript",
]
let voidSpellings: Set<String> = ["", "()", "Void", "Swift.Void"]

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
    let defaultImplementations = Set(
      graph.relationships.filter { $0.kind == "defaultImplementationOf" }.map(\.source))
    for symbol in graph.symbols {
      guard let location = symbol.location, location.uri.contains(ownFiles),
        symbol.kind.identifier != "swift.extension"
      else { continue }
      let file = location.uri.components(separatedBy: ownFiles).last ?? location.uri
      let name = "\(symbol.kind.displayName) \(symbol.pathComponents.joined(separator: "/"))"
      let lines = symbol.docComment?.lines.map(\.text) ?? []
      let summary = lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
      if summary.isEmpty {
        missing.insert("warning: \(name) has no summary (\(file))")
        continue
      }
      guard functionKinds.contains(symbol.kind.identifier), symbol.spi != true,
        !defaultImplementations.contains(symbol.identifier.precise),
        symbol.pathComponents.last?.first?.isLetter ?? false
          || symbol.kind.identifier.hasSuffix("subscript")
      else { continue }
      let signature = symbol.functionSignature
      if !(signature?.parameters ?? []).isEmpty, !documentsParameters(lines) {
        missing.insert("warning: \(name) documents none of its parameters (\(file))")
      }
      let returns = (signature?.returns ?? []).map(\.spelling).joined()
      if symbol.kind.identifier != "swift.init", !voidSpellings.contains(returns),
        !documentsReturn(lines)
      {
        missing.insert("warning: \(name) has no `- Returns:` (\(file))")
      }
    }
  } catch {
    FileHandle.standardError.write(Data("cannot read \(path): \(error)\n".utf8))
    exit(2)
  }
}
for line in missing.sorted() { print(line) }
exit(missing.isEmpty ? 0 : 1)
