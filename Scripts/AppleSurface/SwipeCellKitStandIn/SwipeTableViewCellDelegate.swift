// Source/SwipeTableViewCellDelegate.swift (SwipeCellKit writes `: class`; `AnyObject` is the
// same constraint without Swift 5's deprecation warning)
import UIKit

/// Manages the display of action buttons when the cell is swiped.
public protocol SwipeTableViewCellDelegate: AnyObject {
  func tableView(
    _ tableView: UITableView, editActionsForRowAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) -> [SwipeAction]?

  func tableView(
    _ tableView: UITableView, editActionsOptionsForRowAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) -> SwipeOptions

  func tableView(
    _ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation)

  func tableView(
    _ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?,
    for orientation: SwipeActionsOrientation)

  func visibleRect(for tableView: UITableView) -> CGRect?
}

extension SwipeTableViewCellDelegate {
  public func tableView(
    _ tableView: UITableView, editActionsOptionsForRowAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) -> SwipeOptions { declarationOnly() }

  public func tableView(
    _ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) { declarationOnly() }

  public func tableView(
    _ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?,
    for orientation: SwipeActionsOrientation
  ) { declarationOnly() }

  public func visibleRect(for tableView: UITableView) -> CGRect? { declarationOnly() }
}
