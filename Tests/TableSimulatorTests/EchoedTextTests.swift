import Foundation
import Testing

@_spi(Headless) @testable import TableSimulator

/// Every error is one line: text from the user is echoed with its control characters escaped.
@Suite("User text in errors is escaped")
struct EchoedTextTests {
  /// A minimal valid table, for scripts that are wrong elsewhere.
  private static let table =
    #""table": {"viewport": {"width": 320, "height": 400}, "sections": [{"rowHeights": [44]}]}"#

  @Test func escapesControlsBackslashesAndQuotes() {
    #expect(Fmt.escaped("plain é 😀") == "plain é 😀")
    #expect(Fmt.escaped("a\nb\r\tc\\d") == #"a\nb\r\tc\\d"#)
    #expect(Fmt.escaped("\u{1B}[31m\u{0}\u{7F}\u{85}") == #"\u001B[31m\u0000\u007F\u0085"#)
    #expect(Fmt.escaped("\u{2028}\u{202E}x") == #"\u2028\u202Ex"#)
    #expect(Fmt.quoted("say \"hi\"\n") == #""say \"hi\"\n""#)
  }

  @Test func anEventTypeWithANewlineAndAnEscapeSequenceGivesOneLine() throws {
    let json =
      #"{\#(Self.table), "events": [{"t": 0, "type": "dr\nag\u001b[31m red"}]}"#
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let path = try TestFiles.write(json, named: "bad.json", in: folder)
    let result = SimulatorCommand.run(["--script", path, "--out", folder + "/out"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: \(path): events[0].type: unknown event \"dr\\nag\\u001B[31m red\" (expected "
        + "one of: press, move, tick, release, cancel, reload)\n")
  }

  /// Hostile text at every place a script's own text is echoed, and in the file's name.
  @Test(arguments: [
    "a\nb", "\u{1B}]0;title\u{7}", "tab\there", "\u{202E}evil", "back\\slash", "\r", "\u{9B}2J",
  ])
  func everyEchoIsOneLine(_ nasty: String) throws {
    let encoded = String(decoding: try JSONEncoder().encode(nasty), as: UTF8.self)
    var scripts = [
      #"{\#(Self.table), "events": [{"t": 0, "type": \#(encoded)}]}"#,
      #"{\#(Self.table), "events": [{"t": 0, "type": "tick", \#(encoded): 1}]}"#,
      #"{\#(encoded): 1, \#(encoded): 2}"#,
      #"{\#(Self.table), "rules": {"commitMode": \#(encoded)}, "events": []}"#,
      #"{\#(Self.table), "events": [{"t": 0, "type": "press", "on": \#(encoded)}]}"#,
    ]
    if nasty.unicodeScalars.contains(where: Fmt.isControl) {
      // Names and labels are shown in the summary and drawn, so controls are refused there.
      scripts += [
        #"{"name": \#(encoded), \#(Self.table), "events": [{"t": 0, "type": "tick"}]}"#,
        #"{"table": {"viewport": {"width": 320, "height": 400}, "sections": [{"rowHeights": [44], "labels": [\#(encoded)]}]}, "events": [{"t": 0, "type": "tick"}]}"#,
      ]
    }
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    for (index, json) in scripts.enumerated() {
      let path = try TestFiles.write(json, named: "bad\(index)\(nasty).json", in: folder)
      let result = SimulatorCommand.run(["--script", path, "--out", folder + "/out"])
      #expect(result.exitCode == 2, "script \(index): \(json)")
      let line = result.standardError.dropLast()
      #expect(result.standardError.hasSuffix("\n"))
      #expect(
        !line.unicodeScalars.contains(where: Fmt.isControl),
        "script \(index) gave \(result.standardError.debugDescription)")
    }
    for arguments in [["--scenario", nasty], ["--seed", nasty], [nasty], ["--script", nasty]] {
      let result = SimulatorCommand.run(arguments + ["--out", folder + "/out"])
      #expect(result.exitCode == 2)
      #expect(
        !result.standardError.dropLast().unicodeScalars.contains(where: Fmt.isControl),
        "\(arguments) gave \(result.standardError.debugDescription)")
    }
  }

  @Test func labelsAndNamesMayNotHoldControlCharacters() throws {
    let label =
      #"{"table": {"viewport": {"width": 320, "height": 400}, "sections": [{"rowHeights": [44], "labels": ["a\tb"]}]}, "events": [{"t": 0, "type": "tick"}]}"#
    #expect(
      throws: ScriptError(
        location: "table.sections[0].labels[0]",
        problem: #"label "a\tb" contains a control character (not allowed in a label)"#)
    ) { try ScriptReader.read(Array(label.utf8)) }
    let name = #"{"name": "x\u001b", \#(Self.table), "events": [{"t": 0, "type": "tick"}]}"#
    #expect(
      throws: ScriptError(
        location: "name",
        problem: #"name "x\u001B" contains a control character (not allowed in a name)"#)
    ) { try ScriptReader.read(Array(name.utf8)) }
  }
}
