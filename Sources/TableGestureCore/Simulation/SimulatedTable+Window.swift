/// The table's window: a screen dismissed, popped or put away takes the table out of its window
/// and may bring it back (a tab switched back to, a pushed screen popped).
extension SimulatedTable {
  /// Takes the table out of its window (`isInWindow` `false`) or puts it back, calling the
  /// window observers (``addWindowObserver(_:)``) when it changes. UIKit tells a view at once,
  /// outside any layout pass: `didMoveToWindow()` "tells the view that its window object
  /// changed" (https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()), and the
  /// table's cells stay its subviews meanwhile, so they may be asked for.
  public func moveToWindow(_ inWindow: Bool) {
    guard inWindow != isInWindow else { return }
    isInWindow = inWindow
    for observer in windowObservers { observer(inWindow) }
  }

  /// Calls `observer` with ``isInWindow`` each time the table leaves or joins its window.
  public func addWindowObserver(_ observer: @escaping (_ isInWindow: Bool) -> Void) {
    windowObservers.append(observer)
  }
}
