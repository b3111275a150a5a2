#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The storage the drag keeps on any list view (the keys work on any `NSObject`).
  private enum DragableListKeys {
    static let helper = AssociatedKey<AnyObject>()
    static let dragable = AssociatedKey<Bool>()
    static let options = AssociatedKey<DragableOptions>()
    static let delegateWasSet = AssociatedKey<Bool>()
  }

  /// What the public drag API of `UITableView` and `UICollectionView` does, written once: each
  /// public member is a one-line forward to one of these.
  ///
  /// Called with `self` typed as the UIKit class, so `Self` is that class, an app's subclass
  /// included: one helper type per view class.
  extension RowListView
  where Reference.Table.Base == Self, DragAnswers.Table == Self, Answers.List == Self {
    /// The helper, present exactly while dragging is on.
    var listDragableHelper: DragableListHelper<Self>? {
      get { DragableListKeys.helper.get(from: self) as? DragableListHelper<Self> }
      set { DragableListKeys.helper.set(newValue, on: self) }
    }

    /// Whether dragging is on (default `false`).
    var dragableIsOn: Bool { DragableListKeys.dragable.get(from: self) ?? false }

    /// Turns dragging on (makes the helper, which adds its recognizer) or off (cancels a drag
    /// cleanly and takes the helper away); setting the value it has changes nothing.
    func setDragableIsOn(_ on: Bool) {
      DragableListKeys.dragable.set(on, on: self)
      if on, listDragableHelper == nil {
        listDragableHelper = DragableListHelper(list: self, options: storedDragableOptions)
      } else if !on, let helper = listDragableHelper {
        listDragableHelper = nil
        helper.detach()
      }
    }

    /// After the app set the drag delegate (`isSet`: to an object): remembers that one was set,
    /// so a released one can be told apart from none.
    func dragableDelegateDidChange(isSet: Bool) {
      if isSet { DragableListKeys.delegateWasSet.set(true, on: self) }
    }

    /// Whether a non-`nil` drag delegate was ever set (a missing one was released).
    var dragableDelegateWasSet: Bool {
      DragableListKeys.delegateWasSet.get(from: self) ?? false
    }

    /// The options stored on the view, or the defaults; handed to the helper when set.
    var storedDragableOptions: DragableOptions {
      get { DragableListKeys.options.get(from: self) ?? DragableOptions() }
      set {
        DragableListKeys.options.set(newValue, on: self)
        listDragableHelper?.options = newValue
      }
    }

    /// Where the app's data holds the row shown at `indexPath` (itself outside an on-drop drag).
    func dragableListDataIndexPath(forDisplayed indexPath: IndexPath) -> IndexPath {
      listDragableHelper?.controller.dataIndexPath(forDisplayed: indexPath) ?? indexPath
    }

    /// The view reloaded under a drag or its settle (``ReorderController/tableDidReloadData()``).
    func dragableListDidReloadData() {
      listDragableHelper?.forward { $0.tableDidReloadData() }
    }

    /// VoiceOver's "Move up" and "Move down" for the row at `indexPath`, shown by `cell`; each
    /// finds the cell's row when it runs (``RowListView/indexPath(showing:)``). Empty while
    /// dragging is off and for a row the delegate does not let move.
    func dragableListAccessibilityActions(for cell: UIView, at indexPath: IndexPath)
      -> [UIAccessibilityCustomAction]
    {
      guard dragableIsOn, let helper = listDragableHelper,
        helper.canMoveWithAccessibility(indexPath)
      else { return [] }
      let strings = storedDragableOptions.accessibilityStrings
      let names: [(ReorderStepDirection, String)] = [
        (.up, strings.moveUp), (.down, strings.moveDown),
      ]
      return names.map { direction, name in
        UIAccessibilityCustomAction(name: name) { [weak self, weak cell] _ in
          guard let self, let cell, let row = self.indexPath(showing: cell) else { return false }
          return self.listDragableHelper?.controller.step(rowAt: row, direction: direction)
            ?? false
        }
      }
    }
  }
#endif
