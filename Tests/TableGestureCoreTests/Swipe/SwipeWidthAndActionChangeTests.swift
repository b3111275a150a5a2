import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Width changes, and actions that change while open: an open row whose width
/// changes (rotation, split view, window resize) snaps to its new open width with every button
/// inside the row; an open row whose open side loses its actions closes.
@Suite("Swipe: width changes and actions that disappear while open")
struct SwipeWidthAndActionChangeTests {
  @Test func anOpenRowWhoseWidthChangesSnapsToTheNewOpenWidthAtTheNextEvent() throws {
    var h = SwipeHarness(
      rows: 10, width: 320,
      trailing: trailingSet(
        2, options: SwipeableOptions(minimumButtonWidth: 0, maximumButtonWidth: 1000)))
    h.swipe(row: 1, by: -200)
    h.settle()
    #expect(h.controller.session.phase == .open)
    let before = try #require(h.controller.session.geometry)
    h.table.resizeViewport(to: CGSize(width: 200, height: 600))
    h.controller.reconcileCells()
    h.settle()
    let after = try #require(h.controller.session.geometry)
    #expect(after.rowWidth == 200)
    #expect(h.controller.session.phase == .open)
    #expect(h.controller.offset == -after.openWidth)
    #expect(after.openWidth <= 200)
    #expect(before.rowWidth == 320)
    for frame in h.host.buttonFrames where frame.visibleWidth > 0 {
      #expect(frame.visibleMinX >= 0)
      #expect(frame.visibleMinX + frame.visibleWidth <= 200 + 0.001)
    }
  }

  /// A rotation while the row is still animating open: it comes to rest at the new open width,
  /// every button inside the narrower row.
  @Test func aRowOpeningWhileItsWidthChangesRestsAtTheNewOpenWidth() throws {
    var h = SwipeHarness(
      rows: 10, width: 390,
      trailing: trailingSet(
        2, options: SwipeableOptions(minimumButtonWidth: 0, maximumButtonWidth: 1000)))
    h.swipe(row: 1, by: -60)
    h.controller.tick(at: h.time)
    h.time += 1.0 / 60
    h.controller.tick(at: h.time)
    #expect(h.controller.needsFrames, "still animating open")
    h.table.resizeViewport(to: CGSize(width: 180, height: 600))
    h.controller.reconcileCells()
    h.settle()
    let after = try #require(h.controller.session.geometry)
    #expect(after.rowWidth == 180)
    #expect(h.controller.session.phase == .open)
    #expect(h.controller.offset == -after.openWidth)
    #expect(h.offset(1) == h.controller.offset)
    for frame in h.host.buttonFrames where frame.visibleWidth > 0 {
      #expect(frame.visibleMinX >= 0)
      #expect(frame.visibleMinX + frame.visibleWidth <= 180 + 0.001)
    }
  }

  /// Found by `tablesim`'s `engine-width-change`: buttons sized by the row's width (the
  /// SwipeCellKit profile) give a narrower open width after the row narrows; the row stayed at
  /// the old one, its buttons past the row's edge.
  @Test func anOpenRowWhoseOpenWidthShrinksWithTheRowSnapsToIt() throws {
    var h = SwipeHarness(
      rows: 10, width: 360,
      trailing: trailingSet(
        3,
        options: SwipeableOptions(minimumButtonWidth: 0, buttonPadding: 50, metrics: .swipeCellKit))
    )
    h.swipe(row: 1, by: -200)
    h.settle()
    let before = try #require(h.controller.session.geometry)
    h.table.resizeViewport(to: CGSize(width: 180, height: 600))
    h.controller.reconcileCells()
    h.settle()
    let after = try #require(h.controller.session.geometry)
    #expect(after.openWidth < before.openWidth)
    #expect(h.controller.session.phase == .open)
    #expect(h.controller.offset == -after.openWidth)
    for frame in h.host.buttonFrames where frame.visibleWidth > 0 {
      #expect(frame.visibleMinX >= 0)
      #expect(frame.visibleMinX + frame.visibleWidth <= 180 + 0.001)
    }
  }

  @Test func anOpenRowWhoseOpenSideLosesItsActionsCloses() {
    var h = SwipeHarness(rows: 10, trailing: trailingSet(2), leading: trailingSet(1))
    h.swipe(row: 1, by: -160)
    h.settle()
    #expect(h.controller.activeEdge == .trailing)
    h.provider.trailing = nil
    h.controller.actionsDidChange(forRowAt: ip(0, 1))
    h.settle()
    #expect(h.controller.isIdle)
    #expect(h.host.offsetRowIDs.isEmpty)
    #expect(h.host.displacedCells.isEmpty)
  }
}
