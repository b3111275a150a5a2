import Foundation
import Testing

@testable import TableGestureCore

@Suite("Reuse: the hidden cell")
struct CellVisibilityTests {
  /// Applies the ledger to every visible cell, as the skin does after each event.
  func apply(
    _ ledger: inout CellVisibilityLedger<Int>, hiddenRow: IndexPath?, to table: SimulatedTable
  ) {
    for cell in table.visibleCells {
      let hidden = ledger.isHidden(
        cell.id, showing: cell.indexPath, currentlyHidden: cell.isHidden, hiddenRow: hiddenRow)
      table.setCellHidden(cell.id, hidden)
    }
  }

  @Test func exactlyTheCellShowingTheDraggedRowIsHiddenThroughMovesAndScrolls() {
    var random = SeededRandom(seed: 7)
    var drag = DragHarness(
      table: .rows((0..<120).map { _ in CGFloat(random.int(in: 30...90)) }, viewportHeight: 500))
    var ledger = CellVisibilityLedger<Int>()
    drag.press(y: 100)
    apply(&ledger, hiddenRow: drag.session.hiddenRow, to: drag.table)
    for step in 0..<400 {
      let y = drag.table.bounds.minY + CGFloat(random.int(in: 0...500))
      let update = step % 3 == 0 ? drag.move(y: y) : drag.tick(after: 1.0 / 60.0)
      apply(&ledger, hiddenRow: update.hiddenRow, to: drag.table)
      let hidden = drag.table.visibleCells.filter(\.isHidden)
      let expected = drag.table.cellForRow(at: update.hiddenRow ?? ip(9, 9))
      #expect(hidden.map(\.id) == (expected.map { [$0] } ?? []), "step \(step)")
    }
    drag.release()
    for (cell, value) in ledger.restore() { drag.table.setCellHidden(cell, value) }
    #expect(drag.table.visibleCells.allSatisfy { !$0.isHidden })
    #expect(ledger.isEmpty)
    #expect(drag.table.contentOffset.y != 0)
  }

  @Test func rememberingTheCellInsteadOfTheRowShowsTheWrongRow() {
    // The bug the ledger exists for, reproduced by the reuse model: hide the pressed cell once,
    // scroll it away, and a different row appears blank.
    let table = SimulatedTable.rows(Array(repeating: 50, count: 40), viewportHeight: 200)
    let pressed = table.cellForRow(at: ip(0, 0)) ?? -1
    table.setCellHidden(pressed, true)
    table.scroll(toY: 100)
    let blank = table.visibleCells.filter(\.isHidden)
    #expect(blank.map(\.indexPath) == [ip(0, 5)])
  }

  @Test func theAppsOwnHiddenCellsAreKeptAndRestored() {
    let table = SimulatedTable.rows(Array(repeating: 50, count: 6), viewportHeight: 400)
    let appHidden = table.cellForRow(at: ip(0, 3)) ?? -1
    table.setCellHidden(appHidden, true)
    var ledger = CellVisibilityLedger<Int>()
    apply(&ledger, hiddenRow: ip(0, 0), to: table)
    #expect(table.visibleCells.filter(\.isHidden).map(\.indexPath) == [ip(0, 0), ip(0, 3)])
    for (cell, value) in ledger.restore() { table.setCellHidden(cell, value) }
    #expect(table.visibleCells.filter(\.isHidden).map(\.indexPath) == [ip(0, 3)])
  }
}
