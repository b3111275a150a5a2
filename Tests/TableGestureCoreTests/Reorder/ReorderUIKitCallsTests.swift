import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// What a drag event asks of the view system, counted on a host that forwards to a simulated
/// table (`Benchmarks/drag-calls.sh` counts the same on the benchmarks'
/// device path).
@Suite("Reorder: UIKit calls per event")
struct ReorderUIKitCallsTests {
  typealias CallCountingHost = ReorderControllerCellVisibilityTests.CountingHost

  /// 40 rows of 44 pt in a 320 × 600 view, the drag begun on row 6 (centre y 286).
  private func liftedHost() -> CallCountingHost {
    let table = SimulatedTable(
      sections: [.uniform(rows: 40, height: 44)], viewportSize: CGSize(width: 320, height: 600))
    let host = CallCountingHost(table: table)
    host.controller.handleGesture(.began, at: CGPoint(x: 100, y: 286))
    host.controller.displayFrame(at: 0, isInWindow: true)
    return host
  }

  @Test func aSteadyMoveAndFrameMoveTheSnapshotOnceAndWriteNoCell() {
    let host = liftedHost()
    #expect(host.controller.draggedRow == ip(0, 6))
    host.resetCounts()
    for event in 1...20 {
      host.controller.handleGesture(
        .changed, at: CGPoint(x: 100, y: event.isMultiple(of: 2) ? 286 : 289))
      host.controller.displayFrame(at: Double(event) / 120, isInWindow: true)
      #expect(host.onlyHidden(ip(0, 6)))
    }
    // The old code: 40 hidden writes (un-hide and re-hide, twice a pair), 40 snapshot moves,
    // 40 look-ups and 40 layouts.
    #expect(host.hiddenWrites == 0)
    #expect(host.snapshotWrites == 20)
    #expect(host.cellLookups == 20)
    #expect(host.layouts == 0)
  }

  /// A swap keeps the hidden cell hidden through the move: the row takes its cell with it, so
  /// the check after the event finds the same cell and writes nothing (before: given back
  /// before the move and hidden again after it, two writes a swap).
  @Test func aSwapKeepsTheRowsCellHiddenWithoutAWrite() {
    let host = liftedHost()
    host.resetCounts()
    for event in 1...20 {
      // By the neighbour's height: one swap each move, down then back up.
      host.controller.handleGesture(
        .changed, at: CGPoint(x: 100, y: event.isMultiple(of: 2) ? 286 : 330))
      host.controller.displayFrame(at: Double(event) / 120, isInWindow: true)
      #expect(host.onlyHidden(host.controller.draggedRow ?? ip(0, -1)))
    }
    #expect(host.controller.draggedRow == ip(0, 6))
    #expect(host.hiddenWrites == 0)
    #expect(host.snapshotWrites == 20)
    #expect(host.cellLookups == 20)
    // The table without a data source lays its cells out when asked, once a swap.
    #expect(host.layouts == 20)
    #expect(host.reconfigures == 0)
  }

  @Test func aSwapOntoARowPartlyOffScreenKeepsItsCellHidden() {
    let host = liftedHost()
    // Row 13 (y 572…616) reaches past the bottom of the 600 pt view.
    host.controller.handleGesture(.changed, at: CGPoint(x: 100, y: 286 + 44 * 6))
    host.controller.displayFrame(at: 1, isInWindow: true)
    #expect(host.controller.draggedRow == ip(0, 12))
    host.resetCounts()
    host.controller.handleGesture(.changed, at: CGPoint(x: 100, y: 286 + 44 * 7))
    #expect(host.controller.draggedRow == ip(0, 13))
    #expect(host.hiddenWrites == 0)
    #expect(host.onlyHidden(ip(0, 13)))
  }

  /// A reload the app makes in its commit, without telling, puts every cell back in the reuse
  /// pool while the dragged row's cell is still hidden; the layout after the swap hands that cell
  /// to another row (on a plain data source the top row: the pool gives its last cell first), and
  /// the app configures it there. With a plain or a diffable data source (its `apply` commits each
  /// swap), whether the app hides the top row (`hidesTopRow`) or never touches `isHidden`, the user
  /// sees it as the app set it, and only the dragged row's cell is hidden. (Giving the value back
  /// without the app configuring the row again showed the row the app hid: the reorder property
  /// test's seeds 1592605455, 1592609621, and with a diffable data source 1592590609,
  /// 1592593832, 1592598303, 1592639737; not giving it back left the top row blank.)
  @Test(arguments: [false, true], [false, true])
  func aCellHandedToAnotherRowWhileHiddenShowsAsTheAppSetIt(diffable: Bool, hidesTopRow: Bool) {
    let table = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: 10, height: 44)],
      viewportSize: CGSize(width: 320, height: 600))
    var harness = ControllerHarness(
      table: table, options: ReorderOptions(commitMode: .eachSwap), diffable: diffable)
    harness.app.hiddenItems = hidesTopRow ? [0] : []
    harness.app.configuresHidden = hidesTopRow
    harness.app.onCommit = { table.reloadData() }
    harness.press(y: 9 * 44 + 22)
    harness.tick()
    let lifted = table.cellForRow(at: ip(0, 9))
    harness.move(y: 8 * 44 + 22)
    #expect(harness.controller.draggedRow == ip(0, 8))
    #expect(table.cellForRow(at: ip(0, 8)) != lifted, "the lifted cell went to another row")
    if !diffable {
      #expect(table.cellForRow(at: ip(0, 0)) == lifted, "the pool gave it to the top row")
    }
    for cell in table.visibleCells {
      let appHides = hidesTopRow && cell.indexPath == ip(0, 0)
      #expect(cell.isHidden == (cell.indexPath == ip(0, 8) || appHides), "\(cell)")
    }
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
  }

  @Test func aCellTheAppShowedMidDragIsHiddenAgainAtTheNextFrame() {
    let host = liftedHost()
    let cell = host.table.cellForRow(at: ip(0, 6))!
    host.table.setCellHidden(cell, false)
    host.resetCounts()
    host.controller.handleGesture(.changed, at: CGPoint(x: 100, y: 289))
    host.controller.displayFrame(at: 1, isInWindow: true)
    #expect(host.hiddenWrites == 1)
    #expect(host.onlyHidden(ip(0, 6)))
    // Given back as the app left it when the drag ends.
    host.controller.handleGesture(.ended, at: .zero)
    #expect(!host.table.isCellHidden(cell))
  }
}

extension ReorderControllerCellVisibilityTests.CountingHost {
  func resetCounts() {
    (hiddenWrites, snapshotWrites, cellLookups, layouts, reconfigures) = (0, 0, 0, 0, 0)
  }

  /// Whether exactly the cell showing `row` is hidden among the cells on screen.
  func onlyHidden(_ row: IndexPath) -> Bool {
    table.visibleCells.allSatisfy { $0.isHidden == ($0.indexPath == row) }
  }
}
