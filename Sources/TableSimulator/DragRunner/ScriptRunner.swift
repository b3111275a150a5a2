import Foundation
@_spi(Headless) import TableGestureCore

/// Runs a ``GestureScript`` on a `SimulatedTable` through the library's own `ReorderController`
/// (the path a device runs, with `SimulatedReorderHost` in UIKit's place), and records what
/// happened: a log, every move, autoscroll totals, a reuse check at every frame, and storyboard
/// frames at the key moments.
///
/// Deterministic: the same script always gives the same ``RunReport``.
@_spi(Headless) public enum ScriptRunner {
  /// Runs `script` and keeps its storyboard frames in ``RunReport/frames`` (at most
  /// ``ScriptLimits/maximumFrames``).
  public static func run(_ script: GestureScript) -> RunReport {
    var frames: [StoryFrame] = []
    var report = run(script, frames: StoryFrameSink { frames.append($0) })
    report.frames = frames
    return report
  }

  /// Runs `script`, handing each storyboard frame to `frames` as soon as it is made;
  /// ``RunReport/frames`` stays empty.
  public static func run(_ script: GestureScript, frames: StoryFrameSink) -> RunReport {
    var run = ScriptRun(script: script, frames: frames)
    var previousTime = 0.0
    for event in script.events {
      run.displayFrames(after: previousTime, before: event.time)
      run.handle(event)
      previousTime = event.time
    }
    if script.swipeEngine != nil { run.cancelDragBeforeSwipes(at: previousTime) }
    run.finish(at: previousTime)
    run.showSwipes()
    if let engine = script.swipeEngine {
      // One table through the whole script: the swipes see the order the drag left.
      SwipeEngineRunner.run(
        engine, on: run.table,
        labels: Dictionary(uniqueKeysWithValues: run.labels.enumerated().map { ($0, $1) }),
        data: run.report.appOrder, startingAt: script.events.last?.time ?? 0,
        into: &run.report, frames: frames, host: script.table.host,
        sections: script.table.sections)
    }
    run.report.frameCount = frames.kept
    run.report.framesLeftOut = frames.leftOut
    return run.report
  }
}
