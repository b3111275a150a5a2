#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// Long-press drag to reorder, for any `UITableView`:
  /// ```swift
  /// tableView.dragable = true
  /// tableView.dragableDelegate = self   // weak
  /// ```
  extension UITableView {
    private static let delegateKey = WeakAssociatedKey<any DragableTableDelegate>()

    /// Whether a long press on a row lifts it so it can be dragged to a new position.
    /// Default `false`; reads back what was set.
    ///
    /// Turning it on adds one long-press recognizer (turning it on again adds nothing more);
    /// turning it off mid-drag cancels the drag cleanly: the snapshot goes, every table property
    /// the drag changed is restored, and the delegate gets
    /// ``DragableTableDelegate/tableView(_:didCancelDraggingCellAt:)``.
    ///
    /// Not testable on Linux: the recognizer and display link (UIKit).
    public var dragable: Bool {
      get { dragableIsOn }
      set { setDragableIsOn(newValue) }
    }

    /// Keeps your data in step with drags and decides where they may go. Held weakly: keep the
    /// object alive yourself (a delegate made inline is released at once; the first press on
    /// the table logs it).
    public var dragableDelegate: (any DragableTableDelegate)? {
      get { Self.delegateKey.get(from: self) }
      set {
        Self.delegateKey.set(newValue, on: self)
        dragableDelegateDidChange(isSet: newValue != nil)
        dragableHelper?.delegate.delegate = newValue
      }
    }

    /// How drags look and behave; see ``DragableOptions`` for the defaults. Changes take effect
    /// at the next drag (the press duration at once).
    public var dragableOptions: DragableOptions {
      get { storedDragableOptions }
      set { storedDragableOptions = newValue }
    }

    /// The long-press recognizer that starts drags, while `dragable` is on (`nil` when off). Use
    /// it to set failure requirements, e.g. `someTap.require(toFail: recognizer)`. Its delegate
    /// belongs to the library.
    public var dragableGestureRecognizer: UILongPressGestureRecognizer? {
      dragableHelper?.recognizer
    }

    /// Where your data holds the row the table shows at `indexPath`.
    ///
    /// In ``ReorderCommitMode/onDrop`` mode rows move on screen during a drag but your data
    /// changes only on drop, so a `tableView(_:cellForRowAt:)` that runs mid-drag (cells
    /// scrolling in) must read `items[tableView.dragableDataIndexPath(forDisplayedRowAt:
    /// indexPath).row]`. Outside such a drag it returns `indexPath` itself.
    /// - Parameter indexPath: a row as the table shows it (as `tableView(_:cellForRowAt:)` gets it).
    /// - Returns: the index path of that row in your data.
    public func dragableDataIndexPath(forDisplayedRowAt indexPath: IndexPath) -> IndexPath {
      dragableListDataIndexPath(forDisplayed: indexPath)
    }

    /// Tells the library the table reloaded (`reloadData()`, a diffable `apply`, any change to
    /// sections or rows) while a drag or the drop's settle animation may be in progress: the drag
    /// is cancelled without committing anything more (or the settle ends), the snapshot is
    /// removed at once, no cell stays hidden, and the delegate's cancel method gets a `nil` index
    /// path. If an on-drop drag had moved the row on screen, the table is reloaded so that it
    /// shows your data (a diffable data source given an unchanged snapshot leaves the table as it
    /// was).
    ///
    /// **Optional** when nothing is being dragged or settling, and when the change alters the
    /// number of sections or of rows in the dragged row's section (in on-drop mode, of any
    /// section): noticed at the next frame and handled the same way. During the settle it is
    /// optional for any reload: the settle ends as usual (at once on a count change), and every
    /// frame hides only the cell now showing the resting row.
    ///
    /// **Needed** during a drag after a change that keeps those counts (a reload that reorders or
    /// replaces rows, an insert and a delete in one update): the library cannot tell it happened,
    /// so the drag goes on with the row now at the dragged position. Your data and the table stay
    /// in step and no cell stays hidden, but the move you are told of at the drop may be of
    /// another item than the one the user lifted.
    public func dragableTableDidReloadData() { dragableListDidReloadData() }

    /// VoiceOver's "Move up" and "Move down" for the row at `indexPath`, shown by `cell`,
    /// following the same policy and delegate calls as a drag and announcing the new position.
    /// Add them in `tableView(_:cellForRowAt:)`:
    /// ```swift
    /// cell.accessibilityCustomActions =
    ///   tableView.dragableAccessibilityActions(for: cell, at: indexPath)
    /// ```
    /// Empty while `dragable` is off and for a row the delegate does not let move
    /// (``DragableTableDelegate/tableView(_:canMoveCellWithAccessibilityAt:)``, a pinned row).
    /// The actions find the cell's row when they run, so they stay right after moves and reuse;
    /// one that cannot move its row then (a pinned neighbour, the end of the table, `dragable`
    /// turned off since) does nothing and reports failure to VoiceOver. Same shape as
    /// `swipeableAccessibilityActions(for:at:)`.
    ///
    /// Not testable on Linux: VoiceOver (UIKit); the moves themselves are
    /// `ReorderSession/step(_:direction:in:policy:commitMode:rowMoves:)`.
    /// - Parameters:
    ///   - cell: the cell showing the row; the actions find its row when they run.
    ///   - indexPath: the row as the table shows it now.
    /// - Returns: the two actions, or none; append them to the cell's own.
    public func dragableAccessibilityActions(for cell: UITableViewCell, at indexPath: IndexPath)
      -> [UIAccessibilityCustomAction]
    {
      dragableListAccessibilityActions(for: cell, at: indexPath)
    }

    /// The helper, present exactly while `dragable` is on.
    var dragableHelper: DragableHelper? { listDragableHelper }
  }
#endif
