import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A harness whose table is taller than the 600 pt viewport (40 rows of 44 pt), so scrolling
/// sends rows off screen and their cells are reused.
private func tallHarness(trailing: SwipeActionSet?, leading: SwipeActionSet? = nil)
  -> SwipeHarness
{
  SwipeHarness(rows: 40, trailing: trailing, leading: leading)
}

/// Whether every cell the host has records for, other than `activeCell`, is at rest.
private func othersAtRest(_ host: SimulatedSwipeHost, except activeCell: Int?) -> Bool {
  host.cellOffsets.keys.allSatisfy { $0 == activeCell }
    && host.cellButtons.keys.allSatisfy { $0 == activeCell }
}

@Suite("Swipe: reconciling reused cells")
struct SwipeReconcileTests {
  @Test func aCellReusedDuringAFillInFlightIsRestoredAndTheRowGetsItsFillBack() throws {
    var h = tallHarness(trailing: trailingSet(2, options: SwipeableOptions(expansionStyle: .fill)))
    h.provider.answer = .hold
    h.swipe(row: 2, by: -300)
    h.settle()
    #expect(h.controller.session.phase == .filled)
    let cell = try #require(h.table.cellForRow(at: ip(0, 2)))
    #expect(h.host.cellOffset(cell) < 0)
    #expect(h.host.cellButtonsEdge(cell) == .trailing)

    // The table scrolls the row away; a fill in flight stays (it waits for the app).
    h.table.scroll(by: 600)
    h.controller.tableDidScroll()
    h.controller.reconcileCells()
    #expect(h.controller.session.phase == .filled)
    #expect(h.table.cellForRow(at: ip(0, 2)) == nil)
    let other = try #require(h.table.indexPath(forCell: cell))
    #expect(other != ip(0, 2))
    #expect(h.host.cellOffset(cell) == 0)
    #expect(h.host.cellButtonsEdge(cell) == nil)
    for visible in h.table.visibleCells {
      #expect(h.host.cellOffset(visible.id) == 0)
      #expect(h.host.cellButtonsEdge(visible.id) == nil)
    }

    // Scrolling back, the row's (new) cell shows the fill again.
    h.table.scroll(by: -600)
    h.controller.reconcileCells()
    let back = try #require(h.table.cellForRow(at: ip(0, 2)))
    #expect(h.host.cellOffset(back) == h.controller.offset)
    #expect(h.controller.offset < 0)
    #expect(h.host.cellButtonsEdge(back) == .trailing)
    #expect(othersAtRest(h.host, except: back))
  }

  @Test func aRowWhoseCellIsReplacedGetsItsButtonsAndOffsetBack() throws {
    var h = tallHarness(trailing: trailingSet(2))
    h.swipe(row: 3, by: -120)
    h.settle()
    #expect(h.controller.session.phase == .open)
    let before = try #require(h.table.cellForRow(at: ip(0, 3)))
    // The table lays out again with the row off screen and back (no scroll reported), so
    // another cell takes the row.
    h.table.scroll(by: 600)
    h.table.layoutIfNeeded()
    h.table.scroll(by: -300)
    h.table.layoutIfNeeded()
    h.table.scroll(by: -300)
    let after = try #require(h.table.cellForRow(at: ip(0, 3)))
    #expect(after != before)
    #expect(h.host.cellOffset(after) == 0 && h.host.cellButtonsEdge(after) == nil)
    h.controller.reconcileCells()
    #expect(h.host.cellOffset(after) == h.controller.offset)
    #expect(h.controller.offset < 0)
    #expect(h.host.cellButtonsEdge(after) == .trailing)
    #expect(othersAtRest(h.host, except: after))
    #expect(h.host.buttonFramesRowID == h.table.rowID(at: ip(0, 3)))
    #expect(!h.host.buttonFrames.isEmpty)
  }

  @Test func withNoActiveRowEveryCellIsRestored() throws {
    let h = tallHarness(trailing: trailingSet(2))
    h.host.setSwipeOffset(-40, forRowAt: ip(0, 1))
    h.host.showSwipeButtons(trailingSet(1), edge: .trailing, forRowAt: ip(0, 4))
    let cell = try #require(h.table.cellForRow(at: ip(0, 1)))
    #expect(h.host.cellOffset(cell) == -40)
    h.controller.reconcileCells()
    #expect(h.host.cellOffsets.isEmpty && h.host.cellButtons.isEmpty)
    #expect(h.host.offsetRowIDs.isEmpty && h.host.buttonRows.isEmpty)
    #expect(h.host.restoreCount == 1)
  }

  @Test func reconcilingAnOpenRowOnScreenChangesNothingVisible() throws {
    var h = tallHarness(trailing: trailingSet(2))
    h.swipe(row: 1, by: -120)
    h.settle()
    let cell = try #require(h.table.cellForRow(at: ip(0, 1)))
    let offset = h.host.cellOffset(cell)
    let frames = h.host.buttonFrames
    h.controller.reconcileCells()
    #expect(h.host.cellOffset(cell) == offset)
    #expect(h.host.buttonFrames == frames)
    #expect(h.controller.session.phase == .open)
  }

  @Test func aRowThatVanishedBeforeReconcileEndsTheSwipeAndRestoresEverything() {
    var h = tallHarness(trailing: trailingSet(2))
    h.provider.identifiesRows = false
    h.swipe(row: 1, by: -120)
    h.settle()
    h.table.reloadData([SimulatedSection.uniform(rows: 1, height: 44)])
    h.controller.reconcileCells()
    #expect(h.controller.isIdle)
    #expect(h.host.cellOffsets.isEmpty && h.host.cellButtons.isEmpty)
  }

  @Test func reconcileFromInsideAHostCallIsDeferredNotLost() throws {
    var h = tallHarness(trailing: trailingSet(2))
    h.swipe(row: 2, by: -120)
    h.settle()
    var reconciledInside = false
    h.provider.onHandler = {
      reconciledInside = true
      h.controller.reconcileCells()
    }
    let frame = try #require(h.host.buttonFrames.first { $0.visibleWidth > 0 })
    h.provider.answer = .hold
    h.controller.tap(at: CGPoint(x: frame.visibleMinX + 1, y: h.y(2)))
    #expect(reconciledInside)
    #expect(h.host.restoreCount == 1)
    let cell = try #require(h.table.cellForRow(at: ip(0, 2)))
    #expect(othersAtRest(h.host, except: cell))
  }
}

/// Regression: a row that closed left its cell displaced (in UIKit: touches off, margins
/// pinned) until the next scroll, because going back to rest only zeroed the offset and removed
/// the buttons.
@Suite("Swipe: a row at rest releases its cell")
struct SwipeRestReleasesCellTests {
  @Test func closingReleasesTheCell() {
    var h = tallHarness(trailing: trailingSet(2))
    h.swipe(row: 1, by: -120)
    h.settle()
    #expect(!h.host.displacedCells.isEmpty)
    #expect(h.controller.needsCellReconciliation)
    h.controller.hideActions()
    h.settle()
    #expect(h.controller.isIdle)
    #expect(h.host.displacedCells.isEmpty)
    #expect(!h.controller.needsCellReconciliation)
  }

  @Test func openingAnotherRowReleasesTheFirstRowsCell() throws {
    let h = tallHarness(trailing: trailingSet(2))
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    let first = try #require(h.table.cellForRow(at: ip(0, 1)))
    h.controller.showActions(forRowAt: ip(0, 3), edge: .trailing, animated: false)
    let second = try #require(h.table.cellForRow(at: ip(0, 3)))
    #expect(h.host.displacedCells == [second])
    #expect(first != second)
  }
}
