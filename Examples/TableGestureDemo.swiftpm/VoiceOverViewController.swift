import TableGestureKit
import UIKit

/// Both gestures for VoiceOver: each row offers "Move up" / "Move down" (drag to reorder) and its
/// swipe actions (the library's own engine) as accessibility custom actions.
final class VoiceOverViewController: UIViewController, UITableViewDataSource,
  DragableTableDelegate, SwipeableTableDelegate
{
  private var tasks = [
    "Buy milk", "Call the bank", "Book the train", "Water the plants", "Pay rent",
  ]
  private let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
    tableView.rowHeight = 56
    tableView.dataSource = self
    tableView.dragable = true
    tableView.dragableDelegate = self
    tableView.swipeable = true
    tableView.swipeableDelegate = self
    let help = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
    help.numberOfLines = 0
    help.textAlignment = .center
    help.text =
      "Turn on VoiceOver, focus a row and swipe up or down: Move up, Move down, Done and Delete. "
      + "Double-tap to run the one read out. Without VoiceOver, long-press to drag, swipe for actions."
    tableView.tableHeaderView = help
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tasks.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
    cell.textLabel?.text = tasks[indexPath.row]
    cell.accessibilityCustomActions =
      tableView.dragableAccessibilityActions(for: cell, at: indexPath)
      + tableView.swipeableAccessibilityActions(for: cell, at: indexPath)
    return cell
  }

  // MARK: Drag delegate

  func tableView(
    _ tableView: UITableView, dragCellFrom fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    tasks.insert(tasks.remove(at: fromIndexPath.row), at: toIndexPath.row)
  }

  // MARK: Swipe delegate

  func tableView(
    _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath, edge: SwipeableEdge
  ) -> SwipeableActionsConfiguration? {
    switch edge {
    case .leading:
      let done = SwipeableAction(title: "Done") { _, _, finish in finish(true) }
      done.backgroundColor = .systemBlue
      return SwipeableActionsConfiguration(actions: [done], options: SwipeableOptions())
    case .trailing:
      guard tasks.indices.contains(indexPath.row) else { return nil }
      let task = tasks[indexPath.row]
      let delete = SwipeableAction(style: .destructive, title: "Delete") {
        [unowned self] _, _, finish in
        // Found by value when it runs: rows may have moved since the buttons were made.
        guard let row = self.tasks.firstIndex(of: task) else { return finish(false) }
        self.tasks.remove(at: row)
        self.tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        finish(true)
      }
      return SwipeableActionsConfiguration(actions: [delete], options: SwipeableOptions())
    }
  }
}
