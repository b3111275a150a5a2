import Foundation
@_spi(Headless) import TableGestureCore

/// The layout attributes of one item, as `UICollectionViewLayoutAttributes` holds them: made once
/// and cached by the layout, read by every later query.
final class BenchmarkItemAttributes {
  /// Given again in place when a move changes it (``BenchmarkListLayout/itemMoved(from:to:)``).
  var frame: CGRect

  init(frame: CGRect) { self.frame = frame }
}

/// A compositional list's answer to `UICollectionView.layoutAttributesForItem(at:)`, doing the
/// work UIKit does for that call once the list is laid out (decompiled UIKitCore 26.1):
/// `-[UICollectionView layoutAttributesForItemAtIndexPath:]` reloads if a reload is pending
/// (`_reloadDataIfNeeded`) and asks its `UICollectionViewData`, whose
/// `layoutAttributesForItemAtIndexPath:` prepares the layout if it must (`_prepareToLoadData`),
/// checks the index path against its item counts (`_isIndexPathValid:validateItemCounts:`), works
/// out the item's global index (`numberOfItemsBeforeSection:`) and looks it up in its attributes
/// cache (`_cachedLayoutAttributesForGlobalItemIndex:`, a hash map keyed by that index); only on a
/// miss does it ask the layout (`-[UICollectionViewCompositionalLayout
/// layoutAttributesForItemAtIndexPath:]`: a deferred resolve, then its solver) and cache the
/// answer. The collection view returns a copy of the attributes, whose frame is the layout's, in
/// the collection view's content coordinates: neither method converts it out of a section
/// container or for an orthogonal scroll. Here: the pending flag, the range check, one probe of
/// an open-addressed hash table keyed by section and item (standing for the global index and the
/// map's probe), and on a miss the simulated table's frame in a new cached object. The rows a
/// benchmark asks about are cached in its set-up, so a measured event makes no object.
///
/// Not modelled: the Objective-C message sends (the collection view's, its data's, the frame's),
/// the bridging of `IndexPath`, the check for an item being reordered by UIKit's own reorder
/// (`_shouldUseReorderingLayoutAttributesForItemAtIndexPath:`, a weak load and a message) and the
/// copy of the returned attributes (an allocation), which a device adds (a device's Time Profiler
/// shows them; Benchmarks/README.md, "The list host").
final class BenchmarkListLayout {
  let table: SimulatedTable
  /// The collection view data's cache of item attributes: keys (section and item, packed) and
  /// values in slots probed from the key's hash; a power of two long, never more than half full.
  @exclusivity(unchecked) private var keys: [Int] = Array(repeating: -1, count: 64)
  @exclusivity(unchecked) private var values: [BenchmarkItemAttributes?] = Array(
    repeating: nil, count: 64)
  @exclusivity(unchecked) private var cached = 0
  /// Whether a layout invalidation is waiting to be resolved (never, here).
  @exclusivity(unchecked) private var needsResolve = false
  /// How deep in `performBatchUpdates` the list is: a move made inside is laid out at its end.
  @exclusivity(unchecked) var batchDepth = 0
  /// A move's two ends, as sections and items.
  typealias Move = (fromSection: Int, fromItem: Int, toSection: Int, toItem: Int)
  /// The move made in the batch running (a drag makes one a batch).
  @exclusivity(unchecked) private var pendingMove: Move?
  /// How many attribute look-ups were made (a count for `instructions.sh`'s line, not UIKit's).
  @exclusivity(unchecked) var lookups = 0

  init(table: SimulatedTable) {
    self.table = table
  }

  /// `layoutAttributesForItem(at:)` of the index path `[section, item]`: `nil` out of range.
  func layoutAttributesForItem(section: Int, item: Int) -> BenchmarkItemAttributes? {
    lookups += 1
    if needsResolve { needsResolve = false }
    guard section >= 0, section < table.numberOfSections, item >= 0,
      item < table.numberOfRows(inSection: section)
    else { return nil }
    let key = section << 32 | item
    let mask = keys.count - 1
    var slot = Self.hash(key) & mask
    while keys[slot] != -1 {
      if keys[slot] == key { return values[slot] }
      slot = (slot + 1) & mask
    }
    let made = BenchmarkItemAttributes(frame: table.rectForRow(item, inSection: section))
    keys[slot] = key
    values[slot] = made
    cached += 1
    if cached * 2 > keys.count { grow() }
    return made
  }

