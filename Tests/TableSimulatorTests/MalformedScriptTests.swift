import Foundation
import Testing

@_spi(Headless) @testable import TableSimulator

/// A minimal valid table, for scripts that are wrong elsewhere.
private let table =
  #""table": {"viewport": {"width": 320, "height": 400}, "sections": [{"rowHeights": [44, 44]}, {"header": 28, "rowHeights": [60]}]}"#

private struct Case: CustomTestStringConvertible, Sendable {
  var name: String
  var json: String
  /// The exact message after `error: <file>: `.
  var message: String
  var testDescription: String { name }
}

private let cases: [Case] = [
  Case(
    name: "invalid JSON", json: #"{"table": {"#,
    message:
      "line 1, column 12: invalid JSON: unexpected end of file (expected a key in double quotes)"),
  Case(
    name: "invalid JSON on a later line", json: "{\n  \"table\": {},\n  \"events\": [1 2]\n}",
    message: "line 3, column 16: invalid JSON: unexpected '2' (expected ',' or ']')"),
  Case(
    name: "empty file", json: "",
    message: "line 1, column 1: invalid JSON: the file is empty (expected a JSON object)"),
  Case(
    name: "duplicate key", json: #"{"events": [], "events": []}"#,
    message: "line 1, column 16: invalid JSON: duplicate key \"events\""),
  Case(
    name: "number too large", json: #"{"t": 1e999}"#,
    message: "line 1, column 7: invalid JSON: the number 1e999 is too large"),
  Case(
    name: "nesting too deep", json: String(repeating: "[", count: 70),
    message: "line 1, column 65: invalid JSON: nesting deeper than 64 levels"),
  Case(
    name: "top level not an object", json: "[1, 2]",
    message: "(top level): expected an object, found an array"),
  Case(
    name: "unknown event", json: #"{\#(table), "events": [{"t": 0, "type": "drag", "y": 10}]}"#,
    message:
      "events[0].type: unknown event \"drag\" (expected one of: press, move, tick, release, cancel, reload)"
  ),
  Case(
    name: "negative row height",
    json:
      #"{"table": {"viewport": {"width": 320, "height": 400}, "sections": [{"rowHeights": [44]}, {"rowHeights": [44, 44, -10]}]}, "events": [{"t": 0, "type": "tick"}]}"#,
    message: "table.sections[1].rowHeights[2]: a row height must not be negative (found -10)"),
  Case(
    name: "negative header height in a reload",
    json:
      #"{\#(table), "events": [{"t": 0, "type": "reload", "sections": [{"header": -1, "rowHeights": []}]}]}"#,
    message: "events[0].sections[0].header: a header height must not be negative (found -1)"),
  Case(
    name: "pinned row out of range",
    json:
      #"{\#(table), "rules": {"pinnedRows": [{"section": 1, "row": 3}]}, "events": [{"t": 0, "type": "tick"}]}"#,
    message: "rules.pinnedRows[0].row: row 3 is out of range (section 1 has 1 row)"),
  Case(
    name: "pinned section out of range",
    json:
      #"{\#(table), "rules": {"pinnedRows": [{"section": 2, "row": 0}]}, "events": [{"t": 0, "type": "tick"}]}"#,
    message: "rules.pinnedRows[0].section: section 2 is out of range (the table has 2 sections)"),
  Case(
    name: "row that is not a whole number",
    json:
      #"{\#(table), "rules": {"pinnedRows": [{"section": 0, "row": 1.5}]}, "events": [{"t": 0, "type": "tick"}]}"#,
    message: "rules.pinnedRows[0].row: expected a whole number, found 1.5"),
  Case(
    name: "missing move y",
    json:
      #"{\#(table), "events": [{"t": 0, "type": "press", "y": 10}, {"t": 0.1, "type": "move", "x": 3}]}"#,
    message: "events[1].y: required field is missing"),
  Case(
    name: "missing viewport height",
    json: #"{"table": {"viewport": {"width": 320}, "sections": []}, "events": []}"#,
    message: "table.viewport.height: required field is missing"),
  Case(
    name: "missing table", json: #"{"events": [{"t": 0, "type": "tick"}]}"#,
    message: "table: required field is missing"),
  Case(
    name: "missing time", json: #"{\#(table), "events": [{"type": "tick"}]}"#,
    message: "events[0].t: required field is missing"),
  Case(
    name: "press without y or on", json: #"{\#(table), "events": [{"t": 0, "type": "press"}]}"#,
    message: "events[0].y: required field is missing (give y, or on with a row label)"),
  Case(
    name: "press with both y and on",
    json: #"{\#(table), "events": [{"t": 0, "type": "press", "y": 3, "on": "A1"}]}"#,
    message: "events[0]: give either y or on, not both"),
  Case(
    name: "press on an unknown label",
    json: #"{\#(table), "events": [{"t": 0, "type": "press", "on": "Z9"}]}"#,
    message: "events[0].on: no row is labelled \"Z9\""),
  Case(
    name: "press outside the viewport",
    json: #"{\#(table), "events": [{"t": 0, "type": "press", "y": 401}]}"#,
    message: "events[0].y: y 401 is outside the viewport (0...400)"),
  Case(
    name: "wrong type", json: #"{\#(table), "events": [{"t": 0, "type": "move", "y": "ten"}]}"#,
    message: "events[0].y: expected a number, found a string"),
  Case(
    name: "field that does not belong to the event",
    json: #"{\#(table), "events": [{"t": 0, "type": "tick", "y": 3}]}"#,
    message: "events[0].y: unknown field (expected one of: t, type)"),
  Case(
    name: "misspelt field", json: #"{\#(table), "event": []}"#,
    message:
      "event: unknown field (expected one of: name, table, rules, tuning, events, swipeEngine)"),
  Case(
    name: "events out of time order",
    json: #"{\#(table), "events": [{"t": 0.5, "type": "tick"}, {"t": 0.2, "type": "tick"}]}"#,
    message:
      "events[1].t: time 0.2 s is earlier than the event before it (0.5 s); events must be in time order"
  ),
  Case(
    name: "no events", json: #"{\#(table), "events": []}"#,
    message: "events: a script needs at least one event (or swipeEngine steps)"),
  Case(
    name: "script too long", json: #"{\#(table), "events": [{"t": 601, "type": "tick"}]}"#,
    message: "events[0].t: time 601 s is later than the 600 s a script may last"),
  Case(
    name: "zero viewport width",
    json: #"{"table": {"viewport": {"width": 0, "height": 400}, "sections": []}, "events": []}"#,
    message: "table.viewport.width: width must be greater than zero"),
  Case(
    name: "insets that leave no room",
    json:
      #"{"table": {"viewport": {"width": 320, "height": 100}, "insets": {"top": 60, "bottom": 40}, "sections": []}, "events": []}"#,
    message:
      "table.insets: top and bottom insets (100) leave no visible area in a viewport 100 high"),
  Case(
    name: "labels that do not match the rows",
    json:
      #"{"table": {"viewport": {"width": 320, "height": 400}, "sections": [{"rowHeights": [44, 44], "labels": ["a"]}]}, "events": []}"#,
    message: "table.sections[0].labels: 1 labels for 2 rows (give one label per row)"),
  Case(
    name: "duplicate labels",
    json:
      #"{"table": {"viewport": {"width": 320, "height": 400}, "sections": [{"rowHeights": [44], "labels": ["a"]}, {"rowHeights": [44], "labels": ["a"]}]}, "events": []}"#,
    message:
      "table.sections[1].labels[0]: label \"a\" is already used by table.sections[0].labels[0] (labels must be unique)"
  ),
  Case(
    name: "handle area backwards",
    json:
      #"{\#(table), "rules": {"handleArea": {"from": 300, "to": 200}}, "events": [{"t": 0, "type": "tick"}]}"#,
    message: "rules.handleArea.to: must not be less than from (200 < 300)"),
  Case(
    name: "unknown commit mode",
    json:
      #"{\#(table), "rules": {"commitMode": "sometimes"}, "events": [{"t": 0, "type": "tick"}]}"#,
    message: "rules.commitMode: unknown commit mode \"sometimes\" (expected eachSwap or onDrop)"),
  Case(
    name: "frame rate out of range",
    json: #"{\#(table), "tuning": {"frameRate": 1000}, "events": [{"t": 0, "type": "tick"}]}"#,
    message:
      "tuning.frameRate: frame rate 1000 is outside 0...240 (0 means only the script's own tick events)"
  ),
]

@Suite("Malformed scripts get one clear line and exit code 2")
struct MalformedScriptTests {
  @Test(arguments: cases)
  fileprivate func malformedScript(_ testCase: Case) throws {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let path = try TestFiles.write(testCase.json, named: "bad.json", in: folder)
    let output = (folder as NSString).appendingPathComponent("storyboard")

    let result = SimulatorCommand.run(["--script", path, "--out", output])

    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: \(path): \(testCase.message)\n")
    #expect(result.standardOutput.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output), "no storyboard for a bad script")
  }

  @Test func missingFile() throws {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let path = (folder as NSString).appendingPathComponent("absent.json")
    let result = SimulatorCommand.run(["--script", path, "--out", folder])
    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: \(path): no such file\n")
  }

  @Test func folderInsteadOfFile() throws {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let result = SimulatorCommand.run(["--script", folder, "--out", folder])
    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: \(folder): is a folder, not a file\n")
  }

  @Test func invalidUTF8InsideAStringIsReadNotCrashedOn() throws {
    var bytes = Array(#"{"name": ""#.utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array(#"", "events": []}"#.utf8)
    #expect(throws: ScriptError(location: "table", problem: "required field is missing")) {
      try ScriptReader.read(bytes)
    }
  }
}
