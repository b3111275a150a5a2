import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The numbers behind a system swipe button's title and natural width (iOS 15–18 and the
/// classic pull view on iOS 26), as the decompiled `UISwipeActionButton` and
/// `UISwipeActionVisualStyle_iOS` have them.
///
/// The title font is the system font at 15 points (`maxFontSize`), scaled with Dynamic Type only
/// above the default text size; the natural width is twice the horizontal padding (6 points)
/// plus the content, clamped to 74…120 points (`defaultButtonWidth`, `maxButtonWidth`).
@_spi(Headless) public enum SwipeButtonTitleMetrics {
  /// The title's point size at the default text size and below.
  public static let basePointSize: CGFloat = 15
  /// The padding on each side of the title, in points.
  public static let horizontalPadding: CGFloat = 6
  /// The narrowest natural button, in points.
  public static let minimumButtonWidth: CGFloat = 74
  /// The widest natural button, in points.
  public static let maximumButtonWidth: CGFloat = 120

  /// The title's point size, given `scaled`: 15 points scaled for the current text size (what
  /// `UIFontMetrics` for the body style returns for 15).
  ///
  /// Never below 15: the button does not shrink its title for small text sizes. A NaN or
  /// infinite `scaled` gives 15.
  public static func pointSize(dynamicTypeScaled scaled: CGFloat) -> CGFloat {
    guard scaled.isFinite else { return basePointSize }
    return Swift.max(basePointSize, scaled)
  }

  /// The width the system gives a button whose title (or image) is `contentWidth` wide:
  /// `contentWidth + 2 × 6`, clamped to 74…120. A NaN, infinite or negative content width
  /// counts as 0 (an empty title: 74).
  public static func naturalButtonWidth(contentWidth: CGFloat) -> CGFloat {
    let content = contentWidth.isFinite ? Swift.max(0, contentWidth) : 0
    let width = content + 2 * horizontalPadding
    return Swift.min(maximumButtonWidth, Swift.max(minimumButtonWidth, width))
  }
}
