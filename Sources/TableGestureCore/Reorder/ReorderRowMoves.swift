/// Who moves the dragged row in the table when a move is committed to the app.
public enum ReorderRowMoves: Int, Hashable, Sendable, CaseIterable {
  /// The library calls `moveRow(at:to:)` for each move it commits to your `dragCellFrom`. Use
  /// it with plain arrays. In `ReorderCommitMode/eachSwap` mode the move and your
  /// `dragCellFrom` run in one batch of updates (`beginUpdates()` … `endUpdates()`), so a
  /// `reloadData()` you make there waits for the move and shows your data.
  case library
  /// Your `dragCellFrom` moves the row in the table itself — for example by applying a
  /// `UITableViewDiffableDataSource` snapshot, or an `NSFetchedResultsController` delegate that
  /// animates changes — so the library never calls `moveRow(at:to:)` for a committed move (a
  /// second move would show the wrong order, or raise UIKit's "invalid number of rows").
  ///
  /// In `ReorderCommitMode/onDrop` mode the rows move on screen during the drag as usual; on
  /// drop the library first puts the row back where your data still has it, then commits, and
  /// your update moves it once.
  case dataSource
  /// The default: ``dataSource`` when the table's data source is one that moves rows itself (a
  /// `UITableViewDiffableDataSource`, detected when each drag begins), ``library`` otherwise.
  /// A fetched-results controller is not a data source and cannot be detected: follow the
  /// Core Data section of `docs/drag-to-reorder.md` (skip the table update for user-driven
  /// moves), or choose ``dataSource`` if your delegate animates the move.
  case automatic

  /// The mode a drag uses: ``automatic`` becomes ``dataSource`` when the data source moves rows
  /// itself, ``library`` when not; the other two stay as they are.
  @_spi(Headless) public func resolved(dataSourceMovesRows: Bool) -> ReorderRowMoves {
    guard self == .automatic else { return self }
    return dataSourceMovesRows ? .dataSource : .library
  }
}
