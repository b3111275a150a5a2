import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore
@_spi(Headless) @testable import TableSimulator

/// The bounds `tablesim` promised that crafted scripts broke, each proved by counting work or
/// output, not by timing (`Scripts/measure-tablesim-bounds.py` measures the time).
@Suite("Crafted scripts stay within the documented bounds")
struct ScriptBoundTests {
  /// A drag script on `rows` rows of `height` points in a viewport `viewport` points high; the
  /// finger swings between the top and bottom of the viewport at every event.
  private func swingScript(
    rows: Int = 1_000, height: Int = 30, viewport: Int = 480, events: Int, tuning: String = ""
  ) -> String {
    var list = [#"{"t": 0, "type": "press", "y": \#(min(100, viewport / 2))}"#]
    for index in 1..<events {
      let y = index % 2 == 1 ? viewport - 10 : 5
      list.append(#"{"t": \#(Double(index) * 0.03), "type": "move", "y": \#(y)}"#)
    }
    return """
      {"table": {"viewport": {"width": 320, "height": \(viewport)},
        "sections": [{"rowHeights": [\(Array(repeating: "\(height)", count: rows).joined(separator: ","))]}]},
       "tuning": {"frameRate": 60\(tuning)},
       "events": [\(list.joined(separator: ","))]}
      """
  }

  // MARK: A long name

  @Test func aNameLongerThanTheLimitIsRefused() throws {
    let name = String(repeating: "&", count: 201)
    let json =
      #"{"name": "\#(name)", "table": {"viewport": {"width": 320, "height": 300}, "sections": [{"rowHeights": [60]}]}, "events": [{"t": 0, "type": "tick"}]}"#
    #expect {
      try ScriptReader.read(Array(json.utf8))
    } throws: { error in
      (error as? ScriptError)?.location == "name"
        && (error as? ScriptError)?.problem.contains("at most 200 characters") == true
    }
    let fits = json.replacingOccurrences(of: name, with: String(name.dropFirst()))
    #expect(try ScriptReader.read(Array(fits.utf8)).name.count == 200)
  }

  @Test func aHundredKilobyteNameWritesOneShortLine() throws {
    // Before: the name went into the summary, the storyboard's contents, heading and summary,
    // escaped (`&amp;`) and uncut: 1.6 MB of output for 100 KB of name.
    let name = String(repeating: "&", count: 100_000)
    let json =
      #"{"name": "\#(name)", "table": {"viewport": {"width": 320, "height": 300}, "sections": [{"rowHeights": [60]}]}, "events": [{"t": 0, "type": "tick"}]}"#
    let (result, files) = try runCommand(on: json)
    let written = files.values.reduce(0) { $0 + $1.count }
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.utf8.count + result.standardError.utf8.count + written <= 2_000)
  }

  @Test func theHelpNamesTheNameAndLogLimits() {
    #expect(
      HelpText.text.contains("name               \(ScriptLimits.maximumNameLength) characters"))
    #expect(
      HelpText.text.contains("the first \(ScriptLimits.maximumLogLines) lines of its event log"))
  }

  // MARK: Colours

  @Test func anUnknownColourIsRefusedNamingTheTokens() throws {
    for colour in ["grey", #"system\u0007Red"#, "", "#ff0000"] {
      let json = swipeScript(
        #"{"actions": [{"edge": "trailing", "buttons": [{"title": "Flag", "colour": "\#(colour)"}]}], "steps": []}"#
      )
      #expect {
        try ScriptReader.read(Array(json.utf8))
      } throws: { error in
        guard let error = error as? ScriptError else { return false }
        return error.location == "swipeEngine.actions[0].buttons[0].colour"
          && error.problem.contains("systemBlue") && error.problem.contains("systemOrange")
          && !error.problem.unicodeScalars.contains { $0.value < 0x20 }
      }
    }
  }

  @Test func everyAcceptedColourIsDrawnInItsOwnColour() throws {
    var drawn: Set<String> = []
    for token in SwipeEnginePicture.colourTokens.keys.sorted() {
      let json = swipeScript(
        #"{"actions": [{"edge": "trailing", "buttons": [{"title": "Flag", "colour": "\#(token)"}]}], "steps": []}"#
      )
      _ = try ScriptReader.read(Array(json.utf8))
      drawn.insert(SwipeEnginePicture.css(.token(token)))
    }
    #expect(drawn.count == SwipeEnginePicture.colourTokens.count, "no two tokens share a colour")
    #expect(!drawn.contains("#8e8e93") || SwipeEnginePicture.colourTokens["systemGray"] != nil)
  }

  @Test func theDocsListEveryAcceptedColour() throws {
    let docs = try String(
      contentsOfFile: TestFiles.packageRoot + "/docs/tablesim.md", encoding: .utf8)
    let list = SwipeEnginePicture.colourTokens.keys.sorted().map { "`\($0)`" }
      .joined(separator: ", ")
    #expect(
      docs.replacingOccurrences(of: "\n  ", with: " ").contains(list + " (another is refused)"))
  }

  // MARK: Autoscroll past many rows a frame

  @Test func autoscrollFastOverThinRowsCountsTheRowsAFramePasses() throws {
    // 1,000 rows of 1 pt, 20 on screen, autoscrolling at 100,000 pt/s: every frame moved the
    // dragged row past a thousand rows (millions of moves, 4.7 GiB, 56 s of CPU for 390 KB).
    let fast = swingScript(
      height: 1, viewport: 19, events: 300,
      tuning: #", "maximumSpeed": 100000, "edgeZoneHeight": 6"#)
    #expect {
      try ScriptReader.read(Array(fast.utf8))
    } throws: { error in
      (error as? ScriptError)?.problem.contains("row-frames allowed") == true
    }
    // The same table at the default speed passes a few rows a frame: allowed.
    _ = try ScriptReader.read(Array(swingScript(height: 1, viewport: 19, events: 300).utf8))
  }

  // MARK: The event log

  @Test func aSwingingRowLogsAtMostTheLimitOfLines() throws {
    // 16 rows on screen, the finger at the other edge at every event: 16 moves an event, each
    // one a log line (158,000 lines and 21 MB of output for 10,000 events).
    let script = try ScriptReader.read(Array(swingScript(events: 700).utf8))
    let report = ScriptRunner.run(script, frames: StoryFrameSink { _ in })
    #expect(report.moves.count > 10_000)
    #expect(report.log.count <= 5_000)
    let summary = SummaryWriter.summary(of: report, slug: "swing")
    #expect(summary.contains("later lines left out (at most 5000 per script)"))
    #expect(summary.utf8.count < 5_000 * 80)
    #expect(report.appOrder == report.finalOrder)
  }

  // MARK: Reloads with many rows on screen

  @Test func reloadStepsPlaceOnlyTheReloadedRows() throws {
    let reloads = (0..<200).map { #"{"reload": "A\#($0 * 5 + 1)"}"# }
    let (run, later) = try openRowOnAThousandRows(then: reloads)
    let before = run.table.cells.rowsPlaced
    let cellsBefore = Set(run.table.visibleCells.map(\.id))
    for step in later { run.perform(step) }
    #expect(
      run.table.cells.rowsPlaced - before <= 200,
      "\(run.table.cells.rowsPlaced - before) rows placed for 200 reloads of one row")
    // Each reloaded row has a fresh cell; every other row kept its own.
    let cellsAfter = Set(run.table.visibleCells.map(\.id))
    #expect(cellsBefore.subtracting(cellsAfter).count == 200)
    #expect(run.outcome().dataMatchesScreen)
  }
}
