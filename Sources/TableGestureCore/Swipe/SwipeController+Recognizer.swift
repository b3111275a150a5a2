import Foundation

extension SwipeController {
  /// Forwards one callback of a pan recogniser: `.began` starts the pan where the finger first
  /// touched (`location − translation`) and applies the movement so far, `.changed` follows,
  /// `.ended` releases with `velocity`, `.cancelled` and `.failed` cancel; `.possible` is
  /// ignored. Points are in table content coordinates, velocity in points per second.
  ///
  /// A UIKit pan recogniser begins after about 10 pt of travel, before the engine's
  /// ``panHysteresis``; the hysteresis is applied while following, so the row does not move
  /// until the finger has travelled it.
  public func handlePan(
    _ phase: GesturePhase, location: CGPoint, translation: CGPoint, velocity: CGPoint
  ) {
    switch phase {
    case .possible:
      return
    case .began:
      let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
      panBegan(at: start.x.isFinite && start.y.isFinite ? start : location)
      panChanged(translation: translation, location: location, velocity: velocity)
    case .changed:
      panChanged(translation: translation, location: location, velocity: velocity)
    case .ended:
      panEnded(velocity: velocity)
    case .cancelled, .failed:
      panCancelled()
    }
  }
}
