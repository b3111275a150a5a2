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
    let t = CGFloat(time.isFinite ? Swift.max(0, time) : 0)
    if t >= 10 { return (1, true) }
    let (m, k, c, v0) = sanitized
    let w0 = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let a: CGFloat = -1
    var u: CGFloat
    var du: CGFloat
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (v0 + zeta * w0 * a) / wd
      let envelope = exp(-zeta * w0 * t)
      let cosine = cos(wd * t)
      let sine = sin(wd * t)
      u = envelope * (a * cosine + b * sine)
      du = envelope * ((b * wd - zeta * w0 * a) * cosine - (a * wd + zeta * w0 * b) * sine)
    } else if zeta == 1 {
      let b = v0 + w0 * a
      let envelope = exp(-w0 * t)
      u = (a + b * t) * envelope
      du = (b - w0 * (a + b * t)) * envelope
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w0 * (zeta - root)
      let r2 = -w0 * (zeta + root)
      let c2 = (v0 - r1 * a) / (r2 - r1)
      let c1 = a - c2
      u = c1 * exp(r1 * t) + c2 * exp(r2 * t)
      du = r1 * c1 * exp(r1 * t) + r2 * c2 * exp(r2 * t)
    }
    if !u.isFinite || !du.isFinite { return (1, true) }
    let atRest = abs(u) < 0.001 && abs(du) < 0.01
    return (atRest ? 1 : 1 + u, atRest)
  }
}
