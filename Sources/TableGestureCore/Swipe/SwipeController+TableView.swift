import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What happens to the table's view itself — a new size, leaving or joining a window — and what
/// the open row does then.
extension SwipeController {
  /// The table's bounds size changed from `old` to `new` (a rotation, Split View, Stage Manager,
  /// a window resize). Heard from inside the table's layout pass (UIKit: a subview the library
  /// owns is resized with the table and laid out there), where the table must not be asked for
  /// cells, so this asks nothing now: while a row is open or moving, the host reconciles once
  /// after the layout (``SwipeHost/scheduleCellReconciliation(for:)``), which re-measures the
  /// row at its new width, keeps it open at the new open width and lays its buttons out again.
  /// UIKit's own swipe re-lays out its open row on every visible-cells update
  /// (`-[UISwipeActionController updateLayout]` sends `updateLayout` to every swipe occurrence;
  /// decompiled UIKitCore 26.1, `UISwipeActionController.m`). Without this, a size change that
  /// moves no content offset left the content and the buttons misaligned until the next touch
  /// (device review r4, N7). Equal sizes change nothing; an unknown (`nil`) size counts as a
  /// change.
  public func tableSizeDidChange(from old: CGSize?, to new: CGSize?) {
    if let old, let new, old == new { return }
    if needsCellReconciliation { host?.scheduleCellReconciliation(for: self) }
  }

  /// The table joined (`isInWindow`) or left its window (UIKit: a subview the library owns hears
  /// `didMoveToWindow()`). Leaving — the screen was dismissed or popped, its tab or scene went
  /// away — closes the open row without animation, drops any action awaiting its completion (a
  /// later call of that completion does nothing) and tells the provider it holds no actions
  /// (``SwipeActionsProvider/swipeActionsReleased()``), so no kept action handler keeps the
  /// screen alive: a handler naturally captures the table or its view controller, and the
  /// actions were kept until the engine was idle again, which, with nothing left to touch, was
  /// never (device review r4, N6). The drag engine cancels on the same signal
  /// (``ReorderController/displayFrame(at:isInWindow:)``). Joining a window changes nothing.
  public func tableWindowDidChange(isInWindow: Bool) {
    if !isInWindow { run(.leftWindow) }
  }

  func handleLeftWindow() {
    pending = nil
    closeRow(animated: false)
  }

  /// The content view of a cell the engine has moved or given buttons was resized and laid out
  /// (UIKit: a zero-height subview with a flexible width that the library puts in that cell's
  /// `contentView` is laid out). `setEditing(_:animated:)` — the Edit button's path — does that
  /// to every visible cell ("the table view goes into editing mode by calling
  /// `setEditing(_:animated:)` on each visible `UITableViewCell` object", Apple's
  /// `UITableView.setEditing(_:animated:)` page; the cell shows its editing control and indents
  /// its content), whether or not UIKit sends a key-value notification for `isEditing` from it,
  /// which no one has verified (device review r5, F2; modelled by
  /// ``SimulatedTable/setEditing(_:animated:)``, which sends none). Heard inside a layout pass,
  /// where the table must not be asked for cells, so this asks nothing now: while a row is open
  /// or moving, the host reconciles after the layout, and that event's start closes the row when
  /// the table is editing (before the frame is drawn). A cell whose editing control takes no
  /// room (style `.none`, not indented) is not resized: its row closes at the next event.
  public func swipedCellContentDidLayOut() {
    if needsCellReconciliation { host?.scheduleCellReconciliation(for: self) }
  }

  /// The table's edit mode changed (UIKit: key-value observation of the table's `isEditing`,
  /// which the property's setter sends; ``swipedCellContentDidLayOut()`` covers
  /// `setEditing(_:animated:)`).
  /// Switched on, the open row closes at once, as at the start of every event: the user sees it
  /// shut as the edit controls come in, not at the next touch (device review r4, F2). Switched
  /// off, nothing changes.
  public func tableEditingDidChange() { run(.editingChanged) }
}
