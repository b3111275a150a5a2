// README block checked as the body of a main-actor function in an app that imports the
// system-button customiser (TableGestureSystemSwipe) next to the kit, with a label of a debug
// screen at hand.
import TableGestureKit
import TableGestureSystemSwipe
import UIKit

@MainActor
func readmeBlock(debugLabel: UILabel) {
  // README-BLOCK
}
