import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// After the dragged row takes a step within its section, the step's own figures say where the
/// next step's thresholds lie (``ReorderSession/noStepDue(afterStepFrom:to:goingDown:snapshotTop:hysteresis:)``):
/// the row's new slot is not read for a step that cannot come, and every step that can come is
/// still taken in the same event.
@Suite("Reorder: no slot read for a step that cannot come")
struct ReorderStepLandingTests {
  /// ``ReorderFrameSlotTests``'s host (row rects counted by row), row 6 of 40 rows of 44 pt
  /// lifted in a 320 × 600 view.
  static func liftedHost() -> ReorderFrameSlotTests.Host { ReorderFrameSlotTests.liftedHost() }

  /// The rect reads of the touch move that swapped, when the finger creeps 2 pt a move: the
  /// slot the snapshot is placed over, the neighbour the step measured, the dragged row's cell
  /// check after the move. Before, the move read the new slot and the row above it too, for a
  /// step that could not come (5 reads).
  @Test(arguments: [CGFloat(2), -2])
  func aCreepingSwapReadsNoSlotForAFurtherStep(by delta: CGFloat) {
    let host = Self.liftedHost()
    #expect(host.controller.isDragging)
    var y: CGFloat = 286
    var readsOfTheSwap: [Int] = []
    for event in 1...20 {
      y += delta
      let moves = host.reorderPolicy.committedMoves.count
      host.table.counts.rects = [:]
      host.controller.handleGesture(.changed, at: CGPoint(x: 100, y: y))
      if host.reorderPolicy.committedMoves.count > moves {
        readsOfTheSwap.append(host.table.counts.rects.values.reduce(0, +))
      }
      host.controller.displayFrame(at: Double(event) / 120, isInWindow: true)
    }
    // 40 pt of travel past the 26 pt threshold (half a row plus the hysteresis): one swap.
    #expect(readsOfTheSwap == [3])
    let expected = IndexPath(row: delta > 0 ? 7 : 5, inSection: 0)
    #expect(
      host.reorderPolicy.committedMoves == [
        ReorderMove(from: IndexPath(row: 6, inSection: 0), to: expected)
      ])
  }

  /// A finger that jumps five rows in one move still takes the five steps in that move, down and
  /// up: the band only ends the steps when none can be due.
  @Test(arguments: [CGFloat(220), -220])
  func aJumpTakesEveryStepInOneMove(by distance: CGFloat) {
    let host = Self.liftedHost()
    host.controller.handleGesture(.changed, at: CGPoint(x: 100, y: 286 + distance))
    let rows = distance > 0 ? Array(6...11) : Array((1...6).reversed())
    #expect(
      host.reorderPolicy.committedMoves
        == zip(rows, rows.dropFirst()).map {
          ReorderMove(from: IndexPath(row: $0, inSection: 0), to: IndexPath(row: $1, inSection: 0))
        })
  }

  /// The band's edges, going down from a slot at 0 to one at 44 with 4 pt of hysteresis (the
  /// step came past 26), and the mirror going up; a NaN top reads the slot.
  @Test func theBandKeepsInsideTheThresholdsByTheTolerance() {
    let tolerance = ReorderSession.landingTolerance
    func down(_ top: CGFloat) -> Bool {
      ReorderSession.noStepDue(
        afterStepFrom: 0, to: 44, goingDown: true, snapshotTop: top, hysteresis: 4)
    }
    func up(_ top: CGFloat) -> Bool {
      ReorderSession.noStepDue(
        afterStepFrom: 44, to: 0, goingDown: false, snapshotTop: top, hysteresis: 4)
    }
    #expect(down(26) && down(44) && down(48 - tolerance))
    #expect(!down(48) && !down(18))
    #expect(up(18) && up(0) && up(-4 + tolerance))
    #expect(!up(-4) && !up(26))
    #expect(!down(.nan) && !up(.nan))
  }

  /// Random sections of rows of random heights, a random row and snapshot top: whenever the
  /// band says no further step can come after a step within the section, the step looked for
  /// from the slot the table gives the row after the move is none.
  @Test func whereTheBandSaysNoStepTheTableAgrees() {
    var random = SeededRandom(seed: 0x5EED_4A4D)
    var checked = 0
    for _ in 0..<2_000 {
      let heights = (0..<12).map { _ in CGFloat(random.int(in: 1...2_000)) / 16 }
      let table = SimulatedTable(
        sections: [SimulatedSection(headerHeight: 28, rowHeights: heights)],
        viewportSize: CGSize(width: 320, height: 2_000))
      let row = random.int(in: 0...11)
      let hysteresis = CGFloat(random.int(in: 0...12))
      let slot = table.rectForRow(at: IndexPath(row: row, inSection: 0))
      let top = slot.minY + CGFloat(random.int(in: -3_200...3_200)) / 16
      guard
        let step = ReorderSession.dueStep(
          slot: slot, section: 0, row: row, snapshotTop: top, hysteresis: hysteresis, in: table)
      else { continue }
      let landing = step.landingTop
      table.moveRow(at: IndexPath(row: row, inSection: 0), to: step.path)
      let band = ReorderSession.noStepDue(
        afterStepFrom: slot.minY, to: landing, goingDown: step.goingDown, snapshotTop: top,
        hysteresis: hysteresis)
      let moved = table.rectForRow(at: step.path)
      let next = ReorderSession.dueStep(
        slot: moved, section: 0, row: step.row, snapshotTop: top, hysteresis: hysteresis,
        in: table)
      #expect(!band || next == nil, "row \(row), top \(top), hysteresis \(hysteresis)")
      #expect(abs(moved.minY - landing) < ReorderSession.landingTolerance)
      if band { checked += 1 }
    }
    // The band answered for most steps (a step to a far neighbour leaves room for a next one).
    #expect(checked > 200)
  }
}
