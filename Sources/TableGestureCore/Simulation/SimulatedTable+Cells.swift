import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A cell on screen in a ``SimulatedTable``.
public struct SimulatedCell: Hashable, Sendable {
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
  public func layoutIfNeeded() {
    guard cells.needsLayout else { return }
    measureVisibleRows()
    guard let dataSource else {
      cells.layout(visible: visibleFlatRows(), rowIDs: rowIDs, reportingAssigned: false)
      return
    }
    let assigned = cells.layout(visible: visibleFlatRows(), rowIDs: rowIDs, reportingAssigned: true)
    // The table is consistent now; the app's code may read it and call back into the library.
    for (cell, rowID) in assigned {
      guard let flat = cells.flatRowOfCell[cell], rowIDs[flat] == rowID else { continue }
      let section = section(ofFlatRow: flat)
      dataSource.tableView(
        self, cellForRowAt: IndexPath(row: flat - sectionFirstRow[section], inSection: section),
        configuring: cell)
    }
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [SimulatedCell] {
    layoutIfNeeded()
    return cells.flatRowOfCell.sorted { $0.value < $1.value }.map { cell, flat in
      let section = section(ofFlatRow: flat)
      return SimulatedCell(
        id: cell, indexPath: IndexPath(row: flat - sectionFirstRow[section], inSection: section),
        isHidden: cells.hidden[cell])
    }
  }

  /// The identity of the cell showing `indexPath`, or `nil` when that row is not on screen.
  public func cellForRow(at indexPath: IndexPath) -> Int? {
    layoutIfNeeded()
    guard let flat = flatIndex(of: indexPath) else { return nil }
    return cells.cellOfRow[rowIDs[flat]]
  }

  /// The row a cell shows now, or `nil` when the cell is in the reuse pool or unknown.
  public func indexPath(forCell cell: Int) -> IndexPath? {
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
