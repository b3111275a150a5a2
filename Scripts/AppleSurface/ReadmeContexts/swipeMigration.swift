// README block checked as members of a swipe-engine delegate moved from the system swipe (the
// looks set on the system actions are `TableGestureSystemSwipe`'s properties).
import TableGestureKit
import TableGestureSystemSwipe
import UIKit

final class ReadmeSwipeMigration: NSObject, SwipeableTableDelegate {
  // README-BLOCK
}
