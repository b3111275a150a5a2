import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A rotation or a window resize during a drag (device review r4, N11): the floating row follows
/// the row's new frame, its size as well as its centre, and drops at the new size.
@Suite("Reorder controller: the table resizes mid-drag")
struct ReorderResizeTests {
  private func harness() -> ControllerHarness {
    ControllerHarness(
      table: SimulatedTable(
        sections: [.uniform(rows: 30, height: 44)],
        viewportSize: CGSize(width: 390, height: 700)))
  }

  @Test func theSnapshotTakesTheRowsNewWidthOnTheNextFrame() {
    var harness = harness()
    harness.press(y: 22)
    harness.tick()
    #expect(harness.host.snapshotFrame?.width == 390)
    // Rotated to landscape: the rows are 844 pt wide.
    harness.table.resizeViewport(to: CGSize(width: 844, height: 390))
    harness.tick()
    let slot = harness.table.rectForRow(at: ip(0, 0))
    #expect(harness.host.snapshotFrame?.size == slot.size)
    #expect(harness.host.snapshotFrame?.midX == slot.midX)
    harness.move(y: 30)
    #expect(harness.host.snapshotFrame?.width == 844)
    harness.release()
    #expect(harness.host.settlingFrame?.width == 844)
  }

  @Test func aFingerMoveAfterTheResizeAlsoResizes() {
    let harness = harness()
    harness.press(y: 22)
    harness.table.resizeViewport(to: CGSize(width: 320, height: 700))
    harness.move(y: 40)
    #expect(harness.host.snapshotFrame?.width == 320)
    #expect(harness.host.snapshotFrame?.minX == 0)
  }
}
