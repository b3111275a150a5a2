import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Records what a ``SimulatedTable`` tells its cell observer, and what the table answers when
/// asked from inside its layout pass.
private final class CellRecorder: SimulatedCellObserver, SimulatedTableDataSource {
  let table: SimulatedTable
  var reused: [Int] = []
  var laidOut: [Int] = []
  var configured: [(cell: Int, row: Int)] = []
  var answersInLayout: [Int?] = []
  var asksInLayout = false

  init(table: SimulatedTable) {
    self.table = table
    table.cellObserver = self
    table.dataSource = self
  }

  func tableWillReuseCell(_ cell: Int) { reused.append(cell) }

  func tableDidLayOutCell(_ cell: Int) {
    laidOut.append(cell)
    if asksInLayout { answersInLayout.append(table.cellForRow(at: ip(0, 0))) }
  }

  func numberOfSections(in tableView: SimulatedTable) -> Int { tableView.numberOfSections }

  func tableView(_ tableView: SimulatedTable, numberOfRowsInSection section: Int) -> Int {
    tableView.numberOfRows(inSection: section)
  }

  func tableView(
    _ tableView: SimulatedTable, cellForRowAt indexPath: IndexPath, configuring cell: Int
  ) {
    configured.append((cell, indexPath.tableRow))
  }
}

@Suite("SimulatedTable: cells replaced, rows leaving, layout in progress, editing")
struct SimulatedTableUpdateTests {
  func makeTable(rows: Int = 20) -> SimulatedTable {
    SimulatedTable(
      sections: [SimulatedSection.uniform(rows: rows, height: 44)],
      viewportSize: CGSize(width: 320, height: 220))
  }

  @Test func reloadRowsHandsTheRowAnotherCellAndTheOldOneLeavesUntilTheAnimationEnds() throws {
    let table = makeTable()
    let old = try #require(table.cellForRow(at: ip(0, 1)))
    let other = table.cellForRow(at: ip(0, 2))
    table.reloadRows(at: [ip(0, 1)])
    let new = try #require(table.cellForRow(at: ip(0, 1)))
    #expect(new != old)
    #expect(table.cellForRow(at: ip(0, 2)) == other)
    #expect(table.isCellLeaving(old))
    #expect(table.isCellOnScreen(old))
    #expect(table.indexPath(forCell: old) == nil)
    table.finishUpdateAnimations()
    #expect(!table.isCellLeaving(old))
    table.layoutIfNeeded()
    #expect(!table.isCellOnScreen(old))
  }

  @Test func reconfigureRowsKeepsTheCellAndConfiguresItAgain() throws {
    let table = makeTable()
    let recorder = CellRecorder(table: table)
    let cell = try #require(table.cellForRow(at: ip(0, 3)))
    recorder.configured.removeAll()
    table.reconfigureRows(at: [ip(0, 3), ip(0, 19), ip(4, 4)])
    #expect(table.cellForRow(at: ip(0, 3)) == cell)
    #expect(recorder.configured.map(\.cell) == [cell])
    #expect(recorder.laidOut.last == cell)
  }

  @Test func aDiffableApplyThatReloadsAnItemReplacesItsCellAndOneThatReconfiguresKeepsIt()
    throws
  {
    let table = makeTable()
    let source = SimulatedDiffableDataSource(table: table)
    let first = try #require(table.cellForRow(at: ip(0, 0)))
    let second = try #require(table.cellForRow(at: ip(0, 1)))
    source.applyReloading([0])
    source.applyReconfiguring([1])
    #expect(table.cellForRow(at: ip(0, 0)) != first)
    #expect(table.cellForRow(at: ip(0, 1)) == second)
    #expect(table.directReconfiguresWithDiffableDataSource == 0)
  }

  /// Apple's page of `reconfigureRows(at:)` sends an app with a diffable data source to the
  /// snapshot: a direct call then is counted, one with a plain data source is not.
  @Test func aDirectReconfigureIsCountedOnlyWithADiffableDataSource() throws {
    let table = makeTable()
    let recorder = CellRecorder(table: table)
    table.reconfigureRows(at: [ip(0, 1)])
    #expect(table.directReconfiguresWithDiffableDataSource == 0)
    let source = SimulatedDiffableDataSource(table: table)
    let cell = try #require(table.cellForRow(at: ip(0, 1)))
    table.reconfigureRows(at: [ip(0, 1)])
    #expect(table.directReconfiguresWithDiffableDataSource == 1)
    #expect(table.cellForRow(at: ip(0, 1)) == cell, "the cell is kept all the same")
    withExtendedLifetime((recorder, source)) {}
  }

  @Test func reloadDataWithTheSameCountsDequeuesTheRowsAgain() {
    let table = makeTable()
    let before = table.visibleCells.map(\.id)
    table.reloadData(table.sections)
    #expect(table.visibleCells.map(\.id) != before)
  }

  @Test func anAnimatedDeleteKeepsTheDeletedRowsCellInTheTableAndTheOthersKeepTheirs() throws {
    let table = makeTable()
    let deleted = try #require(table.cellForRow(at: ip(0, 2)))
    let below = try #require(table.cellForRow(at: ip(0, 3)))
    table.deleteRow(at: ip(0, 2), animated: true)
    #expect(table.cellForRow(at: ip(0, 2)) == below)
    #expect(table.isCellLeaving(deleted))
    #expect(table.isCellOnScreen(deleted))
    table.finishUpdateAnimations()
    #expect(!table.isCellLeaving(deleted))
    table.deleteRow(at: ip(0, 0))
    #expect(table.cellForRow(at: ip(0, 1)) == below)
  }

  @Test func insideALayoutPassTheTableAnswersNoCellQueryAndCountsIt() {
    let table = makeTable()
    let recorder = CellRecorder(table: table)
    table.layoutIfNeeded()
    recorder.asksInLayout = true
    table.scroll(by: 300)
    table.layoutIfNeeded()
    #expect(!recorder.laidOut.isEmpty)
    #expect(!recorder.reused.isEmpty)
    #expect(recorder.answersInLayout.allSatisfy { $0 == nil })
    #expect(table.queriesDuringLayout == recorder.answersInLayout.count)
    #expect(!table.isLayingOut)
    #expect(table.cellForRow(at: ip(0, 8)) != nil)
  }

  /// `performBatchUpdates(_:)` is the batch the drag's each-swap commit runs in: by default the
  /// table's `beginUpdates()` … `endUpdates()` around the block (a collection view's own
  /// closure-based batch overrides it), so a move in the block waits for its end, and a
  /// reload asked for in it runs after the move.
  @Test func performBatchUpdatesRunsTheBlockInsideOneBatch() {
    let table = makeTable()
    var depthInside = -1
    table.performBatchUpdates {
      depthInside = table.updateDepth
      table.moveRow(at: ip(0, 0), to: ip(0, 2))
    }
    #expect(depthInside == 1)
    #expect(table.updateDepth == 0)
  }

  @Test func editingIsAFlagTheAppTurnsOnAndOffAtAnyTime() {
    let table = makeTable()
    #expect(!table.isEditing)
    table.isEditing = true
    #expect(table.isEditing)
  }

  @Test func aWiderViewportWidensEveryRow() {
    let table = makeTable()
    table.resizeViewport(to: CGSize(width: 700, height: 220))
    #expect(table.rectForRow(at: ip(0, 4)).width == 700)
  }
}
