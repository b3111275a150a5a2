import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension CGFloat {
  /// The value, or zero when it is NaN or infinite.
  @inlinable package var finiteOrZero: CGFloat { isFinite ? self : 0 }

  /// The value clamped into `lower...upper`; a NaN value becomes `lower`.
  /// When `upper < lower` the result is `lower`.
  @inlinable package func clamped(_ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
    guard self == self else { return lower }
    return Swift.max(lower, Swift.min(self, Swift.max(lower, upper)))
  }
}
