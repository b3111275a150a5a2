/// The cell-reuse bookkeeping of a ``SimulatedTable``: which cell identity shows which row.
///
/// Like `UITableView`, a cell follows its row when the row moves, goes back to a reuse pool when
/// its row leaves the viewport, and is handed (last in, first out) to the next row that appears.
/// Cells that leave in one layout pass enter the pool top to bottom, so reuse is deterministic.
/// A cell keeps its `isHidden` flag through reuse, exactly the property that makes "hide the
/// dragged cell" code show the wrong row when it remembers a cell instead of a row.
struct CellReuseModel: Sendable {
  var needsLayout = true
  /// Row identity → cell identity, for the rows currently on screen.
  var cellOfRow: [Int: Int] = [:]
  /// Cell identity → flat row index, for the cells currently on screen.
  var flatRowOfCell: [Int: Int] = [:]
  /// Hidden flag of every cell ever made, indexed by cell identity.
  var hidden: [Bool] = []
  /// Cells waiting for reuse, most recently returned last.
  var pool: [Int] = []
  /// The cells that showed a row at the last layout pass. A reload does not change it: like a
  /// `UITableViewCell`, a cell stays in the table until the next layout pass.
  private(set) var attached: Set<Int> = []
  /// ``attached`` in cell order, kept in order as it changes rather than sorted at every layout
  /// pass.
  private(set) var attachedInOrder: [Int] = []
  /// Rows whose cells a layout pass worked out, in all; a pass that changes nothing adds none.
  private(set) var rowsPlaced = 0
  /// Cells animating out with their row (a deletion, or the old cell of a reloaded row): still
  /// in the table, showing no row, and not in the pool until the animation ends.
  var leaving: Set<Int> = []

  mutating func reset() {
    cellOfRow = [:]
    flatRowOfCell = [:]
    let kept = Set(pool).union(leaving)
    pool.append(contentsOf: hidden.indices.filter { !kept.contains($0) })
    needsLayout = true
  }

  /// The cell of the row with identity `rowID` leaves (animating out); the row gets another cell
  /// at the next layout pass.
  mutating func release(rowID: Int) {
    guard let cell = cellOfRow.removeValue(forKey: rowID) else { return }
    flatRowOfCell[cell] = nil
    pool.removeAll { $0 == cell }
    leaving.insert(cell)
    needsLayout = true
  }

  /// The leaving cells' animations ended: they go to the reuse pool, in cell order.
  mutating func finishLeaving() {
    pool.append(contentsOf: leaving.sorted())
    leaving.removeAll()
  }

  /// Assigns cells to the rows in `visible` (flat indexes) given each row's identity. With
  /// `reportingAssigned`, returns each cell that started showing a row (new, or `reused` from the
  /// pool) with that row's identity; otherwise returns an empty array (no allocation).
  @discardableResult
  mutating func layout(visible: Range<Int>, rowIDs: [Int], reportingAssigned: Bool)
    -> [(cell: Int, rowID: Int, reused: Bool)]
  {
    if keepsEveryCell(visible: visible, rowIDs: rowIDs) { return [] }
    if let refilled = refillsReleasedRows(
      visible: visible, rowIDs: rowIDs, reportingAssigned: reportingAssigned)
    {
      return refilled
    }
    var assigned: [(cell: Int, rowID: Int, reused: Bool)] = []
    var onScreen = Set<Int>()
    for flat in visible { onScreen.insert(rowIDs[flat]) }
    // Cells leave top to bottom, so the order of reuse never depends on hashing.
    let leaving = cellOfRow.filter { !onScreen.contains($0.key) }
      .sorted {
        (flatRowOfCell[$0.value] ?? 0, $0.value) < (flatRowOfCell[$1.value] ?? 0, $1.value)
      }
    for (row, cell) in leaving {
      cellOfRow[row] = nil
      pool.append(cell)
    }
    flatRowOfCell = [:]
    rowsPlaced += visible.count
    for flat in visible {
      let row = rowIDs[flat]
      let cell: Int
      if let existing = cellOfRow[row] {
        cell = existing
      } else {
        let next = nextCell()
        cell = next.cell
        if reportingAssigned { assigned.append((cell, row, next.reused)) }
      }
      cellOfRow[row] = cell
      flatRowOfCell[cell] = flat
    }
    var placed = Set<Int>(flatRowOfCell.keys)
    placed.formUnion(self.leaving)
    setAttached(placed)
    needsLayout = false
    return assigned
  }

