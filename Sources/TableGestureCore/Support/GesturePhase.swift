/// The phase of a continuous gesture, with the raw values of UIKit's `UIGestureRecognizer.State`
/// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state), so a host passes
/// `GesturePhase(rawValue: recognizer.state.rawValue)` and never switches on the state itself.
public enum GesturePhase: Int, Hashable, Sendable, CaseIterable {
  case possible = 0
  case began = 1
  case changed = 2
  case ended = 3
  case cancelled = 4
  case failed = 5
}
