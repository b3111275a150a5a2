// README block checked as the body of a main-actor function that returns the library's own
// engine's configuration for one row and edge.
import TableGestureKit
import UIKit

@MainActor
func readmeBlock() -> SwipeableActionsConfiguration? {
  // README-BLOCK
}
