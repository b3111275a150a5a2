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
    guard let (_, item) = indexPath.tablePosition else { return false }
    return allows(item: item, facts: facts)
  }

  /// ``allows(_:facts:)`` for the item `item` of the section with `facts`.
  @inlinable public static func allows(item: Int, facts: ListSectionFacts?) -> Bool {
    guard let facts, item >= 0 else { return false }
    guard case .list = ListGate.verdict(forItem: item, facts: facts) else { return false }
    return true
  }
}

/// Where a list host reads its sections' facts: the kit's list drag host (from the layout's
/// attributes and the delegate's `collectionView(_:sectionIsList:)`), the simulated list.
@_spi(Headless) public protocol ListSectionFactsReading: AnyObject {
  /// The facts of `section`, or `nil` when it does not exist.
  func facts(forSection section: Int) -> ListSectionFacts?
  /// The gate's verdicts of the drag under way, which ``ListReorderPolicy`` keeps here, across
  /// the events it is made for: a stored `ListReorderGateMemo()`, nothing else writes it.
  var reorderGateMemo: ListReorderGateMemo { get set }
}

/// The list gate's verdicts of a drag's sections, kept by ``ListReorderPolicy`` so that a
/// section's facts are read at its first question of a drag, not at every question.
///
/// On a device a reading is several UIKit calls (the collection view's counts, two items' layout
/// attributes, the bounds, the content size and two delegate questions: the kit's
/// `listSectionFacts(_:)`), and a drag asks at every landing question, one a swap.
///
/// What a verdict depends on and when it is read again:
/// - the layout object: a new one cancels the drag (the kit's host compares it at each
///   callback), and the next drag starts afresh;
/// - the section's items (an empty section reads as a list; two items side by side as a grid):
///   a move between sections forgets every verdict, the drag's own moves being the only ones a
///   drag makes; a reload that changes the counts cancels the drag (``TableShape``);
/// - the app's delegate answers (`collectionView(_:sectionIsList:)`,
///   `collectionView(_:sectionUsesFirstItemAsHeader:)`): asked once per section and drag.
///
/// Every drag and every VoiceOver step asks first whether its row may be dragged
/// (``ReorderPolicy/canDragRow(at:touchPoint:)``), which forgets every verdict. Not noticed: a
/// layout that gives a section another kind mid-drag under the same layout object and counts
/// (a section provider that answers otherwise after a rotation); the drag keeps the verdicts it
/// began with until it crosses a section.
///
/// Four sections at most, by section number modulo four: a drag's questions are about the
/// dragged item's section and its neighbours. No allocation.
@_spi(Headless) public struct ListReorderGateMemo: Sendable {
  /// By section modulo four: `section << 2 | verdict`, or -1 when empty. A verdict's bit 0:
  /// the section takes items; bit 1: its first item is its header row (refused).
  @usableFromInline var entries: (Int, Int, Int, Int) = (-1, -1, -1, -1)

  /// An empty memo.
  public init() {}

  /// The highest section remembered: a key shifted by two stays positive.
  @inlinable static var largestSection: Int { Int.max >> 3 }

  /// The verdict remembered for `section` (not negative), or -1.
  @inlinable func verdict(forSection section: Int) -> Int {
    let entry: Int
    switch section & 3 {
    case 0: entry = entries.0
    case 1: entry = entries.1
    case 2: entry = entries.2
    default: entry = entries.3
    }
    return entry >> 2 == section ? entry & 3 : -1
  }

  /// Remembers `verdict` for `section` (in place of the section sharing its entry).
  @inlinable mutating func remember(_ verdict: Int, forSection section: Int) {
    let entry = section << 2 | verdict
    switch section & 3 {
    case 0: entries.0 = entry
    case 1: entries.1 = entry
    case 2: entries.2 = entry
    default: entries.3 = entry
    }
  }

  /// Forgets every verdict.
  @inlinable public mutating func forget() {
    entries = (-1, -1, -1, -1)
  }

  /// The verdict of a section with `facts`: 0 refused (or no such section), 1 a list section,
  /// 3 a list section whose first item is its header row.
  @inlinable static func verdict(for facts: ListSectionFacts?) -> Int {
    guard let facts, case .list = ListGate.verdict(for: facts) else { return 0 }
    return facts.headerIsFirstItem ? 3 : 1
  }

  /// ``ListReorderGate/allows(_:facts:)`` for the item `item` of a section whose verdict is
  /// `verdict`.
  @inlinable static func allows(item: Int, verdict: Int) -> Bool {
    item >= 0 && verdict & 1 != 0 && (item != 0 || verdict & 2 == 0)
  }
}

/// A ``ReorderPolicy`` for a collection-view list: the app's `base` policy behind
/// ``ListReorderGate``. A refused item does not lift and a refused place takes no item, whatever
/// the app answers; everything else (the commit, the target question) is the app's.
///
/// Made by a list host for each event, like ``DelegatedReorderPolicy``, with the host's reader of
/// the sections' facts, where it keeps the drag's verdicts (``ListReorderGateMemo``): a
/// section's facts are read once a drag, and again after a move between sections.
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

  /// Asked first by every lift and VoiceOver step: the verdicts of the last drag are forgotten.
  @inlinable public func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool {
    facts.reorderGateMemo.forget()
    return gateAllows(indexPath) && base.canDragRow(at: indexPath, touchPoint: touchPoint)
  }

  @inlinable public func canMoveRow(to indexPath: IndexPath) -> Bool {
    gateAllows(indexPath) && base.canMoveRow(to: indexPath)
  }

  @inlinable public func canMoveRow(to indexPath: IndexPath, section: Int, row: Int) -> Bool {
    gateAllows(section: section, item: row)
      && base.canMoveRow(to: indexPath, section: section, row: row)
  }

  /// ``ListReorderGate/allows(_:facts:)`` with the facts of `indexPath`'s section, as the drag
  /// last read them (``ListReorderGateMemo``).
  @inlinable func gateAllows(_ indexPath: IndexPath) -> Bool {
    guard let (section, item) = indexPath.tablePosition else { return false }
    return gateAllows(section: section, item: item)
  }

  /// ``gateAllows(_:)`` for the item `item` of `section`.
  @inlinable func gateAllows(section: Int, item: Int) -> Bool {
    guard section >= 0, section <= ListReorderGateMemo.largestSection else {
      return ListReorderGate.allows(item: item, facts: facts.facts(forSection: section))
    }
    var verdict = facts.reorderGateMemo.verdict(forSection: section)
    if verdict < 0 {
      verdict = ListReorderGateMemo.verdict(for: facts.facts(forSection: section))
      facts.reorderGateMemo.remember(verdict, forSection: section)
    }
    return ListReorderGateMemo.allows(item: item, verdict: verdict)
  }

  /// A move between sections changes both sections' items, which their verdicts may depend on.
  @inlinable func forgetVerdicts(ifMovingFrom from: IndexPath, to: IndexPath) {
    if from.tableSection != to.tableSection { facts.reorderGateMemo.forget() }
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
    forgetVerdicts(ifMovingFrom: from, to: to)
    base.rowWillMove(from: from, to: to)
  }

  @inlinable public mutating func rowWillMove(
    from: IndexPath, to: IndexPath, in table: some GestureTable
  ) {
    forgetVerdicts(ifMovingFrom: from, to: to)
    base.rowWillMove(from: from, to: to, in: table)
  }

  @inlinable public var tableDidReload: Bool { base.tableDidReload }
}
