import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

@Suite("SimulatedTable geometry")
struct SimulatedTableGeometryTests {
  let table = SimulatedTable(
    sections: [
      SimulatedSection(headerHeight: 20, footerHeight: 10, rowHeights: [30, 120]),
      SimulatedSection(headerHeight: 15, footerHeight: 5, rowHeights: []),
      SimulatedSection(headerHeight: 0, footerHeight: 0, rowHeights: [44]),
    ], viewportSize: CGSize(width: 320, height: 100))

  @Test func rowAndSectionRectsStackHeadersRowsAndFooters() {
    #expect(table.rectForRow(at: ip(0, 0)) == CGRect(x: 0, y: 20, width: 320, height: 30))
    #expect(table.rectForRow(at: ip(0, 1)) == CGRect(x: 0, y: 50, width: 320, height: 120))
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 180))
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 180, width: 320, height: 20))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 180, width: 320, height: 15))
    #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 195, width: 320, height: 5))
    #expect(table.rectForRow(at: ip(2, 0)) == CGRect(x: 0, y: 200, width: 320, height: 44))
    #expect(table.contentSize == CGSize(width: 320, height: 244))
    #expect(table.numberOfSections == 3)
    #expect(table.numberOfRows(inSection: 1) == 0)
  }

  @Test func indexPathAtPointFindsRowsAndSkipsHeadersAndFooters() {
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 20)) == ip(0, 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 49.9)) == ip(0, 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 50)) == ip(0, 1))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 243)) == ip(2, 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 10)) == nil)  // header
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 175)) == nil)  // footer
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 190)) == nil)  // empty section
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 244)) == nil)  // past the end
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: -1)) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: CGFloat.nan)) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: CGFloat.infinity)) == nil)
  }

  @Test func outOfRangeQueriesAnswerEmptyValues() {
    #expect(table.rectForRow(at: ip(0, 2)) == .zero)
    #expect(table.rectForRow(at: ip(5, 0)) == .zero)
    #expect(table.rectForRow(at: ip(-1, 0)) == .zero)
    #expect(table.rectForRow(at: IndexPath(indexes: [1, 2, 3])) == .zero)
    #expect(table.rect(forSection: 3) == .zero)
    #expect(table.numberOfRows(inSection: -1) == 0)
    #expect(table.rowID(at: ip(9, 9)) == nil)
  }

  @Test func badHeightsCountAsZero() {
    let bad = SimulatedTable(
      sections: [
        SimulatedSection(headerHeight: -5, footerHeight: .nan, rowHeights: [-10, .infinity, 20])
      ],
      viewportSize: CGSize(width: CGFloat.nan, height: -1))
    #expect(bad.contentSize.height == 20)
    #expect(bad.rectForRow(at: ip(0, 2)).minY == 0)
    #expect(bad.bounds.size == .zero)
  }

  @Test func zeroHeightRowsAreNeverHit() {
    let zero = SimulatedTable.rows([10, 0, 0, 10])
    #expect(zero.indexPathForRow(at: CGPoint(x: 0, y: 10)) == ip(0, 3))
    #expect(zero.indexPathForRow(at: CGPoint(x: 0, y: 9)) == ip(0, 0))
  }
}

@Suite("SimulatedTable moves, scrolling and reload")
struct SimulatedTableMutationTests {
  func sectioned() -> SimulatedTable {
    SimulatedTable(
      sections: [
        SimulatedSection(headerHeight: 20, footerHeight: 10, rowHeights: [30, 120, 44]),
        SimulatedSection(headerHeight: 15, footerHeight: 5, rowHeights: []),
        SimulatedSection(headerHeight: 8, footerHeight: 0, rowHeights: [200, 60]),
      ], viewportSize: CGSize(width: 320, height: 100))
  }

  /// Rebuilds a table from scratch with the same rows, to compare against incremental layout.
  func fresh(_ table: SimulatedTable) -> SimulatedTable {
    SimulatedTable(sections: table.sections, viewportSize: table.viewportSize)
  }

