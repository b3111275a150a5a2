import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// F2 (device review r2): the app switches the table to edit mode while a row is open.
@Suite("Swipe: edit mode switched on by the app")
struct SwipeTableEditingTests {
  @Test func editModeOnWhileARowIsOpenClosesItAndTheNextTapIsNotSwallowed() throws {
    var h = SwipeHarness(rows: 20, trailing: trailingSet(2))
    h.swipe(row: 1, by: -160)
    h.settle()
    #expect(h.controller.session.phase == .open)
    h.table.isEditing = true
    let elsewhere = CGPoint(x: 100, y: h.y(5))
    #expect(!h.controller.touchDown(at: elsewhere))
    #expect(h.controller.isIdle)
    #expect(!h.controller.needsDismissalGesture)
    #expect(!h.controller.tap(at: elsewhere))
    #expect(h.host.offsetRowIDs.isEmpty && h.host.displacedCells.isEmpty)
  }

  @Test func whileTheTableIsEditingNoRowSwipesAndEditingOffAllowsItAgain() {
    var h = SwipeHarness(rows: 20, trailing: trailingSet(2))
    h.table.isEditing = true
    h.swipe(row: 2, by: -160)
    #expect(h.controller.isIdle)
    #expect(
      !h.controller.shouldBeginSwipe(
        at: CGPoint(x: 200, y: h.y(2)), translation: CGPoint(x: -40, y: 0)))
    h.table.isEditing = false
    h.swipe(row: 2, by: -160)
    h.settle()
    #expect(h.controller.session.phase == .open)
  }

  /// Device review r4 and r5, F2: `setEditing(true, animated:)` with a row open closes it
  /// before the next frame, not at the next touch, scroll or frame (the row stayed slid, its edit
  /// controls with it), whether or not UIKit sends a key-value notification for `isEditing`: the
  /// simulated table sends none from `setEditing(_:animated:)`, only the cells' layout.
  @Test(arguments: [false, true])
  func setEditingWithARowOpenClosesItBeforeTheNextFrame(animated: Bool) throws {
    var h = SwipeHarness(rows: 20, trailing: trailingSet(2))
    h.swipe(row: 1, by: -160)
    h.settle()
    let cell = try #require(h.table.cellForRow(at: ip(0, 1)))
    #expect(h.host.cellOffset(cell) != 0)
    h.table.setEditing(true, animated: animated)
    // The cells' layout asked the table nothing; the run loop's turn (before the frame is
    // drawn) closes the row.
    #expect(h.table.queriesDuringLayout == 0)
    h.table.runLoopTurn()
    #expect(h.controller.isIdle)
    #expect(!h.controller.needsDismissalGesture)
    #expect(h.host.cellOffset(cell) == 0)
    #expect(h.host.cellButtonsEdge(cell) == nil)
    #expect(h.host.offsetRowIDs.isEmpty && h.host.displacedCells.isEmpty)
  }

  /// Edit mode switched off with no row open schedules nothing.
  @Test func setEditingWithNoRowOpenSchedulesNothing() {
    let h = SwipeHarness(rows: 20, trailing: trailingSet(2))
    let before = h.host.scheduledReconciles
    h.table.setEditing(true, animated: true)
    h.table.setEditing(false, animated: true)
    #expect(h.host.scheduledReconciles == before)
  }
}
