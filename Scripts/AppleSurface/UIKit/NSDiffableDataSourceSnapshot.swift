// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
// (not found in the stored docs for UIKit: the AppKit twin's page shows `struct
// NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> where … : Hashable`;
// the model adds `Sendable`, as UITableViewDiffableDataSource's page requires of the same
// parameters, since every snapshot here belongs to one)
@available(iOS 13.0, *)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  // not found in the stored docs as its own page: the empty snapshot Apple's diffable examples
  // start from (`NSDiffableDataSourceSnapshot<Section, Item>()`); re-check against the page
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
  public init() { declarationOnly() }

  // not found in the stored docs as its own page: the Swift form of the Objective-C
  // `sectionIdentifiers` on NSDiffableDataSourceSnapshotReference, as drag-to-reorder.md's "Diffable data
  // sources" snippet (written against the SDK) reads it; re-check against the page
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifiers
  public var sectionIdentifiers: [SectionIdentifierType] { declarationOnly() }

  // not found in the stored docs as its own page: the Swift form of the Objective-C
  // `itemIdentifiersInSectionWithIdentifier:`, as drag-to-reorder.md's "Diffable data sources" snippet
  // calls it; re-check against the page
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers(insection:)
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType]
  {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    declarationOnly()
  }

  // not found in the stored docs as its own page: the Swift form of the Objective-C
  // `insertItemsWithIdentifiers:beforeItemWithIdentifier:`, as drag-to-reorder.md's "Diffable data
  // sources" snippet calls it; re-check against the page
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertitems(_:beforeitem:)
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    declarationOnly()
  }

  // not found in the stored docs as its own page: the Swift form of
  // NSDiffableDataSourceSnapshotReference's `deleteItems(withIdentifiers:)`, as drag-to-reorder.md's
  // "Diffable data sources" snippet calls it; re-check against the page
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/deleteitems(_:)
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloaditems(_:)
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
  // iPhoneOS26.2.sdk UIKit.swiftinterface: `@available(iOS 15.0, tvOS 15.0, *) public mutating func
  // reconfigureItems(_ identifiers: [ItemIdentifierType])`.
  @available(iOS 15.0, *)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { declarationOnly() }
}
