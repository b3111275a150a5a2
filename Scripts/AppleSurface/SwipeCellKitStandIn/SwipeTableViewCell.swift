// Source/SwipeTableViewCell.swift and SwipeTableViewCell+Display.swift
import UIKit

/// A `UITableViewCell` with swipe actions.
open class SwipeTableViewCell: UITableViewCell {
  public weak var delegate: SwipeTableViewCellDelegate?

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
