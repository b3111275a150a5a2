#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The app's side of the library's own swipe engine: which buttons a row has, whether a swipe
  /// may start, and which row is which. Set it with `tableView.swipeableDelegate = self` (held
  /// weakly). Touch points are in the row's own coordinates, as for ``DragableTableDelegate``.
  ///
  /// Only ``tableView(_:swipeActionsForRowAt:edge:)`` is required; every other method is
  /// optional, with the default its documentation gives. Edges are in the reading direction: in a
  /// right-to-left layout the leading actions come out of the right edge.
  ///
  /// An Objective-C protocol with optional methods, like `UITableViewDelegate`, so that a method
  /// whose name is nearly right gets the compiler's "nearly matches optional requirement"
  /// warning instead of silently never being called.
  ///
  /// Declare the optional methods in the class or extension that declares the conformance: the
  /// compiler compares near misses only there. A method meant as one but written in another
  /// extension, or with every label dropped, compiles silently; in debug builds the first gesture
  /// on the table logs the optional methods the delegate does not implement, which names it.
  @objc @MainActor
  public protocol SwipeableTableDelegate: AnyObject {
    /// The buttons toward `edge` of the row; `nil` or no actions means no swipe that way.
    ///
    /// Asked when a swipe may start, when the row opens, when VoiceOver lists the row's actions
    /// and when an action runs; return the same actions each time for the same data (tell the
    /// table with ``UIKit/UITableView/swipeableActionsDidChange(forRowAt:)`` when they change while
    /// the row is open).
    /// - Parameters:
    ///   - tableView: the table whose row swipes.
    ///   - indexPath: the row.
    ///   - edge: the edge the buttons come out of, in the reading direction.
    /// - Returns: the buttons and their options, or `nil` for no swipe toward `edge`.
    func tableView(
      _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath, edge: SwipeableEdge
    ) -> SwipeableActionsConfiguration?

    /// Whether a swipe toward `edge` may start on the row at `indexPath` with the finger at
    /// `point`, in the row's own coordinates (origin at its top-left corner, as for
    /// ``DragableTableDelegate/tableView(_:canDragCellFrom:withTouchPoint:)``) — for rows that
    /// should swipe only from part of their width. Not implemented: `true`.
    /// - Parameters:
    ///   - tableView: the table whose row swipes.
    ///   - indexPath: the row under the finger.
    ///   - edge: the edge whose buttons the swipe would reveal.
    ///   - point: the touch, in the row's own coordinates.
    /// - Returns: `true` to let the swipe start.
    @objc optional func tableView(
      _ tableView: UITableView, canSwipeRowAt indexPath: IndexPath, edge: SwipeableEdge,
      withTouchPoint point: CGPoint
    ) -> Bool

    /// A row starts to move (a swipe, a programmatic open, a hint).
    /// - Parameters:
    ///   - tableView: the table whose row swipes.
    ///   - indexPath: the row that starts to move.
    ///   - edge: the edge whose buttons it reveals.
    @objc optional func tableView(
      _ tableView: UITableView, willBeginSwipingRowAt indexPath: IndexPath, edge: SwipeableEdge)

    /// The row is back at rest, or gone (`nil`: it was deleted or reloaded away).
    /// - Parameters:
    ///   - tableView: the table whose row swipes.
    ///   - indexPath: where the row rests, or `nil` when it is gone.
    @objc optional func tableView(
      _ tableView: UITableView, didEndSwipingRowAt indexPath: IndexPath?)

    /// A stable identity for the row (your model's ID), so an open row stays open through
    /// `reloadData()` and the update notices are optional (see
    /// ``UIKit/UITableView/swipeableTableDidReloadData()``). Not implemented: the item identifier
    /// of a `UITableViewDiffableDataSource`, else none (an open row closes on reload).
    /// - Parameters:
    ///   - tableView: the table whose row swipes.
    ///   - indexPath: the row.
    /// - Returns: the row's identity, or `nil` when it has none.
    @objc optional func tableView(
      _ tableView: UITableView, swipeIdentityForRowAt indexPath: IndexPath
    )
      -> AnyHashable?

    /// Where the row with `identity` is now, or `nil` when it no longer exists. Not implemented:
    /// a `UITableViewDiffableDataSource`'s index path of the item, else the row is not found.
    /// - Parameters:
    ///   - tableView: the table whose row swipes.
    ///   - identity: an identity you returned from ``tableView(_:swipeIdentityForRowAt:)``.
    /// - Returns: the row's index path now, or `nil` when it no longer exists.
    @objc optional func tableView(
      _ tableView: UITableView, indexPathForSwipeIdentity identity: AnyHashable
    )
      -> IndexPath?
  }

#endif
