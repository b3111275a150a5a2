import TableGestureKit
import UIKit

/// One mailbox in the list.
struct Mailbox: Hashable, Sendable {
  let id: Int
  var name: String
  var pinned = false
}

/// A stock inset-grouped `UICollectionView` list (a list configuration, a diffable data source,
/// `UICollectionViewListCell`s, no subclass) with swipe actions in a designer's look: a round blue
/// Pin on the leading edge; Delete and Archive on the trailing edge as capsules with gaps, Delete
/// 80 points wide. A full swipe left deletes through the diffable data source. The separators
/// beside the open row hide on iOS 26 (the list configuration's separator handler asks the
/// swipe), and the first and last rows keep their rounded corners under the buttons.
///
/// Drag to reorder on the same list (`collectionView.dragable`): a long press on an item's ≡
/// handle, at its trailing end, lifts it; it moves within and across the two sections, each swap
/// applied through the diffable data source. 'Inbox' is pinned: it never lifts and nothing takes
/// its place.
///
/// A line above the list names the row being swiped, as the inbox screen's does.
final class ListViewController: UIViewController, SwipeableCollectionDelegate,
  DragableCollectionDelegate
{
  /// The pinned item: 'Inbox', first.
  private let pinned = IndexPath(item: 0, section: 0)
  /// The width of the handle area at an item's trailing end, in points.
  private let handleZone: CGFloat = 56
  private var sections: [[Mailbox]] = [
    ["Inbox", "Drafts", "Sent", "Archive"].enumerated().map {
      Mailbox(id: $0.offset, name: $0.element)
    },
    ["Receipts", "Travel", "Family", "Newsletters", "Work", "Trash"].enumerated().map {
      Mailbox(id: 10 + $0.offset, name: $0.element)
    },
  ]
  private lazy var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: makeLayout())
  /// Names the row being swiped ("Swiping Drafts, trailing"), or "No row swiped".
  private let swipeState = UILabel()
  private lazy var dataSource = UICollectionViewDiffableDataSource<Int, Int>(
    collectionView: collectionView
  ) { [unowned self] collectionView, indexPath, id in
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "mailbox", for: indexPath)
    if let listCell = cell as? UICollectionViewListCell {
      var content = listCell.defaultContentConfiguration()
      let mailbox = self.mailbox(id)
      content.text = (mailbox?.pinned == true ? "📌 " : "") + (mailbox?.name ?? "")
      // The drag handle, at the trailing end (none on the pinned item).
      content.secondaryText = indexPath == self.pinned ? nil : "≡"
      content.prefersSideBySideTextAndSecondaryText = true
      listCell.contentConfiguration = content
    }
    cell.accessibilityCustomActions =
      collectionView.swipeableAccessibilityActions(for: cell, at: indexPath)
      + collectionView.dragableAccessibilityActions(for: cell, at: indexPath)
    return cell
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    swipeState.frame = CGRect(x: 20, y: 0, width: 300, height: 32)
    swipeState.autoresizingMask = [.flexibleWidth]
    swipeState.text = "No row swiped"
    swipeState.accessibilityIdentifier = "listSwipeState"
    collectionView.frame = CGRect(
      x: 0, y: 32, width: view.bounds.width, height: max(0, view.bounds.height - 32))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "mailbox")
    collectionView.accessibilityIdentifier = "mailboxes"
    collectionView.swipeable = true
    collectionView.swipeableDelegate = self  // held weakly: this screen owns the list
    collectionView.dragable = true
    collectionView.dragableDelegate = self  // held weakly, as the swipe's
    view.addSubview(swipeState)
    view.addSubview(collectionView)
    apply(animated: false)
  }

  /// An inset-grouped list whose separators follow the swipe (hidden beside the open row on
  /// iOS 26, as UIKit's own list swipe hides them). No swipe providers: the swipe is the engine's.
  private func makeLayout() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.itemSeparatorHandler = { [weak self] indexPath, separators in
      self?.collectionView.swipeableSeparatorConfiguration(separators, forItemAt: indexPath)
        ?? separators
    }
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  private func mailbox(_ id: Int) -> Mailbox? {
    sections.joined().first { $0.id == id }
  }

  /// Shows `sections` through the diffable data source.
  private func apply(animated: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections(Array(sections.indices))
    for (index, mailboxes) in sections.enumerated() {
      snapshot.appendItems(mailboxes.map(\.id), toSection: index)
    }
    dataSource.apply(snapshot, animatingDifferences: animated)
  }

  private func delete(_ id: Int) {
    for index in sections.indices { sections[index].removeAll { $0.id == id } }
    apply(animated: true)  // your data first, then the list: the engine checks the item is gone
  }

  private func togglePin(_ id: Int) {
    for index in sections.indices {
      for item in sections[index].indices where sections[index][item].id == id {
        sections[index][item].pinned.toggle()
      }
    }
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([id])  // the same cell, so the open row closes smoothly
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(
    _ collectionView: UICollectionView, swipeActionsForItemAt indexPath: IndexPath,
    edge: SwipeableEdge
  ) -> SwipeableActionsConfiguration? {
    guard let id = dataSource.itemIdentifier(for: indexPath), let mailbox = mailbox(id) else {
      return nil
    }
    var options = SwipeableOptions(transitionStyle: .border)
    options.buttonSpacing = 8
    options.outerInset = 8
    switch edge {
    case .leading:
      let pin = SwipeableAction(title: nil) { [unowned self] _, _, done in
        self.togglePin(id)
        done(true)
      }
      pin.image = UIImage(systemName: mailbox.pinned ? "pin.slash" : "pin")
      pin.accessibilityLabel = mailbox.pinned ? "Unpin" : "Pin"
      pin.backgroundColor = .systemBlue
      pin.buttonShape = .circle(diameter: 44)
      pin.width = 60
      return SwipeableActionsConfiguration(actions: [pin], options: options)
    case .trailing:
      // Destructive and first: a full swipe to the left runs it.
      let delete = SwipeableAction(style: .destructive, title: "Delete") {
        [unowned self] _, _, done in
        self.delete(id)
        done(true)
      }
      delete.image = UIImage(systemName: "trash")
      delete.buttonShape = .capsule(height: 40)
      delete.width = 80
      let archive = SwipeableAction(title: "Archive") { _, _, done in done(true) }
      archive.backgroundColor = .systemIndigo
      archive.image = UIImage(systemName: "archivebox")
      archive.buttonShape = .capsule(height: 40)
      options.expansionStyle = .destructiveAfterFill
      return SwipeableActionsConfiguration(actions: [delete, archive], options: options)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, willBeginSwipingItemAt indexPath: IndexPath,
    edge: SwipeableEdge
  ) {
    let name = dataSource.itemIdentifier(for: indexPath).flatMap(mailbox)?.name ?? "?"
    swipeState.text = "Swiping \(name), \(edge == .leading ? "leading" : "trailing")"
  }

  func collectionView(_ collectionView: UICollectionView, didEndSwipingItemAt indexPath: IndexPath?)
  {
    swipeState.text = "No row swiped"
  }

  // MARK: - Drag to reorder

  /// Moves the mailbox in the data, then applies it: with a diffable data source the library
  /// leaves the move on screen to this `apply` (one per swap).
  func collectionView(
    _ collectionView: UICollectionView, dragCellFrom fromIndexPath: IndexPath,
    to toIndexPath: IndexPath
  ) {
    let mailbox = sections[fromIndexPath.section].remove(at: fromIndexPath.item)
    sections[toIndexPath.section].insert(mailbox, at: toIndexPath.item)
    apply(animated: true)
  }

  /// A drag starts only on the handle, at the item's trailing end, and never on the pinned item.
  func collectionView(
    _ collectionView: UICollectionView, canDragCellFrom indexPath: IndexPath,
    withTouchPoint point: CGPoint
  ) -> Bool {
    guard indexPath != pinned, let cell = collectionView.cellForItem(at: indexPath) else {
      return false
    }
    // The trailing end follows the layout direction.
    if collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft {
      return point.x <= handleZone
    }
    return point.x >= cell.bounds.width - handleZone
  }

  /// VoiceOver's "Move up" and "Move down": every item but the pinned one (no finger on a
  /// handle there).
  func collectionView(
    _ collectionView: UICollectionView, canMoveCellWithAccessibilityAt indexPath: IndexPath
  ) -> Bool {
    indexPath != pinned
  }

  /// Nothing takes the pinned item's place.
  func collectionView(_ collectionView: UICollectionView, canDragCellTo indexPath: IndexPath)
    -> Bool
  {
    indexPath != pinned
  }
}
