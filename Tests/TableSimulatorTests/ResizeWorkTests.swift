import Testing

@_spi(Headless) @testable import TableGestureCore
@_spi(Headless) @testable import TableSimulator

/// A swipe-engine run on 1,000 rows of 10 pt, all on screen (a 10,000 pt viewport), 20 trailing
/// buttons a row, whose first steps open `A2` and settle; `steps` follow them (JSON objects).
/// Returns the run after the opening steps, and the later steps to perform.
func openRowOnAThousandRows(then steps: [String]) throws -> (
  run: SwipeEngineRun, later: ArraySlice<SwipeEngineScript.Step>
) {
  let rows = Array(repeating: "10", count: 1_000).joined(separator: ",")
  let json = """
    {"table": {"viewport": {"width": 10000, "height": 10000}, "sections": [{"rowHeights": [\(rows)]}]},
     "swipeEngine": {"actions": \(trailingActions(20)),
       "steps": [{"swipe": "A2", "by": -3000}, {"settle": []}, \(steps.joined(separator: ","))]}}
    """
  let script = try ScriptReader.read(Array(json.utf8), defaultName: "test")
  let engine = try #require(script.swipeEngine)
  let run = SwipeEngineRun(
    script: engine, table: script.table, time: 0, frames: StoryFrameSink { _ in })
  for step in engine.steps.prefix(2) { run.perform(step) }
  return (run, engine.steps.dropFirst(2))
}

/// A width change that moves no row costs no pass over the rows on screen (`tablesim` issue,
/// item 9: 999 `resize` steps on 1,000 rows on screen took seconds of CPU for a 20 KB script).
///
/// Proved by counting the rows the table's layout passes work out cells for, not by timing.
@Suite("Resizing the table redoes no layout work")
struct ResizeWorkTests {
  @Test func resizeStepsPlaceNoRowAgain() throws {
    let widths = (0..<200).map { #"{"resize": \#(5_000 + $0 % 2 * 100)}"# }
    let (run, later) = try openRowOnAThousandRows(then: widths)
    let before = run.table.cells.rowsPlaced
    for step in later { run.perform(step) }
    #expect(run.outcome().cellChecks.widthChecks == 200)
    #expect(run.outcome().cellChecks.widthFailures == 0)
    #expect(
      run.table.cells.rowsPlaced - before <= 1_000,
      "\(run.table.cells.rowsPlaced - before) rows placed for 200 width changes")
  }
}
