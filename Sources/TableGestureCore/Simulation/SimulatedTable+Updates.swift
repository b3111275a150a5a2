import Foundation

extension SimulatedTable {
  /// Reloads rows, as `reloadRows(at:with:)` does: "Reloading a row causes the table view to ask
  /// its data source for a new cell for that row. The table animates that new cell in as it
  /// animates the old row out"
  /// (https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)). Each
  /// row on screen gets **another cell** at the next layout pass; its old cell is leaving (see
  /// ``isCellLeaving(_:)``) until ``finishUpdateAnimations()``. No scroll, no count change:
  /// nothing but the cell tells the engines. Invalid index paths are ignored.
  public func reloadRows(at indexPaths: [IndexPath]) {
    for path in indexPaths {
      guard let id = rowID(at: path) else { continue }
      cells.release(rowID: id)
    }
    layoutIfNeeded()
  }

  /// Reconfigures rows, as `reconfigureRows(at:)` does: it updates "the data for the rows …,
  /// preserving the existing cells for the rows"
  /// (https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)). The
  /// cell on screen keeps showing the row; the data source configures it again and the cell is
  /// laid out again (a new content configuration may replace its content view). Rows off screen
  /// and invalid index paths are ignored. With a data source that moves rows itself, counted in
  /// ``directReconfiguresWithDiffableDataSource``.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    if dataSource?.movesRowsItself == true { directReconfiguresWithDiffableDataSource += 1 }
    reconfigure(indexPaths)
  }

  /// ``reconfigureRows(at:)`` without the count: the diffable snapshot's own path too.
  func reconfigure(_ indexPaths: [IndexPath]) {
    layoutIfNeeded()
    for path in indexPaths {
      guard let flat = flatIndex(of: path), let cell = cells.cellOfRow[rowIDs[flat]] else {
        continue
      }
      if let observer = cellObserver {
        isLayingOut = true
        observer.tableDidLayOutCell(cell)
        isLayingOut = false
      }
      dataSource?.tableView(self, cellForRowAt: path, configuring: cell)
    }
  }

  /// The running row animations end: every leaving cell leaves the table for the reuse pool
  /// (the moment a `deleteRows(at:with:)` or `reloadRows(at:with:)` animation completes).
  public func finishUpdateAnimations() {
    cells.finishLeaving()
    cells.needsLayout = true
  }
}
