import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r4, N7: a size change (rotation, Split View, a window resize) with a row open.
/// UIKit re-lays out its own open swipe on each visible-cells update; the engine hears the size
/// change in the layout pass that follows it and re-measures the row right after, and any event
/// that finds the row's width changed shows the host the re-measured row at once.
@Suite("Swipe: size changes with a row open")
struct SwipeSizeChangeTests {
  private static let wide = SwipeableOptions(minimumButtonWidth: 0, maximumButtonWidth: 1000)

  /// No touch, no scroll: only the table's layout passes after the resize. The row is at the
  /// new open width and the host shows it there, every button inside the row.
  @Test(arguments: [568, 200] as [CGFloat])
  func aResizeWithNoEventReMeasuresTheOpenRow(width: CGFloat) throws {
    var h = SwipeHarness(rows: 10, width: 320, trailing: trailingSet(2, options: Self.wide))
    h.swipe(row: 1, by: -200)
    h.settle()
    #expect(h.controller.session.phase == .open)
    h.table.resizeViewport(to: CGSize(width: width, height: 600))
    h.table.runLoopTurn()  // the layout pass hears the new size
    h.table.runLoopTurn()  // the reconcile it scheduled
    let g = try #require(h.controller.session.geometry)
    #expect(g.rowWidth == width)
    #expect(h.controller.offset == -g.openWidth)
    #expect(h.offset(1) == h.controller.offset)
    for frame in h.host.buttonFrames where frame.visibleWidth > 0 {
      #expect(frame.visibleMinX + frame.visibleWidth <= width + 0.001)
    }
    #expect(h.table.queriesDuringLayout == 0)
  }

  /// The property test's root cause, found twice (seeds 4027630550 and 4029138786): the width
  /// changes, the next event is a tap on a button; the tap re-measured the row and moved the
  /// engine's offset to the new open width, then started the action without telling the host.
  /// Buttons sized by the row's width (the SwipeCellKit profile), so the open width changes.
  @Test func aTapAfterAResizeShowsTheHostTheReMeasuredRow() throws {
    let options = SwipeableOptions(
      allowsFullSwipe: false, minimumButtonWidth: 0, buttonPadding: 50, metrics: .swipeCellKit)
    var h = SwipeHarness(rows: 10, width: 180, trailing: trailingSet(3, options: options))
    h.provider.answer = .hold
    h.swipe(row: 1, by: -150)
    h.settle()
    let before = h.controller.offset
    h.table.resizeViewport(to: CGSize(width: 568, height: 600))
    h.controller.tap(at: CGPoint(x: 566, y: h.y(1)))
    #expect(h.provider.calls.count == 1, "the tap ran the outermost action")
    #expect(h.controller.offset != before, "the row was re-measured")
    #expect(h.offset(1) == h.controller.offset)
  }

  /// A size change with no row open asks nothing and schedules nothing.
  @Test func aResizeWithNoRowOpenDoesNothing() {
    let h = SwipeHarness(rows: 10, width: 320, trailing: trailingSet(2))
    h.table.resizeViewport(to: CGSize(width: 568, height: 600))
    h.table.runLoopTurn()
    #expect(h.host.scheduledReconciles == 0)
    #expect(h.table.queuedWorkCount == 0)
  }
}
