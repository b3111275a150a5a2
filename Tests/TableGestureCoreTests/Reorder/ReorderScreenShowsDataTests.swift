import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A one-section table of `count` rows of 44 points (identities 0…count-1) in a 320 × 400 view.
private func table(rows count: Int = 30, offset: CGFloat = 0) -> SimulatedTable {
  SimulatedTable(
    sections: [.uniform(rows: count, height: 44)], viewportSize: CGSize(width: 320, height: 400),
    contentOffset: CGPoint(x: 0, y: offset))
}

/// Cells on screen that are hidden (the harness's app hides none of its own).
private func hiddenCells(_ harness: ControllerHarness) -> [SimulatedCell] {
  harness.table.visibleCells.filter(\.isHidden)
}

@Suite("Reorder controller: the screen shows the user's data")
struct ReorderScreenShowsDataTests {
  /// Seeds 1592597372 and 1592601834: a diffable source ignores an unchanged snapshot, so the
  /// table keeps the on-drop drag's order; the reload notice must not leave it so.
  @Test(arguments: [ReorderRowMoves.dataSource, .library])
  func aReloadNoticeAfterAnUnchangedSnapshotPutsTheDataBackOnScreen(rowMoves: ReorderRowMoves) {
    var harness = ControllerHarness(
      table: table(), options: ReorderOptions(commitMode: .onDrop, rowMoves: rowMoves),
      diffable: true)
    harness.drag(from: 22, to: 22 + 44 * 2)
    #expect(harness.table.rowOrder[0].prefix(3) == [1, 2, 0])
    harness.app.diffable?.apply(harness.app.model)
    harness.controller.tableDidReloadData()
    #expect(harness.host.records.last == .dragDidCancel(nil))
    #expect(harness.problems() == [])
    #expect(harness.app.rowsWithForeignHeights() == [])
  }

  /// The same with a plain data source that reloads for real: the screen shows the data once.
  @Test func aReloadNoticeAfterARealReloadLeavesTheDataOnScreen() {
    var harness = ControllerHarness(table: table(), options: ReorderOptions(commitMode: .onDrop))
    harness.drag(from: 22, to: 22 + 44 * 2)
    harness.table.reloadData([.uniform(rows: 30, height: 44)])
    harness.controller.tableDidReloadData()
    #expect(harness.problems() == [])
  }

