// expect-error: cannot assign to property: 'state' is a get-only property
// as: skin
// Outside a subclass that imports `UIKit.UIGestureRecognizerSubclass`, a recognizer's `state` is
// read-only in Xcode; the model must reject a write too.
#if canImport(UIKit)
  import UIKit

  @MainActor
  func finish(_ recognizer: UILongPressGestureRecognizer) {
    recognizer.state = .ended
  }
#endif
