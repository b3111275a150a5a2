import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Insets from the four edges of a rectangle, in points.
///
/// The core's stand-in for `UIEdgeInsets`, which does not exist off Apple platforms. Used for a
/// table's adjusted content insets and for the insets of a custom swipe-button view.
/// Non-finite components are treated as zero by the code that consumes them.
@_spi(Headless) public struct LayoutInsets: Hashable, Sendable {
  /// The inset from the top edge, in points.
  public var top: CGFloat
  /// The inset from the left edge, in points.
  public var left: CGFloat
  /// The inset from the bottom edge, in points.
  public var bottom: CGFloat
  /// The inset from the right edge, in points.
  public var right: CGFloat

  /// Creates insets from the four edges' values; omitted edges are 0.
  @inlinable public init(
    top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0
  ) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = LayoutInsets()

  /// The same insets with every non-finite component replaced by zero.
  @inlinable public var sanitized: LayoutInsets {
    LayoutInsets(
      top: top.finiteOrZero, left: left.finiteOrZero,
      bottom: bottom.finiteOrZero, right: right.finiteOrZero)
  }
}
