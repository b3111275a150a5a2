// README block checked as members of a swipe-engine delegate moved from the system swipe.
import TableGestureKit
import UIKit

final class ReadmeSwipeMigration: NSObject, SwipeableTableDelegate {
  // README-BLOCK
}
