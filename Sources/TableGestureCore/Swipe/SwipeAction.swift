import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One button revealed by a swipe, as plain values.
///
/// The app's handler is not stored here: the engine calls
/// ``SwipeActionsProvider/performSwipeAction(_:forRowAt:completion:)`` with this value, so the
/// action stays a `Sendable`, comparable value. In an edge's list, index 0 is the **outermost**
/// button (furthest from the row's content) and the only one a full swipe performs — the same
/// convention as `UISwipeActionsConfiguration`.
@_spi(Headless) public struct SwipeAction: Sendable, Hashable {
  /// Identifies the action to the app (and names it to VoiceOver when it has no title).
  public var identifier: String
  /// The button's title.
  public var title: String?
  /// The button's image.
  public var image: SwipeActionImage?
  /// Ordinary or destructive.
  public var style: SwipeableActionStyle
  /// The button's background; `nil` gives the style's default (``resolvedBackgroundColor``).
  public var backgroundColor: SwipeColor?
  /// An app view shown instead of title and image.
  public var customView: SwipeCustomView?
  /// The button's width in points; `nil` lets the metrics profile decide. Non-finite or
  /// non-positive widths count as `nil`.
  public var width: CGFloat?
  /// The gap between this button and the next one toward the row's content, in points; `nil`
  /// uses ``SwipeableOptions/buttonSpacing``. Ignored for the innermost button (its gap to the content
  /// is ``SwipeableOptions/contentGap``). Negative or non-finite counts as zero.
  public var spacing: CGFloat?
  /// The shape of the button's background (``SwipeableButtonShape/automatic``: the look's).
  public var shape: SwipeableButtonShape
  /// Where the title and image go; the engine sets it for the look drawn before it hands the
  /// action to a host (``SwipeButtonContentLayout/stacked`` until then).
  public var content: SwipeButtonContentLayout = .stacked
  /// The name VoiceOver reads; `nil` falls back to ``title``, then ``identifier``.
  public var accessibilityLabel: String?
  /// A per-button transition (`nil` = none).
  public var transition: SwipeableScaleTransition?
  /// Whether tapping this (non-expandable) button closes the row right away instead of waiting
  /// for the completion.
  public var hidesWhenSelected: Bool

  /// Creates an action identified by `identifier`; omitted values are the defaults given on each
  /// property.
  public init(
    identifier: String, title: String? = nil, image: SwipeActionImage? = nil,
    style: SwipeableActionStyle = .default, backgroundColor: SwipeColor? = nil,
    customView: SwipeCustomView? = nil, width: CGFloat? = nil, spacing: CGFloat? = nil,
    shape: SwipeableButtonShape = .automatic, accessibilityLabel: String? = nil,
    transition: SwipeableScaleTransition? = nil, hidesWhenSelected: Bool = false
  ) {
    self.identifier = identifier
    self.title = title
    self.image = image
    self.style = style
    self.backgroundColor = backgroundColor
    self.customView = customView
    self.width = width
    self.spacing = spacing
    self.shape = shape
    self.accessibilityLabel = accessibilityLabel
    self.transition = transition
    self.hidesWhenSelected = hidesWhenSelected
  }

  /// The background to draw: the action's own, or red for destructive and grey otherwise.
  public var resolvedBackgroundColor: SwipeColor {
    backgroundColor ?? (style == .destructive ? .destructiveDefault : .normalDefault)
  }

  /// The explicit width when it is usable (finite and positive).
  var usableWidth: CGFloat? {
    guard let width, width.isFinite, width > 0 else { return nil }
    return width
  }

  /// The name VoiceOver reads: the accessibility label, the title, else the identifier.
  public var accessibilityName: String {
    if let accessibilityLabel, !accessibilityLabel.isEmpty { return accessibilityLabel }
    if let title, !title.isEmpty { return title }
    return identifier
  }
}
