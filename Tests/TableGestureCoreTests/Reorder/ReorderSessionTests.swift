import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

@Suite("Reorder: the seed's scenarios")
struct ReorderSeedScenarioTests {
  @Test func anyRowCanBeDraggedAndTheDataFollows() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)))
    let began = drag.press(y: 22)
    #expect(began.event == .began(ip(0, 0)))
    #expect(began.hiddenRow == ip(0, 0))
    #expect(began.snapshotFrame == CGRect(x: 0, y: 0, width: 320, height: 44))
    drag.drag(from: 22, to: 22 + 3 * 44)
    #expect(drag.committedRows == ["0.0→0.1", "0.1→0.2", "0.2→0.3"])
    #expect(drag.session.hiddenRow == ip(0, 3))
    let ended = drag.release()
    #expect(ended.event == .ended(from: ip(0, 0), to: ip(0, 3)))
    #expect(ended.settleFrame == drag.table.rectForRow(at: ip(0, 3)))
    #expect(ended.hiddenRow == nil)
    #expect(!drag.session.isDragging)
    #expect(drag.table.rowOrder == [[1, 2, 3, 0, 4]])
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func aPinnedFirstRowNeitherDragsNorIsDisplaced() {
    let rules = ReorderRules(pinnedRows: [ip(0, 0)])
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)), rules: rules)
    #expect(drag.press(y: 22).ignored)
    #expect(!drag.session.isDragging)
    drag.press(y: 3 * 44 + 22)
    drag.drag(from: 3 * 44 + 22, to: 0)
    #expect(drag.committedRows == ["0.3→0.2", "0.2→0.1"])
    #expect(drag.session.hiddenRow == ip(0, 1))
    drag.release()
    #expect(drag.table.rowOrder == [[0, 3, 1, 2, 4]])
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func aLongPressStartsOnlyInTheHandleArea() {
    let rules = ReorderRules(handleArea: 280...320)
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)), rules: rules)
    #expect(drag.press(x: 10, y: 30).ignored)
    #expect(
      ReorderSession.draggableRow(at: CGPoint(x: 10, y: 30), in: drag.table, policy: drag.policy)
        == nil)
    #expect(
      ReorderSession.draggableRow(at: CGPoint(x: 300, y: 30), in: drag.table, policy: drag.policy)
        == ip(0, 0))
    #expect(drag.press(x: 300, y: 30).event == .began(ip(0, 0)))
  }

  @Test func aPressOverAHeaderOrEmptySpaceDoesNotBegin() {
    let table = SimulatedTable(
      sections: [SimulatedSection(headerHeight: 40, rowHeights: [44])],
      viewportSize: CGSize(width: 320, height: 400))
    var drag = DragHarness(table: table)
    #expect(drag.press(y: 20).ignored)
    #expect(drag.press(y: 300).ignored)
    #expect(drag.press(y: 60).event == .began(ip(0, 0)))
  }
}

@Suite("Reorder: the swap rule")
struct ReorderSwapRuleTests {
  let mixed: [CGFloat] = [30, 120, 44, 200]

