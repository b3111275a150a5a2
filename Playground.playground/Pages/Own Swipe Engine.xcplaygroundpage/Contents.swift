//: # The library's own swipe engine
//: A mail-like inbox on any `UITableView`, with no cell subclass. Swipe a row to the right for
//: its leading actions (Read / Unread) and to the left for its trailing ones (Flag, More and a
//: destructive Trash that deletes through the diffable data source on a full swipe). Each row
//: uses another transition style, the "Pinned" row has a rounded custom button with gaps, and
//: the switch at the top lays the table out right to left (leading actions come from the right).
//: The rotate-3D style is not drawn by the UIKit skin yet (its buttons appear flat).
//:
//: Three things UIKit does to a row under the engine, to try by hand:
//: - **A reloaded row.** Open a row, then tap **Reload** (above the table, so the tap does not
//:   close the row): every row gets a fresh cell, as `reloadRows(at:with:)` does. Then tap where
//:   the open row's Trash was. Nothing is deleted unless Trash is showing: an action runs only when
//:   the row's current cell shows its button (the `engine-reloaded-row` scenario of `tablesim`
//:   checks the same on Linux).
//: - **A delete with an animation.** Swipe a row fully to the left: Trash deletes it through the
//:   diffable data source with an animation, and the row keeps its red fill while it slides out
//:   instead of snapping back first (`engine-animated-delete`). **Restore** brings the rows back.
//: - **A width change.** Open a row's trailing actions and flip the switch on the right: the
//:   table narrows to 250 pt, as in split view. At the next touch the engine measures the row's
//:   buttons for the new width and the open row snaps to that open width, every button inside
//:   the row (`engine-width-change` shows buttons sized by the row's width shrinking with it).
//:   A playground cannot rotate the device: to see a rotation, run this code in an app in the
//:   Simulator and rotate it (Device > Rotate Left), or resize Xcode's live view by dragging the
//:   assistant editor's divider.
import PlaygroundSupport
import TableGestureKit
import UIKit

/// One message in the inbox.
struct Message: Hashable, Sendable {
  let id: Int
  var sender: String
  var unread: Bool
  var style: SwipeableTransitionStyle
}

