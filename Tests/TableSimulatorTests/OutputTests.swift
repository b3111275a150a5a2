import Foundation
import Testing

@_spi(Headless) @testable import TableSimulator

@Suite("Command output")
struct OutputTests {
  @Test func sameInputGivesByteIdenticalOutput() throws {
    let first = try TestFiles.makeFolder()
    let second = try TestFiles.makeFolder()
    defer {
      TestFiles.remove(first)
      TestFiles.remove(second)
    }
    let one = SimulatorCommand.run(["--out", first, "--seed", "5"])
    let two = SimulatorCommand.run(["--out", second, "--seed", "5"])
    #expect(one.exitCode == 0 && two.exitCode == 0)
    #expect(
      one.standardOutput.replacingOccurrences(of: first, with: "OUT")
        == two.standardOutput.replacingOccurrences(of: second, with: "OUT"))
    let filesOne = try TestFiles.contents(of: first)
    let filesTwo = try TestFiles.contents(of: second)
    #expect(filesOne.count > 20)
    #expect(filesOne == filesTwo)
  }

  @Test func theSeedChangesOnlyTheRandomScenario() {
    let one = Storyboard.files(
      for: BuiltInScenarios.all(seed: 1).map {
        SimulatorCommand.entry(slug: $0.slug, script: $0.script)
      })
    let two = Storyboard.files(
      for: BuiltInScenarios.all(seed: 2).map {
        SimulatorCommand.entry(slug: $0.slug, script: $0.script)
      })
    let before = Dictionary(uniqueKeysWithValues: one.map { ($0.name, $0.contents) })
    let after = Dictionary(uniqueKeysWithValues: two.map { ($0.name, $0.contents) })
    let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    #expect(changed.contains("index.html"))
    #expect(changed.subtracting(["index.html"]).allSatisfy { $0.hasPrefix("random-drag-") })
    #expect(
      one.filter { $0.name.hasPrefix("drag-across") }
        == two.filter { $0.name.hasPrefix("drag-across") })
  }

  @Test func storyboardHasIndexAndOneSVGPerFrame() throws {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let result = SimulatorCommand.run(["--out", folder, "--scenario", "drag-across-sections"])
    #expect(result.exitCode == 0)
    let files = try TestFiles.contents(of: folder)
    let report = ScriptRunner.run(BuiltInScenarios.dragAcrossSections())
    #expect(files.count == report.frames.count + 1)
    let html = String(decoding: try #require(files["index.html"]), as: UTF8.self)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.components(separatedBy: "<svg ").count - 1 == report.frames.count)
    for index in 1...report.frames.count {
      let name = Storyboard.fileName(slug: "drag-across-sections", frame: index)
      let svg = String(decoding: try #require(files[name]), as: UTF8.self)
      #expect(svg.hasPrefix("<svg data-time=\""))
      #expect(svg.contains(" xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(svg.hasSuffix("</svg>\n"))
      #expect(html.contains(svg), "the page embeds \(name) as it is")
    }
    #expect(result.standardOutput.contains("== drag-across-sections:"))
    #expect(!result.standardOutput.contains("== pinned-row:"))
  }

  @Test func unwritableOutputFolderExitsOne() throws {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let blocker = try TestFiles.write("not a folder", named: "file", in: folder)
    let result = SimulatorCommand.run(["--out", blocker, "--scenario", "pinned-row"])
    #expect(result.exitCode == 1)
    #expect(result.standardError == "error: cannot create the storyboard folder \(blocker)\n")
  }

  @Test func exampleScriptFromTheTablesimPageReplays() throws {
    let path = (TestFiles.packageRoot as NSString).appendingPathComponent(
      "Examples/drag-across-sections.json")
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let result = SimulatorCommand.run(["--script", path, "--out", folder])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("== drag-across-sections: Move 'Call Ana'"))
    #expect(
      result.standardOutput.contains("press at (160, 138) on 'Call Ana': drag began at (0, 1)"))
    #expect(result.standardOutput.contains("(into section 1)"))
    #expect(
      result.standardOutput.contains("app data after the committed moves matches the screen: yes"))

    let data = try #require(FileManager.default.contents(atPath: path))
    let report = ScriptRunner.run(try ScriptReader.read(Array(data)))
    #expect(report.autoscrolledDown > 0)
    #expect(report.finalOrder[1].contains("Call Ana"))
    #expect(report.finalOrder[0] == ["Inbox", "Pay rent"])
  }

  // `Process` runs programs on macOS and Linux only (Foundation marks it unavailable on iOS,
  // where the package's test targets are also built).
  #if os(macOS) || os(Linux)
    @Test(.enabled(if: TablesimBinary.path != nil))
    func builtBinaryExitsTwoOnABadScript() throws {
      let folder = try TestFiles.makeFolder()
      defer { TestFiles.remove(folder) }
      let path = try TestFiles.write("{\"events\": [}", named: "bad.json", in: folder)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(TablesimBinary.path))
      process.arguments = ["--script", path, "--out", folder]
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = Pipe()
      try process.run()
      process.waitUntilExit()
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(process.terminationStatus == 2)
      #expect(
        message
          == "error: \(path): line 1, column 13: invalid JSON: unexpected '}' (expected a value)\n")
    }
  #endif
}

/// The `tablesim` executable next to the test bundle, when the build made one.
enum TablesimBinary {
  static var path: String? {
    let candidates = [
      CommandLine.arguments.first.map { ($0 as NSString).deletingLastPathComponent },
      Bundle.main.bundlePath,
      (Bundle.main.bundlePath as NSString).deletingLastPathComponent,
    ].compactMap { $0 }
    for folder in candidates {
      let path = (folder as NSString).appendingPathComponent("tablesim")
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }
}
