import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a ``SwipeButtonWriter`` sends what it decided to write: one method is one view
/// operation — a property set, a text measurement or an animation — so counting the calls counts
/// what a view system is asked to do. The UIKit skin's strip of buttons implements each with
/// exactly one UIKit call; the benchmarks count them (Benchmarks/README.md, "UIKit calls per
/// event").
///
/// `index` is the button's action index (0 = outermost). "Background", "content" and "title
/// below" are the button's three views: its fill, its title and image (or the app's view) and
/// the title drawn under a circle.
@_spi(Headless) public protocol SwipeButtonSink {
  /// Sets the button's frame (the visible part of its slot, in the strip's coordinates).
  func setButtonFrame(_ frame: CGRect, at index: Int)
  /// Sets the background view's bounds.
  func setBackgroundBounds(_ bounds: CGRect, at index: Int)
  /// Sets the background view's centre (in the button's coordinates).
  func setBackgroundCenter(_ center: CGPoint, at index: Int)
  /// Sets the background layer's corner radius.
  func setBackgroundCornerRadius(_ radius: CGFloat, at index: Int)
  /// Sets the content view's bounds.
  func setContentBounds(_ bounds: CGRect, at index: Int)
  /// Sets the content view's centre (in the button's coordinates).
  func setContentCenter(_ center: CGPoint, at index: Int)
  /// Sets the title-below label's bounds.
  func setTitleBelowBounds(_ bounds: CGRect, at index: Int)
  /// Sets the title-below label's centre (in the button's coordinates).
  func setTitleBelowCenter(_ center: CGPoint, at index: Int)
  /// The title-and-image content's size for a button `width` wide: one text measurement
  /// (`sizeThatFits`).
  func measureContent(at index: Int, width: CGFloat) -> CGSize
  /// The app's own content view's size (its bounds, read: no text is measured).
  func customContentSize(at index: Int) -> CGSize
  /// The title-below label's size for a button `width` wide: one text measurement.
  func measureTitleBelow(at index: Int, width: CGFloat) -> CGSize
  /// Animates the button's scaled views (`views` of them: the content, or the whole button's
  /// three) to `scale` and `alpha`: one animation, `2 × views` property sets inside it.
  func animateEffects(
    at index: Int, views: Int, scale: CGFloat, alpha: CGFloat, duration: TimeInterval,
    delay: TimeInterval)
  /// Keeps every button's background, content and title below at `anchor`'s edge of the button
  /// from now on, whatever its width, so that later centres can be measured from that edge
  /// (``SwipeButtonWriter/Anchor``); whether it does (`false`: they stay where they are and are
  /// placed from the left edge as before). Called at most once per strip, before the placement
  /// that first measures from it. UIKit: each button's parts move into a zero-size view at its
  /// right edge whose autoresizing mask is a flexible left margin (per button: the mask, the
  /// moves into it and the view's own insertion).
  func anchorParts(at anchor: SwipeButtonWriter.Anchor) -> Bool
  /// Sets the strip's sublayer transform: a turn by `angle` radians about the vertical axis
  /// `pivot` points from the strip's middle, in perspective (`m34 = −1/400`); identity for 0.
  func setStripTurn(angle: CGFloat, pivot: CGFloat)
}
