import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeController {
  /// One callback of the skin's swipe pan recogniser, forwarded as the UIKit host forwards it
  /// (the simulated table's arbitration replays the same call). `judgedFrom`: where the finger
  /// touched down when the recogniser began only after ``panDecision(at:translation:)`` said
  /// "begin" (a touch pan), `nil` for a pan judged otherwise (trackpad, mouse). Otherwise as
  /// ``handlePan(_:location:translation:velocity:)``; `host`, when given, must be this
  /// controller's ``host``.
  public func forwardRecognizerPan(
    _ phase: GesturePhase, location: CGPoint, translation: CGPoint, velocity: CGPoint,
    judgedFrom start: CGPoint?, from host: SwipeHost? = nil
  ) {
    if let host {
      handlePan(phase, location: location, translation: translation, velocity: velocity, from: host)
    } else {
      handlePan(phase, location: location, translation: translation, velocity: velocity)
    }
  }
}
