/// Which of iOS's two swipe looks the library's own engine draws.
///
/// iOS 13–18 draw a row's swipe actions as full-height rectangles side by side; iOS 26 draws them
/// as separate capsules with gaps between them, filled opaque in the action's colour
/// (`UISwipeActionDynamicPullView`, decompiled UIKitCore 26.1; see ``glass``). ``automatic`` follows what the system's own swipe looks like in the
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
  /// iOS 26's look — what "iOS 26's look" means throughout the library's documentation: separate
  /// capsules `row height − 8` tall, at most 50 pt (80 pt when a title-only action is present;
  /// a 50-pt circle with the title under it in rows at least 60 pt tall, when every action has
  /// an image and a title), 10 pt apart and 10 pt from the row's edge, centred on the row's
  /// visible part, each growing into view as the row opens (UIKit 26's sizes, decompiled
  /// UIKitCore 26.1, `_UISwipeActionDynamicButtonView`).
  ///
  /// The look sets shapes, not the material: by default the capsules are filled opaque in the
  /// action's colour, as UIKit 26 draws them. Liquid Glass is a separate setting,
  /// ``SwipeableOptions/buttonMaterial`` = ``SwipeableButtonMaterial/glass``.
  case glass
}
