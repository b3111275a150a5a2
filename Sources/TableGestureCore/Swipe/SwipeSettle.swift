import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a released row goes and how it gets there.
@_spi(Headless) public enum SwipeSettle {
  /// Whether a released row opens.
  ///
  /// A fling faster than ``SwipeableMetrics/flingVelocity`` opens when it moves toward the actions
  /// and closes when it moves away; a slower release opens when the row is at least
  /// ``SwipeableMetrics/openFraction`` of the open width out. Non-finite inputs count as zero.
  /// - Parameters:
  ///   - distance: how far the row is out, toward its actions, in points.
  ///   - velocity: release speed toward the actions (negative = toward closed), points/s.
  ///   - openWidth: the distance at which the row is fully open.
  ///   - metrics: the profile's fling velocity and open fraction.
  /// - Returns: `true` when the row should settle open, `false` when it should close.
  public static func shouldOpen(
    distance: CGFloat, velocity: CGFloat, openWidth: CGFloat, metrics: SwipeableMetrics
  ) -> Bool {
    let v = velocity.finiteOrZero
    let threshold = Swift.max(0, metrics.flingVelocity.finiteOrZero)
    if abs(v) > threshold { return v > 0 }
    let open = Swift.max(0, openWidth.finiteOrZero)
    guard open > 0 else { return false }
    return distance.finiteOrZero >= open * metrics.openFraction.finiteOrZero
  }

  /// The animation from `position` to `target` after a release at `velocity` (points/s along
  /// the x axis, the same sign convention as the positions).
  ///
  /// Reduce Motion gives ``SwipeAnimation/easeOut(duration:)``, which never springs.
  /// - Parameters:
  ///   - position: where the row's content is now, in points along the x axis.
  ///   - target: where it settles.
  ///   - velocity: the release speed, in points per second.
  ///   - metrics: the profile's spring model and durations.
  ///   - reduceMotion: whether Reduce Motion is on.
  ///   - wasPastLimit: the row was in a rubber-band zone at release (SwipeCellKit's ratio).
  ///   - tracking: the finger was moving the row (carries velocity) rather than a programmatic move.
  public static func animation(
    from position: CGFloat, to target: CGFloat, velocity: CGFloat, metrics: SwipeableMetrics,
    reduceMotion: Bool, wasPastLimit: Bool = false, tracking: Bool = true
  ) -> SwipeAnimation {
    if reduceMotion { return .easeOut(duration: metrics.reducedMotionDuration) }
    let distance = target.finiteOrZero - position.finiteOrZero
    let v = velocity.finiteOrZero
    switch metrics.springModel {
    case .native:
      let carries = tracking && abs(v) > 0
      var relative: CGFloat = 0
      if carries, distance != 0 { relative = (v / distance).clamped(0, 200) }
      return .spring(
        SwipeSpring(
          mass: 2, stiffness: carries ? 600 : 1_200, damping: 65, initialVelocity: relative))
    case .swipeCellKit:
      guard v != 0, distance != 0 else { return .timed(duration: 0.7, dampingRatio: 1) }
      let ratio: CGFloat = wasPastLimit ? 0.4 : 1
      return .spring(
        SwipeSpring(
          mass: 1, stiffness: 100, damping: 18,
          initialVelocity: (v * ratio / distance).clamped(-200, 200)))
    }
  }
}
