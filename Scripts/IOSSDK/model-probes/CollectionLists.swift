import UIKit
import QuartzCore

// Every collection-view list declaration the model adds, used as the kit and its iOS tests use
// it, without an availability guard (iOS 15 target: `itemSeparatorHandler` and
// `UIListSeparatorConfiguration` are iOS 14.5, so none may be rejected), and written where the
// SDK makes it read-only (each such write must be rejected under both).
@MainActor func probeCollectionLists(
  view: UICollectionView, cell: UICollectionViewCell, list: UICollectionViewListCell,
  attributes: UICollectionViewLayoutAttributes, flow: UICollectionViewFlowLayout,
  source: UICollectionViewDiffableDataSource<Int, String>, layer: CALayer
) {
  let layout = UICollectionViewCompositionalLayout.list(
    using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
  var configuration = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
  configuration.trailingSwipeActionsConfigurationProvider = { _ in nil }
  configuration.itemSeparatorHandler = { _, given in given }
  _ = UICollectionLayoutListConfiguration.Appearance.plain
  _ = UICollectionLayoutListConfiguration.Appearance.grouped
  _ = UICollectionLayoutListConfiguration.Appearance.sidebar
  let made = UICollectionView(frame: .zero, collectionViewLayout: layout)
  made.collectionViewLayout = flow
  flow.itemSize = CGSize(width: 1, height: 1)
  flow.invalidateLayout()
  made.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "a")
  _ = made.dequeueReusableCell(withReuseIdentifier: "a", for: IndexPath(item: 0, section: 0))
  made.reloadData()
  _ = view.numberOfSections
  _ = view.numberOfItems(inSection: 0)
  _ = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
  _ = view.layoutAttributesForSupplementaryElement(
    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
  _ = UICollectionView.elementKindSectionFooter
  _ = view.indexPathForItem(at: .zero)
  _ = view.indexPath(for: cell)
  _ = view.cellForItem(at: IndexPath(item: 0, section: 0))
  _ = view.visibleCells
  view.deleteItems(at: [])
  view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
  view.isEditing = !view.isEditing
  _ = view.delegate
  _ = view.dataSource
  _ = cell.contentView
  _ = cell.backgroundConfiguration?.cornerRadius
  var content = list.defaultContentConfiguration()
  content.text = "a"
  list.contentConfiguration = content
  _ = attributes.indexPath
  var separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
  separators.topSeparatorVisibility = .hidden
  separators.bottomSeparatorVisibility = .automatic
  _ = separators.bottomSeparatorVisibility == .visible
  layer.maskedCorners = CACornerMask(rawValue: 3)
  let made2 = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { _, _, _ in
    nil
  }
  made2.apply(source.snapshot(), animatingDifferences: false)
  _ = source.itemIdentifier(for: IndexPath(item: 0, section: 0))
  _ = source.indexPath(for: "a")
  _ = IndexPath(item: 0, section: 0).item
  // Read-only in the SDK: each must be rejected.
  view.visibleCells = []
  view.numberOfSections = 0
  cell.contentView = UIView()
}
