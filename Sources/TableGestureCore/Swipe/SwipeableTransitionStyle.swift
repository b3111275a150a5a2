/// How the buttons move while the row's content slides (see `SwipeTransitionLayout`).
public enum SwipeableTransitionStyle: Sendable, Hashable, CaseIterable {
  /// Each button takes an equal (or width-proportional) share of the revealed strip; the
  /// outermost rides the screen edge. SwipeCellKit's default.
  case border
  /// The buttons ride the content's edge at their full widths; the screen edge clips them.
  case drag
  /// The buttons sit still at their open positions and the moving content uncovers them.
  case reveal
  /// MGSwipeTableCell's `static`: the same positions as ``reveal``.
  case `static`
  /// MGSwipeTableCell's `clipCenter`: ``border`` positions, each button clipped symmetrically
  /// about its centre until fully open.
  case clipCenter
  /// MGSwipeTableCell's `rotate3D`: ``reveal`` positions with the buttons turned in perspective
  /// about the vertical axis through their middle, by a quarter turn times the part not yet
  /// revealed, flat when fully open (drawn with a 3D layer transform on iOS; `tablesim` draws it
  /// flat).
  case rotate3D
  /// iOS 26's: each button sits at its open place and grows into view — scale and opacity
  /// following the part of it the content has uncovered, invisible below 30 % — as the row
  /// opens; past the open width the outermost button stretches inward (decompiled UIKitCore
  /// 26.1, `-[UISwipeActionDynamicPullView _moveToOffset:animator:interactive:animated:]`). The
  /// glass look's default.
  case grow
}