  @Test func aMonotoneDragDownSwapsEachNeighbourOnce() {
    var drag = DragHarness(table: .rows(mixed))
    drag.press(y: 15)
    drag.drag(from: 15, to: 394, step: 1)
    #expect(drag.committedRows == ["0.0→0.1", "0.1→0.2", "0.2→0.3"])
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func aMonotoneDragUpSwapsEachNeighbourOnce() {
    var drag = DragHarness(table: .rows(mixed))
    drag.press(y: 300)
    drag.drag(from: 300, to: 0, step: 1)
    #expect(drag.committedRows == ["0.3→0.2", "0.2→0.1", "0.1→0.0"])
    #expect(drag.table.rowOrder == [[3, 0, 1, 2]])
  }

  @Test(arguments: [0, 1, 2, 3])
  func jitterAroundEveryThresholdNeverFlipsBack(start: Int) {
    // For each swap, wiggle the finger just around the point where it happened: the hysteresis
    // must absorb it, whatever the two rows' heights.
    var drag = DragHarness(table: .rows(mixed))
    let startRect = drag.table.rectForRow(at: ip(0, start))
    drag.press(y: startRect.midY)
    var y = startRect.midY
    for target in [394, 0, 394] as [CGFloat] {
      while abs(target - y) > 0.5 {
        y += target > y ? 0.5 : -0.5
        let moves = drag.move(y: y).moveCount
        if moves > 0 {
          let before = drag.policy.committedMoves.count
          for wiggle in [-7.5, 3, -7.5, 7.5, -3, 0] as [CGFloat] { drag.move(y: y + wiggle) }
          #expect(drag.policy.committedMoves.count == before, "flip-back after a swap at y=\(y)")
          drag.move(y: y)
        }
      }
    }
    for (first, second) in zip(drag.policy.committedMoves, drag.policy.committedMoves.dropFirst()) {
      // Never A→B followed directly by B→A unless the finger reversed (it reverses only at ends).
      if first.to == second.from && first.from == second.to {
        #expect(
          second.from == ip(0, 0) || second.from == ip(0, 3), "oscillated: \(first) \(second)")
      }
    }
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func movesAcrossSectionsIntoAnEmptySectionAndPastHeaders() {
    let table = SimulatedTable(
      sections: [
        SimulatedSection(headerHeight: 30, footerHeight: 20, rowHeights: [44, 44, 44]),
        SimulatedSection(headerHeight: 30, footerHeight: 10, rowHeights: []),
        SimulatedSection(headerHeight: 30, footerHeight: 0, rowHeights: [60, 44]),
      ], viewportSize: CGSize(width: 320, height: 800))
    var drag = DragHarness(table: table)
    let start = table.rectForRow(at: ip(0, 2))
    drag.press(y: start.midY)
    drag.drag(from: start.midY, to: 400, step: 1)
    #expect(drag.committedRows == ["0.2→1.0", "1.0→2.0", "2.0→2.1", "2.1→2.2"])
    #expect(drag.table.rowOrder == [[0, 1], [], [3, 4, 2]])
    drag.drag(from: 400, to: 0, step: 1)
    #expect(drag.table.rowOrder == [[2, 0, 1], [], [3, 4]])
    #expect(drag.model == drag.table.rowOrder)
    drag.release()
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func rowsCanBeKeptWithinTheirSection() {
    let table = SimulatedTable(
      sections: [
        SimulatedSection(headerHeight: 30, rowHeights: [44, 44]),
        SimulatedSection(headerHeight: 30, rowHeights: [44, 44]),
      ], viewportSize: CGSize(width: 320, height: 800))
    var drag = DragHarness(table: table, rules: ReorderRules(allowsMovingBetweenSections: false))
    drag.press(y: 30 + 22)
    drag.drag(from: 52, to: 250)
    #expect(drag.committedRows == ["0.0→0.1"])
  }
}

/// A policy that redirects proposals and records what it was asked.
private struct RedirectingPolicy: ReorderPolicy {
  var redirect: [IndexPath: IndexPath]
  var askedWithOriginal: [IndexPath] = []
  var committed: [ReorderMove] = []

  func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath {
    redirect[proposed] ?? proposed
  }

  mutating func commitMove(from: IndexPath, to: IndexPath) {
    committed.append(ReorderMove(from: from, to: to))
  }
}

/// Records the `original` argument of every target question.
private final class OriginalRecorder: ReorderPolicy {
  var originals: [IndexPath] = []
  func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath {
    originals.append(original)
    return proposed
  }
  func commitMove(from: IndexPath, to: IndexPath) {}
}

@Suite("Reorder: the app's target redirection")
struct ReorderTargetTests {
  @Test func aRedirectedTargetIsTakenAndTheDataFollows() {
    let table = SimulatedTable.rows(Array(repeating: 44, count: 6))
    var model = table.rowOrder
    var policy = RedirectingPolicy(redirect: [ip(0, 2): ip(0, 3)])
    var session = ReorderSession()
    _ = session.begin(at: CGPoint(x: 5, y: 22), in: table, policy: policy)
    for y in stride(from: 22 as CGFloat, through: 250, by: 2) {
      _ = session.move(to: CGPoint(x: 5, y: y), in: table, policy: &policy)
    }
    #expect(policy.committed.first == ReorderMove(from: ip(0, 0), to: ip(0, 1)))
    #expect(policy.committed.dropFirst().first == ReorderMove(from: ip(0, 1), to: ip(0, 3)))
    for move in policy.committed { move.apply(to: &model) }
    #expect(model == table.rowOrder)
  }

  @Test func targetsOutOfRangeMakeTheRowWait() {
    let table = SimulatedTable.rows(Array(repeating: 44, count: 4))
    var policy = RedirectingPolicy(redirect: [
      ip(0, 1): ip(0, 9), ip(0, 2): ip(4, 0), ip(0, 3): IndexPath(indexes: [1]),
    ])
    var session = ReorderSession()
    _ = session.begin(at: CGPoint(x: 5, y: 22), in: table, policy: policy)
    for y in stride(from: 22 as CGFloat, through: 170, by: 2) {
      _ = session.move(to: CGPoint(x: 5, y: y), in: table, policy: &policy)
    }
    #expect(policy.committed.isEmpty)
    #expect(session.hiddenRow == ip(0, 0))
    #expect(table.rowOrder == [[0, 1, 2, 3]])
  }

  @Test func theTargetQuestionAlwaysNamesWhereTheDragBegan() {
    let table = SimulatedTable.rows(Array(repeating: 44, count: 6))
    var policy = OriginalRecorder()
    var session = ReorderSession()
    _ = session.begin(at: CGPoint(x: 5, y: 66), in: table, policy: policy)
    for y in stride(from: 66 as CGFloat, through: 250, by: 2) {
      _ = session.move(to: CGPoint(x: 5, y: y), in: table, policy: &policy)
    }
    #expect(policy.originals.count >= 3)
    #expect(policy.originals.allSatisfy { $0 == ip(0, 1) })
  }
}

@Suite("Reorder: commit once on drop")
struct ReorderOnDropTests {
  let options = ReorderOptions(commitMode: .onDrop)

  @Test func oneMoveIsCommittedOnDrop() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)), options: options)
    drag.press(y: 22)
    drag.drag(from: 22, to: 22 + 3 * 44)
    #expect(drag.policy.committedMoves.isEmpty)
    #expect(drag.table.rowOrder == [[1, 2, 3, 0, 4]])
    #expect(drag.session.dataIndexPath(forDisplayed: ip(0, 3)) == ip(0, 0))
    #expect(drag.session.dataIndexPath(forDisplayed: ip(0, 0)) == ip(0, 1))
    #expect(drag.session.dataIndexPath(forDisplayed: ip(0, 2)) == ip(0, 3))
    #expect(drag.session.dataIndexPath(forDisplayed: ip(0, 4)) == ip(0, 4))
    drag.release()
    #expect(drag.committedRows == ["0.0→0.3"])
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func dataIndexPathsMapUpwardDrags() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)), options: options)
    drag.press(y: 3 * 44 + 22)
    drag.drag(from: 3 * 44 + 22, to: 22 + 44)
    #expect(drag.table.rowOrder == [[0, 3, 1, 2, 4]])
    let displayed = (0..<5).map { drag.session.dataIndexPath(forDisplayed: ip(0, $0)).tableRow }
    #expect(displayed.map { drag.model[0][$0] } == drag.table.rowOrder[0])
  }

  @Test func aCancelledDragPutsTheRowBackAndCommitsNothing() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)), options: options)
    drag.press(y: 22)
    drag.drag(from: 22, to: 22 + 2 * 44)
    let cancelled = drag.cancel()
    #expect(cancelled.event == .cancelled(.gestureCancelled))
    #expect(cancelled.settleFrame == drag.table.rectForRow(at: ip(0, 0)))
    #expect(drag.policy.committedMoves.isEmpty)
    #expect(drag.table.rowOrder == [[0, 1, 2, 3, 4]])
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func theRowStaysInItsSection() {
    let table = SimulatedTable(
      sections: [
        SimulatedSection(headerHeight: 30, rowHeights: [44, 44]),
        SimulatedSection(headerHeight: 30, rowHeights: [44, 44]),
      ], viewportSize: CGSize(width: 320, height: 800))
    var drag = DragHarness(table: table, options: options)
    drag.press(y: 52)
    drag.drag(from: 52, to: 250)
    drag.release()
    #expect(drag.committedRows == ["0.0→0.1"])
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func dataIndexPathIsIdentityOutsideOnDropDrags() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)))
    #expect(drag.session.dataIndexPath(forDisplayed: ip(0, 3)) == ip(0, 3))
    drag.press(y: 22)
    drag.drag(from: 22, to: 150)
    #expect(drag.session.dataIndexPath(forDisplayed: ip(0, 1)) == ip(0, 1))
  }
}

