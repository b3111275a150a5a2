#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// What a collection-view list with `UICollectionView.dragable` turned on asks its app while
  /// an item is dragged, and what it tells it: the item-spelled twin of
  /// ``DragableTableDelegate``, name for name, with the same defaults.
  ///
  /// Only ``collectionView(_:dragCellFrom:to:)`` is required: it keeps your data in step with
  /// the screen. Leave the others out and every item of a list section can be dragged to any
  /// list section. Set it with `collectionView.dragableDelegate = self` (held weakly).
  ///
  /// Only list sections take part (`UICollectionLayoutListConfiguration`, as the layout's
  /// frames show them, or as ``SwipeableCollectionDelegate/collectionView(_:sectionIsList:)``
  /// answers): an item of an orthogonal or grid section, or a section's first-item header row,
  /// neither lifts nor takes the dragged item, whatever these methods answer.
  ///
  /// An Objective-C protocol with optional methods, like `UICollectionViewDelegate`, so that a
  /// method whose name is nearly right (`canDragCellAt:` for `canDragCellTo:`) gets the
  /// compiler's "nearly matches optional requirement" warning instead of silently never being
  /// called. Declare the optional methods in the class or extension that declares the
  /// conformance: the compiler compares near misses only there.
  ///
  /// Every index path passed in is valid in the collection view at the moment of the call. Touch
  /// points are in the item's own coordinates (origin at its top-left corner).
  @objc @MainActor
  public protocol DragableCollectionDelegate: AnyObject {
    /// An item moved from `fromIndexPath` to `toIndexPath` (UIKit's `moveItem(at:to:)`
    /// semantics: `toIndexPath` is the item's final position). Move the item in your data the
    /// same way; with a `UICollectionViewDiffableDataSource`, apply a snapshot with the move
    /// (the library then makes no `moveItem(at:to:)` of its own: ``ReorderRowMoves``).
    ///
    /// With ``ReorderCommitMode/eachSwap`` (the default) it is called for every swap, inside
    /// the collection view's batch of updates that moves the item (`performBatchUpdates(_:completion:)`):
    /// the list checks the move against your data when the batch ends; with
    /// ``ReorderCommitMode/onDrop`` once, on drop, from where the drag began to where it ended.
    /// - Parameters:
    ///   - collectionView: the collection view whose item is dragged.
    ///   - fromIndexPath: where the item was before this move.
    ///   - toIndexPath: where the item is after this move.
    func collectionView(
      _ collectionView: UICollectionView, dragCellFrom fromIndexPath: IndexPath,
      to toIndexPath: IndexPath)

    /// Whether a long press at `point` may start dragging the item at `indexPath`. `point` is
    /// in the item's own coordinates: return `true` only over a drag handle to limit where a
    /// drag starts. Not implemented: `true`.
    ///
    /// A `UICollectionViewDiffableDataSource` whose `reorderingHandlers.canReorderItem` is set
    /// is asked first: an item it refuses never lifts. Its `willReorder` and `didReorder` are
    /// not called (their transaction is UIKit's own to make): the library's drag tells you of
    /// each move through ``collectionView(_:dragCellFrom:to:)`` only.
    ///
    /// VoiceOver's "Move up" / "Move down" have no finger: they ask
    /// ``collectionView(_:canMoveCellWithAccessibilityAt:)`` instead, or, when you do not
    /// implement it, this method with the item's centre as the point.
    /// - Parameters:
    ///   - collectionView: the collection view whose item is dragged.
    ///   - indexPath: the item under the finger.
    ///   - point: the touch, in the item's own coordinates.
    /// - Returns: `true` to let the drag start here.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, canDragCellFrom indexPath: IndexPath,
      withTouchPoint point: CGPoint
    ) -> Bool

    /// Whether VoiceOver's "Move up" / "Move down" may move the item at `indexPath`. Not
    /// implemented: the answer of ``collectionView(_:canDragCellFrom:withTouchPoint:)`` at the
    /// item's centre.
    /// - Parameters:
    ///   - collectionView: the collection view whose item is dragged.
    ///   - indexPath: the item VoiceOver would move.
    /// - Returns: `true` to offer "Move up" / "Move down" for the item.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, canMoveCellWithAccessibilityAt indexPath: IndexPath
    ) -> Bool

    /// Whether the dragged item may stop at `indexPath` (its final position after the move).
    /// A refused position is never taken: the dragged item waits in front of it. Use it for
    /// pinned items. Not implemented: `true`.
    /// - Parameters:
    ///   - collectionView: the collection view whose item is dragged.
    ///   - indexPath: the position the dragged item would take.
    /// - Returns: `true` to let the item stop there.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, canDragCellTo indexPath: IndexPath
    ) -> Bool

    /// The position to use instead of `proposedIndexPath`. `originalIndexPath` is where the
    /// drag began. Return `originalIndexPath` (or the proposal's opposite direction) to make the
    /// item wait; a position further in the direction of travel is taken. Not implemented: the
    /// proposal.
    /// - Parameters:
    ///   - collectionView: the collection view whose item is dragged.
    ///   - originalIndexPath: where the drag began.
    ///   - proposedIndexPath: the position the item would take next.
    /// - Returns: the position to take instead, or `proposedIndexPath` to accept it.
    @objc optional func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForDragFrom originalIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath

    /// A drag of the item at `indexPath` is about to lift it.
    /// - Parameters:
    ///   - collectionView: the collection view whose item is dragged.
    ///   - indexPath: the item about to lift.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, willBeginDraggingCellAt indexPath: IndexPath)

    /// The item was dropped. It began at `fromIndexPath` and rests at `toIndexPath` (equal when
    /// it did not move). In ``ReorderCommitMode/onDrop`` mode
    /// ``collectionView(_:dragCellFrom:to:)`` has just been called with the same two paths.
    /// - Parameters:
    ///   - collectionView: the collection view whose item is dragged.
    ///   - fromIndexPath: where the drag began.
    ///   - toIndexPath: where the item rests.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, didEndDraggingCellFrom fromIndexPath: IndexPath,
      to toIndexPath: IndexPath)

    /// The drag was cancelled (the gesture was interrupted, `UICollectionView.dragable` was
    /// turned off, the collection view left its window, its data changed, or its layout object
    /// was replaced).
    ///
    /// `indexPath` is where the item rests now: where it was in ``ReorderCommitMode/eachSwap``
    /// mode (swaps already committed stay), where it began in ``ReorderCommitMode/onDrop`` mode.
    /// It is `nil` when the data or the layout changed under the drag, as no index path from
    /// before the change can be trusted.
    /// - Parameters:
    ///   - collectionView: the collection view whose item is dragged.
    ///   - indexPath: where the item rests now, or `nil` after a change.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, didCancelDraggingCellAt indexPath: IndexPath?)
  }

  /// The collection view's ``DragableCollectionDelegate`` as the engine's policy asks it, with
  /// the defaults its documentation gives where an optional method is not implemented.
  @MainActor
  struct DragableCollectionAnswers: @MainActor DragableListAnswers {
    let delegate: any DragableCollectionDelegate

    /// The diffable data source's `reorderingHandlers.canReorderItem` first, when set (an item
    /// it refuses never lifts), then the delegate.
    func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint, in list: UICollectionView)
      -> Bool
    {
      guard (list.dataSource as? DiffableReorderingHandlers)?.canReorderItem(at: indexPath) != false
      else { return false }
      return delegate.collectionView?(list, canDragCellFrom: indexPath, withTouchPoint: touchPoint)
        ?? true
    }

    /// The delegate's accessibility answer, or its touch answer at the item's centre.
    func canMoveRowWithAccessibility(at indexPath: IndexPath, in list: UICollectionView) -> Bool {
      if let answer = delegate.collectionView?(list, canMoveCellWithAccessibilityAt: indexPath) {
        return answer
      }
      let item = list.frame(ofRowAt: indexPath)
      return canDragRow(
        at: indexPath, touchPoint: CGPoint(x: item.width / 2, y: item.height / 2), in: list)
    }

    func canMoveRow(to indexPath: IndexPath, in list: UICollectionView) -> Bool {
      delegate.collectionView?(list, canDragCellTo: indexPath) ?? true
    }

    func targetIndexPath(
      forMoveFrom original: IndexPath, proposed: IndexPath, in list: UICollectionView
    ) -> IndexPath {
      delegate.collectionView?(
        list, targetIndexPathForDragFrom: original, toProposedIndexPath: proposed) ?? proposed
    }

    func commitMove(from: IndexPath, to: IndexPath, in list: UICollectionView) {
      delegate.collectionView(list, dragCellFrom: from, to: to)
    }

    func willBeginDragging(rowAt indexPath: IndexPath, in list: UICollectionView) {
      delegate.collectionView?(list, willBeginDraggingCellAt: indexPath)
    }

    func didEndDragging(from: IndexPath, to: IndexPath, in list: UICollectionView) {
      delegate.collectionView?(list, didEndDraggingCellFrom: from, to: to)
    }

    func didCancelDragging(restingAt indexPath: IndexPath?, in list: UICollectionView) {
      delegate.collectionView?(list, didCancelDraggingCellAt: indexPath)
    }
  }

  /// The collection view's drag delegate, held weakly by its drag helper.
  @MainActor
  final class DragableCollectionDelegateSlot: DragableDelegateSlot {
    weak var delegate: (any DragableCollectionDelegate)?

    init(_ delegate: (any DragableCollectionDelegate)?) {
      self.delegate = delegate
    }

    var answers: DragableCollectionAnswers? { delegate.map(DragableCollectionAnswers.init) }
  }
#endif
