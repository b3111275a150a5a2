import Foundation

/// Temporary files and folders for command tests, removed by the caller.
enum TestFiles {
  /// A fresh empty folder under the system's temporary folder.
  static func makeFolder() throws -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "tablesim-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `text` to `name` in `folder` and returns the file's path.
  static func write(_ text: String, named name: String, in folder: String) throws -> String {
    let path = (folder as NSString).appendingPathComponent(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Every file in `folder` and its contents, sorted by name.
  static func contents(of folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      let path = (folder as NSString).appendingPathComponent(name)
      result[name] = FileManager.default.contents(atPath: path)
    }
    return result
  }

  /// The package's root folder, found from this source file's path.
  static var packageRoot: String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }
}
