#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// Long-press drag to reorder on a `UICollectionView` list — a stock list layout
  /// (`UICollectionLayoutListConfiguration`), any cell, no subclass — with the table's API
  /// spelled for items:
  /// ```swift
  /// collectionView.dragable = true
  /// collectionView.dragableDelegate = self   // weak
  /// ```
  /// The same engine, ``DragableOptions`` and behaviour as `UITableView`'s
  /// (``UIKit/UITableView/dragable``): the long press, the snapshot, autoscroll, pinned items
  /// and a handle through the delegate, each-swap or on-drop commits, VoiceOver. Only list
  /// sections take part: an item of an orthogonal or grid section, or a first-item header row,
  /// neither lifts nor takes the dragged item.
  ///
  /// The dragged item's cell is hidden by an empty `layer.mask`, which the list's layout passes
  /// leave alone: `-[UICollectionReusableView _setLayoutAttributes:force:]` re-applies centre,
  /// bounds, `alpha` and `transform3D` (and runs whenever the cell's alpha differs from the
  /// attributes', so `alpha = 0` never lasts), and replaces only a mask view of its own
  /// (`_updateMaskViewUsingAttributes:`, flag `0x80`); `prepareForReuse` removes a mask view of
  /// one class only (decompiled UIKitCore 26.1, `UICollectionReusableView.mm`). Each swap is
  /// `moveItem(at:to:)` and your ``DragableCollectionDelegate/collectionView(_:dragCellFrom:to:)``
  /// in one `performBatchUpdates(_:completion:)`; with a diffable data source, your `apply`
  /// alone.
  ///
  /// UIKit's own reorders on the same list: a `dragDelegate` with `dragInteractionEnabled`, or
  /// the diffable data source's `reorderingHandlers` with `dragInteractionEnabled` on (the iPad
  /// and Mac Catalyst default), make UIKit's drag and drop lift the item, and the library's
  /// drag stands down; so it does for a press on the grabber of a `.reorder` accessory shown
  /// outside edit mode (elsewhere on the item the press is the library's), and in edit mode.
  /// Each is logged once (`ReorderGestureConflict`). With `dragInteractionEnabled` off (the
  /// iPhone default) the press is the library's, and `reorderingHandlers.canReorderItem`, when
  /// set, answers for it too.
  ///
  /// Not testable on Linux (UIKit); `SimulatedReorderHost(list:policy:options:)` runs the
  /// same controller on a `SimulatedList`, and the iOS tests `DragableCollectionListTests` run
  /// it on list layouts.
  extension UICollectionView {
    private static let dragDelegateKey = WeakAssociatedKey<any DragableCollectionDelegate>()

    /// Whether a long press on an item of a list section lifts it so it can be dragged to a
    /// new position. Default `false`; reads back what was set. Turning it on adds one long-press
    /// recognizer; turning it off mid-drag cancels the drag cleanly (the delegate gets
    /// ``DragableCollectionDelegate/collectionView(_:didCancelDraggingCellAt:)``).
    public var dragable: Bool {
      get { dragableIsOn }
      set { setDragableIsOn(newValue) }
    }

    /// Keeps your data in step with drags and decides where they may go. Held weakly: keep the
    /// object alive yourself (a delegate made inline is released at once; the first press logs
    /// it).
    public var dragableDelegate: (any DragableCollectionDelegate)? {
      get { Self.dragDelegateKey.get(from: self) }
      set {
        Self.dragDelegateKey.set(newValue, on: self)
        dragableDelegateDidChange(isSet: newValue != nil)
        dragableHelper?.delegate.delegate = newValue
      }
    }

    /// How drags look and behave, as on the table; see ``DragableOptions`` for the defaults.
    /// Changes take effect at the next drag (the press duration at once).
    public var dragableOptions: DragableOptions {
      get { storedDragableOptions }
      set { storedDragableOptions = newValue }
    }

    /// The long-press recognizer that starts drags, while `dragable` is on (`nil` when off).
    /// Its delegate belongs to the library.
    public var dragableGestureRecognizer: UILongPressGestureRecognizer? {
      dragableHelper?.recognizer
    }

    /// Where your data holds the item the collection view shows at `indexPath`: in
    /// ``ReorderCommitMode/onDrop`` mode items move on screen during a drag but your data
    /// changes only on drop, so a cell configured mid-drag must read your data there. Outside
    /// such a drag it returns `indexPath` itself. As
    /// ``UIKit/UITableView/dragableDataIndexPath(forDisplayedRowAt:)``.
    /// - Parameter indexPath: an item as the collection view shows it.
    /// - Returns: the index path of that item in your data.
    public func dragableDataIndexPath(forDisplayedItemAt indexPath: IndexPath) -> IndexPath {
      dragableListDataIndexPath(forDisplayed: indexPath)
    }

    /// Tells the library the collection view reloaded (`reloadData()`, an `apply`, any change
    /// to sections or items) while a drag or its settle may be in progress: the drag is
    /// cancelled without committing anything more, and no cell stays hidden. Optional and
    /// needed exactly when the table's ``UIKit/UITableView/dragableTableDidReloadData()`` is.
    /// A new layout object (`setCollectionViewLayout(_:animated:)`) is noticed by itself.
    public func dragableCollectionViewDidReloadData() { dragableListDidReloadData() }

    /// VoiceOver's "Move up" and "Move down" for the item at `indexPath`, shown by `cell`,
    /// following the same policy and delegate calls as a drag. Append them to the cell's own
    /// where you configure it, as ``UIKit/UITableView/dragableAccessibilityActions(for:at:)``.
    /// Empty while `dragable` is off and for an item the delegate does not let move.
    /// - Parameters:
    ///   - cell: the cell showing the item; the actions find its item when they run.
    ///   - indexPath: the item as the collection view shows it now.
    /// - Returns: the two actions, or none; append them to the cell's own.
    public func dragableAccessibilityActions(
      for cell: UICollectionViewCell, at indexPath: IndexPath
    ) -> [UIAccessibilityCustomAction] {
      dragableListAccessibilityActions(for: cell, at: indexPath)
    }

    /// The helper, present exactly while `dragable` is on.
    var dragableHelper: DragableCollectionHelper? { listDragableHelper }
  }
#endif
