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

  /// The value clamped into `lower...upper`, for `lower ≤ upper` (the caller knows): a NaN value
  /// becomes `upper`, without a test of its own (``clamped(_:_:)``'s NaN test and its bounds'
  /// order cost about 14 instructions a button in the swipe's per-event frame maths,
  /// Benchmarks/README.md).
  @inlinable package func pinned(_ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
    // `min(upper, self)` is `upper` when `self` is NaN (`NaN < upper` is false).
    Swift.max(lower, Swift.min(upper, self))
  }
}
