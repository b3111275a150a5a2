/// Which system button belongs to which action (device review r4/r5, N15).
///
/// UIKit pairs them by index in two private arrays of the classic pull view, `_buttons[i]` with
/// `_actions[i]` (decompiled `UISwipeActionPullView`: `_rebuildButtons` builds `_buttons` from
/// `_actions`; `swipeActionButtonDidTouchUpInside:` and `sourceViewForAction:` look one up by the
/// other's index; `Scripts/AppleSurface/PrivateSwipeSurface.md`). The hook pairs them the same
/// way when `_buttons` reads as that many of the pull view's own buttons; otherwise it falls back
/// to the pull view's button subviews in order, which matches while UIKit adds them in `_buttons`
/// order (it does in 18.2 and 26.1) and nothing is inserted between them.
@_spi(Headless) public enum SwipeButtonPairing {
  /// The buttons in action order: `listed` (read from `_buttons`) when it has `actionCount`
  /// entries, each one of `subviews`; else `subviews` (the pull view's buttons, in order).
  public static func buttons<Button: Equatable>(
    listed: [Button]?, subviews: [Button], actionCount: Int
  ) -> [Button] {
    guard let listed, listed.count == actionCount, listed.allSatisfy(subviews.contains) else {
      return subviews
    }
    return listed
  }
}