  func expectSameLayout(
    _ table: SimulatedTable, _ sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let reference = fresh(table)
    for section in 0..<table.numberOfSections {
      #expect(
        table.rect(forSection: section) == reference.rect(forSection: section),
        sourceLocation: sourceLocation)
      for row in 0..<table.numberOfRows(inSection: section) {
        #expect(
          table.rectForRow(at: ip(section, row)) == reference.rectForRow(at: ip(section, row)),
          sourceLocation: sourceLocation)
      }
    }
    #expect(table.contentSize == reference.contentSize, sourceLocation: sourceLocation)
  }

  @Test func adjacentMoveWithinSection() {
    let table = sectioned()
    table.moveRow(at: ip(0, 0), to: ip(0, 1))
    #expect(table.rowOrder == [[1, 0, 2], [], [3, 4]])
    #expect(table.rectForRow(at: ip(0, 0)) == CGRect(x: 0, y: 20, width: 320, height: 120))
    #expect(table.rectForRow(at: ip(0, 1)) == CGRect(x: 0, y: 140, width: 320, height: 30))
    expectSameLayout(table)
  }

  @Test func movesAcrossAndIntoEmptySections() {
    let table = sectioned()
    table.moveRow(at: ip(0, 2), to: ip(1, 0))
    #expect(table.rowOrder == [[0, 1], [2], [3, 4]])
    expectSameLayout(table)
    table.moveRow(at: ip(1, 0), to: ip(2, 2))
    #expect(table.rowOrder == [[0, 1], [], [3, 4, 2]])
    expectSameLayout(table)
    table.moveRow(at: ip(2, 2), to: ip(0, 0))
    #expect(table.rowOrder == [[2, 0, 1], [], [3, 4]])
    expectSameLayout(table)
    table.moveRow(at: ip(2, 0), to: ip(1, 0))
    #expect(table.rowOrder == [[2, 0, 1], [3], [4]])
    expectSameLayout(table)
  }

  @Test func invalidMovesAreIgnored() {
    let table = sectioned()
    let before = table.rowOrder
    table.moveRow(at: ip(0, 3), to: ip(0, 0))
    table.moveRow(at: ip(0, 0), to: ip(0, 3))  // same section: at most count - 1
    table.moveRow(at: ip(0, 0), to: ip(1, 1))  // empty section: only row 0
    table.moveRow(at: ip(0, 0), to: ip(7, 0))
    table.moveRow(at: ip(0, 0), to: IndexPath(indexes: [0]))
    #expect(table.rowOrder == before)
  }

  @Test func scrollingClampsButContentOffsetDoesNot() {
    let table = SimulatedTable.rows(
      Array(repeating: 50, count: 10), viewportHeight: 200,
      insets: LayoutInsets(top: 20, bottom: 30))
    #expect(table.contentOffset.y == -20)
    table.scroll(toY: 1_000)
    #expect(table.contentOffset.y == CGFloat(500 + 30 - 200))
    table.scroll(by: -10_000)
    #expect(table.contentOffset.y == -20)
    table.contentOffset = CGPoint(x: 0, y: 900)
    #expect(table.contentOffset.y == 900)
    table.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
    #expect(table.contentOffset.y == 900)
    table.scroll(toY: .infinity)
    #expect(table.contentOffset.y == 900)
  }

  @Test func reloadChangesCountsAndKeepsIdentities() {
    let table = sectioned()
    table.reloadData([SimulatedSection(rowHeights: [10, 20], rowIDs: [42, 7])])
    #expect(table.numberOfSections == 1)
    #expect(table.rowOrder == [[42, 7]])
    #expect(table.contentSize.height == 30)
    table.reloadData([])
    #expect(table.numberOfSections == 0)
    #expect(table.contentSize.height == 0)
    #expect(table.indexPathForRow(at: CGPoint(x: 0, y: 0)) == nil)
  }

  @Test func randomMovesKeepIncrementalLayoutExact() {
    var random = SeededRandom(seed: 99)
    let table = SimulatedTable(
      sections: (0..<5).map { _ in
        SimulatedSection(
          headerHeight: CGFloat(random.int(in: 0...30)),
          footerHeight: CGFloat(random.int(in: 0...30)),
          rowHeights: (0..<random.int(in: 0...6)).map { _ in CGFloat(random.int(in: 0...90)) })
      }, viewportSize: CGSize(width: 100, height: 100))
    for _ in 0..<300 where table.totalRowCount > 0 {
      var from = ip(0, 0)
      repeat {
        from = ip(random.int(in: 0...4), random.int(in: 0...6))
      } while table.rowID(at: from) == nil
      let toSection = random.int(in: 0...4)
      let limit =
        table.numberOfRows(inSection: toSection) - (toSection == from.tableSection ? 1 : 0)
      let to = ip(toSection, random.int(in: 0...Swift.max(0, limit)))
      var expected = table.rowOrder
      ReorderMove(from: from, to: to).apply(to: &expected)
      table.moveRow(at: from, to: to)
      #expect(table.rowOrder == expected)
    }
    expectSameLayout(table)
  }
}

@Suite("SimulatedTable cell reuse")
struct SimulatedTableReuseTests {
  @Test func cellsAreReusedLastInFirstOutAndKeepTheirHiddenFlag() {
    let table = SimulatedTable.rows(Array(repeating: 50, count: 40), viewportHeight: 200)
    let visible = table.visibleCells
    #expect(visible.map(\.indexPath) == (0..<4).map { ip(0, $0) })
    let firstCell = visible[0].id
    table.setCellHidden(firstCell, true)
    table.scroll(toY: 50)  // row 0 leaves, row 4 appears and gets row 0's cell
    #expect(table.cellForRow(at: ip(0, 0)) == nil)
    #expect(table.cellForRow(at: ip(0, 4)) == firstCell)
    #expect(table.isCellHidden(firstCell))
    #expect(table.indexPath(forCell: firstCell) == ip(0, 4))
    #expect(table.createdCellCount == 4)
  }

  @Test func cellsFollowTheirRowsWhenTheyMove() {
    let table = SimulatedTable.rows([50, 50, 50], viewportHeight: 200)
    let cell = table.cellForRow(at: ip(0, 0))
    table.moveRow(at: ip(0, 0), to: ip(0, 2))
    #expect(table.cellForRow(at: ip(0, 2)) == cell)
    #expect(table.indexPath(forCell: cell ?? -1) == ip(0, 2))
  }

  @Test func unknownCellsAreIgnored() {
    let table = SimulatedTable.rows([50])
    table.setCellHidden(99, true)
    #expect(!table.isCellHidden(99))
    #expect(table.indexPath(forCell: -3) == nil)
  }
}
