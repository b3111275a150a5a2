#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The app's side of the library's own swipe engine: which buttons a row has, whether a swipe
  /// may start, and which row is which. Set it with `tableView.swipeableDelegate = self` (held
  /// weakly). Touch points are in the row's own coordinates, as for ``DragableTableDelegate``.
  ///
  /// Only ``tableView(_:swipeActionsForRowAt:edge:)`` is required; every other method has a
  /// default. Edges are in the reading direction: in a right-to-left layout the leading actions
  /// come out of the right edge.
  @MainActor
  public protocol SwipeableTableDelegate: AnyObject {
    /// The buttons toward `edge` of the row; `nil` or no actions means no swipe that way.
    ///
    /// Asked when a swipe may start, when the row opens, when VoiceOver lists the row's actions
    /// and when an action runs; return the same actions each time for the same data (tell the
    /// table with ``UIKit/UITableView/swipeableActionsDidChange(forRowAt:)`` when they change while
    /// the row is open).
    func tableView(
      _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath, edge: SwipeableEdge
    ) -> SwipeableActionsConfiguration?

    /// Whether a swipe toward `edge` may start on the row at `indexPath` with the finger at
    /// `point`, in the row's own coordinates (origin at its top-left corner, as for
    /// ``DragableTableDelegate/tableView(_:canDragCellFrom:withTouchPoint:)``) — for rows that
    /// should swipe only from part of their width. Default: `true`.
    func tableView(
      _ tableView: UITableView, canSwipeRowAt indexPath: IndexPath, edge: SwipeableEdge,
      withTouchPoint point: CGPoint
    ) -> Bool

    /// A row starts to move (a swipe, a programmatic open, a hint). Default: nothing.
    func tableView(
      _ tableView: UITableView, willBeginSwipingRowAt indexPath: IndexPath, edge: SwipeableEdge)

    /// The row is back at rest, or gone (`nil`: it was deleted or reloaded away). Default:
    /// nothing.
    func tableView(_ tableView: UITableView, didEndSwipingRowAt indexPath: IndexPath?)

    /// A stable identity for the row (your model's ID), so an open row stays open through
    /// `reloadData()`. Default: `nil` (an open row closes on reload).
    func tableView(_ tableView: UITableView, swipeIdentityForRowAt indexPath: IndexPath)
      -> AnyHashable?

    /// Where the row with `identity` is now, or `nil` when it no longer exists. Default: `nil`.
    func tableView(_ tableView: UITableView, indexPathForSwipeIdentity identity: AnyHashable)
      -> IndexPath?
  }

  extension SwipeableTableDelegate {
    /// Lets every swipe start.
    public func tableView(
      _ tableView: UITableView, canSwipeRowAt indexPath: IndexPath, edge: SwipeableEdge,
      withTouchPoint point: CGPoint
    ) -> Bool { true }

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, willBeginSwipingRowAt indexPath: IndexPath, edge: SwipeableEdge
    ) {}

    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndSwipingRowAt indexPath: IndexPath?) {}

    /// Gives no identity: an open row closes on `reloadData()`.
    public func tableView(_ tableView: UITableView, swipeIdentityForRowAt indexPath: IndexPath)
      -> AnyHashable?
    { nil }

    /// Finds no row.
    public func tableView(
      _ tableView: UITableView, indexPathForSwipeIdentity identity: AnyHashable
    ) -> IndexPath? { nil }
  }
#endif
