import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The one log line for a spacing the engine does not use: an action's ``SwipeAction/spacing``
/// is the gap on its content side — between it and the next button toward the row's content —
/// so the innermost button (the last action) has none to give; its gap to the content is
/// ``SwipeableOptions/contentGap`` (round 5's newcomer run). A configuration migrated from the system
/// customiser with `preferredButtonSpacing` set on every action meets it too.
@_spi(Headless) public enum SwipeSpacingNote {
  /// The note for `actions` (outermost first), or `nil` when the innermost one's spacing is
  /// unset, zero, negative or not finite (all of which mean no gap).
  public static func message(for actions: [SwipeAction]) -> String? {
    guard let spacing = actions.last?.spacing, spacing.isFinite, spacing > 0 else { return nil }
    return "swipeable table: the innermost button's spacing is ignored. A button's spacing is "
      + "the gap on its content side, to the next button toward the row's content, and the "
      + "innermost button has none; set SwipeableOptions.contentGap for the gap between the "
      + "row's content and that button."
  }
}
