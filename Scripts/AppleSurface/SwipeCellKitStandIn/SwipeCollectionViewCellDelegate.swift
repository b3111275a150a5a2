// Source/SwipeCollectionViewCellDelegate.swift (`: class` there, as in
// SwipeTableViewCellDelegate.swift)
import UIKit

/// Manages the display of action buttons when the item is swiped.
public protocol SwipeCollectionViewCellDelegate: AnyObject {
  func collectionView(
    _ collectionView: UICollectionView, editActionsForItemAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) -> [SwipeAction]?

  func collectionView(
    _ collectionView: UICollectionView, editActionsOptionsForItemAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) -> SwipeOptions

  func collectionView(
    _ collectionView: UICollectionView, willBeginEditingItemAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation)

  func collectionView(
    _ collectionView: UICollectionView, didEndEditingItemAt indexPath: IndexPath?,
    for orientation: SwipeActionsOrientation)

  func visibleRect(for collectionView: UICollectionView) -> CGRect?
}

extension SwipeCollectionViewCellDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, editActionsOptionsForItemAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) -> SwipeOptions { declarationOnly() }

  public func collectionView(
    _ collectionView: UICollectionView, willBeginEditingItemAt indexPath: IndexPath,
    for orientation: SwipeActionsOrientation
  ) { declarationOnly() }

  public func collectionView(
    _ collectionView: UICollectionView, didEndEditingItemAt indexPath: IndexPath?,
    for orientation: SwipeActionsOrientation
  ) { declarationOnly() }

  public func visibleRect(for collectionView: UICollectionView) -> CGRect? { declarationOnly() }
}
