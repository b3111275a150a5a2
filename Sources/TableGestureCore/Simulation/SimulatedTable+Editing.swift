/// Edit mode switched by the app, and who hears it.
extension SimulatedTable {
  /// Switches edit mode, as `setEditing(_:animated:)` does ("the table view goes into editing
  /// mode by calling `setEditing(_:animated:)` on each visible `UITableViewCell` object",
  /// https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)); the
  /// editing observers hear it at once, as a UIKit host observing `isEditing` does.
  public func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Calls `observer` with ``isEditing`` each time it changes, right after the change (a UIKit
  /// host observes `isEditing` by key-value observation).
  public func addEditingObserver(_ observer: @escaping (_ isEditing: Bool) -> Void) {
    editingObservers.append(observer)
  }
}
