import TableGestureKit
import UIKit

/// One message in the inbox.
struct Message: Hashable, Sendable {
  let id: Int
  var sender: String
  var unread: Bool
}

/// A mail-like inbox on the library's own swipe engine: Read/Unread on the leading edge; Trash,
/// Flag and More on the trailing edge, rounded with gaps; a full swipe left deletes through the
/// diffable data source. The switches above the rows lay the table out right to left, and swap
/// the designer's look for the system's (iOS 26's capsules on iOS 26, iOS 18's rectangles before).
///
/// For the UI tests (`Examples/TableGestureDemoUITests`, `docs/device-checklist.md`) the screen
/// says what a finger did: the table's accessibility value is how far the content moved during
/// the last touch (in points), each row's avatar counts its taps (a tap recogniser on the image,
/// as apps put on avatars), and a line above the rows names the row being swiped.
final class InboxViewController: UIViewController, SwipeableTableDelegate, UITableViewDelegate {
  private var messages =
    [
      Message(id: 1, sender: "Ada", unread: true),
      Message(id: 2, sender: "Grace", unread: true),
      Message(id: 3, sender: "Linus", unread: false),
      Message(id: 4, sender: "Margaret", unread: true),
      Message(id: 5, sender: "Dennis", unread: false),
      Message(id: 6, sender: "Barbara", unread: false),
    ]
    // Enough rows to scroll on every iPhone and iPad, so a short drag moves the list without
    // UIScrollView's rubber band (the UI test of a 12-pt drag measures it).
    + [
      "Ken", "Frances", "Edsger", "Tony", "Niklaus", "Leslie", "Radia", "Vint", "Bjarne",
      "Guido", "Alan", "Hedy", "Katherine", "Dorothy", "Mary", "Annie", "Donald", "John",
    ].enumerated().map { Message(id: 7 + $0.offset, sender: $0.element, unread: false) }
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let rightToLeft = UISwitch(frame: CGRect(x: 16, y: 10, width: 51, height: 31))
  private let systemLook = UISwitch(frame: CGRect(x: 16, y: 52, width: 51, height: 31))
  /// Names the row being swiped ("Swiping Ada, trailing"), or "No row swiped".
  private let swipeState = UILabel(frame: CGRect(x: 16, y: 94, width: 150, height: 31))
  /// How many taps the avatars' tap recognisers received.
  private let avatarTaps = UILabel(frame: CGRect(x: 170, y: 94, width: 140, height: 31))
  private var avatarTapCount = 0
  /// Where the last drag of the list began, and the content's largest distance from there.
  private var dragStart: CGFloat = 0
  private var dragTravel: CGFloat = 0
  private lazy var dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
    [unowned self] tableView, indexPath, id in
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    let message = self.messages.first { $0.id == id }
    cell.textLabel?.text = (message?.unread == true ? "● " : "") + (message?.sender ?? "")
    self.giveAvatar(to: cell)
    cell.accessibilityCustomActions = tableView.swipeableAccessibilityActions(
      for: cell, at: indexPath)
    return cell
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.rowHeight = 64
    tableView.swipeable = true
    tableView.swipeableDelegate = self
    tableView.delegate = self
    tableView.accessibilityIdentifier = "inbox"
    tableView.accessibilityValue = "0.0"
    tableView.tableHeaderView = makeHeader()
    view.addSubview(tableView)
    apply()
  }

  /// The right-to-left and system-look switches and their labels.
  private func makeHeader() -> UIView {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 130))
    rightToLeft.addTarget(self, action: #selector(flip), for: .valueChanged)
    systemLook.addTarget(self, action: #selector(changeLook), for: .valueChanged)
    for (toggle, title) in [(rightToLeft, "Right to left"), (systemLook, "System's look")] {
      header.addSubview(toggle)
      let label = UILabel(
        frame: CGRect(x: 80, y: toggle.frame.minY, width: 220, height: 31))
      label.text = title
      header.addSubview(label)
    }
    swipeState.text = "No row swiped"
    swipeState.accessibilityIdentifier = "swipeState"
    avatarTaps.accessibilityIdentifier = "avatarTaps"
    showAvatarTaps()
    for label in [swipeState, avatarTaps] { header.addSubview(label) }
    return header
  }

  /// An avatar at the row's leading edge that takes taps of its own (once per cell).
  private func giveAvatar(to cell: UITableViewCell) {
    guard let avatar = cell.imageView else { return }
    avatar.image = UIImage(systemName: "person.crop.circle")
    guard avatar.gestureRecognizers?.isEmpty ?? true else { return }
    avatar.isUserInteractionEnabled = true
    avatar.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: #selector(avatarTapped)))
  }

  @objc private func avatarTapped() {
    avatarTapCount += 1
    showAvatarTaps()
  }

  private func showAvatarTaps() {
    avatarTaps.text = "Avatar taps: \(avatarTapCount)"
  }

  /// A drag begins: the content's distance from here is the one reported.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    dragStart = scrollView.contentOffset.y
    dragTravel = 0
  }

  /// Reports, in the table's accessibility value, the content's largest distance from where the
  /// drag began while the finger is on the table, in tenths of a point ("2.0").
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView.isTracking else { return }
    dragTravel = max(dragTravel, abs(scrollView.contentOffset.y - dragStart))
    scrollView.accessibilityValue = "\(Double((dragTravel * 10).rounded() / 10))"
  }

  func tableView(
    _ tableView: UITableView, willBeginSwipingRowAt indexPath: IndexPath, edge: SwipeableEdge
  ) {
    let id = dataSource.itemIdentifier(for: indexPath)
    let sender = messages.first { $0.id == id }?.sender ?? "?"
    swipeState.text = "Swiping \(sender), \(edge == .leading ? "leading" : "trailing")"
  }

  func tableView(_ tableView: UITableView, didEndSwipingRowAt indexPath: IndexPath?) {
    swipeState.text = "No row swiped"
  }

  /// The next swipe shows the other look.
  @objc private func changeLook() {
    tableView.hideSwipeActions(animated: false)
  }

  @objc private func flip() {
    tableView.hideSwipeActions(animated: false)
    tableView.semanticContentAttribute = rightToLeft.isOn ? .forceRightToLeft : .forceLeftToRight
  }

  /// Shows `messages` through the diffable data source, which animates inserts and deletes.
  private func apply() {
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
    // The system's look: every default (`look` is `.automatic`). The designer's: the border
    // transition, rounded buttons and gaps, in the classic look on every iOS.
    let designed = !systemLook.isOn
    var options =
      designed ? SwipeableOptions(look: .classic, transitionStyle: .border) : SwipeableOptions()
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
      // Destructive and first: a full swipe to the left runs it.
      let trash = SwipeableAction(style: .destructive, title: "Trash") {
        [unowned self] _, _, done in
        self.delete(id)
        done(true)
      }
      trash.image = UIImage(systemName: "trash")
      let flag = SwipeableAction(title: "Flag") { _, _, done in done(true) }
      flag.backgroundColor = .systemOrange
      flag.image = UIImage(systemName: "flag")
      let more = SwipeableAction(title: "More") { _, _, done in done(false) }
      more.backgroundColor = .systemIndigo
      more.image = UIImage(systemName: "ellipsis.circle")
      if designed {
        // Rounded buttons with gaps between them and the row's edge.
        for action in [trash, flag, more] { action.buttonShape = .rounded(cornerRadius: 12) }
        options.buttonSpacing = 8
        options.outerInset = 8
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