  /// Makes `cells` the attached cells (sorted again only when they changed: rows swapping on
  /// screen keep their cells).
  private mutating func setAttached(_ cells: Set<Int>) {
    guard cells != attached else { return }
    attached = cells
    attachedInOrder = cells.sorted()
  }

  /// The next cell for a row coming on screen: the last one given back to the pool, else a new
  /// one; and whether it was reused.
  private mutating func nextCell() -> (cell: Int, reused: Bool) {
    if let reused = pool.popLast() { return (reused, true) }
    hidden.append(false)
    return (hidden.count - 1, false)
  }

  /// Ends a layout pass in which every row in `visible` either has its cell at its place or has
  /// none (its cell left: a reload) by giving only those rows a cell, top to bottom, as the full
  /// pass would; `nil` when anything else changed. A reload of one row among a thousand on screen
  /// then works out one row, not a thousand.
  private mutating func refillsReleasedRows(
    visible: Range<Int>, rowIDs: [Int], reportingAssigned: Bool
  ) -> [(cell: Int, rowID: Int, reused: Bool)]? {
    guard cellOfRow.count == flatRowOfCell.count, cellOfRow.count < visible.count else {
      return nil
    }
    var missing: [Int] = []
    for flat in visible {
      if let cell = cellOfRow[rowIDs[flat]] {
        guard flatRowOfCell[cell] == flat else { return nil }
      } else {
        missing.append(flat)
      }
    }
    // Every cell shows a row in `visible`, so no row scrolled away.
    guard cellOfRow.count + missing.count == visible.count else { return nil }
    var assigned: [(cell: Int, rowID: Int, reused: Bool)] = []
    rowsPlaced += missing.count
    for flat in missing {
      let row = rowIDs[flat]
      let (cell, reused) = nextCell()
      if reportingAssigned { assigned.append((cell, row, reused)) }
      cellOfRow[row] = cell
      flatRowOfCell[cell] = flat
      if attached.insert(cell).inserted {
        var low = 0
        var high = attachedInOrder.count
        while low < high {
          let middle = (low + high) / 2
          if attachedInOrder[middle] < cell { low = middle + 1 } else { high = middle }
        }
        attachedInOrder.insert(cell, at: low)
      }
    }
    // The attached cells hold every cell on screen and every leaving one; more only when some
    // left the table since the last pass (their animations ended).
    if attached.count != flatRowOfCell.count + leaving.count {
      setAttached(Set(flatRowOfCell.keys).union(leaving))
    }
    needsLayout = false
    return assigned
  }

  /// Ends a layout pass in which every row in `visible` already has its cell at its place (the
  /// table only changed width, say) without rebuilding the bookkeeping; `false` otherwise.
  private mutating func keepsEveryCell(visible: Range<Int>, rowIDs: [Int]) -> Bool {
    guard cellOfRow.count == visible.count, flatRowOfCell.count == visible.count,
      visible.allSatisfy({ flat in
        cellOfRow[rowIDs[flat]].map { flatRowOfCell[$0] == flat } ?? false
      })
    else { return false }
    // The cells showing rows are those of the last pass, so only leaving cells can change.
    if !leaving.isEmpty || attached.count != flatRowOfCell.count {
      setAttached(Set(flatRowOfCell.keys).union(leaving))
    }
    needsLayout = false
    return true
  }
}
