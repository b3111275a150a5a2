import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How one edge's buttons look and behave. Every `nil` means "the look's or the metrics
/// profile's number".
public struct SwipeableOptions: Sendable, Hashable {
  /// Which of iOS's swipe looks to draw (default ``SwipeableLook/automatic``: the system's own
  /// where the app runs). It sets the defaults of the shapes, gaps, widths and transition.
  public var look: SwipeableLook
  /// What the buttons' backgrounds are drawn with (default ``SwipeableButtonMaterial/solid``).
  public var buttonMaterial: SwipeableButtonMaterial
  /// How the buttons move while the content slides; `nil` (the default) is the look's:
  /// ``SwipeableTransitionStyle/border`` in the classic look, ``SwipeableTransitionStyle/grow``
  /// in the glass look.
  public var transitionStyle: SwipeableTransitionStyle?
  /// What a full swipe does; `nil` uses the profile's own (``SwipeableMetrics/defaultExpansion``)
  /// when ``allowsFullSwipe`` is on.
  public var expansionStyle: SwipeableExpansionStyle?
  /// Whether a full swipe performs the outermost action (`performsFirstActionWithFullSwipe`);
  /// off means no expansion even when ``expansionStyle`` is set.
  public var allowsFullSwipe: Bool
  /// How the other buttons react when the outermost one expands; `nil` applies
  /// ``SwipeableScaleAndAlphaExpansion/default`` only when the expanding action's background is clear.
  public var buttonExpansion: SwipeableScaleAndAlphaExpansion?
  /// The colour behind the buttons (seen in gaps); `nil` = the host's default. An app sets the
  /// kit's `backgroundColor` (a `UIColor`).
  @_spi(Headless) public var background: SwipeColor?
  /// The least width of an automatically sized button, in points.
  public var minimumButtonWidth: CGFloat?
  /// The largest width of an automatically sized button, in points (0 = unlimited).
  public var maximumButtonWidth: CGFloat?
  /// Space around a button's title and image, in points.
  public var buttonPadding: CGFloat?
  /// Space between a button's image and title, in points.
  public var imageTitleSpacing: CGFloat?
  /// The gap between neighbouring buttons, in points (each action may set its own); `nil` is the
  /// look's: 0 in the classic look, 10 in the glass look.
  public var buttonSpacing: CGFloat?
  /// The gap between the row's content and the innermost button, in points; `nil` is the look's:
  /// 0 in the classic look, the button spacing in the glass look.
  public var contentGap: CGFloat?
  /// Space left between the outermost button and the row's outer edge, in points (added to the
  /// table's safe-area inset on that side); `nil` is the look's: 0 in the classic look, the
  /// button spacing in the glass look.
  public var outerInset: CGFloat?
  /// The set of numbers to use.
  public var metrics: SwipeableMetrics

  /// Creates options: the system's look and the `.native` profile unless given; a `nil` value
  /// uses the look's or the profile's number.
  /// - Parameters:
  ///   - look: which of iOS's swipe looks to draw (default `.automatic`).
  ///   - buttonMaterial: what the backgrounds are drawn with (default `.solid`).
  ///   - transitionStyle: how the buttons move while the content slides; `nil` (default) is the
  ///     look's.
  ///   - expansionStyle: what a full swipe does; `nil` (default) uses the profile's.
  ///   - allowsFullSwipe: whether a full swipe performs the outermost action (default `true`).
  ///   - buttonExpansion: how the other buttons react when the outermost one expands; `nil`
  ///     (default) applies the scale-and-alpha effect only behind a clear expanding button.
  ///   - minimumButtonWidth: the least width of an automatically sized button, in points.
  ///   - maximumButtonWidth: the largest width of an automatically sized button, in points
  ///     (0 = unlimited).
  ///   - buttonPadding: space around a button's title and image, in points.
  ///   - imageTitleSpacing: space between a button's image and title, in points.
  ///   - buttonSpacing: the gap between neighbouring buttons, in points.
  ///   - contentGap: the gap between the row's content and the innermost button, in points.
  ///   - outerInset: space between the outermost button and the row's outer edge, in points,
  ///     added to the safe-area inset.
  ///   - metrics: the profile every `nil` value comes from (default `.native`).
  public init(
    look: SwipeableLook = .automatic, buttonMaterial: SwipeableButtonMaterial = .solid,
    transitionStyle: SwipeableTransitionStyle? = nil,
    expansionStyle: SwipeableExpansionStyle? = nil,
    allowsFullSwipe: Bool = true, buttonExpansion: SwipeableScaleAndAlphaExpansion? = nil,
    minimumButtonWidth: CGFloat? = nil,
    maximumButtonWidth: CGFloat? = nil, buttonPadding: CGFloat? = nil,
    imageTitleSpacing: CGFloat? = nil, buttonSpacing: CGFloat? = nil, contentGap: CGFloat? = nil,
    outerInset: CGFloat? = nil, metrics: SwipeableMetrics = .native
  ) {
    self.look = look
    self.buttonMaterial = buttonMaterial
    self.transitionStyle = transitionStyle
    self.expansionStyle = expansionStyle
    self.allowsFullSwipe = allowsFullSwipe
    self.buttonExpansion = buttonExpansion
    self.background = nil
    self.minimumButtonWidth = minimumButtonWidth
    self.maximumButtonWidth = maximumButtonWidth
    self.buttonPadding = buttonPadding
    self.imageTitleSpacing = imageTitleSpacing
    self.buttonSpacing = buttonSpacing
    self.contentGap = contentGap
    self.outerInset = outerInset
    self.metrics = metrics
  }

  /// The expansion in force: none when full swipes are off, else the app's style, else the
  /// profile's.
  @_spi(Headless) public var effectiveExpansion: SwipeableExpansionStyle? {
    guard allowsFullSwipe else { return nil }
    return expansionStyle ?? metrics.defaultExpansion
  }
}
