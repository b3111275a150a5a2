import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How the row travels to where it settles: what the host's animator needs, and a curve the
/// core can sample frame by frame (``progress(at:)``).
@_spi(Headless) public enum SwipeAnimation: Sendable, Hashable {
  /// A physical spring (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
  case spring(SwipeSpring)
  /// A spring given by duration and damping ratio
  /// (`UIViewPropertyAnimator(duration:dampingRatio:)`). The core samples it as a spring whose
  /// envelope falls to 0.1 % at `duration`; UIKit's own curve for these parameters is not
  /// public, so the frames are an approximation (not testable on Linux against UIKit).
  case timed(duration: TimeInterval, dampingRatio: CGFloat)
  /// Reduce Motion: a short cubic ease-out with no overshoot and no spring.
  case easeOut(duration: TimeInterval)
  /// No animation: the row jumps.
  case immediate

  /// The fraction of the way to the target after `time` seconds and whether it is done.
  /// Non-finite or negative times count as 0; non-positive durations finish at once.
  public func progress(at time: TimeInterval) -> (fraction: CGFloat, finished: Bool) {
    let t = time.isFinite ? Swift.max(0, time) : 0
    switch self {
    case .immediate:
      return (1, true)
    case .spring(let spring):
      let result = spring.progress(at: t)
      return (result.fraction, result.atRest)
    case .easeOut(let duration):
      guard duration.isFinite, duration > 0, t < duration else { return (1, true) }
      let p = CGFloat(t / duration)
      return (1 - (1 - p) * (1 - p) * (1 - p), false)
    case .timed(let duration, let ratio):
      guard duration.isFinite, duration > 0, t < duration else { return (1, true) }
      let zeta = ratio.isFinite ? ratio.clamped(0.05, 1) : 1
      // Critically damped: (1 + y)e^(−y) = 0.001 at y ≈ 9.23; underdamped: e^(−ζω t) = 0.001.
      let w0 = zeta >= 1 ? 9.23 / CGFloat(duration) : 6.91 / (zeta * CGFloat(duration))
      let spring = SwipeSpring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0)
      return (spring.progress(at: t).fraction, false)
    }
  }
}
