import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A ``SwipeAnimation`` ready to sample: its spring solved once, so that a display frame
/// evaluates the closed form and nothing else (the square roots, the damping regime and the
/// coefficients do not change during one animation).
///
/// The one implementation of ``SwipeAnimation/progress(at:)`` and ``SwipeSpring/progress(at:)``:
/// both solve their curve here and sample it, so a sampled frame is bit for bit what they return.
struct SwipeMotion: Sendable {
  private enum Curve: Sendable {
    case immediate
    case spring(SpringSolution)
    case easeOut(duration: TimeInterval)
    /// `duration` is finite and positive; otherwise the curve is `immediate`.
    case timed(duration: TimeInterval, SpringSolution)
  }

  private let curve: Curve

  init(_ animation: SwipeAnimation) {
    switch animation {
    case .immediate:
      curve = .immediate
    case .spring(let spring):
      curve = .spring(SpringSolution(spring))
    case .easeOut(let duration):
      curve = .easeOut(duration: duration)
    case .timed(let duration, let ratio):
      guard duration.isFinite, duration > 0 else {
        curve = .immediate
        return
      }
      let zeta = ratio.isFinite ? ratio.clamped(0.05, 1) : 1
      // Critically damped: (1 + y)e^(−y) = 0.001 at y ≈ 9.23; underdamped: e^(−ζω t) = 0.001.
      let w0 = zeta >= 1 ? 9.23 / CGFloat(duration) : 6.91 / (zeta * CGFloat(duration))
      let spring = SwipeSpring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0)
      curve = .timed(duration: duration, SpringSolution(spring))
    }
  }

  /// The fraction of the way to the target after `time` seconds and whether it is done, as
  /// ``SwipeAnimation/progress(at:)`` documents.
  @inline(__always)
  func progress(at time: TimeInterval) -> (fraction: CGFloat, finished: Bool) {
    let t = time.isFinite ? Swift.max(0, time) : 0
    switch curve {
    case .immediate:
      return (1, true)
    case .spring(let solution):
      let result = solution.progress(at: t)
      return (result.fraction, result.atRest)
    case .easeOut(let duration):
      guard duration.isFinite, duration > 0, t < duration else { return (1, true) }
      let p = CGFloat(t / duration)
      return (1 - (1 - p) * (1 - p) * (1 - p), false)
    case .timed(let duration, let solution):
      guard t < duration else { return (1, true) }
      return (solution.progress(at: t).fraction, false)
    }
  }

  /// A damped spring's motion from −1 to 0 (the fraction left to go, negated), in closed form:
  /// the regime and every coefficient that does not depend on time.
  struct SpringSolution: Sendable {
    private enum Regime: Sendable {
      /// `u = e^(kt)(a cos ωt + b sin ωt)`; `du = e^(kt)(p cos ωt − q sin ωt)`.
      case under(k: CGFloat, omega: CGFloat, b: CGFloat, p: CGFloat, q: CGFloat)
      /// `u = (a + bt)e^(kt)`; `du = (b − w0(a + bt))e^(kt)`.
      case critical(k: CGFloat, w0: CGFloat, b: CGFloat)
      /// `u = c1 e^(r1 t) + c2 e^(r2 t)`; `du = r1c1 e^(r1 t) + r2c2 e^(r2 t)`.
      case over(r1: CGFloat, r2: CGFloat, c1: CGFloat, c2: CGFloat, r1c1: CGFloat, r2c2: CGFloat)
    }

    /// The start, relative to the target.
    private static let a: CGFloat = -1
    private let regime: Regime

    init(_ spring: SwipeSpring) {
      let (m, k, c, v0) = spring.sanitized
      let a = Self.a
      let w0 = (k / m).squareRoot()
      let zeta = c / (2 * (k * m).squareRoot())
      if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let b = (v0 + zeta * w0 * a) / wd
        regime = .under(
          k: -zeta * w0, omega: wd, b: b, p: b * wd - zeta * w0 * a, q: a * wd + zeta * w0 * b)
      } else if zeta == 1 {
        regime = .critical(k: -w0, w0: w0, b: v0 + w0 * a)
      } else {
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root)
        let r2 = -w0 * (zeta + root)
        let c2 = (v0 - r1 * a) / (r2 - r1)
        let c1 = a - c2
        regime = .over(r1: r1, r2: r2, c1: c1, c2: c2, r1c1: r1 * c1, r2c2: r2 * c2)
      }
    }

    /// ``SwipeSpring/progress(at:)`` for the solved spring.
    @inline(__always)
    func progress(at time: TimeInterval) -> (fraction: CGFloat, atRest: Bool) {
      let t = CGFloat(time.isFinite ? Swift.max(0, time) : 0)
      if t >= 10 { return (1, true) }
      let a = Self.a
      let u: CGFloat
      let du: CGFloat
      switch regime {
      case .under(let k, let omega, let b, let p, let q):
        let envelope = exp(k * t)
        let cosine = cos(omega * t)
        let sine = sin(omega * t)
        u = envelope * (a * cosine + b * sine)
        du = envelope * (p * cosine - q * sine)
      case .critical(let k, let w0, let b):
        let envelope = exp(k * t)
        u = (a + b * t) * envelope
        du = (b - w0 * (a + b * t)) * envelope
      case .over(let r1, let r2, let c1, let c2, let r1c1, let r2c2):
        let e1 = exp(r1 * t)
        let e2 = exp(r2 * t)
        u = c1 * e1 + c2 * e2
        du = r1c1 * e1 + r2c2 * e2
      }
      if !u.isFinite || !du.isFinite { return (1, true) }
      let atRest = abs(u) < 0.001 && abs(du) < 0.01
      return (atRest ? 1 : 1 + u, atRest)
    }
  }
}
