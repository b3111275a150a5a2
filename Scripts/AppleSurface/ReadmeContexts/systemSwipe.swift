// README block checked as the body of a main-actor function in an app that imports the
// system-button customiser (TableGestureSystemSwipe) next to the kit.
import TableGestureKit
import TableGestureSystemSwipe
import UIKit

@MainActor
func readmeBlock() {
  // README-BLOCK
}
