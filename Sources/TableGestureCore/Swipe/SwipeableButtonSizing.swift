import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a profile sizes buttons that have no explicit width.
public enum SwipeableButtonSizing: Sendable, Hashable {
  /// iOS: each button as wide as its content plus padding, kept within `minimum…maximum`
  /// (74…120 pt); the strip is shared in proportion to these widths.
  case natural(minimum: CGFloat, maximum: CGFloat)
  /// SwipeCellKit: every button gets the same width `b = max(minimum, widest preferred)`, with
  /// `maximum = (W − 30) / n` and `minimum = min(maximum, 74)` unless the options say otherwise.
  case equal
}
