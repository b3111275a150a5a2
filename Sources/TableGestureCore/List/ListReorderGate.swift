import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Which items of a collection-view list a drag may lift and where it may put them: the list
/// sections ``ListGate`` accepts, never an orthogonal section, a grid or a section's first-item
/// header row. A pure decision from ``ListSectionFacts``.
///
/// A drag does not lift an item the gate refuses and never lands in a refused place: the dragged
/// item waits in front of it, as in front of a pinned row (``ReorderPolicy/canMoveRow(to:)``).
/// An empty list section takes the item (its item 0). A section that does not exist (`nil`
/// facts from a list host) is refused both ways.
@_spi(Headless) public enum ListReorderGate {
  /// Whether a drag may lift the item at `indexPath` or stop there (its position after the
  /// move), in a section with `facts`: lifting and landing share one answer, not in a refused
  /// section nor at a header row (item 0 of a section whose first item is its header).
  @inlinable public static func allows(_ indexPath: IndexPath, facts: ListSectionFacts?) -> Bool {
    guard let facts, let (_, item) = indexPath.tablePosition, item >= 0 else { return false }
    guard case .list = ListGate.verdict(forItem: item, facts: facts) else { return false }
    return true
  }
}

/// Where a list host reads its sections' facts: the kit's list drag host (from the layout's
/// attributes and the delegate's `collectionView(_:sectionIsList:)`), the simulated list.
@_spi(Headless) public protocol ListSectionFactsReading: AnyObject {
  /// The facts of `section`, or `nil` when it does not exist.
  func facts(forSection section: Int) -> ListSectionFacts?
}

/// A ``ReorderPolicy`` for a collection-view list: the app's `base` policy behind
/// ``ListReorderGate``. A refused item does not lift and a refused place takes no item, whatever
/// the app answers; everything else (the commit, the target question) is the app's.
///
/// Made by a list host for each event, like ``DelegatedReorderPolicy``, with the sections'
/// facts as the host reads them now.
@_spi(Headless)
public struct ListReorderPolicy<Base: ReorderPolicy, Facts: ListSectionFactsReading>:
  ReorderPolicy
{
  /// The app's policy.
  public var base: Base
  /// The sections' facts.
  public let facts: Facts

  /// The policy of `base` behind the gate of `facts`.
  @inlinable public init(base: Base, facts: Facts) {
    self.base = base
    self.facts = facts
  }

  @inlinable public func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool {
    gateAllows(indexPath) && base.canDragRow(at: indexPath, touchPoint: touchPoint)
  }

  @inlinable public func canMoveRow(to indexPath: IndexPath) -> Bool {
    gateAllows(indexPath) && base.canMoveRow(to: indexPath)
  }

  /// ``ListReorderGate/allows(_:facts:)`` with the facts of `indexPath`'s section.
  @inlinable func gateAllows(_ indexPath: IndexPath) -> Bool {
    ListReorderGate.allows(indexPath, facts: facts.facts(forSection: indexPath.tableSection))
  }

  @inlinable public func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath)
    -> IndexPath
  {
    base.targetIndexPath(forMoveFrom: original, proposed: proposed)
  }

  @inlinable public mutating func commitMove(from: IndexPath, to: IndexPath) {
    base.commitMove(from: from, to: to)
  }

  @inlinable public mutating func rowWillMove(from: IndexPath, to: IndexPath) {
    base.rowWillMove(from: from, to: to)
  }

  @inlinable public mutating func rowWillMove(
    from: IndexPath, to: IndexPath, in table: some GestureTable
  ) {
    base.rowWillMove(from: from, to: to, in: table)
  }

  @inlinable public var tableDidReload: Bool { base.tableDidReload }
}
