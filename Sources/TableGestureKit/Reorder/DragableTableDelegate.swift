#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// What a table with `UITableView.dragable` turned on asks its app while a row is
  /// dragged, and what it tells it.
  ///
  /// Only ``tableView(_:dragCellFrom:to:)`` is required: it keeps your data in step with the
  /// screen. Every other method is optional, with the default its documentation gives: leave them
  /// out and every row can be dragged anywhere. Set it with `tableView.dragableDelegate = self`
  /// (held weakly).
  ///
  /// An Objective-C protocol with optional methods, like `UITableViewDelegate`, so that a method
  /// whose name is nearly right (`canDragCellAt:` for `canDragCellTo:`) gets the compiler's
  /// "nearly matches optional requirement" warning instead of silently never being called.
  ///
  /// Every index path passed in is valid in the table at the moment of the call. Touch points
  /// are in the row's own coordinates (origin at its top-left corner), as for
  /// ``SwipeableTableDelegate``.
  ///
  /// Declare the optional methods in the class or extension that declares the conformance: the
  /// compiler compares near misses only there. A method meant as one but written in another
  /// extension, or with every label dropped, compiles silently; in debug builds the first gesture
  /// on the table logs the optional methods the delegate does not implement, which names it.
  @objc @MainActor
  public protocol DragableTableDelegate: AnyObject {
    /// A row moved from `fromIndexPath` to `toIndexPath` (UIKit's `moveRow(at:to:)` semantics:
    /// `toIndexPath` is the row's final position). Move the item in your data the same way.
    ///
    /// With ``ReorderCommitMode/eachSwap`` (the default) it is called for every swap, inside the
    /// batch of updates that moves the row (`beginUpdates()` … `endUpdates()`): the table shows
    /// the move once it returns, and a `reloadData()` made here waits for the move; with
    /// ``ReorderCommitMode/onDrop`` once, on drop, from where the drag began to where it ended.
    /// - Parameters:
    ///   - tableView: the table whose row is dragged.
    ///   - fromIndexPath: where the row was before this move.
    ///   - toIndexPath: where the row is after this move.
    func tableView(
      _ tableView: UITableView, dragCellFrom fromIndexPath: IndexPath, to toIndexPath: IndexPath)

    /// Whether a long press at `point` may start dragging the row at `indexPath`. `point` is in
    /// the row's own coordinates (origin at its top-left corner): return `true` only over a drag
    /// handle to limit where a drag starts. Not implemented: `true`.
    ///
    /// VoiceOver's "Move up" / "Move down" have no finger: they ask
    /// ``tableView(_:canMoveCellWithAccessibilityAt:)`` instead, or, when you do not implement
    /// it, this method with the row's centre as the point.
    /// - Parameters:
    ///   - tableView: the table whose row is dragged.
    ///   - indexPath: the row under the finger.
    ///   - point: the touch, in the row's own coordinates.
    /// - Returns: `true` to let the drag start here.
    @objc optional func tableView(
      _ tableView: UITableView, canDragCellFrom indexPath: IndexPath,
      withTouchPoint point: CGPoint
    ) -> Bool

    /// Whether VoiceOver's "Move up" / "Move down" may move the row at `indexPath`. Implement it
    /// when ``tableView(_:canDragCellFrom:withTouchPoint:)`` limits drags to a handle: answer as
    /// for a finger on the handle (pinned rows still say no). Not implemented: the answer of
    /// ``tableView(_:canDragCellFrom:withTouchPoint:)`` at the row's centre.
    /// - Parameters:
    ///   - tableView: the table whose row is dragged.
    ///   - indexPath: the row VoiceOver would move.
    /// - Returns: `true` to offer "Move up" / "Move down" for the row.
    @objc optional func tableView(
      _ tableView: UITableView, canMoveCellWithAccessibilityAt indexPath: IndexPath
    ) -> Bool

    /// Whether the dragged row may stop at `indexPath` (its final position after the move).
    /// A refused position is never taken: the dragged row waits in front of it. Use it for
    /// pinned rows. Not implemented: `true`.
    /// - Parameters:
    ///   - tableView: the table whose row is dragged.
    ///   - indexPath: the position the dragged row would take.
    /// - Returns: `true` to let the row stop there.
    @objc optional func tableView(_ tableView: UITableView, canDragCellTo indexPath: IndexPath)
      -> Bool

    /// The position to use instead of `proposedIndexPath`, like UIKit's
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`. `originalIndexPath`
    /// is where the drag began. Return `originalIndexPath` (or the proposal's opposite
    /// direction) to make the row wait; a position further in the direction of travel is taken.
    /// Not implemented: the proposal.
    /// - Parameters:
    ///   - tableView: the table whose row is dragged.
    ///   - originalIndexPath: where the drag began.
    ///   - proposedIndexPath: the position the row would take next.
    /// - Returns: the position to take instead, or `proposedIndexPath` to accept it.
    @objc optional func tableView(
      _ tableView: UITableView, targetIndexPathForDragFrom originalIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath

    /// A drag of the row at `indexPath` is about to lift it.
    /// - Parameters:
    ///   - tableView: the table whose row is dragged.
    ///   - indexPath: the row about to lift.
    @objc optional func tableView(
      _ tableView: UITableView, willBeginDraggingCellAt indexPath: IndexPath)

    /// The row was dropped. It began at `fromIndexPath` and rests at `toIndexPath` (equal when
    /// it did not move). In ``ReorderCommitMode/onDrop`` mode
    /// ``tableView(_:dragCellFrom:to:)`` has just been called with the same two paths.
    /// - Parameters:
    ///   - tableView: the table whose row is dragged.
    ///   - fromIndexPath: where the drag began.
    ///   - toIndexPath: where the row rests.
    @objc optional func tableView(
      _ tableView: UITableView, didEndDraggingCellFrom fromIndexPath: IndexPath,
      to toIndexPath: IndexPath)

    /// The drag was cancelled (the gesture was interrupted, `UITableView.dragable` was
    /// turned off, the table left its window, or its data changed).
    ///
    /// `indexPath` is where the row rests now: where it was in ``ReorderCommitMode/eachSwap``
    /// mode (swaps already committed stay), where it began in ``ReorderCommitMode/onDrop`` mode
    /// (nothing was committed). It is `nil` when the table's data changed under the drag, as no
    /// index path from before the change can be trusted.
    /// - Parameters:
    ///   - tableView: the table whose row is dragged.
    ///   - indexPath: where the row rests now, or `nil` when the table's data changed.
    @objc optional func tableView(
      _ tableView: UITableView, didCancelDraggingCellAt indexPath: IndexPath?)
  }

#endif
