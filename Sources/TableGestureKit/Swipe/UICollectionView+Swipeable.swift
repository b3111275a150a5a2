#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The library's own swipe engine on a `UICollectionView` list — a stock list layout
  /// (`UICollectionLayoutListConfiguration`), any cell, no subclass — with the table's API
  /// spelled for items:
  /// ```swift
  /// collectionView.swipeable = true
  /// collectionView.swipeableDelegate = self   // weak
  /// ```
  /// The same engine, ``SwipeableAction``, ``SwipeableActionsConfiguration`` and
  /// ``SwipeableOptions`` as `UITableView`'s; each member here does what the table's member of
  /// the same name does (``UIKit/UITableView/swipeable``).
  ///
  /// The item moves by its layer's `sublayerTransform`, which the collection view's layout
  /// passes leave alone (`-[UICollectionReusableView _setLayoutAttributes:force:]` re-applies
  /// centre, bounds, alpha and `transform3D`, not `sublayerTransform`: decompiled UIKitCore 26.1,
  /// `UICollectionReusableView.mm`); its rectangles come from the layout's attributes
  /// (`UIKitCollection`). Not testable on Linux (UIKit); the iOS tests
  /// `SwipeableCollectionListTests` run it on list layouts.
  extension UICollectionView {
    private static let swipeDelegateKey = WeakAssociatedKey<any SwipeableCollectionDelegate>()

    /// Whether items swipe sideways to reveal the buttons ``swipeableDelegate`` gives them.
    /// Default `false`; reads back what was set. Turning it on adds a pan and a tap recogniser
    /// to the collection view; turning it off closes any open item at once and removes them.
    /// Use it instead of the list configuration's `leadingSwipeActionsConfigurationProvider` /
    /// `trailing…` and SwiftUI `.swipeActions` in a `UIHostingConfiguration`, not with them.
    public var swipeable: Bool {
      get { swipeableIsOn }
      set { setSwipeableIsOn(newValue) }
    }

    /// Gives each item its buttons and keeps your data in step. Held weakly: keep the object
    /// alive yourself (a delegate made inline is released at once; the first touch logs it).
    public var swipeableDelegate: (any SwipeableCollectionDelegate)? {
      get { Self.swipeDelegateKey.get(from: self) }
      set {
        Self.swipeDelegateKey.set(newValue, on: self)
        swipeableDelegateDidChange(isSet: newValue != nil)
      }
    }

    /// How every item's buttons look, move and expand, unless the item's
    /// ``SwipeableActionsConfiguration/options`` are set (those win, for that item and edge).
    /// Default: iOS's numbers and behaviour. Read when an item opens.
    public var swipeableOptions: SwipeableOptions {
      get { storedSwipeableOptions }
      set { storedSwipeableOptions = newValue }
    }

    /// The pan that swipes items, while `swipeable` is on (`nil` when off); its delegate belongs
    /// to the library.
    public var swipeableGestureRecognizer: UIPanGestureRecognizer? { swipeableHelper?.pan }

    /// The tap that closes an open item (or presses the button under it) instead of selecting
    /// an item; enabled only while an item is open. `nil` while `swipeable` is off.
    public var swipeableDismissalGestureRecognizer: UITapGestureRecognizer? {
      swipeableHelper?.dismissal
    }

    /// Opens the item's actions toward `edge`, closing any other open item first. Does nothing
    /// when the item has no actions there, the collection view is editing, or a drag is in
    /// progress.
    /// - Parameters:
    ///   - indexPath: the item to open.
    ///   - edge: the edge whose buttons to show, in the reading direction.
    ///   - animated: whether the item slides open (default `true`).
    public func showSwipeActions(
      forItemAt indexPath: IndexPath, edge: SwipeableEdge, animated: Bool = true
    ) {
      swipeCommand { $0.showActions(forRowAt: indexPath, edge: edge, animated: animated) }
    }

    /// Closes the open item, if any (also one whose action is waiting for its completion).
    /// - Parameter animated: whether the item slides closed (default `true`).
    public func hideSwipeActions(animated: Bool = true) {
      swipeCommand { $0.hideActions(animated: animated) }
    }

    /// The first-run hint: the item peeks toward `edge` and comes back, when nothing else is
    /// open.
    /// - Parameters:
    ///   - indexPath: the item that peeks.
    ///   - edge: the edge whose buttons it hints at (default `.trailing`).
    public func showSwipeHint(forItemAt indexPath: IndexPath, edge: SwipeableEdge = .trailing) {
      swipeCommand { $0.showHint(forRowAt: indexPath, edge: edge) }
    }

    /// Tell the engine the item's actions changed while it may be open: it is re-measured, and
    /// closes when no actions are left.
    /// - Parameter indexPath: the item whose actions changed.
    public func swipeableActionsDidChange(forItemAt indexPath: IndexPath) {
      swipeCommand { $0.actionsDidChange(forRowAt: indexPath) }
    }

    /// Tells the engine the collection view reloaded (`reloadData()`, or an `apply` that
    /// reloads items): the open item stays open where it is now when items have identities
    /// (the delegate's, or a `UICollectionViewDiffableDataSource`'s item identifiers) and it
    /// still exists, else it closes. Optional and needed exactly when the table's
    /// ``UIKit/UITableView/swipeableTableDidReloadData()`` is.
    public func swipeableCollectionViewDidReloadData() { swipeableListDidReloadData() }

    /// Tells the engine items were deleted (each path as it was just before its deletion, in
    /// order), so the open item keeps its place. Optional as
    /// ``UIKit/UITableView/swipeableTableDidDeleteRows(at:)`` is: an unreported deletion is
    /// noticed at the next event, and a deleted open item closes.
    /// - Parameter indexPaths: the deleted items, in the order they were deleted.
    public func swipeableCollectionViewDidDeleteItems(at indexPaths: [IndexPath]) {
      swipeCommand { $0.rowsDeleted(at: indexPaths) }
    }

    /// Tells the engine items were inserted (each path as it is just after its insertion, in
    /// order), so the open item keeps its place. Optional as
    /// ``UIKit/UITableView/swipeableTableDidInsertRows(at:)`` is.
    /// - Parameter indexPaths: the inserted items, in the order they were inserted.
    public func swipeableCollectionViewDidInsertItems(at indexPaths: [IndexPath]) {
      swipeCommand { $0.rowsInserted(at: indexPaths) }
    }

    /// VoiceOver custom actions for the item at `indexPath`, shown by `cell`: one per swipe
    /// action (trailing, then leading, outermost first), named as the buttons are. Append them
    /// to the cell's own where you configure it (a cell registration's handler, or the cell
    /// provider):
    /// ```swift
    /// cell.accessibilityCustomActions = (cell.accessibilityCustomActions ?? [])
    ///   + collectionView.swipeableAccessibilityActions(for: cell, at: indexPath)
    /// ```
    /// Each action finds the cell's item when it runs, so it stays right through moves and
    /// reuse; it runs the action without opening the item. Empty while `swipeable` is off.
    /// - Parameters:
    ///   - cell: the cell showing the item; the actions find its item when they run.
    ///   - indexPath: the item as the collection view shows it now.
    /// - Returns: one action per swipe action; append them to the cell's own.
    public func swipeableAccessibilityActions(
      for cell: UICollectionViewCell, at indexPath: IndexPath
    ) -> [UIAccessibilityCustomAction] {
      swipeableListAccessibilityActions(for: cell, at: indexPath)
    }

    /// `configuration` as the swipe wants the item's separators now: on the iOS 26 design,
    /// while an item is off rest, its top and bottom separators and the bottom separator of the
    /// item before it are hidden, as UIKit's own list swipe hides them (they are the layout's
    /// decoration views, which the item's move leaves behind); otherwise `configuration`
    /// unchanged. Return it from your list configuration's `itemSeparatorHandler`; the layout is
    /// invalidated when the hidden separators change, so the handler is asked again:
    /// ```swift
    /// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    /// list.itemSeparatorHandler = { [weak self] indexPath, configuration in
    ///   self?.collectionView.swipeableSeparatorConfiguration(configuration, forItemAt: indexPath)
    ///     ?? configuration
    /// }
    /// ```
    /// Without it the separators stay where they are, drawn across the open item's buttons.
    /// - Parameters:
    ///   - configuration: the separators the handler was given (or yours for the item).
    ///   - indexPath: the item.
    /// - Returns: `configuration`, with the separators the open item hides set to `.hidden`.
    @available(iOS 14.5, *)
    public func swipeableSeparatorConfiguration(
      _ configuration: UIListSeparatorConfiguration, forItemAt indexPath: IndexPath
    ) -> UIListSeparatorConfiguration {
      guard let hidden = swipeableHelper?.hiddenSeparators else { return configuration }
      var shown = configuration
      if hidden.isHidden(.top, ofItemAt: indexPath) { shown.topSeparatorVisibility = .hidden }
      if hidden.isHidden(.bottom, ofItemAt: indexPath) {
        shown.bottomSeparatorVisibility = .hidden
      }
      return shown
    }

    /// The helper, present exactly while `swipeable` is on.
    var swipeableHelper: SwipeableCollectionHelper? { listSwipeableHelper }
  }

  /// The collection view's swipe helper.
  typealias SwipeableCollectionHelper = SwipeableListHelper<UICollectionView>
#endif
