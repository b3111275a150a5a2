// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir
// (`@MainActor @preconcurrency class UITableViewDiffableDataSource<SectionIdentifierType,
// ItemIdentifierType> where … : Hashable, … : Sendable`; Apple's conforms to
// UITableViewDataSource and implements every method of it, which the model leaves out: nothing
// here calls them.)
@available(iOS 13.0, *)
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  // not found in the stored docs as its own page: checked against its collection-view twin
  // (`UICollectionViewDiffableDataSource.CellProvider = (UICollectionView, IndexPath,
  // ItemIdentifierType) -> UICollectionViewCell?`) and the Objective-C
  // `UITableViewDiffableDataSourceReferenceCellProvider = (UITableView, IndexPath, Any) ->
  // UITableViewCell?`
  // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/cellprovider
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/init(tableview:cellprovider:)
  public init(
    tableView: UITableView,
    cellProvider: @escaping UITableViewDiffableDataSource<
      SectionIdentifierType, ItemIdentifierType
    >.CellProvider
  ) {
    declarationOnly()
  }

  // not found in the stored docs as its own page: checked against the AppKit twin
  // (`NSTableViewDiffableDataSource/apply(_:animatingDifferences:completion:)`: `func apply(_
  // snapshot: NSDiffableDataSourceSnapshot<…>, animatingDifferences: Bool, completion: (() ->
  // Void)? = nil)`) and UIKit's Objective-C `applySnapshot(_:animatingDifferences:completion:)`
  // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:)
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    declarationOnly()
  }

  // not found in the stored docs as its own page: the Swift form of the Objective-C
  // `snapshot` on UITableViewDiffableDataSourceReference, as the README's "Diffable data sources"
  // snippet calls it; re-check against the page
  // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/snapshot()
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    declarationOnly()
  }

  // not found in the stored docs as its own page: the Swift form of the Objective-C
  // `itemIdentifierForIndexPath:`, as the README's "Diffable data sources" snippet calls it;
  // re-check against the page
  // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/itemidentifier(for:)
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { declarationOnly() }
}
