#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// A `UICollectionView` list as both engines see it, for one event: items are rows (an item
  /// path is a row path: `IndexPath+Table` reads only its two indices), each query one UIKit call
  /// where UIKit has one. Made by ``UIKitCollectionReference`` once per event.
  ///
  /// Every rectangle comes from the layout's attributes, in the collection view's content
  /// coordinates ("You should always use this method instead of querying the layout object
  /// directly", Apple's `layoutAttributesForItem(at:)` page), never from a cell's `frame`: on
  /// iOS 26 a cell may sit in a section container view, not in the collection view itself
  /// (`_sectionContainerViewForSectionIndex:createIfNecessary:`, `UICollectionView.mm`, decompiled
  /// UIKitCore 26.1), so its frame is in another view's coordinates.
  @MainActor
  struct UIKitCollection: @MainActor BorrowedTable {
    let object: TableObject<UICollectionView>

    init(_ object: TableObject<UICollectionView>) {
      self.object = object
    }

    var numberOfSections: Int { object.with { $0.numberOfSections } }

    func numberOfRows(inSection section: Int) -> Int {
      object.with { $0.numberOfItems(inSection: section) }
    }

    /// The item's frame from its layout attributes; `.zero` when the layout has none (no such
    /// item: "nil if no item exists at the specified path", Apple's page).
    func rectForRow(at indexPath: IndexPath) -> CGRect {
      object.with { $0.layoutAttributesForItem(at: indexPath)?.frame } ?? .zero
    }

    /// The section's header, items and footer together (a collection view has no section
    /// rectangle of its own): the union of the header's, the first and last items' and the
    /// footer's frames, `.zero` for an empty section without either.
    func rect(forSection section: Int) -> CGRect {
      var whole: CGRect?
      func add(_ part: CGRect) {
        guard part.width > 0 || part.height > 0 else { return }
        guard let known = whole else {
          whole = part
          return
        }
        let minX = min(known.minX, part.minX)
        let minY = min(known.minY, part.minY)
        whole = CGRect(
          x: minX, y: minY, width: max(known.maxX, part.maxX) - minX,
          height: max(known.maxY, part.maxY) - minY)
      }
      add(rectForHeader(inSection: section))
      let count = object.with { $0.numberOfItems(inSection: section) }
      if count > 0 {
        add(rectForRow(at: IndexPath(item: 0, section: section)))
        add(rectForRow(at: IndexPath(item: count - 1, section: section)))
      }
      add(rectForFooter(inSection: section))
      return whole ?? .zero
    }

    func rectForHeader(inSection section: Int) -> CGRect {
      supplementaryFrame(UICollectionView.elementKindSectionHeader, inSection: section)
    }

    func rectForFooter(inSection section: Int) -> CGRect {
      supplementaryFrame(UICollectionView.elementKindSectionFooter, inSection: section)
    }

    /// The frame of the section's supplementary view of `kind`, `.zero` when it has none.
    private func supplementaryFrame(_ kind: String, inSection section: Int) -> CGRect {
      object.with {
        $0.layoutAttributesForSupplementaryElement(
          ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
      } ?? .zero
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

    /// `adjustedContentInset` (content inset plus safe area and bars) as the core's insets.
    var layoutContentInsets: LayoutInsets { LayoutInsets(object.with { $0.adjustedContentInset }) }

    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      object.with { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// `performBatchUpdates(_:completion:)`, which "performs multiple insert, delete, reload,
    /// and move operations as a group" (Apple's page): the drag's `moveItem(at:to:)` and the
    /// app's commit run in its closure, checked against the data source when it returns, as the
    /// table's `beginUpdates()` … `endUpdates()` (`ReorderSession`'s commit). The collection view
    /// runs the closure before it returns (the updates are carried out then, animated after).
    /// The block UIKit gets reaches `updates` only through a box that is emptied when the call
    /// returns: were UIKit to keep its block longer (a copy, an autorelease),
    /// `withoutActuallyEscaping` would trap, and a late call would run nothing. An iOS test that
    /// swaps items on a list runs it.
    func performBatchUpdates(_ updates: () -> Void) {
      withoutActuallyEscaping(updates) { updates in
        let pending = PendingBatchUpdates(updates)
        object.with { $0.performBatchUpdates({ pending.run() }, completion: nil) }
        pending.clear()
      }
    }

    var isEditing: Bool { object.with { $0.isEditing } }
  }

  /// The helpers' reference to their collection view, weak (``WeakTableReference`` does the
  /// rest).
  @MainActor
  final class UIKitCollectionReference: @MainActor WeakTableReference,
    @MainActor ListSectionFactsReading
  {
    typealias Table = UIKitCollection
    weak var base: UICollectionView?
    /// Held for a drag (``TableHold``); read and written only between calls, unchecked.
    @exclusivity(unchecked) var hold = TableHold<UICollectionView>()
    /// Where the drag's policy keeps its gate verdicts (`ListReorderGateMemo`). Each access
    /// is a read or a write that calls nothing out, so it goes unchecked.
    @exclusivity(unchecked) var reorderGateMemo = ListReorderGateMemo()

    init(_ base: UICollectionView) {
      self.base = base
    }

    /// The section's facts as the swipe reads them (``RowListView/listSectionFacts(_:)``);
    /// `nil` for a section that does not exist, or once the collection view is gone.
    func facts(forSection section: Int) -> ListSectionFacts? {
      guard let base, section >= 0, section < base.numberOfSections else { return nil }
      return base.listSectionFacts(section)
    }
  }

  /// The updates of one `performBatchUpdates(_:completion:)` call, held for the call only
  /// (`UIKitCollection.performBatchUpdates(_:)`). Not isolated: UIKit's updates block is a
  /// plain `() -> Void` that runs on the caller's thread.
  private final class PendingBatchUpdates {
    private var updates: (() -> Void)?

    init(_ updates: @escaping () -> Void) {
      self.updates = updates
    }

    func run() { updates?() }

    func clear() { updates = nil }
  }
#endif
