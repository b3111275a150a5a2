// expect: pass
// as: skin
// A gesture recogniser subclass as on iOS: it imports `UIKit.UIGestureRecognizerSubclass` (UIKit's
// explicit clang submodule, modelled in CUIKit/), overrides the touch methods and sets `state`.
// (The model cannot also reject a write to `state` without that import: Known differences 21.)
#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  @MainActor
  final class OneTouchFail: UIPanGestureRecognizer {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      guard touches.count == 1 else {
        state = .failed
        return
      }
      super.touchesMoved(touches, with: event)
    }

    override func reset() {
      super.reset()
    }
  }
#endif
