import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The size and insets of an app-supplied view shown in a swipe button instead of a title and
/// image (a round icon, a badge, anything).
///
/// The button is the view's width plus its left and right insets unless the action sets its own
/// width. The view is centred vertically on the visible part of the row. Negative or non-finite
/// sizes and insets count as zero.
@_spi(Headless) public struct SwipeCustomView: Sendable, Hashable {
  /// The view's size, in points.
  public var size: CGSize
  /// Space around the view inside the button, in points.
  public var insets: LayoutInsets

  /// Creates the layout of a view of `size` with `insets` around it.
  public init(size: CGSize, insets: LayoutInsets = .zero) {
    self.size = size
    self.insets = insets
  }

  public static func == (lhs: SwipeCustomView, rhs: SwipeCustomView) -> Bool {
    lhs.size.width == rhs.size.width && lhs.size.height == rhs.size.height
      && lhs.insets == rhs.insets
  }

  // `CGSize` is not `Hashable` on Apple platforms, so the conformance is written out.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size.width)
    hasher.combine(size.height)
    hasher.combine(insets)
  }

  /// The width the view needs: its width plus left and right insets, never negative.
  public var requiredWidth: CGFloat {
    let clean = insets.sanitized
    return Swift.max(0, size.width.finiteOrZero) + Swift.max(0, clean.left)
      + Swift.max(0, clean.right)
  }
}
