// README block checked as members of a table view delegate.
import TableGestureKit
import UIKit

final class ReadmeDelegate: NSObject, UITableViewDelegate {
  // README-BLOCK
}
