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
    SwipeMotion(self).progress(at: time)
  }
}