  /// A move of an item (`moveItem(at:to:)`): the layout gives the items whose frames it changed
  /// new attributes. Within a section those are the items from one end of the move to the
  /// other; across sections, every cached item of both sections from the move's place on. Not
  /// modelled: the rest of UIKit's invalidation and re-solve of the section after the update.
  ///
  /// The move's ends are read out of their index paths once and kept as integers: kept as index
  /// paths (an optional pair, copied through Foundation's value witnesses) and subscripted at each
  /// use, the bookkeeping cost 180 instructions a swapping event, more than the two items' refresh
  /// it stands around (Benchmarks/README.md, "The list drag").
  func itemMoved(from: IndexPath, to: IndexPath) {
    guard from.count == 2, to.count == 2 else { return }
    let move = (fromSection: from[0], fromItem: from[1], toSection: to[0], toItem: to[1])
    guard batchDepth == 0 else {
      pendingMove = move
      return
    }
    layOut(move)
  }

  /// The batch ended: its move is laid out now.
  func batchEnded() {
    guard batchDepth == 0, let move = pendingMove else { return }
    pendingMove = nil
    layOut(move)
  }

  /// Gives the items a move changed their new frames (``itemMoved(from:to:)``).
  private func layOut(_ move: Move) {
    if move.fromSection == move.toSection {
      for item in Swift.min(move.fromItem, move.toItem)...Swift.max(move.fromItem, move.toItem) {
        refresh(section: move.fromSection, item: item)
      }
      return
    }
    for slot in keys.indices where keys[slot] != -1 {
      let (section, item) = (keys[slot] >> 32, keys[slot] & 0xFFFF_FFFF)
      if (section == move.fromSection && item >= move.fromItem)
        || (section == move.toSection && item >= move.toItem)
      {
        values[slot]?.frame = table.rectForRow(item, inSection: section)
      }
    }
  }

  /// Gives the cached attributes of `[section, item]`, if any, the item's frame now.
  private func refresh(section: Int, item: Int) {
    let key = section << 32 | item
    let mask = keys.count - 1
    var slot = Self.hash(key) & mask
    while keys[slot] != -1 {
      if keys[slot] == key {
        values[slot]?.frame = table.rectForRow(item, inSection: section)
        return
      }
      slot = (slot + 1) & mask
    }
  }

  /// A multiplicative hash of a packed key (Fibonacci hashing).
  @inline(__always)
  private static func hash(_ key: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> 20)
  }

  /// Doubles the table and puts every cached value back.
  private func grow() {
    let old = zip(keys, values).filter { $0.0 != -1 }
    keys = Array(repeating: -1, count: keys.count * 2)
    values = Array(repeating: nil, count: keys.count)
    let mask = keys.count - 1
    for (key, value) in old {
      var slot = Self.hash(key) & mask
      while keys[slot] != -1 { slot = (slot + 1) & mask }
      keys[slot] = key
      values[slot] = value
    }
  }

}

