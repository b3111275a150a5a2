import Testing

@_spi(Headless) @testable import TableGestureCore
@_spi(Headless) @testable import TableSimulator

/// A width change that moves no row costs no pass over the rows on screen (`tablesim` issue,
/// item 9: 999 `resize` steps on 1,000 rows on screen took seconds of CPU for a 20 KB script).
///
/// Proved by counting the rows the table's layout passes work out cells for, not by timing.
@Suite("Resizing the table redoes no layout work")
struct ResizeWorkTests {
  @Test func resizeStepsPlaceNoRowAgain() throws {
    let rows = Array(repeating: "10", count: 1_000).joined(separator: ",")
    let widths = (0..<200).map { #"{"resize": \#(5_000 + $0 % 2 * 100)}"# }
    let json = """
      {"table": {"viewport": {"width": 10000, "height": 10000}, "sections": [{"rowHeights": [\(rows)]}]},
       "swipeEngine": {"actions": \(trailingActions(20)),
         "steps": [{"swipe": "A2", "by": -3000}, {"settle": []}, \(widths.joined(separator: ","))]}}
      """
    let script = try ScriptReader.read(Array(json.utf8), defaultName: "test")
    let engine = try #require(script.swipeEngine)
    let run = SwipeEngineRun(
      script: engine, table: script.table, time: 0, frames: StoryFrameSink { _ in })
    for step in engine.steps.prefix(2) { run.perform(step) }
    let before = run.table.cells.rowsPlaced
    for step in engine.steps.dropFirst(2) { run.perform(step) }
    #expect(run.outcome().cellChecks.widthChecks == 200)
    #expect(run.outcome().cellChecks.widthFailures == 0)
    #expect(
      run.table.cells.rowsPlaced - before <= 1_000,
      "\(run.table.cells.rowsPlaced - before) rows placed for 200 width changes")
  }
}