@Suite("Reorder: the snapshot and the hidden row")
struct ReorderSnapshotTests {
  @Test func theSnapshotFollowsTheFingerAndStaysInsideTheVisibleContent() {
    let insets = LayoutInsets(top: 50, bottom: 40)
    let table = SimulatedTable.rows(
      Array(repeating: 44, count: 30), viewportHeight: 400, insets: insets)
    table.scroll(toY: 200)
    var drag = DragHarness(table: table)
    drag.press(y: 300)
    let grabbed = drag.table.rectForRow(at: drag.session.hiddenRow ?? ip(0, 0))
    let followed = drag.move(y: 310)
    #expect(followed.snapshotFrame?.minY == grabbed.minY + 10)
    let above = drag.move(y: -5_000)
    #expect(above.snapshotFrame?.minY == CGFloat(200 + 50))
    let below = drag.move(y: 5_000)
    #expect(below.snapshotFrame?.maxY == CGFloat(200 + 400 - 40))
  }

  @Test func theSnapshotStaysInsideShortContent() {
    var drag = DragHarness(table: .rows([44, 44], viewportHeight: 600))
    drag.press(y: 22)
    #expect(drag.move(y: 590).snapshotFrame?.maxY == 88)
  }

  @Test func theHiddenRowIsAlwaysTheDraggedRowsCurrentPosition() {
    var drag = DragHarness(table: .rows([30, 120, 44, 200, 60]))
    drag.press(y: 15)
    for y in stride(from: 15 as CGFloat, through: 450, by: 3) {
      let update = drag.move(y: y)
      #expect(update.hiddenRow == drag.session.activeDrag?.currentIndexPath)
      #expect(drag.table.rowID(at: update.hiddenRow ?? ip(9, 9)) == 0)
    }
  }
}

