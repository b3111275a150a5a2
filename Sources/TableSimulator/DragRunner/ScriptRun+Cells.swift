import Foundation
@_spi(Headless) import TableGestureCore

/// The check that exactly the dragged row's cell is hidden, and the end of a drag.
extension ScriptRun {
  /// Checks that the controller hid exactly the dragged row's cell, whatever reuse did.
  mutating func checkCells() {
    verifyCells(hiddenRow: controller.draggedRow)
  }

  mutating func verifyCells(hiddenRow: IndexPath?) {
    report.reuseChecks += 1
    // A list lays its cells out again by itself, outside the drag's events: what the user sees
    // is what is left after such a pass.
    list?.layOutCells()
    // The hidden cells on screen are exactly the hidden row's (none when it is off screen). On
    // a list, a hidden cell is one the user does not see, however it was hidden: the layout
    // passes undo `isHidden` and `alpha`, so only what stays hidden counts.
    let hidden =
      list.map { list in table.visibleCells.map(\.id).filter { !list.isCellShowing($0) } }
      ?? table.hiddenVisibleCells
    let expected = hiddenRow.flatMap { table.cellForRow(at: $0) }
    if hidden != (expected.map { [$0] } ?? []) { report.reuseFailures += 1 }
  }

  /// The settle animation ends at once in the simulator; then every cell must be visible.
  mutating func finishDrag() {
    host.completeSettle()
    verifyCells(hiddenRow: nil)
  }

  mutating func clearDrag() {
    finger = nil
    press = nil
    lastSnapshot = nil
    dragLabel = nil
    dragOrigin = nil
  }

  /// Cancels a drag still in progress, as the system would, before swipe-engine steps run on
  /// the same table: no row is swiped while another is dragged.
  mutating func cancelDragBeforeSwipes(at time: Double) {
    guard controller.isDragging else { return }
    log(time, "swipe-engine steps follow: the system cancels the drag")
    handle(ScriptEvent(time: time, kind: .cancel))
  }

  mutating func finish(at time: Double) {
    flushIgnored()
    if controller.isDragging {
      report.endedDuringDrag = true
      closeAutoscroll(at: time, reason: "the script ended")
      log(time, "the script ends with the drag still in progress (no release)")
      addFrame(time, "The script ends here, during the drag.")
    }
    report.finalOrder = order()
    report.cellsCreated = table.createdCellCount
  }
}
