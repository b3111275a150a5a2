/// What a pan recogniser that has not begun yet (UIKit: `.possible`) does after the finger moved:
/// the answer of ``SwipeController/panDecision(at:translation:)``.
///
/// A UIKit pan begins after about 10 pt of travel, and once it has begun the table's scrolling
/// pan, which waits for it, has failed. A swipe judged only later (the native profile's 25 pt
/// hysteresis) that turns out vertical would then neither swipe nor scroll (device review r2, M5).
/// So the library's pan stays undecided until the engine has judged it.
@_spi(Headless) public enum SwipePanDecision: Sendable, Hashable {
  /// Not judged yet: the finger has not travelled the row's hysteresis. Stay undecided.
  case wait
  /// A swipe the engine claims: begin.
  case begin
  /// Not a swipe (vertical, no actions on that side, editing, a drag, a fill in flight, or
  /// unusable input): fail, so the table scrolls.
  case fail
}
