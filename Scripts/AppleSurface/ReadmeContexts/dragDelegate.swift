// README block checked inside a class that is the table's drag delegate (it may use `self`).
import TableGestureKit
import UIKit

final class ReadmeController: NSObject, DragableTableDelegate {
  func tableView(
    _ tableView: UITableView, dragCellFrom fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {}

  func readmeBlock(tableView: UITableView) {
    // README-BLOCK
  }
}
