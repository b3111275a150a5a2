#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The library's own swipe engine, for any `UITableView` and any cell — no subclass:
  /// ```swift
  /// tableView.swipeable = true
  /// tableView.swipeableDelegate = self   // weak
  /// ```
  extension UITableView {
    private static let swipeDelegateKey = WeakAssociatedKey<any SwipeableTableDelegate>()

    /// Whether rows swipe sideways to reveal the buttons ``swipeableDelegate`` gives them. Default
    /// `false`; reads back what was set.
    ///
    /// Turning it on adds a pan and a tap recogniser to the table (again adds nothing more);
    /// turning it off closes any open row at once and removes them. Use it instead of the
    /// system's `leadingSwipeActionsConfigurationForRowAt` / `trailing…` on the same table, not
    /// with them: a data source or delegate that arms UIKit's own swipe (those methods,
    /// `tableView(_:commit:forRowAt:)`, `editActionsForRowAt`) is logged once when this turns
    /// on or ``swipeableDelegate`` changes (see `SwipeSystemSwipeConflict` for what wins).
    ///
    /// Not testable on Linux: the recognisers and views (UIKit); every decision is
    /// `SwipeController`'s.
    public var swipeable: Bool {
      get { swipeableIsOn }
      set { setSwipeableIsOn(newValue) }
    }

    /// Gives each row its buttons and keeps your data in step. Held weakly: keep the object
    /// alive yourself (a delegate made inline is released at once; the first touch on the table
    /// logs it).
    public var swipeableDelegate: (any SwipeableTableDelegate)? {
      get { Self.swipeDelegateKey.get(from: self) }
      set {
        Self.swipeDelegateKey.set(newValue, on: self)
        swipeableDelegateDidChange(isSet: newValue != nil)
      }
    }

    /// How every row's buttons look, move and expand, unless the row's
    /// ``SwipeableActionsConfiguration/options`` are set (those win, for that row and edge).
    /// Default: iOS's numbers and behaviour (``SwipeableOptions/init(look:buttonMaterial:transitionStyle:expansionStyle:allowsFullSwipe:buttonExpansion:minimumButtonWidth:maximumButtonWidth:buttonPadding:imageTitleSpacing:buttonSpacing:contentGap:outerInset:metrics:)``).
    /// Read when a row opens: a change shows at the next swipe.
    public var swipeableOptions: SwipeableOptions {
      get { storedSwipeableOptions }
      set { storedSwipeableOptions = newValue }
    }

    /// The pan that swipes rows, while `swipeable` is on (`nil` when off). Use it for failure
    /// requirements, e.g. `swipeableGestureRecognizer?.require(toFail: edgePan)` so a screen-edge
    /// gesture wins. Its delegate belongs to the library. It also takes trackpad and mouse
    /// scrolling (`allowedScrollTypesMask = .all`).
    public var swipeableGestureRecognizer: UIPanGestureRecognizer? { swipeableHelper?.pan }

    /// The tap that closes an open row (or presses the button under it) instead of selecting a
    /// row; enabled only while a row is open. `nil` while `swipeable` is off.
    public var swipeableDismissalGestureRecognizer: UITapGestureRecognizer? {
      swipeableHelper?.dismissal
    }

    /// Opens the row's actions toward `edge`, closing any other open row first. Does nothing
    /// when the row has no actions there, the table is editing, or a drag is in progress.
    /// - Parameters:
    ///   - indexPath: the row to open.
    ///   - edge: the edge whose buttons to show, in the reading direction.
    ///   - animated: whether the row slides open (default `true`); `false` opens it at once.
    public func showSwipeActions(
      forRowAt indexPath: IndexPath, edge: SwipeableEdge, animated: Bool = true
    ) {
      swipeCommand { $0.showActions(forRowAt: indexPath, edge: edge, animated: animated) }
    }

    /// Closes the open row, if any (also one whose action is waiting for its completion).
    /// - Parameter animated: whether the row slides closed (default `true`).
    public func hideSwipeActions(animated: Bool = true) {
      swipeCommand { $0.hideActions(animated: animated) }
    }

    /// The first-run hint: the row peeks toward `edge` and comes back, when nothing else is open.
    /// - Parameters:
    ///   - indexPath: the row that peeks.
    ///   - edge: the edge whose buttons it hints at (default `.trailing`).
    public func showSwipeHint(forRowAt indexPath: IndexPath, edge: SwipeableEdge = .trailing) {
      swipeCommand { $0.showHint(forRowAt: indexPath, edge: edge) }
    }

    /// Tell the engine the row's actions changed while it may be open: it is re-measured, and
    /// closes when no actions are left.
    /// - Parameter indexPath: the row whose actions changed.
    public func swipeableActionsDidChange(forRowAt indexPath: IndexPath) {
      swipeCommand { $0.actionsDidChange(forRowAt: indexPath) }
    }

    /// Tells the engine the table reloaded (`reloadData()`, or an `apply` that reloads rows): the
    /// open row stays open where its row is now when rows have identities and it still exists,
    /// else it closes.
    ///
    /// Rows have identities when the delegate gives them
    /// (``SwipeableTableDelegate/tableView(_:swipeIdentityForRowAt:)`` and
    /// ``SwipeableTableDelegate/tableView(_:indexPathForSwipeIdentity:)``) or, without them, when
    /// the data source is a `UITableViewDiffableDataSource` (its item identifiers).
    ///
    /// **Optional** when rows have identities: a reload you do not report is noticed by the open
    /// row's identity at the next touch, tap, pan or VoiceOver action, and at the next frame or
    /// layout that finds its cell replaced, and handled as if reported; an action never runs on
    /// a row whose identity changed. Optional too when the reload changes the number of sections
    /// or of rows in the open row's section (noticed at the next event of any kind; without
    /// identities the row closes) or gives the open row's index path another cell (without
    /// identities the row closes at the next touch, frame or layout).
    ///
    /// **Needed** when rows have no identity and a reload keeps those counts and hands the open
    /// row's cell back to its index path, now showing another row: nothing the engine sees has
    /// changed, so that row would look open and a tap on its buttons would act on it. With
    /// identities, calling it still closes or moves the row at once rather than at the next touch.
    public func swipeableTableDidReloadData() { swipeableListDidReloadData() }

    /// Tells the engine rows were deleted (each path as it was just before its deletion, in
    /// order), so the open row keeps its place.
    ///
    /// **Optional**: a deletion you do not report changes the row count, noticed at the next
    /// event (a touch, a pan, a frame, a layout): a deleted open row closes, and with identities
    /// (see ``swipeableTableDidReloadData()``) an open row elsewhere stays open where it is now.
    /// An update that deletes and inserts as many rows in the open row's section keeps the count:
    /// it is then noticed by identity, else by the open row's cell leaving its index path (the row
    /// closes at the next touch or layout). Nothing shows on, or acts on, another row meanwhile.
    ///
    /// **Needed** only to keep the open row open through a deletion when rows have no identity:
    /// unreported, any deletion in its section closes it.
    /// - Parameter indexPaths: the deleted rows, in the order they were deleted.
    public func swipeableTableDidDeleteRows(at indexPaths: [IndexPath]) {
      swipeCommand { $0.rowsDeleted(at: indexPaths) }
    }

    /// Tells the engine rows were inserted (each path as it is just after its insertion, in
    /// order), so the open row keeps its place.
    ///
    /// **Optional**, as ``swipeableTableDidDeleteRows(at:)`` is: an insertion changes the row
    /// count, noticed at the next event; with identities the open row stays open where it is now,
    /// without them it closes.
    ///
    /// **Needed** only to keep the open row open through an insertion in its section when rows
    /// have no identity.
    /// - Parameter indexPaths: the inserted rows, in the order they were inserted.
    public func swipeableTableDidInsertRows(at indexPaths: [IndexPath]) {
      swipeCommand { $0.rowsInserted(at: indexPaths) }
    }

    /// VoiceOver custom actions for the row at `indexPath`, shown by `cell`: one per swipe
    /// action (trailing, then leading, outermost first), named as the buttons are. Append them
    /// to the cell's own in `tableView(_:cellForRowAt:)` — nothing of yours is replaced:
    /// ```swift
    /// cell.accessibilityCustomActions = (cell.accessibilityCustomActions ?? [])
    ///   + tableView.swipeableAccessibilityActions(for: cell, at: indexPath)
    /// ```
    /// Each action finds the cell's row when it runs, so it stays right through moves and reuse;
    /// it runs the action without opening the row. Empty while `swipeable` is off.
    ///
    /// Not testable on Linux: VoiceOver (UIKit); the list and the running are
    /// `SwipeController/accessibilityActions(forRowAt:appendingTo:)` and
    /// `SwipeController/performAccessibilityAction(_:forRowAt:)`.
    /// - Parameters:
    ///   - cell: the cell showing the row; the actions find its row when they run.
    ///   - indexPath: the row as the table shows it now.
    /// - Returns: one action per swipe action; append them to the cell's own.
    public func swipeableAccessibilityActions(for cell: UITableViewCell, at indexPath: IndexPath)
      -> [UIAccessibilityCustomAction]
    {
      swipeableListAccessibilityActions(for: cell, at: indexPath)
    }

    /// The helper, present exactly while `swipeable` is on.
    var swipeableHelper: SwipeableHelper? { listSwipeableHelper }
  }
#endif
