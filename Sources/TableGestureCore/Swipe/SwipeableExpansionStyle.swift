import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a full swipe does: how far it goes, what triggers it, and how it completes.
///
/// Only the outermost action (index 0) expands. Numbers follow SwipeCellKit 2.7.1: the target
/// is at least ``minimumTargetOverscroll`` (20 pt) past the open buttons, the row follows past the
/// target with ``targetOverscrollElasticity`` (0.2, linear profiles only), and expansion needs at
/// least ``minimumExpansionTranslation`` (8 pt) of finger travel.
public struct SwipeableExpansionStyle: Sendable, Hashable {
  /// Where the row goes when expansion triggers; reaching it also triggers.
  public enum Target: Sendable, Hashable {
    /// A fraction of the row's width (0…1).
    case percentage(CGFloat)
    /// The row's width less this many points.
    case edgeInset(CGFloat)
    /// iOS's own full-swipe distance: 0.525 × width for an ordinary action (at least the open
    /// width plus 20, at most the width); for a destructive one, width − 29 on the trailing edge
    /// and width − 64 on the leading edge (UIKit's `UISwipeOccurrence`).
    case fullSwipe
  }

  /// Extra conditions that trigger expansion before the target is reached.
  public enum Trigger: Sendable, Hashable {
    /// The finger is past this fraction of the row's width, measured from the actions' edge
    /// (for trailing actions in a left-to-right layout: within `(1 − f) × width` of the left
    /// edge). The buttons must also be fully open.
    case touchThreshold(CGFloat)
    /// The row has moved this many points past its open width.
    case overscroll(CGFloat)
    /// iOS's early trigger for a destructive primary action: the finger is within 50 pt of the
    /// edge it moves toward (75 pt on a row exactly 375 pt wide) and the row is past `k` of the
    /// target, `k = clamp(|v| / 2500, 0.66…0.8)` (`0.5…0.75` on rows 414 pt or wider), `v` the
    /// finger's speed. Only for destructive actions. (UIKit uses a table value for the zone on
    /// rows 414 pt or wider that the decompiled source does not show; 50 pt is used there.)
    case destructiveFingerNearEdge
  }

  /// When the app's handler runs during a fill.
  public enum HandlerTiming: Sendable, Hashable {
    /// As the fill starts (Mail).
    case with
    /// When the fill animation ends.
    case after
  }

  /// How a fill resolves by itself.
  public enum FulfillmentStyle: Sendable, Hashable {
    /// The app deletes the row in its handler; the engine then checks the row is gone and closes
    /// it if it is not (the engine never deletes rows itself).
    case delete
    /// The row closes after the handler.
    case reset
  }

  /// How a fill ends.
  public enum FillOptions: Sendable, Hashable {
    /// The engine resolves the fill itself after the handler (see ``FulfillmentStyle``).
    case automatic(FulfillmentStyle, timing: HandlerTiming)
    /// The app resolves it by calling the completion it receives: `true` for a destructive
    /// action means "the row is deleted", anything else closes the row.
    case manual(timing: HandlerTiming)

    /// The handler timing either way.
    public var timing: HandlerTiming {
      switch self {
      case .automatic(_, let timing), .manual(let timing): return timing
      }
    }
  }

  /// What happens on release while expanded.
  public enum CompletionAnimation: Sendable, Hashable {
    /// The row closes, then the handler runs.
    case bounce
    /// The outermost button fills the row, which slides fully out.
    case fill(FillOptions)
  }

  /// Where the row goes when expansion triggers.
  public var target: Target
  /// Extra triggers.
  public var additionalTriggers: [Trigger]
  /// Whether the buttons take only a quarter of the space past their open width.
  public var elasticOverscroll: Bool
  /// What happens on release while expanded.
  public var completionAnimation: CompletionAnimation
  /// The least distance between the open width and the target, in points (default 20).
  public var minimumTargetOverscroll: CGFloat
  /// How much of the finger's travel past the target the row follows (linear profiles; 0.2).
  public var targetOverscrollElasticity: CGFloat

  /// The least finger travel, in points, before expansion can trigger.
  public static let minimumExpansionTranslation: CGFloat = 8

