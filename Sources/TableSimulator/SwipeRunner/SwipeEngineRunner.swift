import Foundation
@_spi(Headless) import TableGestureCore

/// Runs a ``SwipeEngineScript`` on a `SimulatedTable` with the core's `SwipeController` and a
/// `SimulatedSwipeHost` — the same path a device runs — and adds log lines, checks and
/// storyboard frames to a report.
@_spi(Headless) public enum SwipeEngineRunner {
  /// Runs `script` on `table` — the table the script's drag events left, whose rows `labels`
  /// names by row ID, with `data` the app's data (row labels per section) — starting at `time`
  /// seconds; its storyboard frames go to `frames`, which bounds them: a picture past its limit
  /// is never made.
  public static func run(
    _ script: SwipeEngineScript, on table: SimulatedTable, labels: [Int: String],
    data: [[String]], startingAt time: Double, into report: inout RunReport,
    frames: StoryFrameSink, host: ScriptHost = .table, sections: [ScriptSection] = []
  ) {
    let run = SwipeEngineRun(
      script: script, table: table, labels: labels, data: data, time: time, frames: frames,
      host: host)
    run.applyKinds(of: sections)
    run.logRoom = Swift.max(0, ScriptLimits.maximumLogLines - report.log.count)
    for step in script.steps { run.perform(step) }
    run.checkOneOpenRow()
    report.log += run.log
    report.logLinesLeftOut += run.logLinesLeftOut
    report.picturesMade += run.picturesMade
    report.swipe = run.outcome()
    // The rows the app deleted are gone from the order the summary prints.
    let order = run.table.rowOrder.map { $0.map { run.app.labels[$0] ?? "?" } }
    report.finalOrder = order
    report.appOrder = order
  }
}
