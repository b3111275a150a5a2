#if canImport(UIKit)
  import UIKit

  /// Hides and shows again the system's own title, image and background in a swipe button.
  ///
  /// Hidden with `alpha = 0` on each of the button's own subviews (title label, image view and
  /// the background view that carries the action's colour): the standard button's
  /// `layoutSubviews` sets `isHidden` of its title label on every pass but never touches
  /// `alpha`, and its class ignores a clear `backgroundColor` (the colour lives in the
  /// background view). The `titleLabel` getter (it asks for another layout) and
  /// `setTitle(_:for:)` (it resets the width) are never called. Not testable on Linux; whether
  /// UIKit ever resets these alphas needs a device run.
  @MainActor
  enum SwipeSystemVisuals {
    /// Makes the system's own visuals of `button` invisible; the library's injected views stay.
    static func hide(in button: UIView) {
      for subview in button.subviews where !(subview is SwipeInjectedView) {
        if subview.alpha != 0 { subview.alpha = 0 }
      }
    }

    /// Removes the library's injected views from `button` and, if there were any, shows the
    /// system's own visuals again (its action went back to `.default`).
    static func restore(in button: UIView) {
      let injected = button.subviews.filter { $0 is SwipeInjectedView }
      guard !injected.isEmpty else { return }
      for view in injected { view.removeFromSuperview() }
      for subview in button.subviews where subview.alpha == 0 { subview.alpha = 1 }
    }
  }
#endif
