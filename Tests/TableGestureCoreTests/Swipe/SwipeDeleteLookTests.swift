import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// V1 (device review r2): a row deleted by its own action keeps its fill (offset and buttons)
/// while UIKit animates the deletion, as UIKit's own swipe does; it snapped back to rest at the
/// next event.
@Suite("Swipe: a deleted row keeps its look until its cell leaves")
struct SwipeDeleteLookTests {
  @Test func aFullSwipeDeleteKeepsTheFilledCellUntilTheAnimationEndsThenReuseClearsIt() throws {
    var h = SwipeHarness(
      rows: 30,
      trailing: trailingSet(
        2, destructiveFirst: true, options: SwipeableOptions(expansionStyle: .destructive)))
    let cell = try #require(h.table.cellForRow(at: ip(0, 2)))
    // The app's handler removes the row with an animation, as the README's handler does.
    h.provider.onHandler = { [table = h.table, controller = h.controller] in
      _ = table.deleteRow(at: ip(0, 2), animated: true)
      controller.rowsDeleted(at: [ip(0, 2)])
    }
    h.swipe(row: 2, by: -300)
    // The handler ran as the fill began, so the row was deleted there; the leaving cell goes on
    // to the full row width (device review r4, N2), as a tapped Delete does.
    let filled = h.host.cellOffset(cell)
    #expect(filled == -320)
    #expect(h.host.leavingFills.count == 1)
    h.settle()
    h.controller.tick(at: h.time + 1)
    h.controller.reconcileCells()
    #expect(h.provider.calls.count == 1)
    #expect(h.controller.isIdle)
    #expect(h.table.isCellLeaving(cell))
    #expect(h.host.cellOffset(cell) == filled)
    #expect(h.host.cellButtonsEdge(cell) == .trailing)
    // Another swipe elsewhere does not strip the leaving cell either.
    h.controller.showActions(forRowAt: ip(0, 5), edge: .trailing, animated: false)
    h.controller.hideActions(animated: false)
    #expect(h.host.cellOffset(cell) == filled)
    // The animation ends; the cell is reused for a row that comes on screen and is at rest.
    // The UIKit host has no reuse hook: the engine's next reconcile (a display frame while it
    // keeps leaving cells, or the after-layout reconcile) releases it.
    h.table.finishUpdateAnimations()
    h.table.resizeViewport(to: CGSize(width: 320, height: 700))
    h.table.layoutIfNeeded()
    #expect(h.table.indexPath(forCell: cell) != nil)
    h.controller.reconcileCells()
    #expect(h.host.cellOffset(cell) == 0)
    #expect(h.host.cellButtonsEdge(cell) == nil)
  }

  @Test func aTapOnDeleteThatDeletesAtOnceKeepsTheOpenCellsLook() throws {
    var h = SwipeHarness(rows: 30, trailing: trailingSet(2, destructiveFirst: true))
    h.swipe(row: 1, by: -160)
    h.settle()
    let cell = try #require(h.table.cellForRow(at: ip(0, 1)))
    let open = h.host.cellOffset(cell)
    let frame = try #require(h.host.buttonFrames.first { $0.actionIndex == 1 })
    h.provider.onHandler = { [table = h.table] in _ = table.deleteRow(at: ip(0, 1), animated: true)
    }
    h.provider.answer = .claimSuccess
    h.controller.tap(at: CGPoint(x: frame.visibleMinX + 1, y: h.y(1)))
    h.settle()
    #expect(h.provider.calls.count == 1)
    #expect(h.controller.isIdle)
    #expect(h.host.cellOffset(cell) == open)
    #expect(h.host.resetCount == 0 || h.table.isCellLeaving(cell))
  }
}

/// Device review r4, N2(a): a tapped destructive action whose row the app deletes takes the
/// leaving cell's content and buttons to the full row width over UIKit's row-animation time, as
/// UIKit fills a deleted swiped row while it collapses; the row collapsed half-open (the fill was
/// abandoned at frame 0). A tap and a full swipe end the same.
@Suite("Swipe: a tapped Delete fills the leaving row")
struct SwipeTappedDeleteFillTests {
  /// Opens row 1 (two trailing actions, the outermost destructive), taps button `index`, whose
  /// handler deletes the row at once; returns the harness and the row's cell.
  private static func tapThatDeletes(
    index: Int, destructiveAt destructive: Int
  ) throws -> (SwipeHarness, Int) {
    var actions = swipeActions(2)
    actions[destructive].style = .destructive
    var h = SwipeHarness(rows: 30, trailing: SwipeActionSet(actions: actions))
    h.swipe(row: 1, by: -160)
    h.settle()
    let cell = try #require(h.table.cellForRow(at: ip(0, 1)))
    let frame = try #require(h.host.buttonFrames.first { $0.actionIndex == index })
    h.provider.onHandler = { [table = h.table] in _ = table.deleteRow(at: ip(0, 1), animated: true)
    }
    h.provider.answer = .claimSuccess
    h.controller.tap(at: CGPoint(x: frame.visibleMinX + 1, y: h.y(1)))
    h.settle()
    return (h, cell)
  }

