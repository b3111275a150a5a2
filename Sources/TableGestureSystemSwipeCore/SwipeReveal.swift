import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Whether the system pull view is fully revealed, judged with a tolerance.
@_spi(Headless) public enum SwipeReveal {
  /// The tolerance used when none (or an unusable one) is given, in points.
  public static let defaultTolerance: CGFloat = 0.5

  /// Whether the pull view is as wide as its container (the cell), give or take `tolerance`.
  ///
  /// A pull view wider than the container also counts as fully revealed. A NaN or infinite
  /// width, or a container width that is not finite and positive, counts as partly revealed.
  /// A NaN, infinite or negative tolerance is replaced by `defaultTolerance`.
  public static func isFullyRevealed(
    pullViewWidth: CGFloat,
    containerWidth: CGFloat,
    tolerance: CGFloat = defaultTolerance
  ) -> Bool {
    guard pullViewWidth.isFinite, containerWidth.isFinite, containerWidth > 0 else {
      return false
    }
    let slack = tolerance.isFinite && tolerance >= 0 ? tolerance : defaultTolerance
    return pullViewWidth >= containerWidth - slack
  }
}
