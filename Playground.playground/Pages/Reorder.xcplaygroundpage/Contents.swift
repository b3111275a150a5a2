//: # Drag to reorder
//: Long-press the ≡ handle on the right of a row and drag it. The first row is pinned: it
//: cannot be dragged and nothing can be dropped in its place. Rows move across sections, the
//: table scrolls when you hold a row near the top or bottom edge, and the console prints the
//: data after every move so you can see it stays in step with the screen.
import PlaygroundSupport
import TableGestureKit
import UIKit

/// One row of the demo: a title and how many lines tall it is.
struct Item {
  var title: String
  var lines: Int
}

/// Data source, delegate and drag delegate for the demo table.
final class ReorderDemo: NSObject, UITableViewDataSource, UITableViewDelegate,
  DragableTableDelegate
{
  var titles = ["Today", "This week", "Later"]
  var sections: [[Item]] = [18, 17, 15].enumerated().map { section, count in
    (0..<count).map { row in
      Item(title: "Item \(section + 1).\(row + 1)", lines: 1 + (row * 7 + section) % 3)
    }
  }
  let pinned = IndexPath(row: 0, section: 0)
  let handleWidth: CGFloat = 56

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
    let item = sections[indexPath.section][indexPath.row]
    cell.textLabel?.text = indexPath == pinned ? "\(item.title) (pinned)" : item.title
    let handle = UILabel(frame: CGRect(x: 0, y: 0, width: handleWidth, height: 44))
    handle.text = indexPath == pinned ? "" : "≡"
    cell.accessoryView = handle
    // VoiceOver users get "Move up" / "Move down" with this one line.
    cell.accessibilityCustomActions = tableView.dragableAccessibilityActions(for: cell, at: indexPath)
    return cell
  }

  // MARK: Delegate: mixed row heights

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    CGFloat(28 + 22 * sections[indexPath.section][indexPath.row].lines)
  }

  // MARK: Drag delegate

  func tableView(
    _ tableView: UITableView, dragCellFrom fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    let item = sections[fromIndexPath.section].remove(at: fromIndexPath.row)
    sections[toIndexPath.section].insert(item, at: toIndexPath.row)
    print(sections.map { $0.map(\.title).joined(separator: " ") }.joined(separator: " | "))
  }

  func tableView(
    _ tableView: UITableView, canDragCellFrom indexPath: IndexPath, withTouchPoint point: CGPoint
  ) -> Bool {
    // Only from the handle, at the trailing end: the right, or the left in right-to-left layouts.
    guard indexPath != pinned else { return false }
    if tableView.effectiveUserInterfaceLayoutDirection == .rightToLeft {
      return point.x <= handleWidth
    }
    return point.x >= tableView.bounds.width - handleWidth
  }

  func tableView(_ tableView: UITableView, canMoveCellWithAccessibilityAt indexPath: IndexPath)
    -> Bool
  {
    // VoiceOver has no finger on the handle: every row but the pinned one may move.
    indexPath != pinned
  }

  func tableView(_ tableView: UITableView, canDragCellTo indexPath: IndexPath) -> Bool {
    indexPath != pinned
  }

  func tableView(
    _ tableView: UITableView, didEndDraggingCellFrom fromIndexPath: IndexPath,
    to toIndexPath: IndexPath
  ) {
    print("dropped: \(fromIndexPath) → \(toIndexPath)")
  }

  func tableView(_ tableView: UITableView, didCancelDraggingCellAt indexPath: IndexPath?) {
    print("cancelled; row rests at \(indexPath.map { "\($0)" } ?? "nowhere (data changed)")")
  }
}

let demo = ReorderDemo()
let tableView = UITableView(
  frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .insetGrouped)
tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
tableView.dataSource = demo
tableView.delegate = demo
tableView.dragable = true
tableView.dragableDelegate = demo  // held weakly: `demo` stays alive as a top-level constant
var options = DragableOptions()
options.lift.scale = 1.03
options.autoscroll.maximumSpeed = 800
tableView.dragableOptions = options

PlaygroundPage.current.liveView = tableView
