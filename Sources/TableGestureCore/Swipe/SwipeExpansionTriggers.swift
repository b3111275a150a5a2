import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A full swipe's extra triggers (``SwipeableExpansionStyle/additionalTriggers``) resolved once,
/// when the row is measured, into the few numbers an event compares with: a row past its open
/// width checks them on every pan update and display frame, where walking the list (and copying
/// the expansion to reach it) cost about 90 instructions an event.
///
/// Any trigger met expands, so each kind keeps its most eager value: the smallest overscroll
/// amount and the smallest touch fraction. The answers are those of checking each trigger in
/// turn (`SwipeExpansionTriggersTests`).
struct SwipeExpansionTriggers: Sendable, Hashable {
  /// The distance past which an ``SwipeableExpansionStyle/Trigger/overscroll(_:)`` trigger
  /// expands: the open width plus the smallest amount (a non-finite amount counts as zero);
  /// infinity without one.
  let overscrollLimit: CGFloat
  /// The smallest fraction of the row's width, from the actions' edge, past which the finger
  /// expands (``SwipeableExpansionStyle/Trigger/touchThreshold(_:)``); infinity without one. A
  /// NaN fraction never triggers, so it is left out.
  let touchFraction: CGFloat
  /// Whether ``SwipeableExpansionStyle/Trigger/destructiveFingerNearEdge`` is in force: the
  /// expansion has it and its action (the outermost) is destructive.
  let destructiveFingerNearEdge: Bool

  /// No extra triggers.
  static let none = SwipeExpansionTriggers(
    overscrollLimit: .infinity, touchFraction: .infinity, destructiveFingerNearEdge: false)

  init(overscrollLimit: CGFloat, touchFraction: CGFloat, destructiveFingerNearEdge: Bool) {
    self.overscrollLimit = overscrollLimit
    self.touchFraction = touchFraction
    self.destructiveFingerNearEdge = destructiveFingerNearEdge
  }

  /// `triggers` of a row that opens `openWidth` points, its outermost action destructive or not.
  init(
    _ triggers: [SwipeableExpansionStyle.Trigger], openWidth: CGFloat, isPrimaryDestructive: Bool
  ) {
    var overscroll = CGFloat.infinity
    var fraction = CGFloat.infinity
    var nearEdge = false
    for trigger in triggers {
      switch trigger {
      case .overscroll(let amount): overscroll = Swift.min(overscroll, amount.finiteOrZero)
      case .touchThreshold(let f) where !f.isNaN: fraction = Swift.min(fraction, f)
      case .touchThreshold: break
      case .destructiveFingerNearEdge: nearEdge = isPrimaryDestructive
      }
    }
    self.init(
      overscrollLimit: openWidth + overscroll, touchFraction: fraction,
      destructiveFingerNearEdge: nearEdge)
  }
}
