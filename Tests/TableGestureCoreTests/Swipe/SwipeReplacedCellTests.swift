import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// D1 (device review r2): the open row's cell is replaced without a scroll (`reloadRows`, a
/// diffable apply that reloads the item, `reloadData` with the same counts). The new cell is at
/// rest, so the user sees a closed row: no tap there may run an action, and a pan starts from
/// rest.
@Suite("Swipe: the open row's cell is replaced under it")
struct SwipeReplacedCellTests {
  /// A harness with row 1 open on its trailing edge, and the centre of its outermost button.
  func openRow() throws -> (SwipeHarness, CGPoint) {
    var h = SwipeHarness(rows: 30, trailing: trailingSet(2, destructiveFirst: true))
    h.swipe(row: 1, by: -160)
    h.settle()
    #expect(h.controller.session.phase == .open)
    let frame = try #require(h.host.buttonFrames.first { $0.actionIndex == 0 })
    return (h, CGPoint(x: frame.visibleMinX + frame.visibleWidth / 2, y: h.y(1)))
  }

  @Test func aTapWhereTheButtonWasAfterReloadRowsRunsNoAction() throws {
    let (h, button) = try openRow()
    let old = try #require(h.table.cellForRow(at: ip(0, 1)))
    h.table.reloadRows(at: [ip(0, 1)])
    #expect(h.table.cellForRow(at: ip(0, 1)) != old)
    h.controller.touchDown(at: button)
    h.controller.tap(at: button)
    #expect(h.provider.calls.isEmpty)
    #expect(h.controller.isIdle)
    #expect(h.host.offsetRowIDs.isEmpty)
  }

  @Test func aTapWithoutATouchDownFirstRunsNoActionEither() throws {
    let (h, button) = try openRow()
    h.table.reloadRows(at: [ip(0, 1)])
    h.controller.tap(at: button)
    #expect(h.provider.calls.isEmpty)
    #expect(h.controller.isIdle)
  }

  @Test func aDiffableApplyThatReloadsTheItemClosesTheRowWithoutAnAction() throws {
    let (h, button) = try openRow()
    let source = SimulatedDiffableDataSource(table: h.table)
    source.applyReloading([h.table.rowID(at: ip(0, 1))!])
    h.controller.tap(at: button)
    #expect(h.provider.calls.isEmpty)
    #expect(h.controller.isIdle)
  }

  @Test func reloadDataWithTheSameCountsClosesTheRowAtTheNextTouch() throws {
    let (h, button) = try openRow()
    h.provider.identifiesRows = false
    h.table.reloadData(h.table.sections)
    // Not reported to the engine: it must find out from the cell.
    h.controller.tap(at: button)
    #expect(h.provider.calls.isEmpty)
    #expect(h.controller.isIdle)
  }

  @Test func aPanOnTheRowAfterItsCellWasReplacedStartsFromRestWithButtons() throws {
    var (h, _) = try openRow()
    h.table.reloadRows(at: [ip(0, 1)])
    let cell = try #require(h.table.cellForRow(at: ip(0, 1)))
    h.swipe(row: 1, by: -30, release: false)
    #expect(h.host.cellOffset(cell) == h.controller.offset)
    #expect(h.host.cellButtonsEdge(cell) == .trailing)
    #expect(h.controller.offset > -40)
  }

  @Test func reconfigureRowsKeepsTheCellSoTheRowStaysOpenAndItsButtonsWork() throws {
    let (h, button) = try openRow()
    h.table.reconfigureRows(at: [ip(0, 1)])
    h.controller.touchDown(at: button)
    h.controller.tap(at: button)
    #expect(h.provider.calls.map(\.0) == ["a0"])
  }

  /// Device review r4, N3: after a reload replaced the open row's cell, the row is a ghost (it
  /// looks closed). The next touch on another row is not consumed — the shield lets it through,
  /// the dismissal tap does not take it, so the row it lands on is selected — and nothing is
  /// written to the row's new cell, then or at later frames.
  @Test func aTouchElsewhereAfterAReloadIsNotConsumedAndLeavesTheNewCellAlone() throws {
    var (h, _) = try openRow()
    h.table.reloadRows(at: [ip(0, 1)])
    let cell = try #require(h.table.cellForRow(at: ip(0, 1)))
    let writes = h.host.offsetUpdates
    let elsewhere = CGPoint(x: 100, y: h.y(5))
    #expect(!h.controller.touchOnlyCloses(at: elsewhere))
    #expect(!h.controller.touchDown(at: elsewhere))
    #expect(!h.controller.needsDismissalGesture)
    #expect(!h.controller.tap(at: elsewhere))
    #expect(h.controller.isIdle)
    h.settle()
    #expect(h.host.offsetUpdates == writes)
    #expect(!h.host.displacedCells.contains(cell))
    #expect(h.host.cellOffset(cell) == 0)
    #expect(h.host.cellButtonsEdge(cell) == nil)
    #expect(h.host.offsetRowIDs.isEmpty)
  }
}
