#if canImport(UIKit)
  import QuartzCore
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The collection view's own calls for its drag helper (``RowListView``'s drag members).
  extension UICollectionView {
    typealias DragAnswers = DragableCollectionAnswers
    typealias DragDelegateSlot = DragableCollectionDelegateSlot
    typealias DragPolicy = ListReorderPolicy<
      DelegatedReorderPolicy<DragableCollectionAnswers>, UIKitCollectionReference
    >

    func makeDragDelegateSlot() -> DragableCollectionDelegateSlot {
      DragableCollectionDelegateSlot(dragableDelegate)
    }

    var dragableDelegateForCoverage: AnyObject? { dragableDelegate }

    /// The delegate's policy behind the list gate (`ListReorderGate`), with the sections'
    /// facts read through `reference` when asked.
    static func dragPolicy(
      _ delegated: DelegatedReorderPolicy<DragableCollectionAnswers>,
      reference: UIKitCollectionReference
    ) -> DragPolicy {
      ListReorderPolicy(base: delegated, facts: reference)
    }

    /// Edit mode; UIKit's drag and drop (a `dragDelegate`, or the diffable data source's
    /// `reorderingHandlers`) with the drag interaction on or off; the pressed cell's `.reorder`
    /// accessory shown outside edit mode; and whether a context menu may be offered (the
    /// delegate implements a context-menu method, or the cell has a `UIContextMenuInteraction`
    /// with a delegate). Asks the app nothing.
    func dragGestureContext(at point: CGPoint) -> ReorderGestureContext {
      let item = indexPathForItem(at: point)
      let cell = item.flatMap { cellForItem(at: $0) }
      let origin = item.map { frame(ofRowAt: $0).origin } ?? .zero
      let menus = [
        "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
        "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
      ]
      return ReorderGestureContext(
        isEditing: isEditing,
        hasSystemDragAndDrop: dragDelegate != nil,
        dragInteractionEnabled: dragInteractionEnabled,
        mayOfferContextMenu: menus.contains {
          delegate?.responds(to: NSSelectorFromString($0)) == true
        } || cell.map { !CellContextMenus.interactions(of: $0).isEmpty } == true,
        hasSystemReorderingHandlers: (dataSource as? DiffableReorderingHandlers)?
          .letsItemsReorder ?? false,
        pressIsOnSystemReorderControl: (cell as? UICollectionViewListCell).map {
          Self.isOnReorderControl(point, of: $0, at: origin)
        } ?? false)
    }

    /// Whether `point` (content coordinates) is on the grabber of `cell`, whose top-left corner
    /// is at `origin`, in its `.reorder` accessory: the cell has one, and the view the cell
    /// hit-tests there is a control outside
    /// its content view (accessories sit "outside of the cell's content view", Apple's
    /// `UICellAccessory` page; the grabber is a `UIControl`). A hidden accessory hit-tests
    /// nothing, so an accessory shown only in edit mode leaves the press to the library.
    private static func isOnReorderControl(
      _ point: CGPoint, of cell: UICollectionViewListCell, at origin: CGPoint
    ) -> Bool {
      guard cell.accessories.contains(where: { $0.accessoryType == .reorder }) else {
        return false
      }
      let hit = cell.hitTest(CGPoint(x: point.x - origin.x, y: point.y - origin.y), with: nil)
      return hit is UIControl && hit?.isDescendant(of: cell.contentView) == false
    }

    /// The delegate's `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16),
    /// then each context-menu interaction of the pressed item's cell, until one returns a
    /// configuration. A delegate that implements only the iOS 13 method, or any on iOS 15, is
    /// taken to offer one (the menu wins, as a long press opens it): that method is deprecated,
    /// and the library does not call it.
    func offersDragContextMenu(at point: CGPoint) -> Bool {
      guard let item = indexPathForItem(at: point) else { return false }
      if delegate?.responds(
        to: NSSelectorFromString(
          "collectionView:contextMenuConfigurationForItemAtIndexPath:point:")) == true
      {
        return true
      }
      if let delegate,
        delegate.responds(
          to: NSSelectorFromString(
            "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:"))
      {
        guard #available(iOS 16.0, *) else { return true }
        if delegate.collectionView?(self, contextMenuConfigurationForItemsAt: [item], point: point)
          != nil
        {
          return true
        }
      }
      return cellForItem(at: item).map {
        CellContextMenus.offerMenu($0, origin: frame(ofRowAt: item).origin, at: point)
      } == true
    }

    /// An empty `CALayer` as the mask (``DragConcealingMask``): nothing of the cell draws, and
    /// the list's layout passes, reuse and updates leave it (see ``UIKit/UICollectionView/dragable``).
    func isConcealedForDrag(_ cell: UICollectionViewCell) -> Bool {
      cell.layer.mask is DragConcealingMask
    }

    /// One write: the empty mask, or the mask it covers. A mask of the app's own is kept inside
    /// the empty one while the item is dragged (``DragConcealingMask/appMask``) and given back
    /// when the cell shows again; a mask the app set meanwhile is left as it is.
    func setConcealedForDrag(_ concealed: Bool, _ cell: UICollectionViewCell) {
      let mask = cell.layer.mask
      cell.layer.mask =
        concealed
        ? DragConcealingMask.covering(mask) : (mask as? DragConcealingMask)?.appMask ?? mask
    }

    /// Invalidates the layout: a list asks its self-sizing items for their sizes again
    /// ("invalidates the current layout and triggers a layout update", Apple's
    /// `invalidateLayout()` page); a collection view has no `beginUpdates()`.
    func refreshRowHeightsForDrag() { collectionViewLayout.invalidateLayout() }

    /// The mask is ``DragConcealingMask``, the library's own.
    static var hidesCellsWithItsOwnProperty: Bool { true }

    /// `reconfigureItems(at:)`: it updates "the data for the items ..., preserving the existing
    /// cells for the items" (Apple's page).
    func reconfigureRowForDrag(at indexPath: IndexPath) { reconfigureItems(at: [indexPath]) }

    var dragDataSource: AnyObject? { dataSource }
  }

  /// The empty mask that hides a dragged item's cell, told apart from a mask of the app's.
  ///
  /// It declares no initialiser, so it inherits `init(layer:)`, which Core Animation calls to
  /// copy a layer for its presentation tree.
  final class DragConcealingMask: CALayer {
    /// The mask the app had set on the cell, given back when the cell shows again.
    private(set) var appMask: CALayer?

    /// An empty mask over `mask`, the cell's current one (a mask of the library's own is
    /// looked through, so the app's is never lost).
    static func covering(_ mask: CALayer?) -> DragConcealingMask {
      let concealing = DragConcealingMask()
      concealing.appMask = (mask as? DragConcealingMask)?.appMask ?? mask
      return concealing
    }
  }

  /// A diffable data source's `reorderingHandlers`, as the list drag respects them: set, they
  /// make UIKit's drag and drop lift items on its own (`ReorderGestureContext`), and their
  /// `canReorderItem` answers for the library's drag too.
  @MainActor
  protocol DiffableReorderingHandlers: AnyObject {
    /// Whether `reorderingHandlers.canReorderItem` is set.
    var letsItemsReorder: Bool { get }
    /// `canReorderItem`'s answer for the item at `indexPath`, or `nil` when it is not set or
    /// no item is there.
    func canReorderItem(at indexPath: IndexPath) -> Bool?
  }

  extension UICollectionViewDiffableDataSource: DiffableReorderingHandlers {
    var letsItemsReorder: Bool { reorderingHandlers.canReorderItem != nil }

    func canReorderItem(at indexPath: IndexPath) -> Bool? {
      guard let ask = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath)
      else { return nil }
      return ask(item)
    }
  }
#endif
