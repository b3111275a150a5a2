// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
// (iPhoneOS26.2.sdk's UIKit.swiftinterface: `@available(iOS 14.0, *) @preconcurrency @MainActor
// open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> :
// NSObject, UICollectionViewDataSource where … : Hashable, … : Sendable`; its data-source methods
// are left out, as for the table's: nothing here calls them, so the conformance is not declared)
@available(iOS 14.0, *)
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/cellprovider
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)
  public init(
    collectionView: UICollectionView,
    cellProvider: @escaping UICollectionViewDiffableDataSource<
      SectionIdentifierType, ItemIdentifierType
    >.CellProvider
  ) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/itemidentifier(for:)
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/indexpath(for:)
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.property
  // (`@available(iOS 14.0, *) @MainActor @preconcurrency open var reorderingHandlers:
  // UICollectionViewDiffableDataSource<…>.ReorderingHandlers`)
  open var reorderingHandlers:
    UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
      .ReorderingHandlers
  {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct
  // (only `canReorderItem` and the initializer are used)
  @MainActor @preconcurrency
  public struct ReorderingHandlers {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/canreorderitem
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?

    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/init()
    public init() { declarationOnly() }
  }
}
