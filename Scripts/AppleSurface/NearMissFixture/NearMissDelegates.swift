// App code whose delegate methods are nearly, not exactly, the library's optional ones. Both
// type-checks (Scripts/check-apple-surface.sh, Scripts/check-ios-sdk.sh) require exactly the
// warnings listed on the `expect-warning:` lines below, and fail when one disappears: a near miss
// must never compile silently (a pinned row that is silently not pinned).
// expect-warning: instance method 'tableView(_:canDragCellAt:)' nearly matches optional requirement 'tableView(_:canDragCellTo:)' of protocol 'DragableTableDelegate'
// expect-warning: instance method 'collectionView(_:canDragCellAt:)' nearly matches optional requirement 'collectionView(_:canDragCellTo:)' of protocol 'DragableCollectionDelegate'
// expect-warning: instance method 'tableView(_:canSwipeRowAt:edge:withPoint:)' nearly matches optional requirement 'tableView(_:canSwipeRowAt:edge:withTouchPoint:)' of protocol 'SwipeableTableDelegate'
// expect-warning: instance method 'tableView(_:willBeginSwipingRowAt:_:)' nearly matches optional requirement 'tableView(_:willBeginSwipingRowAt:edge:)' of protocol 'SwipeableTableDelegate'
// What the compiler cannot see — a near miss in another extension than the conformance's, or a
// method with all its labels dropped — is named at run time in debug builds
// (`GestureDelegateCheck.coverageNote`, logged at the table's first gesture).
import TableGestureKit
import UIKit

final class PinnedFirstRowController: UIViewController, DragableTableDelegate {
  var items = ["Pinned", "B", "C"]

  func tableView(
    _ tableView: UITableView, dragCellFrom fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    items.insert(items.remove(at: fromIndexPath.row), at: toIndexPath.row)
  }

  // Meant as `tableView(_:canDragCellTo:)`.
  func tableView(_ tableView: UITableView, canDragCellAt indexPath: IndexPath) -> Bool {
    indexPath.row > 0
  }
}

final class PinnedFirstItemController: UIViewController, DragableCollectionDelegate {
  var items = ["Pinned", "B", "C"]

  func collectionView(
    _ collectionView: UICollectionView, dragCellFrom fromIndexPath: IndexPath,
    to toIndexPath: IndexPath
  ) {
    items.insert(items.remove(at: fromIndexPath.item), at: toIndexPath.item)
  }

  // Meant as `collectionView(_:canDragCellTo:)`.
  func collectionView(_ collectionView: UICollectionView, canDragCellAt indexPath: IndexPath)
    -> Bool
  {
    indexPath.item > 0
  }
}

final class HalfWidthSwipeController: UIViewController, SwipeableTableDelegate {
  func tableView(
    _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath, edge: SwipeableEdge
  ) -> SwipeableActionsConfiguration? {
    nil
  }

  // Meant as `tableView(_:canSwipeRowAt:edge:withTouchPoint:)`.
  func tableView(
    _ tableView: UITableView, canSwipeRowAt indexPath: IndexPath, edge: SwipeableEdge,
    withPoint point: CGPoint
  ) -> Bool {
    point.x > tableView.bounds.midX
  }
}


// A dropped argument label is a near miss too (round 5's newcomer run). Meant as
// `tableView(_:willBeginSwipingRowAt:edge:)`.
final class DroppedLabelController: UIViewController, SwipeableTableDelegate {
  func tableView(
    _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath, edge: SwipeableEdge
  ) -> SwipeableActionsConfiguration? {
    nil
  }

  func tableView(
    _ tableView: UITableView, willBeginSwipingRowAt indexPath: IndexPath, _ edge: SwipeableEdge
  ) {}
}
