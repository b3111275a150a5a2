import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A spring for the row's settle animation, in `UISpringTimingParameters` terms.
///
/// `initialVelocity` is relative, as in UIKit: the starting speed as a fraction of the whole
/// distance per second (2 = "would cover the distance twice in one second").
@_spi(Headless) public struct SwipeSpring: Sendable, Hashable {
  /// Mass (> 0).
  public var mass: CGFloat
  /// Stiffness (> 0).
  public var stiffness: CGFloat
  /// Damping (≥ 0).
  public var damping: CGFloat
  /// Relative initial velocity.
  public var initialVelocity: CGFloat

  /// Creates a spring from its physical parameters.
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat = 0) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// The damping ratio ζ = c / (2√(k·m)); below 1 the spring overshoots.
  public var dampingRatio: CGFloat {
    let (m, k, c, _) = sanitized
    return c / (2 * (k * m).squareRoot())
  }

  /// Mass, stiffness, damping and velocity with unusable values replaced: mass and stiffness
  /// must be finite and positive (else 1 and 100), damping finite and ≥ 0 (else critical),
  /// velocity finite (else 0).
  var sanitized: (CGFloat, CGFloat, CGFloat, CGFloat) {
    let m = mass.isFinite && mass > 0 ? mass : 1
    let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
    let c = damping.isFinite && damping >= 0 ? damping : 2 * (k * m).squareRoot()
    return (m, k, c, initialVelocity.finiteOrZero)
  }

  /// The fraction of the way from start (0) to target (1) after `time` seconds, and whether
  /// the spring has come to rest (within 0.1 % of the distance, moving less than 1 % per
  /// second, or after 10 s at most).
  public func progress(at time: TimeInterval) -> (fraction: CGFloat, atRest: Bool) {
    SwipeMotion.SpringSolution(self).progress(at: time)
  }
}
