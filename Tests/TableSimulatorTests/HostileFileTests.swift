import Foundation
import Testing

@_spi(Headless) @testable import TableSimulator

/// The size limit is checked before a script is read, proved by counting
/// the bytes read.
@Suite("Oversized script files are refused before they are read")
struct HostileFileTests {
  private let limit = ScriptLimits.maximumFileBytes

  @Test func aHugeRegularFileIsRefusedWithoutReadingIt() throws {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let path = try TestFiles.write("{", named: "huge.json", in: folder)
    // A sparse file: 2 GB long, next to nothing on disk.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 2_000_000_000)
    try handle.close()

    var bytesRead = 0
    #expect(throws: ScriptFile.Problem.tooLarge(limit: limit)) {
      try ScriptFile.contents(atPath: path, limit: limit, bytesRead: &bytesRead)
    }
    #expect(bytesRead == 0)

    let result = SimulatorCommand.run(["--script", path, "--out", folder + "/out"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: \(path): (file): the file is larger than \(limit) bytes\n")
  }

  @Test func anEndlessDeviceIsReadOnlyUpToOneByteOverTheLimit() throws {
    var bytesRead = 0
    #expect(throws: ScriptFile.Problem.tooLarge(limit: limit)) {
      try ScriptFile.contents(atPath: "/dev/zero", limit: limit, bytesRead: &bytesRead)
    }
    #expect(bytesRead == limit + 1)

    let result = SimulatorCommand.run(["--script", "/dev/zero", "--out", "/nonexistent/out"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: /dev/zero: (file): the file is larger than \(limit) bytes\n")
  }

  @Test(arguments: [9, 10, 11])
  func aFileOfExactlyTheLimitIsReadAndOneByteMoreIsNot(_ size: Int) throws {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let text = String(repeating: " ", count: size)
    let path = try TestFiles.write(text, named: "small.json", in: folder)
    var bytesRead = 0
    if size <= 10 {
      let bytes = try ScriptFile.contents(atPath: path, limit: 10, bytesRead: &bytesRead)
      #expect(bytes == Array(text.utf8))
      #expect(bytesRead == size)
    } else {
      #expect(throws: ScriptFile.Problem.tooLarge(limit: 10)) {
        try ScriptFile.contents(atPath: path, limit: 10, bytesRead: &bytesRead)
      }
      #expect(bytesRead == 0, "a regular file's size is known before reading")
    }
  }

  @Test func aScriptComesThroughAPipe() throws {
    let pipe = Pipe()
    let script = #"""
      {"table": {"viewport": {"width": 320, "height": 400}, "sections": [{"rowHeights": [44]}]},
       "events": [{"t": 0, "type": "tick"}]}
      """#
    pipe.fileHandleForWriting.write(Data(script.utf8))
    try pipe.fileHandleForWriting.close()
    let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    let loaded = try SimulatorCommand.loadScript(at: path)
    #expect(loaded.events.count == 1)
    try pipe.fileHandleForReading.close()
  }

  @Test func missingFileAndFolderKeepTheirMessages() throws {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    #expect(throws: ScriptFile.Problem.missing) {
      try ScriptFile.contents(atPath: folder + "/absent.json")
    }
    #expect(throws: ScriptFile.Problem.missing) {
      try ScriptFile.contents(atPath: folder + "/absent/deeper.json")
    }
    #expect(throws: ScriptFile.Problem.folder) { try ScriptFile.contents(atPath: folder) }
  }
}
