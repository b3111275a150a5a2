import Foundation

extension SwipeController {
  /// Reconciles the host's cells with the swipe state: only the active row's cell is displaced
  /// and shows buttons (see ``reconcileCells()``).
  func handleReconcile() {
    guard let host else { return }
    guard activeRow != nil, validateActiveRow(), let row = activeRow, let g = session.geometry
    else {
      host.restoreSwipeViews(exceptRowAt: nil)
      return
    }
    host.restoreSwipeViews(exceptRowAt: row)
    let edgeShown = host.swipeButtonsEdge(forRowAt: row)
    if edgeShown != g.edge {
      // A row closing whose cell lost its buttons is at rest for the user (N3).
      if isClosing, shownEdge != nil {
        forgetGhost()
        return
      }
      // The row's cell is another one now (reuse, reload) or lost its buttons: show them again,
      // once the row is known to be the same one.
      if edgeShown == nil, shownEdge != nil, !replacedCellShowsActiveRow() { return }
      if edgeShown != nil { host.removeSwipeButtons(forRowAt: row) }
      shownEdge = nil
    } else if listCorners != nil {
      // Corners are the cell's: given while the row had no cell (moved or scrolled off screen),
      // they reached none, and the cell that kept the buttons may be back with another place's.
      // Given again here, after the layout pass, where the cell may be asked for.
      listCorners = nil
      updateListCorners(row, host: host)
    }
    applyOffset()
  }
}