  /// Creates a full-swipe style; each argument sets the property of the same name.
  /// - Parameters:
  ///   - target: where the row goes when expansion triggers.
  ///   - additionalTriggers: triggers besides reaching the target (default none).
  ///   - elasticOverscroll: whether the buttons take only a quarter of the space past their open
  ///     width (default `false`).
  ///   - completionAnimation: what happens on release while expanded (default `.bounce`).
  ///   - minimumTargetOverscroll: the least distance between the open width and the target, in
  ///     points (default 20).
  ///   - targetOverscrollElasticity: how much of the finger's travel past the target the row
  ///     follows, for linear profiles (default 0.2).
  public init(
    target: Target, additionalTriggers: [Trigger] = [], elasticOverscroll: Bool = false,
    completionAnimation: CompletionAnimation = .bounce, minimumTargetOverscroll: CGFloat = 20,
    targetOverscrollElasticity: CGFloat = 0.2
  ) {
    self.target = target
    self.additionalTriggers = additionalTriggers
    self.elasticOverscroll = elasticOverscroll
    self.completionAnimation = completionAnimation
    self.minimumTargetOverscroll = minimumTargetOverscroll
    self.targetOverscrollElasticity = targetOverscrollElasticity
  }

  /// Half the row, elastic, closes then runs the handler.
  public static let selection = SwipeableExpansionStyle(
    target: .percentage(0.5), elasticOverscroll: true, completionAnimation: .bounce)
  /// 30 pt from the far edge or the finger past 80 %; the handler runs as the fill starts and
  /// must delete the row.
  public static let destructive = SwipeableExpansionStyle.destructive(
    handlerDeletesRow: true, timing: .with)
  /// As ``destructive`` with the handler run when the fill ends.
  public static let destructiveAfterFill = SwipeableExpansionStyle.destructive(
    handlerDeletesRow: true, timing: .after)
  /// 30 pt from the far edge or 30 pt of overscroll; the app resolves the fill.
  public static let fill = SwipeableExpansionStyle(
    target: .edgeInset(30), additionalTriggers: [.overscroll(30)],
    completionAnimation: .fill(.manual(timing: .after)))

  /// The destructive style: the target is 30 pt from the far edge, or the finger past 80 % of
  /// the row, and the fill slides the row fully out. The engine never deletes a row: the app does.
  /// - Parameters:
  ///   - handlerDeletesRow: `true` when the app's handler deletes the row (the engine then checks
  ///     it is gone, and closes it if not); `false` when the app resolves the fill with the
  ///     completion it receives.
  ///   - timing: when the handler runs: as the fill starts (`.with`, default) or when it ends.
  /// - Returns: the style; ``destructive`` and ``destructiveAfterFill`` are its two `true` forms.
  public static func destructive(handlerDeletesRow: Bool, timing: HandlerTiming = .with)
    -> SwipeableExpansionStyle
  {
    SwipeableExpansionStyle(
      target: .edgeInset(30), additionalTriggers: [.touchThreshold(0.8)],
      completionAnimation: .fill(
        handlerDeletesRow ? .automatic(.delete, timing: timing) : .manual(timing: timing)))
  }

  /// The destructive style under its SwipeCellKit name, where `automaticallyDelete` deletes the
  /// row; here the app's handler deletes it.
  /// - Parameters:
  ///   - automaticallyDelete: `true` when the app's handler deletes the row.
  ///   - timing: when the handler runs.
  /// - Returns: ``destructive(handlerDeletesRow:timing:)`` with the same values.
  @available(*, deprecated, renamed: "destructive(handlerDeletesRow:timing:)")
  public static func destructive(automaticallyDelete: Bool, timing: HandlerTiming = .with)
    -> SwipeableExpansionStyle
  {
    destructive(handlerDeletesRow: automaticallyDelete, timing: timing)
  }

  /// The row offset distance at which expansion triggers and to which the row snaps:
  /// `max(openWidth + minimumTargetOverscroll, target)`, never more than the row's width
  /// (unless the open width itself is wider). Non-finite inputs count as zero.
  @_spi(Headless) public func targetDistance(
    rowWidth: CGFloat, openWidth: CGFloat, edge: SwipeableEdge, isDestructive: Bool
  ) -> CGFloat {
    let width = Swift.max(0, rowWidth.finiteOrZero)
    let open = Swift.max(0, openWidth.finiteOrZero)
    let raw: CGFloat
    switch target {
    case .percentage(let fraction): raw = fraction.finiteOrZero * width
    case .edgeInset(let inset): raw = width - inset.finiteOrZero
    case .fullSwipe:
      if isDestructive {
        raw = width - (edge == .trailing ? 29 : 64)
      } else {
        raw = Swift.min(width, Swift.max(0.525 * width, open + 20))
      }
    }
    let minimum = open + Swift.max(0, minimumTargetOverscroll.finiteOrZero)
    return Swift.max(minimum, Swift.min(raw, width))
  }
}
