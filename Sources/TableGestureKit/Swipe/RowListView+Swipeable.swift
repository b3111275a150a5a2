#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The storage the swipe keeps on any list view (the keys work on any `NSObject`).
  private enum SwipeableListKeys {
    static let helper = AssociatedKey<AnyObject>()
    static let swipeable = AssociatedKey<Bool>()
    static let options = AssociatedKey<SwipeableOptions>()
    static let delegateWasSet = AssociatedKey<Bool>()
  }

  /// What the public swipe API of `UITableView` and `UICollectionView` does, written once: each
  /// public member is a one-line forward to one of these.
  ///
  /// Called with `self` typed as the UIKit class (`UITableView`, `UICollectionView`), so `Self`
  /// is that class, an app's subclass included: one helper type per view class.
  extension RowListView where Answers.List == Self, Reference.Table.Base == Self {
    /// The helper, present exactly while swiping is on.
    var listSwipeableHelper: SwipeableListHelper<Self>? {
      get { SwipeableListKeys.helper.get(from: self) as? SwipeableListHelper<Self> }
      set { SwipeableListKeys.helper.set(newValue, on: self) }
    }

    /// Whether swiping is on (default `false`).
    var swipeableIsOn: Bool { SwipeableListKeys.swipeable.get(from: self) ?? false }

    /// Turns swiping on (makes the helper, which adds its recognisers, and reports UIKit's own
    /// swipe if armed) or off (closes any open row at once and takes the helper away); setting
    /// the value it has changes nothing.
    func setSwipeableIsOn(_ on: Bool) {
      SwipeableListKeys.swipeable.set(on, on: self)
      if on, listSwipeableHelper == nil {
        listSwipeableHelper = SwipeableListHelper(list: self)
        listSwipeableHelper?.reportSystemSwipeConflict()
      } else if !on, let helper = listSwipeableHelper {
        listSwipeableHelper = nil
        helper.detach()
      }
    }

    /// After the app set the swipe delegate (`isSet`: to an object): remembers that one was set
    /// (so a released one can be told apart from none) and checks UIKit's own swipe again.
    func swipeableDelegateDidChange(isSet: Bool) {
      if isSet { SwipeableListKeys.delegateWasSet.set(true, on: self) }
      listSwipeableHelper?.reportSystemSwipeConflict()
    }

    /// Whether a non-`nil` swipe delegate was ever set (a missing one was released).
    var swipeableDelegateWasSet: Bool {
      SwipeableListKeys.delegateWasSet.get(from: self) ?? false
    }

    /// The options stored on the view, or the defaults.
    var storedSwipeableOptions: SwipeableOptions {
      get { SwipeableListKeys.options.get(from: self) ?? SwipeableOptions() }
      set { SwipeableListKeys.options.set(newValue, on: self) }
    }

    /// Runs `body` on the swipe controller with the view's current facts, while swiping is on.
    func swipeCommand(_ body: (SwipeController) -> Void) {
      listSwipeableHelper?.command(body)
    }

    /// The view reloaded: the open row is found again by identity, else closes.
    func swipeableListDidReloadData() {
      swipeCommand {
        $0.tableDidReloadData()
        $0.reconcileCells()
      }
    }

    /// VoiceOver custom actions for the row at `indexPath`, shown by `cell`; each finds the
    /// cell's row when it runs (``RowListView/indexPath(showing:)``) and runs the action
    /// without opening the row. Empty while swiping is off.
    func swipeableListAccessibilityActions(for cell: UIView, at indexPath: IndexPath)
      -> [UIAccessibilityCustomAction]
    {
      guard let helper = listSwipeableHelper else { return [] }
      return helper.controller.accessibilityActions(forRowAt: indexPath).map { entry in
        UIAccessibilityCustomAction(name: entry.name) { [weak self, weak cell] _ in
          guard let self, let cell, let row = self.indexPath(showing: cell) else { return false }
          var started = false
          self.swipeCommand { started = $0.performAccessibilityAction(entry, forRowAt: row) }
          return started
        }
      }
    }
  }
#endif
