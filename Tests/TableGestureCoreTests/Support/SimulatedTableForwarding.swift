import Foundation

@_spi(Headless) @testable import TableGestureCore

/// A test's own ``GestureTable`` that answers as the ``SimulatedTable`` it wraps: a test table
/// conforms, and writes only the members it counts or changes.
protocol SimulatedTableForwarding: GestureTable {
  var base: SimulatedTable { get }
}

extension SimulatedTableForwarding {
  var numberOfSections: Int { base.numberOfSections }
  func numberOfRows(inSection section: Int) -> Int { base.numberOfRows(inSection: section) }
  func rectForRow(at indexPath: IndexPath) -> CGRect { base.rectForRow(at: indexPath) }
  func rect(forSection section: Int) -> CGRect { base.rect(forSection: section) }
  func rectForHeader(inSection section: Int) -> CGRect { base.rectForHeader(inSection: section) }
  func rectForFooter(inSection section: Int) -> CGRect { base.rectForFooter(inSection: section) }
  func indexPathForRow(at point: CGPoint) -> IndexPath? { base.indexPathForRow(at: point) }
  var bounds: CGRect { base.bounds }
  var contentSize: CGSize { base.contentSize }
  var contentOffset: CGPoint {
    get { base.contentOffset }
    nonmutating set { base.contentOffset = newValue }
  }
  var layoutContentInsets: LayoutInsets { base.layoutContentInsets }
  func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    base.moveRow(at: indexPath, to: newIndexPath)
  }
}

/// A test's own ``ReorderHost`` with no display link, gesture, haptics, VoiceOver, height refresh
/// or drag notices: a test host conforms, and writes only the members it observes.
protocol SilentReorderHost: ReorderHost {}

extension SilentReorderHost {
  func setFrameTicksRunning(_ running: Bool) {}
  func stopGesture() {}
  func prepareHaptic() {}
  func playHaptic(_ moment: ReorderHaptic) {}
  func announceMove(to indexPath: IndexPath, rowCount: Int) {}
  func refreshRowHeights() {}
  func dragWillBegin(at indexPath: IndexPath) {}
  func dragDidEnd(from: IndexPath, to: IndexPath) {}
  func dragDidCancel(restingAt indexPath: IndexPath?) {}
}

/// A ``SilentReorderHost`` on a ``SimulatedTableForwarding`` table whose cells, layout, hidden
/// cells and reloads are the simulated table's (its ``table``): a test host conforms and writes
/// the members it observes (the snapshot's, a counted cell look-up).
protocol SimulatedCellsReorderHost: SilentReorderHost
where Table: SimulatedTableForwarding, Cell == Int {
  var table: Table { get }
}

extension SimulatedCellsReorderHost {
  var reorderTable: Table? { table }
  func showSnapshot(ofRowAt indexPath: IndexPath, frame: CGRect) {}
  func resizeSnapshot(to frame: CGRect) {}
  func removeSnapshot() {}
  func cell(showingRowAt indexPath: IndexPath, in table: Table) -> Int? {
    table.base.cellForRow(at: indexPath)
  }
  func layoutTableIfNeeded() { table.base.layoutIfNeeded() }
  var tableNeedsLayout: Bool { table.base.needsLayout }
  func isHidden(_ cell: Int) -> Bool { table.base.isCellHidden(cell) }
  func setHidden(_ hidden: Bool, for cell: Int) { table.base.setCellHidden(cell, hidden) }
  func indexPath(showing cell: Int, in table: Table) -> IndexPath? {
    table.base.indexPath(forCell: cell)
  }
  func reconfigureRow(at indexPath: IndexPath) { table.base.reconfigureRows(at: [indexPath]) }
  var dataSourceMovesRows: Bool { false }
  func reloadTable() { table.base.reloadData() }
}
