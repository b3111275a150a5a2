#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The app's swipe delegate as the swipe helper asks it, whatever its view: one struct per
  /// view type (``SwipeableTableAnswers``, ``SwipeableCollectionAnswers``) translating each
  /// question into the delegate's own spelling, with the defaults its documentation gives where
  /// an optional method is not implemented (as ``DragableAnswers`` does for the drag).
  @MainActor
  protocol SwipeableAnswers {
    /// The view whose delegate this is.
    associatedtype List: AnyObject

    /// The buttons toward `edge` of the row, or `nil` for none.
    func actions(forRowAt indexPath: IndexPath, edge: SwipeableEdge, in list: List)
      -> SwipeableActionsConfiguration?

    /// Whether a swipe may start on the row with the finger at `point` (row coordinates).
    /// Not implemented: `true`.
    func canSwipe(
      rowAt indexPath: IndexPath, edge: SwipeableEdge, touchPoint point: CGPoint, in list: List
    ) -> Bool

    /// A row starts to move.
    func willBeginSwiping(rowAt indexPath: IndexPath, edge: SwipeableEdge, in list: List)

    /// The row is back at rest, or gone (`nil`).
    func didEndSwiping(rowAt indexPath: IndexPath?, in list: List)

    /// The delegate's identity for the row, or `nil` when it gives none.
    func identity(ofRowAt indexPath: IndexPath, in list: List) -> AnyHashable?

    /// The delegate's index path for `identity`, or `nil` when it gives none.
    func indexPath(forIdentity identity: AnyHashable, in list: List) -> IndexPath?
  }

  /// A table's ``SwipeableTableDelegate`` as the swipe helper asks it.
  @MainActor
  struct SwipeableTableAnswers: SwipeableAnswers {
    let delegate: any SwipeableTableDelegate

    func actions(forRowAt indexPath: IndexPath, edge: SwipeableEdge, in list: UITableView)
      -> SwipeableActionsConfiguration?
    {
      delegate.tableView(list, swipeActionsForRowAt: indexPath, edge: edge)
    }

    func canSwipe(
      rowAt indexPath: IndexPath, edge: SwipeableEdge, touchPoint point: CGPoint,
      in list: UITableView
    ) -> Bool {
      delegate.tableView?(list, canSwipeRowAt: indexPath, edge: edge, withTouchPoint: point)
        ?? true
    }

    func willBeginSwiping(rowAt indexPath: IndexPath, edge: SwipeableEdge, in list: UITableView) {
      delegate.tableView?(list, willBeginSwipingRowAt: indexPath, edge: edge)
    }

    func didEndSwiping(rowAt indexPath: IndexPath?, in list: UITableView) {
      delegate.tableView?(list, didEndSwipingRowAt: indexPath)
    }

    func identity(ofRowAt indexPath: IndexPath, in list: UITableView) -> AnyHashable? {
      delegate.tableView?(list, swipeIdentityForRowAt: indexPath)
    }

    func indexPath(forIdentity identity: AnyHashable, in list: UITableView) -> IndexPath? {
      delegate.tableView?(list, indexPathForSwipeIdentity: identity)
    }
  }
#endif
