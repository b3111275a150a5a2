import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The "Testing your own code with SimulatedTable" example of `docs/core.md`, verbatim, so it
/// stays true.
@Test func draggingTheFirstRowToTheEnd() {
  let table = SimulatedTable(
    sections: [SimulatedSection(headerHeight: 28, rowHeights: [44, 88, 44])],
    viewportSize: CGSize(width: 390, height: 600))
  var policy = RecordingReorderPolicy(rules: ReorderRules(pinnedRows: []))
  var session = ReorderSession()
  var items = [["milk", "eggs", "bread"]]

  _ = session.begin(at: CGPoint(x: 20, y: 50), in: table, policy: policy)
  _ = session.move(to: CGPoint(x: 20, y: 190), in: table, policy: &policy)
  _ = session.end(in: table, policy: &policy)

  for move in policy.committedMoves { move.apply(to: &items) }
  #expect(items == [["eggs", "bread", "milk"]])
  #expect(table.rowOrder == [[1, 2, 0]])
}
