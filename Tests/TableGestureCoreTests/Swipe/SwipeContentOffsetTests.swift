import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// What the UIKit skin forwards from key-value observation of `contentOffset`.
@Suite("Swipe controller: content-offset changes")
struct SwipeContentOffsetTests {
  @Test func settingTheSameOffsetIsNoScroll() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    let open = h.offset(1)
    #expect(open < 0)
    h.controller.contentOffsetDidChange(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 0, y: 10))
    h.settle()
    #expect(h.offset(1) == open)
    #expect(h.controller.activeRow == ip(0, 1))
  }

  /// The row starts closing in the engine; the host is asked nothing from inside the
  /// observation (device review r4, N5) and reconciles after the layout.
  @Test func aRealChangeClosesTheOpenRowAndReconcilesAfterTheLayout() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    let restores = h.host.restoreCount
    let writes = h.host.offsetUpdates
    h.controller.contentOffsetDidChange(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 4))
    #expect(h.controller.needsFrames, "closing")
    #expect(h.host.restoreCount == restores)
    #expect(h.host.offsetUpdates == writes)
    #expect(h.table.queuedWorkCount == 1)
    h.table.runLoopTurn()
    #expect(h.host.restoreCount > restores)
    h.settle()
    #expect(h.controller.isIdle)
    #expect(h.offset(1) == 0)
  }

  @Test func anUnknownValueCountsAsAChange() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    h.controller.contentOffsetDidChange(from: nil, to: CGPoint(x: 0, y: 0))
    h.settle()
    #expect(h.controller.isIdle)
  }

  /// M6 (device review r2): a keyboard inset or a self-sizing correction moves the content
  /// without the user; the open row stays open (it closed by itself near the bottom of a
  /// self-sizing table). Such a change may come from inside the table's layout pass (F4), so
  /// nothing asks the table then: the reconcile runs after the layout, at the run loop's turn.
  @Test func aChangeTheUserDidNotMakeKeepsTheRowOpenAndReconcilesAfterTheLayout() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    let open = h.offset(1)
    let restores = h.host.restoreCount
    h.controller.contentOffsetDidChange(
      from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 30), byUser: false)
    #expect(h.host.restoreCount == restores, "asked nothing at once")
    #expect(h.table.queuedWorkCount == 1)
    h.table.runLoopTurn()
    h.settle()
    #expect(h.host.restoreCount > restores)
    #expect(h.controller.activeRow == ip(0, 1))
    #expect(h.offset(1) == open)
  }

  /// V5 (device review r2): the after-layout reconcile is queued in the common modes, so it also
  /// runs while the user's finger is on the table (the main run loop then runs in its tracking
  /// mode); it lays the table out first (queued work runs before the turn's layout) and releases
  /// the cell the open row left behind. Queued for the default mode alone, it waits until the
  /// finger lifts, and the reused cell shows the open row's buttons meanwhile.
  @Test func whileTheTableTracksTheAfterLayoutReconcileRunsAndReleasesAReusedCell() throws {
    for modes in [RunLoopModes.common, .default] {
      let h = SwipeHarness(rows: 40, trailing: trailingSet())
      h.host.reconcileModes = modes
      h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
      let cell = try #require(h.table.cellForRow(at: ip(0, 1)))
      #expect(h.host.cellOffset(cell) != 0)
      h.table.isTracking = true
      // A correction the user did not make moves the open row off screen; its cell is reused
      // for another row at the next layout pass.
      h.table.contentOffset = CGPoint(x: 0, y: 900)
      h.controller.contentOffsetDidChange(
        from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 900), byUser: false)
      h.table.runLoopTurn()
      #expect(h.table.indexPath(forCell: cell) != nil, "the cell shows another row")
      let stale = h.host.cellOffset(cell) != 0 || h.host.cellButtonsEdge(cell) != nil
      if modes == .common {
        #expect(!stale, "the reconcile ran while tracking")
        #expect(h.table.queuedWorkCount == 0)
      } else {
        #expect(stale, "default-mode work waits while tracking")
        #expect(h.table.queuedWorkCount == 1)
        h.table.isTracking = false
        h.table.runLoopTurn()
        #expect(h.host.cellOffset(cell) == 0)
        #expect(h.host.cellButtonsEdge(cell) == nil)
      }
    }
  }
}

/// Device review r4, N5: UIKit writes the content offset from inside its visible-cells update
/// (self-sizing corrections), also while the user's finger tracks the table, and the host hears
/// it in its `contentOffset` observation. A user scroll heard there closes the open row without
/// asking the table for a cell; the row is shown closing at the frames and the reconcile after.
@Suite("Swipe: a user scroll heard inside the table's layout pass")
struct SwipeScrollInLayoutTests {
  /// Wires the table's scroll observer to the engine as the UIKit host's key-value observation
  /// of `contentOffset` does (`byUser` while the finger tracks).
  final class OffsetObservation {
    var last: CGPoint
    init(_ h: SwipeHarness) {
      last = h.table.contentOffset
      h.table.addScrollObserver {
        [unowned self, weak table = h.table, weak controller = h.controller] in
        guard let table else { return }
        let old = last
        last = table.contentOffset
        controller?.contentOffsetDidChange(from: old, to: last, byUser: table.isTracking)
      }
    }
  }

  @Test func aUserScrollInsideTheLayoutPassAsksForNoCellAndStillClosesTheRow() throws {
    var h = SwipeHarness(rows: 40, trailing: trailingSet())
    let observation = OffsetObservation(h)
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    let cell = try #require(h.table.cellForRow(at: ip(0, 1)))
    h.table.isTracking = true
    h.table.setContentOffsetInNextLayout(CGPoint(x: 0, y: 12))
    h.table.layoutIfNeeded()
    #expect(h.table.queriesDuringLayout == 0, "a cell was asked for inside the layout pass")
    #expect(h.table.contentOffset.y == 12)
    h.table.runLoopTurn()
    h.settle()
    h.table.isTracking = false
    #expect(h.controller.isIdle)
    #expect(h.host.cellOffset(cell) == 0)
    #expect(h.host.cellButtonsEdge(cell) == nil)
    #expect(h.host.offsetRowIDs.isEmpty)
    withExtendedLifetime(observation) {}
  }
}
