/// Edit mode switched by the app, and who hears it.
extension SimulatedTable {
  /// Switches edit mode, as `UITableView.setEditing(_:animated:)` does (the Edit button's path):
  /// "the table view goes into editing mode by calling `setEditing(_:animated:)` on each visible
  /// `UITableViewCell` object"
  /// (https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)), and
  /// each visible cell lays out again with its editing control in and its content indented
  /// (`shouldIndentWhileEditing` defaults to `true`,
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/shouldindentwhileediting),
  /// so its content view is resized: the content-layout observers hear each visible cell, inside
  /// that layout (``isLayingOut`` is `true`; ``addCellContentLayoutObserver(_:)``).
  ///
  /// The editing observers are **not** called: whether UIKit sends key-value notifications for
  /// `isEditing` from this method (rather than from the property's setter) is not known (device
  /// review r5, F2), so the model takes the worst case. Setting ``isEditing`` notifies them.
  public func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingStorage else { return }
    editingStorage = editing
    guard !contentLayoutObservers.isEmpty else { return }
    let wasLayingOut = isLayingOut
    isLayingOut = true
    for cell in cells.attachedInOrder {
      for observer in contentLayoutObservers { observer(cell) }
    }
    isLayingOut = wasLayingOut
  }

  /// Calls `observer` with ``isEditing`` each time its setter changes it, right after the change
  /// (a UIKit host observes `isEditing` by key-value observation, which the property's setter
  /// sends).
  public func addEditingObserver(_ observer: @escaping (_ isEditing: Bool) -> Void) {
    editingObservers.append(observer)
  }

  /// Calls `observer` with a cell each time that cell's content view is resized and laid out
  /// (UIKit: a subview with a flexible width in the cell's `contentView` is laid out), inside the
  /// layout: today when ``setEditing(_:animated:)`` brings the editing controls in or out.
  public func addCellContentLayoutObserver(_ observer: @escaping (_ cell: Int) -> Void) {
    contentLayoutObservers.append(observer)
  }
}