@Suite("Reorder: bad input and interruptions")
struct ReorderBadInputTests {
  @Test func nonFiniteInputIsIgnored() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)))
    #expect(drag.press(y: .nan).ignored)
    #expect(drag.press(x: .infinity, y: 10).ignored)
    drag.press(y: 22)
    let frame = drag.session.activeDrag?.snapshotFrame
    #expect(drag.move(y: .nan).ignored)
    #expect(drag.move(y: -.infinity).ignored)
    #expect(drag.move(x: .nan, y: 100).ignored)
    #expect(drag.session.activeDrag?.snapshotFrame == frame)
    #expect(drag.session.tick(at: .nan, in: drag.table, policy: &drag.policy).ignored)
    #expect(drag.session.isDragging)
    #expect(drag.policy.committedMoves.isEmpty)
  }

  @Test func eventsInTheWrongPhaseAreIgnored() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)))
    #expect(drag.move(y: 100).ignored)
    #expect(drag.tick(after: 0.016).ignored)
    #expect(drag.release().ignored)
    #expect(drag.cancel().ignored)
    #expect(drag.session.tableDidReloadData(drag.table).ignored)
    drag.press(y: 22)
    #expect(drag.press(y: 100).ignored)
    #expect(drag.session.hiddenRow == ip(0, 0))
    drag.release()
    #expect(drag.release().ignored)
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func aReloadThatRemovesTheDraggedRowCancelsWithoutCommitting() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)))
    drag.press(y: 22)
    drag.drag(from: 22, to: 110)
    let committed = drag.policy.committedMoves.count
    // The app deletes the dragged item (id 0) from its data and reloads.
    drag.model = drag.model.map { $0.filter { $0 != 0 } }
    drag.table.reloadData([
      SimulatedSection(rowHeights: Array(repeating: 44, count: 4), rowIDs: drag.model[0])
    ])
    let update = drag.move(y: 200)
    #expect(update.event == .cancelled(.dataChanged))
    #expect(update.settleFrame == nil)
    #expect(update.hiddenRow == nil)
    #expect(!drag.session.isDragging)
    #expect(drag.policy.committedMoves.count == committed)
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func anEmptiedTableCancelsOnTheNextTickOrEnd() {
    for finish in 0..<3 {
      var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)))
      drag.press(y: 22)
      drag.table.reloadData([])
      let update: ReorderUpdate
      switch finish {
      case 0: update = drag.tick(after: 0.016)
      case 1: update = drag.release()
      default: update = drag.cancel(.tableLeftWindow)
      }
      #expect(update.event == .cancelled(.dataChanged))
      #expect(!drag.session.isDragging)
    }
  }

  @Test func anExplicitReloadCancels() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)))
    drag.press(y: 22)
    #expect(drag.session.tableDidReloadData(drag.table).event == .cancelled(.dataChanged))
    #expect(!drag.session.isDragging)
  }

  @Test func aCancelInEachSwapModeKeepsTheCommittedOrder() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)))
    drag.press(y: 22)
    drag.drag(from: 22, to: 110)
    let update = drag.cancel(.dragDisabled)
    #expect(update.event == .cancelled(.dragDisabled))
    #expect(update.settleFrame == drag.table.rectForRow(at: ip(0, 2)))
    #expect(drag.model == drag.table.rowOrder)
    #expect(drag.table.rowOrder == [[1, 2, 0, 3, 4]])
  }

  @Test func badOptionsFallBackSafely() {
    let options = ReorderOptions(
      swapHysteresis: .nan,
      autoscroll: AutoscrollRamp(edgeZoneHeight: -1, maximumSpeed: .infinity))
    var drag = DragHarness(
      table: .rows(Array(repeating: 44, count: 50), viewportHeight: 300), options: options)
    drag.press(y: 22)
    drag.move(y: 299)
    drag.tick(after: 0.016)
    drag.tick(after: 0.016)
    #expect(drag.table.contentOffset.y == 0)
    #expect(drag.model == drag.table.rowOrder)
  }
}