/// The collection view's calls the list host makes (`UIKitCollection`), each taking what UIKit's
/// takes and doing here what UIKit does inside it: a member of ``BorrowedSimulatedList`` is one
/// call to one of these, as the skin's member is one UIKit call. Those with work of their own are
/// kept calls (`@inline(never)`), so that `instructions.sh` counts what runs inside them as
/// UIKit's work (its `stand-ins` column), as it counts the simulated table's methods behind
/// ``BorrowedSimulatedTable``; those that only forward to the simulated table are inlined as the
/// table host's are.
extension BenchmarkListLayout {
  var numberOfSections: Int { table.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int {
    table.numberOfRows(inSection: section)
  }

  /// `layoutAttributesForItem(at:)`: `nil` for a path that is not an item's.
  @inline(never) func layoutAttributesForItem(at indexPath: IndexPath) -> BenchmarkItemAttributes? {
    guard indexPath.count == 2 else { return nil }
    return layoutAttributesForItem(section: indexPath[0], item: indexPath[1])
  }

  /// `indexPathForItem(at:)`: the item whose attributes' frame holds `point` (UIKit asks the
  /// layout for the elements in a 1-pt rectangle there): the table's row at `point`, checked
  /// against that item's attributes.
  @inline(never) func indexPathForItem(at point: CGPoint) -> IndexPath? {
    guard let found = table.indexPathForRow(at: point),
      layoutAttributesForItem(at: found)?.frame.contains(point) == true
    else { return nil }
    return found
  }

  func rect(forSection section: Int) -> CGRect { table.rect(forSection: section) }

  func rectForHeader(inSection section: Int) -> CGRect {
    table.rectForHeader(inSection: section)
  }

  func rectForFooter(inSection section: Int) -> CGRect {
    table.rectForFooter(inSection: section)
  }

  var bounds: CGRect { table.bounds }

  var contentSize: CGSize { table.contentSize }

  var contentOffset: CGPoint {
    get { table.contentOffset }
    set { table.contentOffset = newValue }
  }

  /// `adjustedContentInset`.
  var layoutContentInsets: LayoutInsets { table.layoutContentInsets }

  /// `moveItem(at:to:)`: the data's move, then the layout's.
  @inline(never) func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    table.moveRow(at: indexPath, to: newIndexPath)
    itemMoved(from: indexPath, to: newIndexPath)
  }

  /// `performBatchUpdates(_:completion:)`'s start, around a drag's move and its commit.
  @inline(never) func beginBatchUpdates() {
    batchDepth += 1
    table.beginUpdates()
  }

  /// `performBatchUpdates(_:completion:)`'s end: the batch's move is laid out.
  @inline(never) func endBatchUpdates() {
    table.endUpdates()
    batchDepth -= 1
    batchEnded()
  }

  var isEditing: Bool { table.isEditing }

  /// The identity of the item at `indexPath` (the fixtures' check, not a UIKit call).
  @inline(never) func rowID(at indexPath: IndexPath) -> Int? { table.rowID(at: indexPath) }

  /// The index path of the item whose identity is `id` (the fixtures' check).
  @inline(never) func indexPath(ofRowID id: Int) -> IndexPath? { table.indexPath(ofRowID: id) }
}

/// A ``BenchmarkListLayout`` seen as the list host sees a `UICollectionView` (`UIKitCollection`):
/// the same members as ``BorrowedSimulatedTable``, each one call to the layout's stand-in for the
/// collection view's call the skin makes; a row's rectangle comes from the layout's attributes
/// (the collection view has no `rectForRow`). Headers, footers and sections are the table's: no
/// event of the measured paths asks for them.
struct BorrowedSimulatedList: BorrowedTable {
  let object: TableObject<BenchmarkListLayout>

  init(_ object: TableObject<BenchmarkListLayout>) {
    self.object = object
  }

  var numberOfSections: Int { object.with { $0.numberOfSections } }

  func numberOfRows(inSection section: Int) -> Int {
    object.with { $0.numberOfItems(inSection: section) }
  }

  func rectForRow(at indexPath: IndexPath) -> CGRect {
    object.with { $0.layoutAttributesForItem(at: indexPath)?.frame } ?? .zero
  }

  func rect(forSection section: Int) -> CGRect { object.with { $0.rect(forSection: section) } }

  func rectForHeader(inSection section: Int) -> CGRect {
    object.with { $0.rectForHeader(inSection: section) }
  }

  func rectForFooter(inSection section: Int) -> CGRect {
    object.with { $0.rectForFooter(inSection: section) }
  }

  func indexPathForRow(at point: CGPoint) -> IndexPath? {
    object.with { $0.indexPathForItem(at: point) }
  }

  var bounds: CGRect { object.with { $0.bounds } }

  var contentSize: CGSize { object.with { $0.contentSize } }

  var contentOffset: CGPoint {
    get { object.with { $0.contentOffset } }
    nonmutating set { object.with { $0.contentOffset = newValue } }
  }

