import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One recognizer on the simulated table: its role, its own begin rule (``Rule``) and the state
/// the arbitration (``GestureArbitration``) keeps for it.
@_spi(Headless) public struct SimulatedRecognizer {
  /// Where the arbitration has the recognizer.
  public enum State: Equatable, Sendable {
    /// Not decided.
    case possible
    /// Its own rule says begin, but a recognizer it must wait for has not failed yet: UIKit holds
    /// its action messages (`-[UIGestureRecognizer _updateGestureForActiveEvents]`,
    /// `_hasUnmetFailureRequirements`).
    case waiting
    /// Began at sample `index`.
    case began(index: Int)
    /// Failed, excluded, refused by ``shouldBegin``, or never began before lift-off.
    case failed
    /// Began at sample `began`, then was cancelled at sample `at` because it was turned off
    /// (``GestureArbitration/cancel(_:at:)``).
    case cancelled(began: Int, at: Int)
  }

  /// Which recognizer of the table this is.
  public var role: GestureRole
  /// How it decides to begin, from the finger's travel and time.
  public var rule: Rule
  /// Whether touches delivered to the row's views are cancelled when this recognizer begins.
  /// UIKit's default, `true`, for every recognizer modelled here (the library sets it
  /// explicitly only on its dismissal tap and shield).
  public var cancelsTouchesInView = true
  /// The delegate's `gestureRecognizerShouldBegin(_:)`, given the finger's location (the
  /// path's coordinates), or `nil` for a recognizer without one (which begins). Asked when the
  /// recognizer would begin, after anything it waits for has failed; `false` fails it: "This
  /// method is called when a gesture recognizer attempts to transition out of the
  /// UIGestureRecognizer.State.possible state. Returning false causes the gesture recognizer to
  /// transition to the UIGestureRecognizer.State.failed state"
  /// (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)).
  public var shouldBegin: ((_ location: CGPoint) -> Bool)?
  /// Where it is in its life; `.possible` until the path decides.
  public internal(set) var state = State.possible
  /// What ``translation(raw:)`` subtracts from the travel: per axis, the hysteresis removed at
  /// `.began` (`-[UIPanGestureRecognizer _removeHysteresisFromTranslation]`), or the whole travel
  /// when it began after waiting (`-_willBeginAfterSatisfyingFailureRequirements` →
  /// `setTranslation:CGPointZero`).
  var removed = CGPoint.zero

  /// A recognizer playing `role` that begins by `rule`, when `shouldBegin` (if any) agrees.
  public init(
    _ role: GestureRole, _ rule: Rule, shouldBegin: ((_ location: CGPoint) -> Bool)? = nil
  ) {
    self.role = role
    self.rule = rule
    self.shouldBegin = shouldBegin
  }

  /// The translation the recognizer reports for travel `raw` once it has begun.
  public func translation(raw: CGPoint) -> CGPoint {
    CGPoint(x: raw.x - removed.x, y: raw.y - removed.y)
  }

  /// Marks the recognizer begun at sample `index` with travel `raw`: on its own (`afterWaiting`
  /// false) each axis loses up to the hysteresis, so the driven view does not jump; after
  /// waiting, the whole travel (the translation restarts at zero).
  mutating func begin(at index: Int, raw: CGPoint, afterWaiting: Bool) {
    state = .began(index: index)
    if afterWaiting {
      removed = raw
    } else {
      let h = rule.hysteresis
      removed = CGPoint(
        x: raw.x < 0 ? -Swift.min(-raw.x, h) : Swift.min(raw.x, h),
        y: raw.y < 0 ? -Swift.min(-raw.y, h) : Swift.min(raw.y, h))
    }
  }

  /// The sample it began at, if it has (also when it was cancelled since).
  public var beganIndex: Int? {
    switch state {
    case .began(let index), .cancelled(let index, _): index
    case .possible, .waiting, .failed: nil
    }
  }

  /// Whether it has begun and still tracks the finger (not cancelled).
  public var isTracking: Bool {
    if case .began = state { return true }
    return false
  }
}
