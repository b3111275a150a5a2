import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What one swipe action asks of its system button: width, spacing, style and custom-view layout.
///
/// Stores the values as the app set them; the `resolved…` properties give the sanitised numbers
/// the layout uses, so bad input (NaN, infinities, zero or negative sizes) never reaches a frame.
@_spi(Headless) public struct SwipeButtonSpec: Sendable, Hashable {
  /// The button width used when none (or an unusable one) was set, in points.
  public static let defaultWidth: CGFloat = 74

  /// The wanted width of the button's visual, in points; `nil`, ≤ 0, NaN or infinite means 74.
  public var preferredWidth: CGFloat?
  /// Extra width added to the button as a visual gap, in points; negative, NaN or infinite means 0.
  public var spacing: CGFloat
  /// How the button looks.
  public var style: SwipeButtonStyle
  /// Insets of a custom view from its slot in the button (`.customView` only); non-finite
  /// components count as zero.
  public var customViewInsets: LayoutInsets
  /// A fixed height for a custom view, centred vertically in the inset area (useful on tall
  /// cells); `nil`, ≤ 0, NaN, infinite or taller than the inset area means "fill the inset area".
  public var customViewHeight: CGFloat?

  /// Creates a spec; omitted values are the defaults given on each property.
  public init(
    preferredWidth: CGFloat? = nil,
    spacing: CGFloat = 0,
    style: SwipeButtonStyle = .default,
    customViewInsets: LayoutInsets = .zero,
    customViewHeight: CGFloat? = nil
  ) {
    self.preferredWidth = preferredWidth
    self.spacing = spacing
    self.style = style
    self.customViewInsets = customViewInsets
    self.customViewHeight = customViewHeight
  }

  /// The width of the visual: `preferredWidth` when it is finite and positive, else 74.
  public var resolvedWidth: CGFloat {
    guard let width = preferredWidth, width.isFinite, width > 0 else {
      return SwipeButtonSpec.defaultWidth
    }
    return width
  }

  /// The gap: `spacing` when it is finite and positive, else 0.
  public var resolvedSpacing: CGFloat {
    spacing.isFinite && spacing > 0 ? spacing : 0
  }

  /// The width to give the system button (its private `buttonWidth`): visual width plus spacing.
  ///
  /// Should the sum overflow to infinity, the spacing is dropped.
  public var buttonWidth: CGFloat {
    let sum = resolvedWidth + resolvedSpacing
    return sum.isFinite ? sum : resolvedWidth
  }

  /// Whether the app set a usable width or a positive spacing, i.e. the button width differs
  /// from what the system would pick by itself.
  public var hasCustomWidth: Bool {
    if let width = preferredWidth, width.isFinite, width > 0 { return true }
    return resolvedSpacing > 0
  }
}
