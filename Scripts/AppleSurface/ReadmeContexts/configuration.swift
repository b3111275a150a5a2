// README block checked as the body of a function that returns a swipe configuration.
import TableGestureKit
import UIKit

@MainActor
func readmeBlock() -> UISwipeActionsConfiguration? {
  // README-BLOCK
}
