#if canImport(UIKit)
  import UIKit

  /// A data source that names each row's item: a `UITableViewDiffableDataSource` (or a
  /// `UICollectionViewDiffableDataSource`), whose item
  /// identifiers the swipe engine takes as the rows' identities when the delegate gives none
  /// (``SwipeableTableDelegate/tableView(_:swipeIdentityForRowAt:)``), so an open row is found
  /// again after an `apply` or a reload nobody reported.
  ///
  /// Not testable on Linux (UIKit); the engine's use of identities is `SwipeController`'s.
  @MainActor
  protocol SwipeItemIdentities: AnyObject {
    /// The item shown at `indexPath`, or `nil`.
    func swipeItemIdentity(at indexPath: IndexPath) -> AnyHashable?
    /// Where the item `identity` is shown now, or `nil` when it is not.
    func swipeIndexPath(forItemIdentity identity: AnyHashable) -> IndexPath?
  }

  /// A diffable data source (table or collection view), which names its items: its own two
  /// look-ups are the identities, written once for both.
  @MainActor
  protocol DiffableItemSource: SwipeItemIdentities {
    /// The data source's item type.
    associatedtype ItemIdentifierType: Hashable & Sendable
    /// The item at `indexPath`, or `nil`.
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?
    /// Where `itemIdentifier` is shown, or `nil`.
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?
  }

  extension DiffableItemSource {
    func swipeItemIdentity(at indexPath: IndexPath) -> AnyHashable? {
      itemIdentifier(for: indexPath).map(AnyHashable.init)
    }

    func swipeIndexPath(forItemIdentity identity: AnyHashable) -> IndexPath? {
      (identity.base as? ItemIdentifierType).flatMap(indexPath(for:))
    }
  }

  extension UITableViewDiffableDataSource: DiffableItemSource {}
  extension UICollectionViewDiffableDataSource: DiffableItemSource {}
#endif