  @Test func aTapOnTheOutermostDeleteFillsTheLeavingCellToTheFullRowWidth() throws {
    let (h, cell) = try Self.tapThatDeletes(index: 0, destructiveAt: 0)
    #expect(h.provider.calls.count == 1)
    #expect(h.controller.isIdle)
    #expect(h.table.isCellLeaving(cell))
    #expect(h.host.cellOffset(cell) == -320)
    #expect(h.host.cellButtonsEdge(cell) == .trailing)
    let fill = try #require(h.host.leavingFills.last)
    #expect(fill.offset == -320)
    #expect(fill.duration == SwipeLeavingFill.rowAnimationDuration)
    // The outermost button covers the whole row.
    let outermost = try #require(fill.buttons.first { $0.actionIndex == 0 })
    #expect(outermost.visibleMinX <= 0)
  }

  /// Device review r5, R5-1: the content moves by the cell layer's `sublayerTransform`, which a
  /// view animation block does not animate; set in the strip's block, it jumped to the full width
  /// in one frame while the strip slid. Half-way through the fill the content is between the open
  /// offset and the full width, on the strip's timeline.
  @Test func theLeavingContentSlidesWithTheStripOverTheFill() throws {
    var actions = swipeActions(2)
    actions[0].style = .destructive
    var h = SwipeHarness(rows: 30, trailing: SwipeActionSet(actions: actions))
    h.swipe(row: 1, by: -160)
    h.settle()
    let cell = try #require(h.table.cellForRow(at: ip(0, 1)))
    let open = h.host.cellOffset(cell)
    #expect(open < 0 && open > -320)
    let frame = try #require(h.host.buttonFrames.first { $0.actionIndex == 0 })
    h.provider.onHandler = { [table = h.table] in _ = table.deleteRow(at: ip(0, 1), animated: true)
    }
    h.controller.tap(at: CGPoint(x: frame.visibleMinX + 1, y: h.y(1)))
    let fill = try #require(h.host.leavingFills.last)
    #expect(h.host.leavingContentOffset(cell, after: 0) == open)
    let half = h.host.leavingContentOffset(cell, after: fill.duration / 2) ?? 0
    #expect(half < open && half > -320, "content at half the fill: \(half)")
    #expect(h.host.leavingStripOffset(cell, after: fill.duration / 2) == half)
    #expect(h.host.leavingContentOffset(cell, after: fill.duration) == -320)
    // The curve is UIKit's ease-in, ease-out: half-way in time is half-way in distance.
    #expect(abs(half - (open - 320) / 2) < 0.5)
  }

  @Test func aTapOnAnInnerDestructiveButtonFillsTheLeavingCellToo() throws {
    let (h, cell) = try Self.tapThatDeletes(index: 1, destructiveAt: 1)
    #expect(h.provider.calls.count == 1)
    #expect(h.table.isCellLeaving(cell))
    #expect(h.host.cellOffset(cell) == -320)
    #expect(h.host.leavingFills.count == 1)
  }

  @Test func aTapOnANonDestructiveButtonThatDeletesKeepsTheOpenLook() throws {
    let (h, cell) = try Self.tapThatDeletes(index: 1, destructiveAt: 0)
    #expect(h.table.isCellLeaving(cell))
    #expect(h.host.cellOffset(cell) > -320)
    #expect(h.host.leavingFills.isEmpty)
  }
}

/// Device review r4, N4: UIKit keeps pooled cells as subviews that look, to public API, like
/// cells animating out with their row (no index path, `isHidden` false). A displaced cell that
/// went to the pool — its row scrolled away or shrank off screen while open — is put back at rest,
/// never kept as a deleted row's leaving cell.
@Suite("Swipe: pooled cells are not leaving cells")
struct SwipePooledCellTests {
  @Test func aPooledCellIsNeverTakenForALeavingOne() throws {
    let h = SwipeHarness(rows: 20, trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    let cell = try #require(h.table.cellForRow(at: ip(0, 1)))
    // The table shrinks (a sheet's detent, a keyboard): row 1 leaves the screen, its cell goes
    // to the pool, and the size change schedules a reconcile.
    h.table.resizeViewport(to: CGSize(width: 320, height: 40))
    h.table.runLoopTurn()
    h.table.runLoopTurn()
    #expect(h.table.isCellHiddenForReuse(cell))
    #expect(h.table.looksLeaving(cell), "to public API a pooled cell looks like a leaving one")
    #expect(h.host.cellOffset(cell) == 0)
    #expect(h.host.cellButtonsEdge(cell) == nil)
    #expect(!h.host.displacedCells.contains(cell))
  }
}
