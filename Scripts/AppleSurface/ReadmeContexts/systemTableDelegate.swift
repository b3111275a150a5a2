// README block checked as members of a table view delegate that styles the system's swipe buttons.
import TableGestureKit
import TableGestureSystemSwipe
import UIKit

final class ReadmeSystemDelegate: NSObject, UITableViewDelegate {
  // README-BLOCK
}
