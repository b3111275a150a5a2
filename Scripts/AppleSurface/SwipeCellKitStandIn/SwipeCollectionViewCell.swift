// Source/SwipeCollectionViewCell.swift and SwipeCollectionViewCell+Display.swift
import UIKit

/// A `UICollectionViewCell` with swipe actions.
open class SwipeCollectionViewCell: UICollectionViewCell {
  public weak var delegate: SwipeCollectionViewCellDelegate?

  public var swipeOffset: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  public func hideSwipe(animated: Bool, completion: ((Bool) -> Void)? = nil) { declarationOnly() }

  public func showSwipe(
    orientation: SwipeActionsOrientation, animated: Bool = true,
    completion: ((Bool) -> Void)? = nil
  ) { declarationOnly() }

  public func setSwipeOffset(
    _ offset: CGFloat, animated: Bool = true, completion: ((Bool) -> Void)? = nil
  ) { declarationOnly() }
}
