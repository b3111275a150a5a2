import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The app's say in a drag: where it may start, where the row may go, and where moves are sent.
///
/// The session asks these questions synchronously while it handles an event. Only
/// ``commitMove(from:to:)`` is required; the questions default to "yes" and "as proposed".
@_spi(Headless) public protocol ReorderPolicy {
  /// Whether a long press at `touchPoint` (in the row's own coordinates, origin at its top-left)
  /// may start dragging the row at `indexPath`. Use it to drag only from a handle.
  ///
  /// `touchPoint` is `nil` when there is no finger: a VoiceOver "Move up" / "Move down" action.
  /// Answer as for a finger on the handle (pinned rows still say no).
  func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool

  /// Whether the dragged row may stop at `indexPath` (its final position after the move). A
  /// refused position is never taken: the dragged row waits in front of it.
  func canMoveRow(to indexPath: IndexPath) -> Bool

  /// ``canMoveRow(to:)`` for `indexPath`, a two-element path whose section and row the caller
  /// has read (`section`, `row`): a list's gate decides by the two, which Foundation's index path
  /// hands out through calls. Default: ``canMoveRow(to:)``.
  func canMoveRow(to indexPath: IndexPath, section: Int, row: Int) -> Bool

  /// The position to use instead of `proposed`, with the semantics of
  /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`: `original` is where the
  /// drag began. The row moves to the returned position only if it lies further in the direction
  /// of travel than where the row is now; anything else — the row's current or original
  /// position, a position behind it, one that does not exist — makes the row wait where it is.
  func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath

  /// The row moved: update your data so that it matches. Called before the table moves the row
  /// (each swap), or once on drop in ``ReorderCommitMode/onDrop``.
  mutating func commitMove(from: IndexPath, to: IndexPath)

  /// The table is about to show the dragged row at `to` instead of `from`: called just before
  /// every `moveRow(at:to:)` the session makes (and, in ``ReorderRowMoves/dataSource`` mode, where
  /// the app's commit moves the row instead). ``ReorderController`` uses it so that
  /// ``ReorderController/dataIndexPath(forDisplayed:)`` is already right while the table asks for
  /// rows inside that move. Default: nothing.
  mutating func rowWillMove(from: IndexPath, to: IndexPath)

  /// ``rowWillMove(from:to:)`` for a swap under the finger, on the event's `table`. Default:
  /// ``rowWillMove(from:to:)``.
  mutating func rowWillMove(from: IndexPath, to: IndexPath, in table: some GestureTable)
  /// Whether the app has reloaded the table from inside this event's questions or commit and
  /// said so (``ReorderController/tableDidReloadData()`` from there): the table shows the app's
  /// data, so the session moves no row for the rest of the event; the drag is cancelled as soon
  /// as the event returns. Asked only when a step is due. Default: `false`.
  var tableDidReload: Bool { get }
}

extension ReorderPolicy {
  public func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool { true }
  public func canMoveRow(to indexPath: IndexPath) -> Bool { true }
  @inlinable public func canMoveRow(to indexPath: IndexPath, section: Int, row: Int) -> Bool {
    canMoveRow(to: indexPath)
  }
  public func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath {
    proposed
  }
  public mutating func rowWillMove(from: IndexPath, to: IndexPath) {}
  @inlinable public mutating func rowWillMove(
    from: IndexPath, to: IndexPath, in table: some GestureTable
  ) {
    rowWillMove(from: from, to: to)
  }
  public var tableDidReload: Bool { false }
}
