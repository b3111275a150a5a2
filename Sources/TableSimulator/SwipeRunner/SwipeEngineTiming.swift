import Foundation

/// How the swipe-engine runner spends simulated time; the script reader uses the same numbers to
/// refuse, before anything runs, a script that would run too long.
enum SwipeEngineTiming {
  /// Display frames per second.
  static let frameRate = 60
  static let frameInterval = 1.0 / Double(frameRate)
  /// How far a swipe's finger moves per display frame, in points.
  static let pointsPerFrame: CGFloat = 10
  /// The longest a `settle` step waits for the engine to come to rest.
  static let maximumSettleFrames = 3 * frameRate

  /// Display frames of a swipe by `distance` points.
  static func frames(swipeBy distance: CGFloat) -> Int {
    Swift.max(1, Int((abs(distance) / pointsPerFrame).rounded(.up)))
  }

  /// The most display frames `step` can take.
  static func maximumFrames(of step: SwipeEngineScript.Step) -> Int {
    switch step {
    case .swipe(_, let distance, _, _): return frames(swipeBy: distance)
    case .settle: return maximumSettleFrames
    default: return 0
    }
  }
}
