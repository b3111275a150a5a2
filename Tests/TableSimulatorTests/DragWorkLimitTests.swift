import Foundation
import Testing

@_spi(Headless) @testable import TableSimulator

/// Drag scripts ask for a bounded amount of work too: display frames, and frames and
/// events times the rows on screen, are limited before anything runs.
@Suite("Drag scripts' work is bounded")
struct DragWorkLimitTests {
  private func script(rows: Int, height: Int, viewport: Int, rate: Int, last: Double) -> String {
    """
    {"table": {"viewport": {"width": 320, "height": \(viewport)},
      "sections": [{"rowHeights": [\(Array(repeating: "\(height)", count: rows).joined(separator: ","))]}]},
     "tuning": {"frameRate": \(rate)},
     "events": [{"t": 0, "type": "press", "y": 5}, {"t": \(last), "type": "release"}]}
    """
  }

  @Test func moreDisplayFramesThanAllowedAreRefused() throws {
    // 600 s at 240 frames a second: 144,000 frames.
    #expect {
      try ScriptReader.read(
        Array(script(rows: 20, height: 44, viewport: 480, rate: 240, last: 600).utf8))
    } throws: { error in
      (error as? ScriptError)?.location == "tuning.frameRate"
    }
    // 300 s at 60 frames a second is allowed.
    _ = try ScriptReader.read(
      Array(script(rows: 20, height: 44, viewport: 480, rate: 60, last: 300).utf8))
  }

  @Test func aScreenOfAThousandRowsGetsFewerFrames() throws {
    let thin = script(rows: 1_000, height: 10, viewport: 10_000, rate: 60, last: 60)
    #expect {
      try ScriptReader.read(Array(thin.utf8))
    } throws: { error in
      (error as? ScriptError)?.problem.contains("rows on screen") == true
    }
    _ = try ScriptReader.read(
      Array(script(rows: 1_000, height: 44, viewport: 480, rate: 60, last: 60).utf8))
  }

  @Test func rowsOnScreenAreCountedOverEveryWindow() {
    let sections = [
      ScriptSection(
        headerHeight: 28, rowHeights: [44, 44, 0, 0, 88], labels: ["a", "b", "c", "d", "e"]),
      ScriptSection(rowHeights: Array(repeating: 10, count: 30), labels: (0..<30).map { "r\($0)" }),
    ]
    #expect(mostRowsOnScreen(sections, height: 100) == 11)
    #expect(mostRowsOnScreen(sections, height: 10_000) == 35)
    #expect(mostRowsOnScreen([], height: 100) == 0)
  }
}
