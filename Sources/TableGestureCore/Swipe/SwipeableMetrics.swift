import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A profile of numbers: how the pan starts, resists, settles and animates, and how buttons are
/// sized. Two are built in: ``native`` (iOS's own, the default) and ``swipeCellKit``.
///
/// Sources: SwipeCellKit 2.7.1's sources (`SwipeTableOptions`, `SwipeController`, `SwipeActionsView`)
/// and decompiled UIKitCore 26.1 (`_UISwipeHandler`, `UISwipeActionPullView`).
public struct SwipeableMetrics: Sendable, Hashable {
  /// Finger travel, in points, before the pan decides between swiping and scrolling.
  public var panHysteresis: CGFloat
  /// Release speed, in points per second, above which the direction of the fling decides;
  /// at or below it the distance decides.
  public var flingVelocity: CGFloat
  /// The fraction of the open width the row must be past on a slow release to open.
  public var openFraction: CGFloat
  /// Resistance past the open width (or past the expansion target).
  public var rubberBand: SwipeableRubberBand
  /// Resistance toward a side with no actions.
  public var wrongSideBand: SwipeableRubberBand
  /// How buttons without an explicit width are sized.
  public var buttonSizing: SwipeableButtonSizing
  /// Space around a button's content, in points.
  public var buttonPadding: CGFloat
  /// Space between a button's image and title, in points.
  public var imageTitleSpacing: CGFloat
  /// The full swipe used when the options name none (`nil` = no full swipe by default).
  public var defaultExpansion: SwipeableExpansionStyle?
  /// Haptic intensity on entering the full-swipe state (0…1).
  public var enterFullSwipeIntensity: CGFloat
  /// Haptic intensity on leaving the full-swipe state (0…1).
  public var leaveFullSwipeIntensity: CGFloat
  /// Which spring numbers the settle uses.
  public var springModel: SwipeableSpringModel
  /// Duration of programmatic show and hide and of closing after a bounce, in seconds.
  public var programmaticDuration: TimeInterval
  /// Duration of the fill animation, in seconds.
  public var fillDuration: TimeInterval
  /// Duration of the Reduce Motion ease-out, in seconds.
  public var reducedMotionDuration: TimeInterval
  /// Whether the full swipe triggers with the row exactly at its target (`true`), or only
  /// strictly past it (`false`: SwipeCellKit 2.7.1's `SwipeExpansionStyle.shouldExpand`,
  /// `x > targetOffset`).
  public var expandsAtTarget: Bool = true
  /// Whether a tap on the outermost button runs the full swipe's fill whatever the action
  /// (`true`: SwipeCellKit's `perform(action:)` expands the expandable action on a tap), or only
  /// for a destructive one (`false`: UIKit fills the row only when it is deleted; device review
  /// r4, N2).
  var tapFillsOutermost = false

  /// iOS's numbers: 25 pt hysteresis, 50 pt/s fling, open past half the open width, power
  /// rubber band ^0.7 both ways, natural widths 74…120 pt, padding 6, image–title 5, full swipe
  /// at iOS's distance (with its early trigger for destructive actions) with the handler
  /// resolving it, haptics 0.7 / 0.55, mass-2 springs,
  /// 0.4 s programmatic moves, 0.3 s fill.
  public static let native = SwipeableMetrics(
    panHysteresis: 25, flingVelocity: 50, openFraction: 0.5,
    rubberBand: .power(exponent: 0.7), wrongSideBand: .power(exponent: 0.7),
    buttonSizing: .natural(minimum: 74, maximum: 120), buttonPadding: 6, imageTitleSpacing: 5,
    defaultExpansion: SwipeableExpansionStyle(
      target: .fullSwipe, additionalTriggers: [.destructiveFingerNearEdge],
      completionAnimation: .fill(.manual(timing: .with))),
    enterFullSwipeIntensity: 0.7, leaveFullSwipeIntensity: 0.55, springModel: .native,
    programmaticDuration: 0.4, fillDuration: 0.3, reducedMotionDuration: 0.2)

  /// SwipeCellKit's numbers: linear resistance (0.4 past the buttons, 0.2 toward the wrong
  /// side and past the target), equal widths, padding 8, image–title 8, no full swipe unless
  /// asked for and then only strictly past its target, a light haptic both ways, mass-1 springs (k 100, c 18), 0.7 s programmatic
  /// moves, 0.3 s fill. Two numbers are the engine's own, not SwipeCellKit's, because the
  /// research lists SwipeCellKit's behaviour as a defect: the settle is by distance and velocity
  /// (MGSwipeTableCell's 100 pt/s and half the open width), not by velocity sign alone, and the
  /// pan waits for 10 pt of travel (SwipeCellKit relies on `UIPanGestureRecognizer`'s own slop,
  /// whose value is not documented).
  public static let swipeCellKit = SwipeableMetrics(
    panHysteresis: 10, flingVelocity: 100, openFraction: 0.5,
    rubberBand: .linear(ratio: 0.4), wrongSideBand: .linear(ratio: 0.2),
    buttonSizing: .equal, buttonPadding: 8, imageTitleSpacing: 8, defaultExpansion: nil,
    enterFullSwipeIntensity: 1, leaveFullSwipeIntensity: 1, springModel: .swipeCellKit,
    programmaticDuration: 0.7, fillDuration: 0.3, reducedMotionDuration: 0.2,
    expandsAtTarget: false, tapFillsOutermost: true)
}

/// Which peer's spring numbers a profile uses for the settle.
public enum SwipeableSpringModel: Sendable, Hashable {
  /// UIKit: mass 2, stiffness 600 (doubled and without velocity when the row was not being
  /// tracked), damping 65 (ζ ≈ 0.94), relative initial velocity clamped to 0…200. UIKit's
  /// default stiffness and damping are globals absent from the decompiled source, so 600 and
  /// 65 are chosen to settle in about 0.4 s; they are unverified.
  case native
  /// SwipeCellKit: mass 1, stiffness 100, damping 18 (ζ = 0.9) with relative initial velocity
  /// `v · ratio / distance` (ratio 0.4 when the row was past a limit, else 1); a release at
  /// exactly zero speed uses 0.7 s at damping ratio 1 instead.
  case swipeCellKit
}
