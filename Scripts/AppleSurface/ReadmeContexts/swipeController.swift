// README block checked as members of a view controller that is a table view delegate (it may
// use `self` to present).
import TableGestureKit
import UIKit

final class ReadmeSwipeController: UIViewController, UITableViewDelegate {
  // README-BLOCK
}
