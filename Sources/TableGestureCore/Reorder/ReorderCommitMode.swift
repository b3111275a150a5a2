/// When the app is told about moves.
public enum ReorderCommitMode: Int, Hashable, Sendable, CaseIterable {
  /// Every swap is committed as it happens, before the table moves the row (the classic
  /// behaviour): your data always matches the screen, even if the drag is cancelled.
  case eachSwap
  /// One move, from where the drag began to where the row was dropped, is committed on drop;
  /// a cancelled drag puts the row back and commits nothing. While the drag is active the row
  /// stays within its section (UIKit checks section counts against your data source on every
  /// move), and rows the table asks for are at their *displayed* positions: map them with
  /// `ReorderSession/dataIndexPath(forDisplayed:)`.
  case onDrop
}
