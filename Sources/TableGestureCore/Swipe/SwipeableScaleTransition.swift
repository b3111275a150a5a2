import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A per-button "pop": the button sits at ``initialScale`` until more than ``threshold`` of it
/// shows, then animates to full size over ``duration``, and back when it hides again
/// (SwipeCellKit's `ScaleTransition`: 0.15 s, 0.8, 0.5).
public struct SwipeableScaleTransition: Sendable, Hashable {
  /// Animation duration, in seconds.
  public var duration: TimeInterval
  /// The scale while mostly hidden.
  public var initialScale: CGFloat
  /// The fraction of the button that must show for full size.
  public var threshold: CGFloat

  /// Creates the pop; omitted values are SwipeCellKit's defaults.
  /// - Parameters:
  ///   - duration: animation duration, in seconds (default 0.15).
  ///   - initialScale: the scale while mostly hidden (default 0.8).
  ///   - threshold: the fraction of the button, 0 to 1, that must show for full size
  ///     (default 0.5).
  public init(duration: TimeInterval = 0.15, initialScale: CGFloat = 0.8, threshold: CGFloat = 0.5)
  {
    self.duration = duration
    self.initialScale = initialScale
    self.threshold = threshold
  }

  /// SwipeCellKit's numbers.
  public static let `default` = SwipeableScaleTransition()

  /// The scale a button showing `percentVisible` of itself should have.
  @_spi(Headless) public func scale(percentVisible: CGFloat) -> CGFloat {
    percentVisible.finiteOrZero > threshold ? 1 : initialScale
  }

  /// The animation to start when the visible fraction goes from `old` to `new`: the new target
  /// scale and the duration, or `nil` when the threshold was not crossed.
  @_spi(Headless) public func change(from old: CGFloat, to new: CGFloat) -> (
    scale: CGFloat, duration: TimeInterval
  )? {
    let before = scale(percentVisible: old)
    let after = scale(percentVisible: new)
    return before == after ? nil : (after, duration)
  }
}
