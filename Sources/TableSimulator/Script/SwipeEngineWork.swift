import Foundation

/// The work a script's swipe-engine steps ask for, counted while they are read, so that a script
/// asking for too much is refused before anything runs.
struct SwipeEngineWork {
  /// Steps so far; each fraction of a `transitions` step counts as one.
  private(set) var steps = 0
  /// The most display frames the steps so far can take.
  private(set) var frames = 0

  /// Adds `step`; throws, located at `stepsNode`, once the script is past a limit.
  mutating func add(_ step: SwipeEngineScript.Step, at stepsNode: ScriptNode) throws(ScriptError) {
    if case .transitions(let fractions) = step {
      steps += Swift.max(1, fractions.count)
    } else {
      steps += 1
    }
    guard steps <= ScriptLimits.maximumSwipeEngineSteps else {
      throw stepsNode.failure(
        "more than the \(ScriptLimits.maximumSwipeEngineSteps) swipe-engine steps allowed (each "
          + "fraction of a transitions step counts as one)")
    }
    frames += SwipeEngineTiming.maximumFrames(of: step)
    let limit = Int(ScriptLimits.maximumDuration) * SwipeEngineTiming.frameRate
    guard frames <= limit else {
      throw stepsNode.failure(
        "the steps could run for more than the \(Fmt.plain(ScriptLimits.maximumDuration)) s of "
          + "simulated time allowed (a swipe takes 1/\(SwipeEngineTiming.frameRate) s per "
          + "\(Fmt.plain(SwipeEngineTiming.pointsPerFrame)) pt, a settle up to "
          + "\(SwipeEngineTiming.maximumSettleFrames / SwipeEngineTiming.frameRate) s)")
    }
  }
}
