import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A drag, or its settle, under a reload the app did not report: `dragableTableDidReloadData()`
/// forgotten. Through ``ReorderController`` and a ``SimulatedApp`` that reloads from its data
/// (through the displayed-to-data mapping, as the docs ask of `cellForRowAt`).
@Suite("Reorder: a reload nobody reported (dragableTableDidReloadData() forgotten)")
struct ReorderForgottenReloadTests {
  func harness(_ mode: ReorderCommitMode) -> ControllerHarness {
    ControllerHarness(rows: 30, options: ReorderOptions(commitMode: mode))
  }

  /// The app removes `item` from its data and reloads, telling nobody.
  func reloadRemoving(_ item: Int, in h: ControllerHarness) {
    h.app.model[0].removeAll { $0 == item }
    h.table.reloadData()
  }

  /// The cells hidden now, by the row they show.
  func hiddenRows(_ h: ControllerHarness) -> [IndexPath] {
    h.table.visibleCells.filter(\.isHidden).map(\.indexPath)
  }

  /// A reload that changes the dragged section's row count is noticed at the next frame, in
  /// either mode: the drag is cancelled (the delegate hears it with no resting row), nothing more
  /// is committed, no cell stays hidden and the data is what the table shows.
  @Test(arguments: ReorderCommitMode.allCases)
  func aReloadThatChangesTheCountCancelsAtTheNextFrame(_ mode: ReorderCommitMode) {
    var h = harness(mode)
    h.drag(from: 66, to: 200)
    let committed = h.app.model
    reloadRemoving(20, in: h)
    h.tick()
    #expect(!h.controller.isDragging)
    #expect(h.host.records.contains(.dragDidCancel(nil)))
    h.move(y: 400)
    h.release()
    h.host.completeSettle()
    #expect(h.problems() == [])
    #expect(h.app.model == committed.map { $0.filter { $0 != 20 } })
  }

  /// A reload that keeps the counts cannot be seen: the drag goes on with the row now at the
  /// dragged position (so the call is still needed then). The worst case stays safe: every
  /// frame hides exactly the cell now showing the dragged position, and after the drop the data
  /// is what the table shows, with no cell left hidden.
  @Test(arguments: ReorderCommitMode.allCases)
  func aReloadThatKeepsTheCountsLeavesDataAndScreenInStep(_ mode: ReorderCommitMode) throws {
    var h = harness(mode)
    h.drag(from: 66, to: 200)
    let dragged = try #require(h.controller.draggedRow)
    h.app.model[0].swapAt(10, 11)
    h.table.reloadData()
    h.tick()
    #expect(h.controller.isDragging)
    #expect(hiddenRows(h) == [dragged])
    h.move(y: 300)
    h.tick()
    h.release()
    h.host.completeSettle()
    #expect(h.problems() == [])
  }

  /// While the dropped row settles: a reload that changes the counts ends the settle at the next
  /// frame; one that keeps them leaves the cell showing the resting row hidden until the settle
  /// ends, and nothing hidden after.
  @Test(arguments: [true, false])
  func aReloadDuringTheSettleLeavesNoCellHidden(_ changesCount: Bool) {
    var h = harness(.eachSwap)
    h.drag(from: 66, to: 200)
    h.release()
    #expect(h.controller.settlingRow != nil)
    if changesCount {
      reloadRemoving(25, in: h)
    } else {
      h.app.model[0].swapAt(20, 21)
      h.table.reloadData()
    }
    h.tick()
    #expect((h.controller.settlingRow == nil) == changesCount)
    h.host.completeSettle()
    #expect(h.problems() == [])
    #expect(hiddenRows(h).isEmpty)
  }
}
