import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A display frame that changes nothing checks the dragged row's cell against the slot the frame
/// has just read, instead of asking the table for the same rect again; any frame that ran the
/// app's code or moved the row after that read asks again.
@Suite("Reorder: the frame's cell check reuses the frame's slot")
struct ReorderFrameSlotTests {
  /// A ``SimulatedTable`` that counts the row rects it is asked for, by row.
  struct CountingTable: SimulatedTableForwarding {
    final class Counts {
      var rects: [IndexPath: Int] = [:]
    }
    let base: SimulatedTable
    let counts: Counts

    func rectForRow(at indexPath: IndexPath) -> CGRect {
      counts.rects[indexPath, default: 0] += 1
      return base.rectForRow(at: indexPath)
    }
  }

  /// A host on a ``CountingTable`` whose cells are the simulated table's, counting look-ups.
  final class Host: SimulatedCellsReorderHost {
    typealias Table = CountingTable
    let table: CountingTable
    var reorderPolicy = RecordingReorderPolicy()
    lazy var controller = ReorderController(host: self)
    var cellLookups = 0
    var isScrollEnabled = true
    init(table: SimulatedTable) { self.table = CountingTable(base: table, counts: .init()) }
    func moveSnapshot(to frame: CGRect) {}
    func dropSnapshot(into frame: CGRect, fading: Bool, settleID: Int) {
      controller.snapshotDidSettle(settleID)
    }
    func cell(showingRowAt indexPath: IndexPath, in table: CountingTable) -> Int? {
      cellLookups += 1
      return table.base.cellForRow(at: indexPath)
    }
  }

  /// 40 rows of 44 pt in a 320 × 600 view, the drag begun on row 6 (centre y 286) and one frame
  /// run, the counts reset.
  static func liftedHost() -> Host {
    let table = SimulatedTable(
      sections: [.uniform(rows: 40, height: 44)], viewportSize: CGSize(width: 320, height: 600))
    let host = Host(table: table)
    host.controller.handleGesture(.began, at: CGPoint(x: 100, y: 286))
    host.controller.displayFrame(at: 0, isInWindow: true)
    host.table.counts.rects = [:]
    host.cellLookups = 0
    return host
  }

  @Test func aSteadyFrameAsksForTheDraggedRowsRectOnce() {
    let host = Self.liftedHost()
    for event in 1...10 {
      host.controller.handleGesture(
        .changed, at: CGPoint(x: 100, y: event.isMultiple(of: 2) ? 286 : 289))
      host.controller.displayFrame(at: Double(event) / 120, isInWindow: true)
    }
    // One rect a move and one a frame (the old code: one more a frame, for the cell check),
    // and the cell still checked at every frame.
    #expect(host.table.counts.rects == [ip(0, 6): 20])
    #expect(host.cellLookups == 10)
    let cell = host.table.base.cellForRow(at: ip(0, 6))!
    #expect(host.table.base.isCellHidden(cell))
  }

  @Test func aFrameWithALayoutPendingReadsTheRectAfterTheLayout() {
    let host = Self.liftedHost()
    // Half a point of scrolling the engine did not make: a layout pending, no step due.
    host.table.base.contentOffset.y += 0.5
    #expect(host.table.base.needsLayout)
    host.controller.displayFrame(at: 1, isInWindow: true)
    #expect(!host.table.base.needsLayout)
    #expect(host.table.counts.rects == [ip(0, 6): 2])
    let cell = host.table.base.cellForRow(at: ip(0, 6))!
    #expect(host.table.base.isCellHidden(cell))
  }

  @Test func aFrameThatAskedThePolicyReadsTheRectAgain() {
    let host = Self.liftedHost()
    // Row 7 refuses the dragged row: past its halfway mark the frame asks and waits.
    host.reorderPolicy = RecordingReorderPolicy(rules: ReorderRules(pinnedRows: [ip(0, 7)]))
    host.controller.handleGesture(.changed, at: CGPoint(x: 100, y: 286 + 40))
    host.table.counts.rects = [:]
    host.controller.displayFrame(at: 1, isInWindow: true)
    #expect(host.controller.draggedRow == ip(0, 6))
    #expect(host.table.counts.rects[ip(0, 6)] == 2)
  }
}
