// README block checked as the body of a main-actor function with a table, a cell and data at hand.
import TableGestureKit
import UIKit

@MainActor
func readmeBlock(
  tableView: UITableView, cell: UITableViewCell, indexPath: IndexPath, items: [String]
) {
  // README-BLOCK
}
