// Reads the documentation-coverage.json that `docc convert --experimental-documentation-coverage`
// writes and lists every symbol without a summary (DocC's "abstract"): DocC itself does not warn
// about those. Exits non-zero when there is one. Run by Scripts/build-docs.sh:
//   swift Scripts/Docs/check-summaries.swift ARCHIVE/documentation-coverage.json
import Foundation

struct Entry: Decodable {
  struct Kind: Decodable {
    let isSymbol: Bool
    let name: String
  }
  let kind: Kind
  let hasAbstract: Bool
  let title: String
}

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
  FileHandle.standardError.write(Data("usage: check-summaries.swift documentation-coverage.json\n".utf8))
  exit(2)
}
do {
  let entries = try JSONDecoder().decode(
    [Entry].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  // The module page's summary is the catalog's landing page; "collection groups" are the pages
  // DocC makes for a protocol's default implementations, which have no comment of their own.
  let missing = entries.filter {
    $0.kind.isSymbol && !$0.hasAbstract && $0.kind.name != "Module"
      && $0.kind.name != "CollectionGroup"
  }
  for entry in missing.sorted(by: { $0.title < $1.title }) {
    print("warning: \(entry.kind.name) \(entry.title) has no summary")
  }
  exit(missing.isEmpty ? 0 : 1)
} catch {
  FileHandle.standardError.write(Data("cannot read \(path): \(error)\n".utf8))
  exit(2)
}
