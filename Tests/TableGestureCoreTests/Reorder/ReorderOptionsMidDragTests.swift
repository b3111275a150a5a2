import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Options changed while a drag runs take effect at the next event (the controller hands them to
/// the session only after a change, not on every event).
@Suite("Reorder controller: options changed mid-drag")
struct ReorderOptionsMidDragTests {
  /// Sixty rows of 44 points in a 320 × 400 view.
  private func table() -> SimulatedTable {
    SimulatedTable(
      sections: [.uniform(rows: 60, height: 44)], viewportSize: CGSize(width: 320, height: 400))
  }

  @Test func autoscrollTurnedOffAndOnMidDragStopsAndRestartsAtTheNextFrame() {
    var harness = ControllerHarness(table: table())
    harness.drag(from: 22, to: 395)
    for _ in 0..<10 { harness.tick() }
    #expect(harness.table.contentOffset.y > 0)

    harness.controller.options.autoscroll.maximumSpeed = 0
    let stopped = harness.table.contentOffset.y
    for _ in 0..<10 { harness.tick() }
    #expect(harness.table.contentOffset.y == stopped)

    harness.controller.options.autoscroll.maximumSpeed = 1_000
    harness.tick()
    #expect(harness.table.contentOffset.y > stopped)
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
  }

  @Test func aChangeMadeInsideAnEventTakesEffectAtTheNextOne() {
    var harness = ControllerHarness(table: table())
    let controller = harness.controller
    harness.drag(from: 22, to: 395)
    // The app turns autoscroll off from its scroll callback, inside the frame that scrolled.
    harness.app.onCallback = { controller.options.autoscroll.maximumSpeed = 0 }
    harness.tick()
    harness.app.onCallback = nil
    let afterChange = harness.table.contentOffset.y
    #expect(afterChange > 0)
    for _ in 0..<10 { harness.tick() }
    #expect(harness.table.contentOffset.y == afterChange)
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
  }

  @Test func aLargerSwapHysteresisMidDragHoldsTheRowWhereTheDefaultWouldSwap() {
    var harness = ControllerHarness(table: table())
    harness.press(y: 22)
    harness.tick()
    // The row's top 2 pt past the halfway mark of row 1 (at 22 + 4 pt of hysteresis it swaps).
    harness.controller.options.swapHysteresis = 30
    harness.move(y: 22 + 22 + 6)
    #expect(harness.controller.draggedRow == ip(0, 0))
    harness.controller.options.swapHysteresis = 4
    harness.move(y: 22 + 22 + 6)
    #expect(harness.controller.draggedRow == ip(0, 1))
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
  }
}
