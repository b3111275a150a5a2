// README block checked as the body of a function that returns a swipe configuration styled with
// the system-button product's properties.
import TableGestureKit
import TableGestureSystemSwipe
import UIKit

@MainActor
func readmeSystemBlock() -> UISwipeActionsConfiguration? {
  // README-BLOCK
}