  var layoutContentInsets: LayoutInsets { object.with { $0.layoutContentInsets } }

  func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    object.with { $0.moveItem(at: indexPath, to: newIndexPath) }
  }

  func beginUpdates() { object.with { $0.beginBatchUpdates() } }

  func endUpdates() { object.with { $0.endBatchUpdates() } }

  var isEditing: Bool { object.with { $0.isEditing } }
}

/// The benchmark list host's reference to its collection view, weak, as the skin's list host
/// holds it (``WeakTableReference`` does the rest).
final class SimulatedListReference: WeakTableReference {
  typealias Table = BorrowedSimulatedList
  weak var base: BenchmarkListLayout?
  /// Held for a drag (``TableHold``); read and written only between calls, unchecked.
  @exclusivity(unchecked) var hold = TableHold<BenchmarkListLayout>()

  init(_ base: BenchmarkListLayout) {
    self.base = base
  }
}

/// The list host's facts of the list's sections, read by ``ListReorderPolicy`` at a section's
/// first question of a drag (``ListReorderGateMemo``): every section of the layout an
/// inset-grouped list section (as the swipe fixture's list host answers `swipeListSection(_:)`),
/// none past the last. Holds the layout weakly, as the host does.
final class BenchmarkListFacts: ListSectionFactsReading {
  weak var layout: BenchmarkListLayout?
  private let facts = ListSectionFacts(appearance: .insetGrouped)
  /// Read and written in place by the policy, never across a call (no run-time check).
  @exclusivity(unchecked) var reorderGateMemo = ListReorderGateMemo()

  init(_ layout: BenchmarkListLayout) {
    self.layout = layout
  }

  func facts(forSection section: Int) -> ListSectionFacts? {
    guard let layout, section >= 0, section < layout.table.numberOfSections else { return nil }
    return facts
  }
}

extension BorrowedSimulatedList: BenchmarkDragRows {
  static func base(over table: SimulatedTable) -> BenchmarkListLayout {
    BenchmarkListLayout(table: table)
  }
  static func attributeLookups(_ base: BenchmarkListLayout) -> Int { base.lookups }
  static func reference(to base: BenchmarkListLayout) -> SimulatedListReference {
    SimulatedListReference(base)
  }
  static func gate(for base: BenchmarkListLayout) -> BenchmarkListFacts {
    BenchmarkListFacts(base)
  }
  static func answers(_ delegate: any BenchmarkDragDelegate) -> CountingAnswers<
    BenchmarkListLayout
  > {
    CountingAnswers(delegate: delegate)
  }
  @inline(__always) func rowID(at indexPath: IndexPath) -> Int? {
    object.with { $0.rowID(at: indexPath) }
  }
  func indexPath(ofRowID id: Int) -> IndexPath? {
    object.with { $0.indexPath(ofRowID: id) }
  }
  static var hidesCellsWithItsOwnProperty: Bool { true }
  /// The model stands for the collection view and its layout at once.
  static func layoutIdentity(_ base: BenchmarkListLayout) -> ObjectIdentifier? {
    ObjectIdentifier(base)
  }
  /// The app's policy behind the list gate.
  @inline(__always) static func policy(
    _ app: DelegatedReorderPolicy<CountingAnswers<BenchmarkListLayout>>, gate: BenchmarkListFacts
  ) -> ListReorderPolicy<
    DelegatedReorderPolicy<CountingAnswers<BenchmarkListLayout>>, BenchmarkListFacts
  > {
    ListReorderPolicy(base: app, facts: gate)
  }
}

/// The list's layout stands for the collection view the skin's `DragableCollectionAnswers` asks
/// about. (Asked about the simulated table under it, the host's policy took the table out of the
/// layout at every event with a policy: a retain of the table and a release of the layout,
/// weakly referenced, so through its side table: the policy's making measured 315 instructions a
/// swapping event, 188 now, where the skin hands over the collection view it holds.)
extension BenchmarkListLayout: BenchmarkAnsweredView {
  func answeredRect(at indexPath: IndexPath) -> CGRect {
    BorrowedSimulatedList(resolving: self).rectForRow(at: indexPath)
  }
}
