/// The phase of a continuous gesture, with the raw values of UIKit's `UIGestureRecognizer.State`
/// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state), so a host passes
/// `GesturePhase(rawValue: recognizer.state.rawValue)` and never switches on the state itself.
@_spi(Headless) public enum GesturePhase: Int, Hashable, Sendable, CaseIterable {
  /// The recognizer has not recognized its gesture yet.
  case possible = 0
  /// The gesture began.
  case began = 1
  /// The gesture moved.
  case changed = 2
  /// The gesture ended: the finger lifted.
  case ended = 3
  /// The gesture was cancelled (by the system or another gesture).
  case cancelled = 4
  /// The recognizer failed to recognize its gesture.
  case failed = 5
}
