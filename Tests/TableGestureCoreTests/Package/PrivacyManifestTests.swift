import Foundation
import Testing

/// Every library product ships a privacy manifest (`Sources/<Target>/PrivacyInfo.xcprivacy`) that
/// says what its sources do: no tracking, no data collected, and a reason for each
/// required-reason API category the sources use (none today).
@Suite struct PrivacyManifestTests {
  /// The library targets, each of which must ship a manifest.
  static let libraries = [
    "TableGestureCore", "TableGestureKit", "TableGestureSystemSwipe", "TableSimulator",
  ]

  /// The required-reason APIs, by category, from Apple's "Describing use of required reason API"
  /// (https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).
  /// A name here used in a target's code needs its category, with a reason, in the manifest.
  static let requiredReasonAPIs: [String: Set<String>] = [
    "NSPrivacyAccessedAPICategoryFileTimestamp": [
      "creationDate", "modificationDate", "fileModificationDate", "contentModificationDateKey",
      "creationDateKey", "getattrlist", "getattrlistbulk", "fgetattrlist", "stat", "fstat",
      "fstatat", "lstat", "getattrlistat",
    ],
    "NSPrivacyAccessedAPICategorySystemBootTime": ["systemUptime", "mach_absolute_time"],
    "NSPrivacyAccessedAPICategoryDiskSpace": [
      "volumeAvailableCapacityKey", "volumeAvailableCapacityForImportantUsageKey",
      "volumeAvailableCapacityForOpportunisticUsageKey", "volumeTotalCapacityKey",
      "systemFreeSize", "systemSize", "statfs", "statvfs", "fstatfs", "fstatvfs",
    ],
    "NSPrivacyAccessedAPICategoryActiveKeyboards": ["activeInputModes"],
    "NSPrivacyAccessedAPICategoryUserDefaults": ["UserDefaults", "NSUserDefaults"],
  ]

  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// The manifest of `target`, parsed as a property list.
  static func manifest(of target: String) throws -> [String: Any] {
    let url = sources.appendingPathComponent(target).appendingPathComponent(
      "PrivacyInfo.xcprivacy")
    let data = try Data(contentsOf: url)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    return try #require(plist as? [String: Any], "\(target)'s manifest is not a dictionary")
  }

  /// The identifiers in the code of every Swift file below `folder` (comments left out).
  static func identifiers(in folder: URL) throws -> Set<String> {
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    var names: Set<String> = []
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let code = line.components(separatedBy: "//")[0]
        let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        names.formUnion(words.map(String.init))
      }
    }
    return names
  }

  @Test("Each library says it does not track and collects nothing", arguments: libraries)
  func noTrackingNoCollection(_ target: String) throws {
    let manifest = try Self.manifest(of: target)
    #expect(manifest["NSPrivacyTracking"] as? Bool == false)
    #expect((manifest["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
    #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
  }

  @Test(
    "Each library declares exactly the required-reason categories its code uses",
    arguments: libraries)
  func requiredReasonsMatchTheCode(_ target: String) throws {
    let manifest = try Self.manifest(of: target)
    let entries = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
    var declared: Set<String> = []
    for entry in entries {
      let category = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
      let reasons = entry["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? []
      #expect(!reasons.isEmpty, "\(target): \(category) without a reason")
      declared.insert(category)
    }
    let names = try Self.identifiers(in: Self.sources.appendingPathComponent(target))
    #expect(names.count > 100, "\(target): its sources were not found")
    var used: Set<String> = []
    for (category, apis) in Self.requiredReasonAPIs where !apis.isDisjoint(with: names) {
      used.insert(category)
    }
    #expect(declared == used, "\(target) uses \(used.sorted()), declares \(declared.sorted())")
  }

  @Test("The detector finds a required-reason API in code but not in a comment")
  func detectorSeesCodeOnly() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("privacy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "var s = stat()\nguard fstat(fd, &s) == 0 else { return }\n// lstat\n"
      .write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    let names = try Self.identifiers(in: folder)
    #expect(names.contains("fstat") && names.contains("stat") && !names.contains("lstat"))
  }
}
