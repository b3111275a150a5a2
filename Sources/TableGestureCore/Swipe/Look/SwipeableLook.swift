/// Which of iOS's two swipe looks the library's own engine draws.
///
/// iOS 13–18 draw a row's swipe actions as full-height rectangles side by side; iOS 26 draws them
/// as separate capsules with gaps between them, in Liquid Glass (`UISwipeActionDynamicPullView`,
/// decompiled UIKitCore 26.1). ``automatic`` follows what the system's own swipe looks like in the
/// running app, so a table driven by this engine matches the app's other tables; the two other
/// cases pin one look on every iOS version.
///
/// The look sets the defaults — each button's shape, the gaps, how far the row opens, how the
/// buttons appear and what they are drawn with. Anything set explicitly (a button's
/// `buttonShape`, its `width` or `spacing`, the options' widths and gaps) wins in both looks.
public enum SwipeableLook: Sendable, Hashable, CaseIterable {
  /// The system's look where the app runs: ``glass`` on iOS 26 and later, ``classic`` before and
  /// when the app keeps the earlier design with `UIDesignRequiresCompatibility` (which iOS
  /// ignores once the app is built with the iOS 27 SDK). The default.
  case automatic
  /// iOS 13–18's look: full-height rectangles side by side, 74–120 pt wide, sliding out with the
  /// row's content.
  case classic
  /// iOS 26's look: capsules 44 pt tall with 10-pt gaps, centred on the row's visible part, each
  /// growing into view as the row opens, drawn with `UIGlassEffect` tinted in the action's
  /// colour on iOS 26 and later (a solid fill before iOS 26 and with Reduce Transparency on).
  case glass
}