@Suite("Reorder: where the row rests, and the commit mode per drag")
struct ReorderRestingTests {
  @Test func endAndCancelSayWhereTheRowRests() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)))
    drag.press(y: 22)
    #expect(drag.move(y: 80).restingRow == nil)
    drag.drag(from: 80, to: 110)
    #expect(drag.release().restingRow == ip(0, 2))

    var onDrop = DragHarness(
      table: .rows(Array(repeating: 44, count: 5)), options: ReorderOptions(commitMode: .onDrop))
    onDrop.press(y: 22)
    onDrop.drag(from: 22, to: 110)
    #expect(onDrop.cancel().restingRow == ip(0, 0))

    var reloaded = DragHarness(table: .rows(Array(repeating: 44, count: 5)))
    reloaded.press(y: 22)
    #expect(reloaded.session.tableDidReloadData(reloaded.table).restingRow == nil)
  }

  @Test func changingTheCommitModeMidDragDoesNotMixCommits() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5)))
    drag.press(y: 22)
    drag.drag(from: 22, to: 80)
    drag.session.options.commitMode = .onDrop
    drag.drag(from: 80, to: 160)
    drag.release()
    #expect(drag.committedRows == ["0.0→0.1", "0.1→0.2", "0.2→0.3"])
    #expect(drag.model == drag.table.rowOrder)
    #expect(drag.session.options.commitMode == .onDrop)
  }
}

