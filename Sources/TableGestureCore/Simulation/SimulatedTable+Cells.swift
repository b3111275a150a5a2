import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A cell on screen in a ``SimulatedTable``.
@_spi(Headless) public struct SimulatedCell: Hashable, Sendable {
  /// The cell's identity. It survives reuse: the same identity may show another row later.
  public var id: Int
  /// The row the cell shows now.
  public var indexPath: IndexPath
  /// Whether the cell is hidden (kept through reuse, as `UIView.isHidden` is).
  public var isHidden: Bool
}

extension SimulatedTable {
  /// Assigns cells to the rows in the viewport if anything moved or scrolled since the last time,
  /// as `UITableView.layoutSubviews` does: self-sizing rows coming on screen get their real
  /// height, and each row that gets a cell is configured through the data source's
  /// ``SimulatedTableDataSource/tableView(_:cellForRowAt:configuring:)``. The cell accessors call
  /// it for you.
  ///
  /// While cells are assigned, ``isLayingOut`` is `true`: the ``cellObserver`` hears each reused
  /// cell (`prepareForReuse()`, "called just before the object is returned from the table view
  /// method dequeueReusableCell(withIdentifier:)",
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()) and each
  /// cell on screen being laid out (the cell's `layoutSubviews()`, which "lays out subviews"
  /// inside the table's layout pass,
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()), and cell queries
  /// answer nothing (see ``queriesDuringLayout``). The data source is asked after, once the table
  /// is consistent. Inside a batch of updates (``beginUpdates()``) it does nothing, as
  /// `-[UITableView _updateVisibleCellsNow:]` returns while the table `_isUpdating` (decompiled
  /// UIKitCore 26.1).
  public func layoutIfNeeded() {
    guard cells.needsLayout, !isLayingOut, updateDepth == 0 else { return }
    measureVisibleRowsKeepingContent()
    noticeSizeChange()
    applyOffsetCorrection()
    let observer = cellObserver
    guard dataSource != nil || observer != nil else {
      cells.layout(visible: visibleFlatRows(), rowIDs: rowIDs, reportingAssigned: false)
      return
    }
    isLayingOut = true
    let assigned = cells.layout(visible: visibleFlatRows(), rowIDs: rowIDs, reportingAssigned: true)
    if let observer {
      for (cell, _, reused) in assigned where reused { observer.tableWillReuseCell(cell) }
      for cell in cells.attachedInOrder { observer.tableDidLayOutCell(cell) }
    }
    isLayingOut = false
    guard let dataSource else { return }
    // The table is consistent now; the app's code may read it and call back into the library.
    for (cell, rowID, _) in assigned {
      guard let flat = cells.flatRowOfCell[cell], rowIDs[flat] == rowID else { continue }
      let section = section(ofFlatRow: flat)
      dataSource.tableView(
        self, cellForRowAt: IndexPath(row: flat - sectionFirstRow[section], inSection: section),
        configuring: cell)
    }
  }

  /// Tells the size observers, inside the layout pass, when the viewport's size differs from the
  /// last pass's. On `UITableView` a size change reaches a library in the layout pass that
  /// follows: a subview with a flexible width is resized with the table ("When a view's bounds
  /// change, that view automatically resizes its subviews according to each subview's
  /// autoresizing mask", https://developer.apple.com/documentation/uikit/uiview/autoresizingmask)
  /// and laid out in that pass (`layoutSubviews()`), while the table updates its visible cells
  /// to the new width (`-[UITableView _updateVisibleCellsNow:]` sets each cell's frame from its
  /// row data; decompiled UIKitCore 26.1). So the observers run with ``isLayingOut`` `true`.
  private func noticeSizeChange() {
    guard viewportSize != laidOutSize else { return }
    let old = laidOutSize
    laidOutSize = viewportSize
    guard !sizeObservers.isEmpty else { return }
    isLayingOut = true
    for observer in sizeObservers { observer(old, viewportSize) }
    isLayingOut = false
  }

  /// Sets the content offset to `offset` from inside the next layout pass (scroll observers and
  /// the delegate then run with ``isLayingOut`` `true`), as `UITableView` does for self-sizing
  /// corrections: `-[UITableView _updateVisibleCellsNow:]` calls
  /// `_restoreOrAdjustContentOffsetWithRowCount:`, a `contentOffset` write, before it ends
  /// updating its visible cells (decompiled UIKitCore 26.1), also while the user's finger tracks
  /// the table. Marks the table for layout.
  public func setContentOffsetInNextLayout(_ offset: CGPoint) {
    offsetCorrection = offset
    cells.needsLayout = true
  }

  /// Makes the offset write ``setContentOffsetInNextLayout(_:)`` queued.
  private func applyOffsetCorrection() {
    guard let correction = offsetCorrection else { return }
    offsetCorrection = nil
    isLayingOut = true
    contentOffset = correction
    isLayingOut = false
  }

  /// Counts a cell query made inside a layout pass; `true` when the query must answer nothing.
  private func refusedInLayout() -> Bool {
    guard isLayingOut else { return false }
    queriesDuringLayout += 1
    return true
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [SimulatedCell] {
    if refusedInLayout() { return [] }
    layoutIfNeeded()
    return cells.flatRowOfCell.sorted { $0.value < $1.value }.map { cell, flat in
      let section = section(ofFlatRow: flat)
      return SimulatedCell(
        id: cell, indexPath: IndexPath(row: flat - sectionFirstRow[section], inSection: section),
        isHidden: cells.hidden[cell])
    }
  }

  /// The hidden cells among those on screen (``visibleCells`` whose `isHidden` is set), in no
  /// particular order: a check of the hidden cell at every frame, without sorting the cells or
  /// building their index paths.
  public var hiddenVisibleCells: [Int] {
    if refusedInLayout() { return [] }
    layoutIfNeeded()
    return cells.flatRowOfCell.keys.filter { cells.hidden[$0] }
  }

  /// Whether a layout pass is pending (``layoutIfNeeded()`` would assign cells), as
  /// `layer.needsLayout()` answers on a `UITableView`: after a scroll, a move, a reload or an
  /// inset change, until the next layout pass.
  public var needsLayout: Bool { cells.needsLayout }

  /// The identity of the cell showing `indexPath`, or `nil` when that row is not on screen.
  public func cellForRow(at indexPath: IndexPath) -> Int? {
    if refusedInLayout() { return nil }
    layoutIfNeeded()
    guard let flat = flatIndex(of: indexPath) else { return nil }
    return cells.cellOfRow[rowIDs[flat]]
  }

  /// The row a cell shows now, or `nil` when the cell is in the reuse pool or unknown.
  public func indexPath(forCell cell: Int) -> IndexPath? {
    if refusedInLayout() { return nil }
    layoutIfNeeded()
    guard let flat = cells.flatRowOfCell[cell] else { return nil }
    let section = section(ofFlatRow: flat)
    return IndexPath(row: flat - sectionFirstRow[section], inSection: section)
  }

  /// Whether `cell` showed a row at the last layout pass. Unlike ``indexPath(forCell:)`` it
  /// does not lay the table out first: a cell scrolled away, or whose rows were reloaded, but not
  /// yet laid out still counts, as a `UITableViewCell` stays in the table until the next
  /// `layoutSubviews`.
  public func isCellOnScreen(_ cell: Int) -> Bool {
    cells.attached.contains(cell)
  }

  /// Whether `cell` is animating out of the table with its row (a deletion with
  /// ``deleteRow(at:animated:)``, or the old cell of a reloaded row): it shows no row any more
  /// but is still on screen until ``finishUpdateAnimations()``.
  public func isCellLeaving(_ cell: Int) -> Bool { cells.leaving.contains(cell) }

  /// Whether `cell` waits in the reuse pool. UIKit 26.1 keeps a pooled cell as a subview of the
  /// table, marked with a private flag, not `isHidden`: `-[UITableView _reuseTableViewSubview:viewType:]`
  /// sets the cell's index path to `nil` and calls `_setHiddenForReuse:YES` (it removes the
  /// cell only when the pool is full or it has no reuse identifier), and
  /// `-[UITargetedPreview _isVisible]` tests `isHidden` and `_isHiddenForReuse` separately
  /// (decompiled UIKitCore 26.1, `UITableView.mm`, `UITargetedPreview.m`). So to a library a
  /// pooled cell looks like a cell animating out with its row: in the window, ``isCellHidden(_:)``
  /// `false`, no index path (``looksLeaving(_:)``); only this private flag tells them apart.
  public func isCellHiddenForReuse(_ cell: Int) -> Bool { cells.pool.contains(cell) }

  /// What a library can see of `cell` through public UIKit API that makes it look as if it were
  /// leaving with its row: a subview of the table in its window (every cell made stays one, see
  /// ``isCellHiddenForReuse(_:)``), not hidden, at no index path. `true` for a cell animating
  /// out (``isCellLeaving(_:)``) and for a pooled one alike. Asks no layout (the cell's state as
  /// of the last layout pass).
  public func looksLeaving(_ cell: Int) -> Bool {
    cell >= 0 && cell < cells.hidden.count && isInWindow && !cells.hidden[cell]
      && cells.flatRowOfCell[cell] == nil
  }

  /// Whether a cell is hidden; `false` for an unknown cell.
  public func isCellHidden(_ cell: Int) -> Bool {
    cell >= 0 && cell < cells.hidden.count ? cells.hidden[cell] : false
  }

  /// Hides or shows a cell. Unknown cells are ignored.
  public func setCellHidden(_ cell: Int, _ hidden: Bool) {
    guard cell >= 0, cell < cells.hidden.count else { return }
    cells.hidden[cell] = hidden
  }

  /// How many distinct cells the table has made so far (reuse keeps this near the number of rows
  /// that fit on screen).
  public var createdCellCount: Int { cells.hidden.count }

  /// Flat indexes of the rows that intersect the viewport.
  func visibleFlatRows() -> Range<Int> {
    let top = bounds.minY
    let bottom = bounds.maxY
    guard !tops.isEmpty, bottom > top else { return 0..<0 }
    var low = 0
    var high = tops.count
    while low < high {
      let mid = (low + high) / 2
      if tops[mid] + heights[mid] <= top { low = mid + 1 } else { high = mid }
    }
    let first = low
    high = tops.count
    while low < high {
      let mid = (low + high) / 2
      if tops[mid] < bottom { low = mid + 1 } else { high = mid }
    }
    return first..<Swift.max(first, low)
  }
}
