import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// `SimulatedTable` as `UITableView` for a batch of updates (`beginUpdates()` … `endUpdates()`):
/// moves wait for the batch's end and are checked against the data source there, and a reload
/// called inside waits for them (decompiled UIKitCore 26.1, see `SimulatedTable.beginUpdates()`).
@Suite("Simulated table: a batch of updates")
struct SimulatedTableBatchTests {
  /// `rows` rows of 44 points and the app showing them.
  func table(rows: Int = 10) -> (SimulatedTable, SimulatedApp) {
    let table = SimulatedTable(
      sections: [.uniform(rows: rows, height: 44)], viewportSize: CGSize(width: 320, height: 600))
    let app = SimulatedApp(table: table)
    app.usesMapping = false
    return (table, app)
  }

  @Test func aMoveWaitsForTheBatchsEndAndAReloadInsideWaitsForTheMove() {
    let (table, app) = table()
    table.beginUpdates()
    table.moveRow(at: ip(0, 0), to: ip(0, 2))
    #expect(table.rowOrder[0].prefix(3) == [0, 1, 2], "moved before the batch's end")
    app.model[0].insert(app.model[0].removeFirst(), at: 2)
    table.reloadData()
    #expect(table.rowOrder[0].prefix(3) == [0, 1, 2], "reloaded inside the batch")
    table.endUpdates()
    #expect(table.rowOrder == app.model)
    #expect(table.inconsistencies.isEmpty)
    #expect(app.problems.isEmpty)
  }

  @Test func movesInOneBatchAreCarriedOutInOrderAndBatchesNest() {
    let (table, app) = table()
    table.beginUpdates()
    table.beginUpdates()
    table.moveRow(at: ip(0, 0), to: ip(0, 1))
    table.moveRow(at: ip(0, 5), to: ip(0, 3))
    table.endUpdates()
    #expect(table.rowOrder[0].prefix(6) == [0, 1, 2, 3, 4, 5], "the inner end carried moves out")
    app.model[0] = [1, 0, 2, 5, 3, 4, 6, 7, 8, 9]
    table.endUpdates()
    table.endUpdates()  // unbalanced: ignored
    #expect(table.rowOrder == app.model)
    #expect(table.inconsistencies.isEmpty)
  }

  /// The app changed its counts beyond the move and reloaded inside the batch: UIKit raises at
  /// the batch's end (the counts are checked before the pending reload runs); here the move is
  /// refused and recorded, and the reload then shows the data.
  @Test func aBatchTheDataSourceDisagreesWithIsRefusedThenTheReloadRuns() {
    let (table, app) = table()
    table.beginUpdates()
    table.moveRow(at: ip(0, 0), to: ip(0, 1))
    app.model[0] = [1, 0, 2, 3]
    table.reloadData()
    table.endUpdates()
    #expect(table.inconsistencies.count == 1)
    #expect(table.rowOrder == app.model)
  }

  @Test func noLayoutPassRunsInsideABatch() {
    let (table, app) = table(rows: 30)
    table.layoutIfNeeded()
    let configured = app.configuredCells
    table.beginUpdates()
    table.scroll(by: 300)
    table.layoutIfNeeded()
    #expect(app.configuredCells == configured)
    table.endUpdates()
    table.layoutIfNeeded()
    #expect(app.configuredCells > configured)
  }
}
