import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Answers every height question with `height(item)` (the row's identity), optionally running
/// `onQuestion` inside the question.
private final class MeasuringDelegate: SimulatedTableDelegate {
  let height: (Int) -> CGFloat
  var onQuestion: (() -> Void)?
  init(height: @escaping (Int) -> CGFloat) { self.height = height }
  func tableView(_ tableView: SimulatedTable, heightForRowAt indexPath: IndexPath) -> CGFloat? {
    onQuestion?()
    return tableView.rowID(at: indexPath).map(height)
  }
}

/// 100 rows estimated at 80 points that measure 44, in a 320 × 400 viewport scrolled to `y`
/// and laid out there; on a list's table when `list`.
private func selfSizing(at y: CGFloat, list: Bool, delegate: MeasuringDelegate) -> SimulatedTable {
  let sections = [SimulatedSection.uniform(rows: 100, height: 44)]
  let viewport = CGSize(width: 320, height: 400)
  let table =
    list
    ? SimulatedList(sections: sections, viewportSize: viewport, estimatedItemHeight: 80).table
    : SimulatedTable(sections: sections, viewportSize: viewport, estimatedRowHeight: 80)
  table.delegate = delegate
  table.scroll(toY: y)
  table.layoutIfNeeded()
  return table
}

/// The on-screen top of each visible row, by identity.
private func screenTops(_ table: SimulatedTable) -> [Int: CGFloat] {
  var tops: [Int: CGFloat] = [:]
  for cell in table.visibleCells {
    guard let id = table.rowID(at: cell.indexPath) else { continue }
    tops[id] = table.rectForRow(at: cell.indexPath).minY - table.bounds.minY
  }
  return tops
}

@Suite("Simulation: self-sizing rows measured above the top keep the content still")
struct SimulatedSelfSizingOffsetTests {
  /// `UITableView`: a scroll towards the top measures the rows of the strip it exposed and moves
  /// the offset by the content height's change, so the rows that were on screen stay where the
  /// scroll put them; the offset is not where the scroll left it.
  @Test func aTableMovesTheOffsetByTheStripsChange() {
    let delegate = MeasuringDelegate { _ in 44 }
    let table = selfSizing(at: 4_000, list: false, delegate: delegate)
    let before = screenTops(table)
    table.scroll(by: -30)
    table.layoutIfNeeded()
    let after = screenTops(table)
    for (id, top) in before {
      guard let now = after[id] else { continue }
      #expect(now == top + 30, "row \(id)")
    }
    // One row of the strip was measured: 36 points shorter than estimated.
    #expect(abs(table.contentOffset.y - (4_000 - 30 - 36)) < 0.001)
  }

  /// A compositional list anchors the item at the visible top instead: its bottom edge stays
  /// where the scroll put it, whatever the other items measured.
  @Test func aListKeepsTheBottomOfItsTopItem() {
    let delegate = MeasuringDelegate { _ in 44 }
    let table = selfSizing(at: 4_000, list: true, delegate: delegate)
    table.scroll(by: -30)
    let anchor = table.indexPathForRow(at: CGPoint(x: 1, y: table.bounds.minY))!
    let bottomOnScreen = table.rectForRow(at: anchor).maxY - table.bounds.minY
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: anchor).maxY - table.bounds.minY == bottomOnScreen)
    #expect(table.contentOffset.y != 4_000 - 30)
  }

  /// Neither host moves the offset when the top did not move up: rows coming on screen at the
  /// bottom push only what is below them.
  @Test(arguments: [false, true])
  func noOffsetMoveScrollingDown(list: Bool) {
    let delegate = MeasuringDelegate { _ in 44 }
    let table = selfSizing(at: 4_000, list: list, delegate: delegate)
    let before = screenTops(table)
    table.scroll(by: 300)
    table.layoutIfNeeded()
    #expect(table.contentOffset.y == 4_300)
    let after = screenTops(table)
    for (id, top) in before {
      guard let now = after[id] else { continue }
      #expect(now == top - 300, "row \(id)")
    }
  }

  /// A reload from inside a height question asked while measuring the strip wins: nothing traps
  /// and the table shows the reloaded rows.
  @Test(arguments: [false, true])
  func aReloadInsideAHeightQuestionWins(list: Bool) {
    let delegate = MeasuringDelegate { _ in 44 }
    let table = selfSizing(at: 4_000, list: list, delegate: delegate)
    var reloaded = false
    delegate.onQuestion = { [unowned table] in
      guard !reloaded else { return }
      reloaded = true
      table.reloadData([.uniform(rows: 3, height: 44)])
    }
    table.scroll(by: -30)
    table.layoutIfNeeded()
    #expect(reloaded)
    #expect(table.totalRowCount == 3)
    _ = table.visibleCells
  }
}
