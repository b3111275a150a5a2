import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Decides whether a pan is a swipe: it waits until the finger has travelled the hysteresis,
/// then claims the pan only if horizontal movement dominates.
@_spi(Headless) public enum SwipePanGate {
  /// The verdict on a pan so far.
  public enum Verdict: Sendable, Hashable {
    /// Not enough travel yet.
    case undecided
    /// A horizontal pan toward positive x (`true`) or negative x (`false`).
    case horizontal(towardPositiveX: Bool)
    /// A vertical pan (the table scrolls), or unusable input.
    case vertical
  }

  /// The verdict for a pan that has moved `translation` since it started. Horizontal needs
  /// `|tx| > |ty|` once `max(|tx|, |ty|)` reaches `hysteresis`. Non-finite translations are
  /// refused (vertical).
  public static func verdict(translation: CGPoint, hysteresis: CGFloat) -> Verdict {
    guard translation.x.isFinite, translation.y.isFinite else { return .vertical }
    let ax = abs(translation.x)
    let ay = abs(translation.y)
    guard Swift.max(ax, ay) >= Swift.max(0, hysteresis.finiteOrZero), Swift.max(ax, ay) > 0 else {
      return .undecided
    }
    return ax > ay ? .horizontal(towardPositiveX: translation.x > 0) : .vertical
  }

  /// The horizontal direction of a pan judged before the hysteresis: `true` toward positive x,
  /// `false` toward negative x, `nil` when it is not horizontal. `translation` decides when it
  /// is non-zero and not diagonal (`|x| ≠ |y|`), else `velocity` does; horizontal needs
  /// `|x| > |y|` of the vector that decides. A non-finite translation gives `nil`, as does a
  /// non-finite velocity when the velocity decides.
  public static func direction(translation: CGPoint, velocity: CGPoint) -> Bool? {
    guard translation.x.isFinite, translation.y.isFinite else { return nil }
    let tx = abs(translation.x)
    let ty = abs(translation.y)
    if tx != ty {
      return tx > ty ? translation.x > 0 : nil
    }
    guard velocity.x.isFinite, velocity.y.isFinite else { return nil }
    let vx = abs(velocity.x)
    let vy = abs(velocity.y)
    return vx > vy ? velocity.x > 0 : nil
  }
}
