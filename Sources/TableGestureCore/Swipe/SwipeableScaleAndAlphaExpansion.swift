import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How the other buttons react when the outermost one expands: they shrink and fade out one
/// after another, and come back in reverse order (SwipeCellKit's `ScaleAndAlphaExpansion`:
/// 0.15 s, scale 0.8, 0.1 s between buttons).
public struct SwipeableScaleAndAlphaExpansion: Sendable, Hashable {
  /// Each button's animation duration, in seconds.
  public var duration: TimeInterval
  /// The scale of a hidden button.
  public var scale: CGFloat
  /// Delay between consecutive buttons, in seconds.
  public var interButtonDelay: TimeInterval

  /// Creates the effect; omitted values are SwipeCellKit's defaults.
  /// - Parameters:
  ///   - duration: each button's animation duration, in seconds (default 0.15).
  ///   - scale: the scale of a hidden button (default 0.8).
  ///   - interButtonDelay: delay between consecutive buttons, in seconds (default 0.1).
  public init(
    duration: TimeInterval = 0.15, scale: CGFloat = 0.8, interButtonDelay: TimeInterval = 0.1
  ) {
    self.duration = duration
    self.scale = scale
    self.interButtonDelay = interButtonDelay
  }

  /// SwipeCellKit's numbers.
  public static let `default` = SwipeableScaleAndAlphaExpansion()

  /// One button's animation.
  @_spi(Headless) public struct Step: Sendable, Hashable {
    /// The button's index in the action list.
    public var actionIndex: Int
    /// Target scale.
    public var scale: CGFloat
    /// Target alpha.
    public var alpha: CGFloat
    /// Delay before it starts, in seconds.
    public var delay: TimeInterval
    /// Duration, in seconds.
    public var duration: TimeInterval
  }

  /// The delay before the expanding button's own animation (one inter-button delay when
  /// expanding, none when collapsing).
  @_spi(Headless) public func expandingButtonDelay(expanding: Bool) -> TimeInterval {
    expanding ? interButtonDelay : 0
  }

  /// The step for the `position`-th of the other buttons, counted outermost first (0 = the one
  /// next to the expanding button). Expanding: scale down and fade out after `delay·position`;
  /// collapsing: back to full after `delay·(count − position)`, so the last to go is the first back.
  @_spi(Headless) public func step(position: Int, of count: Int, actionIndex: Int, expanding: Bool)
    -> Step
  {
    let p = Swift.max(0, position)
    let delay =
      expanding
      ? interButtonDelay * Double(p)
      : interButtonDelay * Double(Swift.max(1, count - p))
    return Step(
      actionIndex: actionIndex, scale: expanding ? scale : 1, alpha: expanding ? 0 : 1,
      delay: delay, duration: duration)
  }

  /// Whether the behaviour applies for a set of options and the expanding action: the options'
  /// own, else the default when the action's background is clear.
  @_spi(Headless) public static func resolved(
    options: SwipeableOptions, expandingAction: SwipeAction?
  )
    -> SwipeableScaleAndAlphaExpansion?
  {
    if let own = options.buttonExpansion { return own }
    return expandingAction?.resolvedBackgroundColor.isClear == true ? .default : nil
  }
}
