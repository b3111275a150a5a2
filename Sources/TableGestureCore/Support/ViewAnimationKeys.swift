/// Which layer properties a `UIView` animation block (`UIView.animate(withDuration:…)`) animates
/// when they change inside it: the backing layer's keys of the view properties Apple lists as
/// animatable — `frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor` and
/// `contentStretch` ("Table 4-1 Animatable UIView properties",
/// https://developer.apple.com/library/ios/documentation/WindowsViews/Conceptual/ViewPG_iPhoneOS/AnimatingViews/AnimatingViews.html).
/// Any other layer key set in the block takes its new value at once: the view, as its layer's
/// delegate, answers no action for it (`-[UIView _shouldAnimatePropertyWithKey:]`), and a view's
/// backing layer runs no implicit animation of its own. `sublayerTransform` is such a key: a UIKit
/// class that needs it animated opts it in by overriding that method
/// (`-[UITransitionView _shouldAnimatePropertyWithKey:]` returns YES for `"sublayerTransform"`,
/// else asks super; device review r5, §0 and R5-1). The base method's body was not read: the
/// set is Apple's documented one.
@_spi(Headless) public enum ViewAnimationKeys {
  /// The layer keys a view animation block animates.
  public static let animated: Set<String> = [
    "position", "bounds", "transform", "opacity", "backgroundColor", "contentsCenter",
  ]

  /// Whether a change to the backing layer's `key` inside a view animation block animates.
  public static func animates(_ key: String) -> Bool { animated.contains(key) }
}

/// How a host animates one layer key of a view it changes in an animation.
@_spi(Headless) public enum LayerKeyAnimation: Sendable, Hashable {
  /// Set inside the `UIView` animation block, which animates it (``ViewAnimationKeys``).
  case viewAnimation
  /// Animated explicitly (a `CABasicAnimation` for the key, from the value shown now, with the
  /// block's duration and curve), because a view animation block would not animate it.
  case layerAnimation

  /// The way to animate `key` so it moves with a view animation of the same duration and curve.
  public init(forKey key: String) {
    self = ViewAnimationKeys.animates(key) ? .viewAnimation : .layerAnimation
  }
}