@MainActor
final class Inbox: NSObject, SwipeableTableDelegate {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 560), style: .plain)
  private static let allMessages: [Message] = [
    Message(id: 1, sender: "Border (the default)", unread: true, style: .border),
    Message(id: 2, sender: "Drag", unread: true, style: .drag),
    Message(id: 3, sender: "Reveal", unread: false, style: .reveal),
    Message(id: 4, sender: "Clip centre", unread: true, style: .clipCenter),
    Message(id: 5, sender: "Pinned (rounded, spaced)", unread: false, style: .border),
    Message(id: 6, sender: "Static", unread: false, style: .static),
  ]
  private var messages = Inbox.allMessages
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    [unowned self] tableView, indexPath, id in
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    let message = self.messages.first { $0.id == id }
    cell.textLabel?.text = (message?.unread == true ? "● " : "") + (message?.sender ?? "")
    cell.accessibilityCustomActions = tableView.swipeableAccessibilityActions(for: cell, at: indexPath)
    return cell
  }

  func install() {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.rowHeight = 64
    tableView.swipeable = true
    tableView.swipeableDelegate = self
    apply()
  }

  /// Shows `messages` through the diffable data source (which moves and deletes the rows).
  func apply() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(messages.map(\.id), toSection: 0)
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func tableView(
    _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath, edge: SwipeableEdge
  ) -> SwipeableActionsConfiguration? {
    guard let id = dataSource.itemIdentifier(for: indexPath),
      let message = messages.first(where: { $0.id == id })
    else { return nil }
    var options = SwipeableOptions(transitionStyle: message.style)
    switch edge {
    case .leading:
      let toggle = SwipeableAction(title: message.unread ? "Read" : "Unread") {
        [unowned self] _, _, done in
        self.toggleUnread(id)
        done(true)
      }
      toggle.backgroundColor = .systemBlue
      toggle.image = UIImage(systemName: message.unread ? "envelope.open" : "envelope.badge")
      return SwipeableActionsConfiguration(actions: [toggle], options: options)
    case .trailing:
      let trash = SwipeableAction(style: .destructive, title: "Trash") {
        [unowned self] _, _, done in
        self.delete(id)
        done(true)  // the row is gone from the data and the table: the engine checks
      }
      trash.image = UIImage(systemName: "trash")
      let flag = SwipeableAction(title: "Flag") { _, _, done in done(true) }
      flag.backgroundColor = .systemOrange
      flag.hidesWhenSelected = true
      let more = SwipeableAction(title: "More") { _, _, done in done(false) }
      more.transition = .default
      if id == 5 {
        // A rounded custom button with gaps, on a clear strip.
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
        badge.text = "📌"
        badge.textAlignment = .center
        badge.backgroundColor = .systemIndigo
        badge.layer.cornerRadius = 28
        badge.clipsToBounds = true
        more.customView = badge
        more.customViewInsets = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6)
        more.accessibilityLabel = "Pin"
        more.backgroundColor = .clear
        options.buttonSpacing = 8
        options.outerInset = 8
        trash.buttonShape = .rounded(cornerRadius: 12)
        flag.buttonShape = .capsule(height: 44)
      }
      return SwipeableActionsConfiguration(actions: [trash, flag, more], options: options)
    }
  }

  /// Keeps an open row open through reloads: rows are known by their message's ID.
  func tableView(_ tableView: UITableView, swipeIdentityForRowAt indexPath: IndexPath)
    -> AnyHashable?
  {
    dataSource.itemIdentifier(for: indexPath)
  }

  func tableView(_ tableView: UITableView, indexPathForSwipeIdentity identity: AnyHashable)
    -> IndexPath?
  {
    (identity as? Int).flatMap { dataSource.indexPath(for: $0) }
  }

  /// Gives every row a fresh cell (a diffable reload, as `reloadRows(at:with:)`), with no scroll.
  func reloadEveryRow() {
    var snapshot = dataSource.snapshot()
    snapshot.reloadItems(messages.map(\.id))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Brings back every deleted message.
  func restore() {
    messages = Inbox.allMessages
    apply()
  }

  private func toggleUnread(_ id: Int) {
    guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
    messages[index].unread.toggle()
    var snapshot = dataSource.snapshot()
    snapshot.reloadItems([id])
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func delete(_ id: Int) {
    messages.removeAll { $0.id == id }
    apply()
  }
}

/// The page: the inbox under a right-to-left switch, Reload and Restore buttons and a switch
/// that narrows the table.
@MainActor
final class Page: NSObject {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 620))
  let inbox = Inbox()
  let rightToLeft = UISwitch(frame: CGRect(x: 16, y: 16, width: 51, height: 31))
  let reload = UIButton(type: .system)
  let restore = UIButton(type: .system)
  let narrow = UISwitch(frame: CGRect(x: 308, y: 16, width: 51, height: 31))

  func install() {
    view.backgroundColor = .white
    inbox.install()
    inbox.tableView.frame = CGRect(x: 0, y: 60, width: 375, height: 560)
    view.addSubview(inbox.tableView)
    rightToLeft.addTarget(self, action: #selector(flip), for: .valueChanged)
    view.addSubview(rightToLeft)
    reload.frame = CGRect(x: 88, y: 16, width: 96, height: 31)
    reload.setTitle("Reload", for: .normal)
    reload.addTarget(self, action: #selector(reloadRows), for: .touchUpInside)
    view.addSubview(reload)
    restore.frame = CGRect(x: 192, y: 16, width: 96, height: 31)
    restore.setTitle("Restore", for: .normal)
    restore.addTarget(self, action: #selector(restoreRows), for: .touchUpInside)
    view.addSubview(restore)
    narrow.addTarget(self, action: #selector(resize), for: .valueChanged)
    view.addSubview(narrow)
  }

  @objc func reloadRows() { inbox.reloadEveryRow() }

  @objc func restoreRows() { inbox.restore() }

  /// Narrows the table to 250 pt or widens it back, as split view or a window resize does.
  @objc func resize() {
    inbox.tableView.frame = CGRect(x: 0, y: 60, width: narrow.isOn ? 250 : 375, height: 560)
  }

  @objc func flip() {
    inbox.tableView.hideSwipeActions(animated: false)
    inbox.tableView.semanticContentAttribute =
      rightToLeft.isOn ? .forceRightToLeft : .forceLeftToRight
  }
}

let page = Page()
page.install()
PlaygroundPage.current.liveView = page.view
