import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where one button is drawn for one row offset, in the row's coordinates (x from the row's left
/// edge, in points). Produced by ``SwipeTransitionLayout``.
@_spi(Headless) public struct SwipeButtonFrame: Sendable, Hashable {
  /// The button's index in the app's action list (0 = outermost).
  public var actionIndex: Int
  /// The left edge of the button's content rect (title, image or custom view).
  public var minX: CGFloat
  /// The button's full width.
  public var width: CGFloat
  /// The left edge of the part of the button's background that shows.
  public var visibleMinX: CGFloat
  /// The width of the part that shows (0 when covered or clipped away).
  public var visibleWidth: CGFloat
  /// ``visibleWidth`` divided by ``width`` (may exceed 1 when a border button is stretched).
  public var percentVisible: CGFloat
  /// For ``SwipeableTransitionStyle/clipCenter``: how much is clipped from each side.
  public var clipInset: CGFloat
  /// For ``SwipeableTransitionStyle/rotate3D``: the strip's turn about the vertical axis, radians
  /// (perspective `m34 = −1/400`, pivot at the middle of the buttons).
  public var rotation: CGFloat
  /// Whether this is the expanding button covering the whole revealed strip.
  public var isExpanded: Bool
  /// The scale the button's content should have (its ``SwipeableScaleTransition``, or the
  /// ``SwipeableScaleAndAlphaExpansion`` of the other buttons during a full swipe); 1 by default.
  /// A target: when it changes, animate to it over ``animationDuration`` after
  /// ``animationDelay``.
  public var scale: CGFloat = 1
  /// The alpha the button's content should have (0 while another button expands); 1 by default.
  public var alpha: CGFloat = 1
  /// How long a change of ``scale`` or ``alpha`` animates, in seconds; 0 (with no delay) for
  /// the first placement after the buttons are shown, so they appear at their scale and alpha.
  public var animationDuration: TimeInterval = 0
  /// How long to wait before animating a change of ``scale`` or ``alpha``, in seconds.
  public var animationDelay: TimeInterval = 0

  /// Creates a frame; each argument sets the property of the same name.
  public init(
    actionIndex: Int, minX: CGFloat, width: CGFloat, visibleMinX: CGFloat,
    visibleWidth: CGFloat, percentVisible: CGFloat, clipInset: CGFloat = 0,
    rotation: CGFloat = 0, isExpanded: Bool = false
  ) {
    self.actionIndex = actionIndex
    self.minX = minX
    self.width = width
    self.visibleMinX = visibleMinX
    self.visibleWidth = visibleWidth
    self.percentVisible = percentVisible
    self.clipInset = clipInset
    self.rotation = rotation
    self.isExpanded = isExpanded
  }
}
