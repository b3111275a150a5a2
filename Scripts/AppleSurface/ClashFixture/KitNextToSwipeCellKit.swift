// An app halfway through moving from SwipeCellKit to TableGestureKit: one file imports both and
// names each library's types without a module prefix. It must compile (Scripts/check-apple-surface.sh
// compiles it as app code against ../SwipeCellKitStandIn/, a module named `SwipeCellKit` that
// declares every public type of SwipeCellKit 2.7.1): an unqualified name that both modules export
// is an "ambiguous for type lookup" error here.
import SwipeCellKit
import TableGestureKit
import UIKit

/// Every public type name of SwipeCellKit 2.7.1, unqualified, where a type is looked up (as an
/// expression, `SwipeAction.self` would let the compiler pick one of two candidates silently).
func takesEverySwipeCellKitType(
  _ action: SwipeAction, _ style: SwipeActionStyle, _ fulfillment: ExpansionFulfillmentStyle,
  _ transitioning: any SwipeActionTransitioning, _ context: SwipeActionTransitioningContext,
  _ scale: ScaleTransition, _ expanding: any SwipeExpanding,
  _ timing: SwipeExpansionAnimationTimingParameters, _ scaleAndAlpha: ScaleAndAlphaExpansion,
  _ expansion: SwipeExpansionStyle, _ options: SwipeOptions, _ tableOptions: SwipeTableOptions,
  _ transition: SwipeTransitionStyle, _ orientation: SwipeActionsOrientation,
  _ alignment: SwipeVerticalAlignment, _ tableCell: SwipeTableViewCell,
  _ tableDelegate: any SwipeTableViewCellDelegate, _ collectionCell: SwipeCollectionViewCell,
  _ collectionDelegate: any SwipeCollectionViewCellDelegate
) {}

/// The swipe types an app writes with TableGestureKit, unqualified, next to SwipeCellKit's.
func takesTableGestureKitSwipeTypes(
  _ action: SwipeableAction, _ configuration: SwipeableActionsConfiguration,
  _ delegate: any SwipeableTableDelegate, _ options: SwipeableOptions,
  _ style: SwipeableActionStyle, _ edge: SwipeableEdge, _ expansion: SwipeableExpansionStyle,
  _ transition: SwipeableTransitionStyle, _ scale: SwipeableScaleTransition,
  _ scaleAndAlpha: SwipeableScaleAndAlphaExpansion, _ metrics: SwipeableMetrics
) {}

/// A screen not moved yet: SwipeCellKit's cell subclass and per-cell delegate.
final class InboxController: UIViewController, @preconcurrency SwipeTableViewCellDelegate {
  var items = ["Milk", "Eggs"]

  func tableView(
    _ tableView: UITableView, editActionsForRowAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) -> [SwipeAction]? {
    guard orientation == .right else { return nil }
    let delete = SwipeAction(style: .destructive, title: "Delete") { action, indexPath in
      action.fulfill(with: .delete)
    }
    delete.transitionDelegate = ScaleTransition.default
    return [delete]
  }

  func tableView(
    _ tableView: UITableView, editActionsOptionsForRowAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) -> SwipeOptions {
    var options = SwipeOptions()
    options.expansionStyle = SwipeExpansionStyle.destructive
    options.transitionStyle = SwipeTransitionStyle.border
    options.expansionDelegate = ScaleAndAlphaExpansion.default
    options.buttonSpacing = 4  // SwipeCellKit: between a button's image and title
    return options
  }

  func close(_ cell: SwipeTableViewCell) {
    cell.hideSwipe(animated: true)
  }
}

/// The same screen moved: no cell subclass, one delegate for the table.
final class ArchiveController: UIViewController, SwipeableTableDelegate {
  var items = ["Milk", "Eggs"]
  let tableView = UITableView(frame: .zero, style: .plain)

  func start() {
    tableView.swipeable = true
    tableView.swipeableDelegate = self
  }

  func tableView(
    _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath, edge: SwipeableEdge
  ) -> SwipeableActionsConfiguration? {
    guard edge == .trailing else { return nil }
    let delete = SwipeableAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      self?.items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      completion(true)
    }
    delete.transition = SwipeableScaleTransition.default
    let options = SwipeableOptions(
      transitionStyle: SwipeableTransitionStyle.border,
      expansionStyle: SwipeableExpansionStyle.destructive,
      buttonExpansion: SwipeableScaleAndAlphaExpansion.default, imageTitleSpacing: 4,
      metrics: SwipeableMetrics.swipeCellKit)
    return SwipeableActionsConfiguration(actions: [delete], options: options)
  }

  func close() {
    tableView.hideSwipeActions(animated: true)
  }
}
