import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Real heights that vary by item, from 30 to 90 points.
private func varied(_ item: Int) -> CGFloat { CGFloat(30 + (item * 37) % 61) }

@Suite("Reorder: self-sizing rows under autoscroll")
struct ReorderSelfSizingAutoscrollTests {
  /// A self-sizing table or list whose items are estimated at 80 points and measure 44
  /// autoscrolls up through items it has not measured yet: the snapshot stays under the still
  /// finger and no item that stays on screen jumps by more than one frame of autoscroll. Without
  /// the drag keeping the content still, each layout pass that measures a row the drag swapped
  /// past its own moves what is below it by the estimate's error, and UIKit's own offset moves
  /// (``SelfSizingOffsetKeeping``) carry the snapshot away from the finger.
  @Test(arguments: SelfSizingHost.allCases)
  func aSelfSizingListDoesNotJumpWhileAutoscrolling(host: SelfSizingHost) throws {
    var run = SelfSizingAutoscroll(host: host, sections: [200], estimate: 80, speed: 1_200) { _ in
      44
    }
    run.table.scroll(toY: 8_000)
    run.table.layoutIfNeeded()
    run.harness.press(y: run.table.bounds.minY + 200)
    try #require(run.harness.controller.isDragging)
    run.hold(at: 8, frames: 150)
    #expect(run.table.bounds.minY < 7_000, "it autoscrolled")
    #expect(run.jumps == [], "\(run.jumps.prefix(3))")
    run.harness.release()
    run.harness.host.completeSettle()
    #expect(run.harness.problems() == [])
  }

  /// Across sections, empty ones among them, either way, at two speeds, with estimates too
  /// high, too low and items of every height: nothing jumps, and the drag ends with the data
  /// as the screen shows it.
  @Test(arguments: SelfSizingHost.allCases, [CGFloat(1_200), 3_000])
  func nothingJumpsAcrossSections(host: SelfSizingHost, speed: CGFloat) throws {
    let heights: [(estimate: CGFloat, real: (Int) -> CGFloat)] = [
      (80, { _ in 44 }), (30, { _ in 90 }), (50, varied),
    ]
    for (estimate, real) in heights {
      for up in [true, false] {
        var run = SelfSizingAutoscroll(
          host: host, sections: [40, 0, 40, 0, 40], estimate: estimate, speed: speed,
          realHeight: real)
        run.table.scroll(toY: up ? 4_000 : 0)
        run.table.layoutIfNeeded()
        run.harness.press(y: run.table.bounds.minY + 200)
        try #require(run.harness.controller.isDragging)
        let start = run.table.bounds.minY
        run.hold(at: up ? 8 : -8, frames: 240)
        let what = "\(host) \(up ? "up" : "down") at \(speed), estimate \(estimate)"
        #expect(abs(run.table.bounds.minY - start) > 1_000, "\(what): it autoscrolled")
        #expect(run.jumps == [], "\(what): \(run.jumps.prefix(3))")
        run.harness.release()
        run.harness.host.completeSettle()
        #expect(run.harness.problems() == [], "\(what)")
      }
    }
  }

  /// Autoscrolling up from the last section into an empty one and dropping there: the item
  /// lands in the empty section, nothing jumped on the way, the data is what the list shows.
  @Test(arguments: SelfSizingHost.allCases)
  func autoscrollingIntoAnEmptySection(host: SelfSizingHost) throws {
    var run = SelfSizingAutoscroll(
      host: host, sections: [30, 0, 30, 0, 30], estimate: 50, speed: 1_200, realHeight: varied)
    run.table.scroll(toY: run.table.rect(forSection: 4).minY)
    run.table.layoutIfNeeded()
    run.harness.press(y: run.table.bounds.minY + 150)
    let item = try #require(run.harness.controller.draggedRow.flatMap(run.table.rowID(at:)))
    var frames = 0
    while run.harness.controller.draggedRow?.tableSection != 3, frames < 600 {
      run.hold(at: 8, frames: 1)
      frames += 1
    }
    try #require(run.harness.controller.draggedRow?.tableSection == 3, "reached the empty section")
    #expect(run.jumps == [], "\(run.jumps.prefix(3))")
    run.harness.release()
    run.harness.host.completeSettle()
    #expect(run.table.rowOrder[3] == [item])
    #expect(run.harness.app.model[3] == [item])
    #expect(run.harness.problems() == [])
  }
}
