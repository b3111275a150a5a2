/// What a pan recogniser that has not begun yet (UIKit: `.possible`) does after the finger moved:
/// the answer of ``SwipeController/panDecision(at:translation:)``.
///
/// A UIKit pan begins after about 10 pt of travel and excludes the table's scrolling pan. UIKit's
/// own swipe pan begins only after 25 pt (`-[_UISwipeHandler _setUp]`: `_setHysteresis:25.0`), so
/// the library's pan stays undecided until the engine has judged it at the row's hysteresis
/// (device review r2, M5). Nothing waits for that verdict but the iOS 26 content back-swipe
/// (``LibraryGestureRules``): the table's scrolling pan begins at its own 10 pt and excludes the
/// undecided pan (device review r4, N1; docs/gesture-arbitration.md).
@_spi(Headless) public enum SwipePanDecision: Sendable, Hashable {
  /// Not judged yet: the finger has not travelled the row's hysteresis. Stay undecided.
  case wait
  /// A swipe the engine claims: begin.
  case begin
  /// Not a swipe (vertical, no actions on that side, editing, a drag, a fill in flight, or
  /// unusable input): fail, so the table scrolls.
  case fail

  /// Whether the pan fails when another finger touches down while the first one is down:
  /// while it is undecided (`judged` false) it fails, as UIKit's swipe pan does
  /// (`-[_UISwipeActionPanGestureRecognizer touchesBegan:withEvent:]`: more than one active touch
  /// → failed; facts W4; device review r5, R5-3); once the engine has said ``begin`` the swipe
  /// goes on, judged on the first finger only.
  public static func failsOnAnotherTouch(judged: Bool) -> Bool { !judged }
}
