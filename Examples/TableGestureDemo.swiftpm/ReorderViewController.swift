import TableGestureKit
import UIKit

/// Drag to reorder: rows in three sections, each dragged by its ≡ handle; the first row is pinned.
final class ReorderViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  DragableTableDelegate
{
  private let titles = ["Today", "This week", "Later"]
  private var sections: [[String]] = [6, 5, 4].enumerated().map { section, count in
    (1...count).map { "Item \(section + 1).\($0)" }
  }
  private let pinned = IndexPath(row: 0, section: 0)
  private let handleWidth: CGFloat = 56
  /// Where a drag may start, measured from the row's trailing edge (the right in left-to-right
  /// layouts, the left in right-to-left ones): the handle and the cell's trailing margin beside it.
  private let handleZone: CGFloat = 72
  private let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = self
    tableView.delegate = self
    tableView.dragable = true
    tableView.dragableDelegate = self
    view.addSubview(tableView)
  }

  // MARK: Data source

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let title = sections[indexPath.section][indexPath.row]
    cell.textLabel?.text = indexPath == pinned ? "\(title) (pinned)" : title
    let handle = UILabel(frame: CGRect(x: 0, y: 0, width: handleWidth, height: 44))
    handle.text = indexPath == pinned ? "" : "≡"
    handle.textAlignment = .center
    cell.accessoryView = handle
    cell.accessibilityCustomActions = tableView.dragableAccessibilityActions(
      for: cell, at: indexPath)
    return cell
  }

  // MARK: Drag delegate

  func tableView(
    _ tableView: UITableView, dragCellFrom fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    let title = sections[fromIndexPath.section].remove(at: fromIndexPath.row)
    sections[toIndexPath.section].insert(title, at: toIndexPath.row)
  }

  /// A drag starts only on the handle, at the row's trailing end, and never on the pinned row.
  func tableView(
    _ tableView: UITableView, canDragCellFrom indexPath: IndexPath, withTouchPoint point: CGPoint
  ) -> Bool {
    guard indexPath != pinned else { return false }
    // The accessory view sits at the trailing end, which follows the layout direction.
    if tableView.effectiveUserInterfaceLayoutDirection == .rightToLeft {
      return point.x <= handleZone
    }
    return point.x >= tableView.rectForRow(at: indexPath).width - handleZone
  }

  /// Nothing takes the pinned row's place.
  func tableView(_ tableView: UITableView, canDragCellTo indexPath: IndexPath) -> Bool {
    indexPath != pinned
  }

  /// VoiceOver has no finger on the handle: every row but the pinned one may move.
  func tableView(_ tableView: UITableView, canMoveCellWithAccessibilityAt indexPath: IndexPath)
    -> Bool
  {
    indexPath != pinned
  }
}
