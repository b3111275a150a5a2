//: # The library's own swipe engine
//: A mail-like inbox on any `UITableView`, with no cell subclass. Swipe a row to the right for
//: its leading actions (Read / Unread) and to the left for its trailing ones (Flag, More and a
//: destructive Trash that deletes through the diffable data source on a full swipe). Each row
//: uses another transition style, the "Pinned" row has a rounded custom button with gaps, and
//: the switch at the top lays the table out right to left (leading actions come from the right).
//: The rotate-3D style is not drawn by the UIKit skin yet (its buttons appear flat).
import PlaygroundSupport
import TableGestureKit
import UIKit

/// One message in the inbox.
struct Message: Hashable, Sendable {
  let id: Int
  var sender: String
  var unread: Bool
  var style: SwipeTransitionStyle
}

@MainActor
final class Inbox: NSObject, SwipeableTableDelegate {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 560), style: .plain)
  private var messages: [Message] = [
    Message(id: 1, sender: "Border (the default)", unread: true, style: .border),
    Message(id: 2, sender: "Drag", unread: true, style: .drag),
    Message(id: 3, sender: "Reveal", unread: false, style: .reveal),
    Message(id: 4, sender: "Clip centre", unread: true, style: .clipCenter),
    Message(id: 5, sender: "Pinned (rounded, spaced)", unread: false, style: .border),
    Message(id: 6, sender: "Static", unread: false, style: .static),
  ]
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    [unowned self] tableView, indexPath, id in
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    let message = self.messages.first { $0.id == id }
    cell.textLabel?.text = (message?.unread == true ? "● " : "") + (message?.sender ?? "")
    cell.accessibilityCustomActions = tableView.swipeAccessibilityActions(for: cell, at: indexPath)
    return cell
  }

  func install() {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.rowHeight = 64
    tableView.swipeable = true
    tableView.swipeDelegate = self
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
    _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath, edge: SwipeActionEdge
  ) -> SwipeableActionsConfiguration? {
    guard let id = dataSource.itemIdentifier(for: indexPath),
      let message = messages.first(where: { $0.id == id })
    else { return nil }
    var options = SwipeOptions(transitionStyle: message.style)
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
        trash.cornerRadius = 12
        flag.cornerRadius = 12
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

/// The page: the inbox under a right-to-left switch.
@MainActor
final class Page: NSObject {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 620))
  let inbox = Inbox()
  let rightToLeft = UISwitch(frame: CGRect(x: 16, y: 16, width: 51, height: 31))

  func install() {
    view.backgroundColor = .white
    inbox.install()
    inbox.tableView.frame = CGRect(x: 0, y: 60, width: 375, height: 560)
    view.addSubview(inbox.tableView)
    rightToLeft.addTarget(self, action: #selector(flip), for: .valueChanged)
    view.addSubview(rightToLeft)
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