@Suite("Reorder: noticing a reload on its own")
struct ReorderReloadDetectionTests {
  func twoSections() -> SimulatedTable {
    SimulatedTable(
      sections: [
        SimulatedSection(headerHeight: 20, rowHeights: [44, 44, 44]),
        SimulatedSection(headerHeight: 20, rowHeights: [44, 44, 44]),
      ], viewportSize: CGSize(width: 320, height: 600))
  }

  /// The app removes the last row of the other section and reloads without telling the session.
  func removeFromOtherSection(_ drag: inout DragHarness) {
    drag.model[1].removeLast()
    drag.table.reloadData(
      drag.model.map {
        SimulatedSection(
          headerHeight: 20, rowHeights: Array(repeating: 44, count: $0.count), rowIDs: $0)
      })
  }

  @Test func eachSwapKeepsDraggingWhenAnotherSectionChanges() {
    var drag = DragHarness(table: twoSections())
    drag.press(y: 42)
    drag.drag(from: 42, to: 90)
    removeFromOtherSection(&drag)
    let update = drag.move(y: 140)
    #expect(update.event == nil)
    #expect(drag.table.rowID(at: drag.session.hiddenRow ?? ip(9, 9)) == 0)
    drag.release()
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func onDropCancelsWhenAnySectionChanges() {
    var drag = DragHarness(table: twoSections(), options: ReorderOptions(commitMode: .onDrop))
    drag.press(y: 42)
    drag.drag(from: 42, to: 90)
    removeFromOtherSection(&drag)
    #expect(drag.move(y: 140).event == .cancelled(.dataChanged))
    #expect(drag.policy.committedMoves.isEmpty)
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func aChangeInTheDraggedSectionCancelsInEitherMode() {
    for mode in ReorderCommitMode.allCases {
      var drag = DragHarness(table: twoSections(), options: ReorderOptions(commitMode: mode))
      drag.press(y: 42)
      drag.model[0].removeLast()
      drag.table.reloadData(
        drag.model.map {
          SimulatedSection(rowHeights: Array(repeating: 44, count: $0.count), rowIDs: $0)
        })
      #expect(drag.tick(after: 0.016).event == .cancelled(.dataChanged))
    }
  }
}

/// A policy whose commit callback (an app's `dragCellFrom:to:`) inserts a row into the table:
/// data changed under the drag, from inside the drag's own call out.
private struct InsertingOnCommitPolicy: ReorderPolicy {
  let table: SimulatedTable
  var commits = 0

  mutating func commitMove(from: IndexPath, to: IndexPath) {
    commits += 1
    if commits == 1 { table.insertRow(at: ip(0, 0), height: 44, id: 100) }
  }
}

@Suite("Reorder session: data changed inside the commit callback")
struct ReorderSessionCommitCallbackTests {
  @Test func aRowInsertedByTheCommitCallbackCancelsTheDragAtTheNextEvent() {
    // Found while making the swap cheaper: the session read the table's shape again after every
    // swap, so a row count the app changed inside its commit became the new baseline and the
    // drag went on one row off (the documented rule: a changed row count cancels the drag).
    let table = SimulatedTable(
      sections: [.uniform(rows: 6, height: 44)], viewportSize: CGSize(width: 320, height: 400))
    var session = ReorderSession()
    var policy = InsertingOnCommitPolicy(table: table)
    _ = session.begin(at: CGPoint(x: 10, y: 22), in: table, policy: policy)
    var y: CGFloat = 22
    while policy.commits == 0, y < 200 {
      y += 2
      _ = session.move(to: CGPoint(x: 10, y: y), in: table, policy: &policy)
    }
    #expect(policy.commits == 1)
    let next = session.move(to: CGPoint(x: 10, y: y + 1), in: table, policy: &policy)
    #expect(next.event == .cancelled(.dataChanged))
    #expect(!session.isDragging)
    #expect(policy.commits == 1)
  }
}