  /// Seed 1592596101: the row is lifted before the table laid its self-sizing rows out; the
  /// layout changes which row is under the finger and which rows are on screen. The lift must
  /// work on the laid-out table: the row under the finger is lifted, and exactly its cell hidden.
  @Test func theLiftUsesTheLaidOutTableAndHidesExactlyTheDraggedRowsCell() throws {
    // Rows estimated at 100 points measure 20 when they come on screen.
    let table = SimulatedTable(
      sections: [SimulatedSection(rowHeights: Array(repeating: 20, count: 30))],
      viewportSize: CGSize(width: 320, height: 300), estimatedRowHeight: 100)
    let harness = ControllerHarness(table: table)
    for item in 0..<30 { harness.app.heightOfItem[item] = 20 }
    for y: CGFloat in [350, 250] {
      harness.press(y: y)
      let row = try #require(harness.controller.draggedRow)
      #expect(harness.table.rectForRow(at: row).contains(CGPoint(x: 10, y: y)))
      for cell in harness.table.visibleCells {
        #expect(
          cell.isHidden == (cell.indexPath == row), "press at \(y): cell at \(cell.indexPath)")
      }
      harness.release()
      harness.host.completeSettle()
    }
    #expect(hiddenCells(harness).isEmpty)
  }

  /// The app reloads from its "did end dragging" callback and says so: the settle ends at once
  /// and no cell stays hidden (the hidden cell may show another row after the reload).
  @Test func aReloadDuringTheSettleGivesEveryCellBackAtOnce() {
    var harness = ControllerHarness(table: table())
    let host = harness.host
    let simulated = harness.table
    let controller = harness.controller
    host.onRecord = { record in
      guard case .dragDidEnd = record else { return }
      simulated.reloadData([.uniform(rows: 30, height: 44)])
      controller.tableDidReloadData()
    }
    harness.drag(from: 22, to: 22 + 44 * 3)
    harness.release()
    #expect(harness.host.settlingFrame == nil && harness.host.snapshotFrame == nil)
    #expect(hiddenCells(harness).isEmpty)
    #expect(harness.controller.settlingRow == nil)
  }

  /// The same reload told after the drop returned, while the settle animation runs.
  @Test func aReloadNoticeWhileSettlingEndsTheSettle() {
    var harness = ControllerHarness(table: table())
    harness.drag(from: 22, to: 22 + 44 * 3)
    harness.release()
    #expect(harness.controller.settlingRow == ip(0, 3))
    harness.table.reloadData([.uniform(rows: 30, height: 44)])
    harness.controller.tableDidReloadData()
    #expect(harness.host.settlingFrame == nil)
    #expect(hiddenCells(harness).isEmpty)
  }

  /// The user flicks during the settle: the resting row's hidden cell leaves the screen, and
  /// comes back for another row long after the settle ended. It must not be blank.
  @Test func aCellScrolledAwayDuringTheSettleIsNotBlankWhenReused() {
    // Row 0 is 300 points tall, so scrolling to the top brings one row in for seven that leave:
    // the resting row's cell stays in the reuse pool until the table scrolls back.
    let simulated = SimulatedTable(
      sections: [SimulatedSection(rowHeights: [300] + Array(repeating: 44, count: 20))],
      viewportSize: CGSize(width: 320, height: 400), contentOffset: CGPoint(x: 0, y: 300))
    var harness = ControllerHarness(table: simulated)
    harness.app.configuresHidden = false
    harness.drag(from: 498, to: 498 + 88)
    harness.release()
    #expect(harness.controller.settlingRow == ip(0, 7))
    harness.table.scroll(toY: 0)
    _ = harness.table.visibleCells  // UIKit lays the table out at the end of the turn
    harness.host.completeSettle()
    harness.table.scroll(toY: 300)
    #expect(hiddenCells(harness).isEmpty)
    #expect(harness.problems() == [])
  }

  /// With the default `rowMoves`, a diffable source (whose `apply` moves the row itself) still
  /// sees its row move once: within a section and across sections, in both commit modes.
  @Test(arguments: [ReorderCommitMode.eachSwap, .onDrop])
  func theDefaultRowMovesMoveADiffableRowOnce(mode: ReorderCommitMode) {
    var harness = ControllerHarness(
      table: table(), options: ReorderOptions(commitMode: mode), diffable: true)
    harness.drag(from: 22, to: 22 + 44 * 3)
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
    #expect(harness.app.model[0].prefix(4) == [1, 2, 3, 0])

    let sections = SimulatedTable(
      sections: [
        SimulatedSection(headerHeight: 20, rowHeights: [44, 44], rowIDs: [0, 1]),
        SimulatedSection(headerHeight: 20, rowHeights: [44, 44], rowIDs: [2, 3]),
      ], viewportSize: CGSize(width: 320, height: 400))
    var across = ControllerHarness(
      table: sections, options: ReorderOptions(commitMode: .eachSwap), diffable: true)
    across.drag(from: 20 + 66, to: 20 + 88 + 20 + 30)
    across.release()
    across.host.completeSettle()
    #expect(across.problems() == [])
    #expect(across.app.model == [[0], [2, 1, 3]] || across.app.model == [[0], [1, 2, 3]])
  }

  /// A VoiceOver step in an on-drop table follows the on-drop rules: a finger drag never takes
  /// the row into another section there, so neither does "Move down" on a section's last row.
  @Test func aVoiceOverStepInAnOnDropTableStaysInItsSection() {
    let sections = SimulatedTable(
      sections: [
        SimulatedSection(headerHeight: 20, rowHeights: [44, 44], rowIDs: [0, 1]),
        SimulatedSection(headerHeight: 20, rowHeights: [44, 44], rowIDs: [2, 3]),
      ], viewportSize: CGSize(width: 320, height: 400))
    let harness = ControllerHarness(table: sections, options: ReorderOptions(commitMode: .onDrop))
    #expect(!harness.controller.step(rowAt: ip(0, 1), direction: .down))
    #expect(!harness.controller.step(rowAt: ip(1, 0), direction: .up))
    #expect(harness.controller.step(rowAt: ip(0, 0), direction: .down))
    #expect(harness.app.model == [[1, 0], [2, 3]])
    #expect(harness.problems() == [])
  }
}

@Suite("Reorder controller: Reduce Motion")
struct ReorderReduceMotionTests {
  @Test func theLiftedRowDoesNotGrowWithReduceMotion() {
    let appearance = LiftAppearance(scale: 1.2, alpha: 0.8, shadowOpacity: 0.3)
    #expect(appearance.reducingMotion(true).resolvedScale == 1)
    #expect(appearance.reducingMotion(true).resolvedAlpha == 0.8)
    #expect(appearance.reducingMotion(true).resolvedShadowOpacity == 0.3)
    #expect(appearance.reducingMotion(false) == appearance)
  }

  /// The drop is a cross-fade: the row shows in its slot at once, the snapshot fades in place.
  @Test(arguments: [false, true])
  func theDropFadesInsteadOfSlidingWithReduceMotion(reduceMotion: Bool) {
    var harness = ControllerHarness(table: table())
    harness.controller.reduceMotion = reduceMotion
    harness.drag(from: 22, to: 22 + 44 * 3)
    harness.release()
    #expect(harness.host.settleFades == reduceMotion)
    #expect(harness.host.settlingFrame == harness.table.rectForRow(at: ip(0, 3)))
    #expect(hiddenCells(harness).isEmpty == reduceMotion)
    #expect(harness.controller.settlingRow == (reduceMotion ? nil : ip(0, 3)))
    #expect(harness.host.frameTicksRunning == !reduceMotion)
    harness.host.completeSettle()
    #expect(hiddenCells(harness).isEmpty)
    #expect(harness.problems() == [])
  }
}
