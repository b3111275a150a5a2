import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// An app that reloads the table from inside the drag's own callbacks — its
/// commit (`dragCellFrom:to:`) in each-swap mode, a destination question (`canDragCellTo:`, the
/// target question) in on-drop mode — telling the library with its reload notice or not. The
/// data the app holds must equal the screen at every event: in each-swap mode the order on
/// screen is the data's; in on-drop mode every row shows the item the app finds for it through
/// the displayed-to-data mapping (what its `cellForRowAt` configures the row from).
@Suite("Reorder: the app reloads inside the drag's callbacks")
struct ReorderReloadInCallbackTests {
  func harness(_ mode: ReorderCommitMode) -> ControllerHarness {
    ControllerHarness(rows: 30, options: ReorderOptions(commitMode: mode))
  }

  /// What differs between the app's data and the screen now.
  func outOfStep(_ h: ControllerHarness) -> [String] {
    var found = h.app.problems
    if h.controller.session.activeDrag?.commitMode == .onDrop {
      let wrong = h.app.rowsShowingAnotherItem()
      if !wrong.isEmpty { found.append("rows showing another item: \(wrong)") }
    } else if h.app.model != h.table.rowOrder {
      found.append("data \(h.app.model[0].prefix(4)) != screen \(h.table.rowOrder[0].prefix(4))")
    }
    return found
  }

  /// Drags the row at `start` (row 0) down three rows, checking data against screen after every
  /// event; then drops.
  func dragCheckingEveryEvent(_ h: inout ControllerHarness, from start: CGFloat = 22) -> [String] {
    var found: [String] = []
    h.press(y: start)
    h.tick()
    var y = start
    while y < start + 44 * 3, found.isEmpty {
      y += 4
      h.move(y: y)
      found += outOfStep(h).map { "y \(y): \($0)" }
      h.tick()
      found += outOfStep(h).map { "tick at y \(y): \($0)" }
    }
    h.release()
    h.host.completeSettle()
    return found + h.problems()
  }

  /// How an each-swap app reloads from its commit.
  enum CommitReload: CaseIterable, Sendable {
    /// Reloads and sends the reload notice.
    case reloadsAndTells
    /// Sends the notice without reloading (the table must show the data all the same).
    case onlyTells
    /// Reloads without the notice, having said it moves the table's rows itself.
    case reloadsMovingRowsItself
    /// Reloads without the notice, the library moving the table's rows (found by adversarial
    /// tests: the library's own move ran on a table that already showed the new order).
    case reloadsWithoutTelling

    var tells: Bool { self == .reloadsAndTells || self == .onlyTells }
  }

  /// Found by adversarial tests: the app applied the move and reloaded from its commit,
  /// the library moved the row again: data `[1, 0, 2, …]`, screen `[0, 1, 2, …]`.
  @Test(arguments: CommitReload.allCases)
  func anEachSwapAppThatReloadsInItsCommitKeepsDataAndScreenInStep(reload: CommitReload) {
    var h = ControllerHarness(
      rows: 30,
      options: ReorderOptions(
        commitMode: .eachSwap,
        rowMoves: reload == .reloadsMovingRowsItself ? .dataSource : .library))
    let table = h.table
    let controller = h.controller
    h.app.onCommit = {
      if reload != .onlyTells { table.reloadData() }
      if reload.tells { controller.tableDidReloadData() }
    }
    #expect(dragCheckingEveryEvent(&h) == [])
    #expect(h.app.model[0].prefix(3) != [0, 1, 2], "no move was committed")
    #expect(h.host.records.contains(.dragDidCancel(nil)) == reload.tells)
  }

  /// An each-swap app that reloads from its commit without the notice, the row crossing into
  /// the next section: each commit changes two sections' counts, which the table checks.
  @Test func anEachSwapAppThatReloadsUntoldInItsCommitKeepsDataAndScreenInStepAcrossSections() {
    let table = SimulatedTable(
      sections: [
        SimulatedSection(rowHeights: [44, 44], rowIDs: [0, 1]),
        SimulatedSection(
          headerHeight: 20, rowHeights: Array(repeating: 44, count: 12),
          rowIDs: Array(2..<14)),
      ], viewportSize: CGSize(width: 320, height: 600))
    var h = ControllerHarness(table: table, options: ReorderOptions(commitMode: .eachSwap))
    h.app.onCommit = { table.reloadData() }
    #expect(dragCheckingEveryEvent(&h, from: 66) == [])
    #expect(h.app.model[1].contains(1), "the row did not cross into the next section")
  }

  /// VoiceOver's "Move down" in each-swap mode, the app reloading from its commit, telling the
  /// library or not: the step commits and moves the row as a swap does.
  @Test(arguments: [true, false])
  func aVoiceOverStepWhoseCommitReloadsKeepsDataAndScreenInStep(tells: Bool) {
    let h = harness(.eachSwap)
    let table = h.table
    let controller = h.controller
    h.app.onCommit = {
      table.reloadData()
      if tells { controller.tableDidReloadData() }
    }
    #expect(controller.step(rowAt: ip(0, 0), direction: .down))
    #expect(h.app.model[0].prefix(3) == [1, 0, 2])
    #expect(h.problems() == [])
  }

  /// An on-drop app that reloads from its target question, or from its commit on the drop
  /// (where apps reload). Found by the property test once its apps reloaded from their
  /// callbacks: from the drop's commit the table configured every row through the drag's mapping
  /// on top of data that already held the move.
  @Test(arguments: [false, true], [true, false])
  func anOnDropAppThatReloadsInACallbackKeepsDataAndScreenInStep(inCommit: Bool, tells: Bool) {
    var h = harness(.onDrop)
    let table = h.table
    let controller = h.controller
    let reload = {
      table.reloadData()
      if tells { controller.tableDidReloadData() }
    }
    if inCommit { h.app.onCommit = reload } else { h.app.onQuestion = reload }
    #expect(dragCheckingEveryEvent(&h) == [])
    // A notice from a question cancels the drag before the drop; else the drop commits.
    #expect(h.app.model[0].prefix(4) == (tells && !inCommit ? [0, 1, 2, 3] : [1, 2, 3, 0]))
  }

  /// The app removes the item above the dragged row and reloads from a target question once the
  /// row has moved: the
  /// rest of that event must not move rows of a table the drag no longer knows.
  @Test(arguments: [ReorderCommitMode.onDrop, .eachSwap], [true, false])
  func anAppThatRemovesARowAndReloadsInAQuestionKeepsDataAndScreenInStep(
    mode: ReorderCommitMode, tells: Bool
  ) {
    var h = harness(mode)
    let table = h.table
    let controller = h.controller
    let app = h.app
    var reloaded = false
    h.app.onQuestion = {
      guard !reloaded, controller.draggedRow != ip(0, 0), controller.draggedRow != nil else {
        return
      }
      reloaded = true
      app.model[0].removeAll { $0 == 1 }
      table.reloadData()
      if tells { controller.tableDidReloadData() }
    }
    #expect(dragCheckingEveryEvent(&h) == [])
    #expect(reloaded)
  }

  /// The app reloads from inside a move's row-count question (UIKit drops the move then).
  @Test(arguments: ReorderCommitMode.allCases)
  func anAppThatReloadsInsideAMovesCountQuestionKeepsDataAndScreenInStep(
    mode: ReorderCommitMode
  ) {
    var h = harness(mode)
    let table = h.table
    let controller = h.controller
    var reloaded = false
    h.app.onCountQuestion = {
      guard !reloaded, controller.isDragging else { return }
      reloaded = true
      table.reloadData()
    }
    #expect(dragCheckingEveryEvent(&h) == [])
    #expect(reloaded)
  }
}

/// `SimulatedTable` as `UITableView` for a reload called from inside a `moveRow(at:to:)`: the
/// move is an uncommitted update while the table asks its data source, and `reloadData()` then
/// "forces the table view to delete any uncommitted changes before reloading the data"
/// (https://developer.apple.com/documentation/uikit/uitableview/reloaddata()).
@Suite("Simulated table: a reload inside a move's questions")
struct SimulatedTableReloadInsideMoveTests {
  /// Ten rows of 44 points whose app has already moved row 0 to `to` in its data.
  func movedInData(to: Int = 1) -> (SimulatedTable, SimulatedApp) {
    let table = SimulatedTable(
      sections: [.uniform(rows: 10, height: 44)], viewportSize: CGSize(width: 320, height: 600))
    let app = SimulatedApp(table: table)
    app.usesMapping = false
    app.model[0].insert(app.model[0].removeFirst(), at: to)
    return (table, app)
  }

  @Test func aReloadInsideTheCountQuestionDropsTheMove() {
    let (table, app) = movedInData()
    var reloaded = false
    app.onCountQuestion = {
      guard !reloaded else { return }
      reloaded = true
      table.reloadData()
    }
    table.moveRow(at: ip(0, 0), to: ip(0, 1))
    #expect(table.rowOrder == app.model)
    #expect(table.inconsistencies.isEmpty)
    #expect(app.problems.isEmpty)
  }

  @Test func aReloadWithFewerRowsInsideTheHeightQuestionLeavesTheReloadedRows() {
    let (table, app) = movedInData(to: 8)
    var reloaded = false
    app.onCallback = {
      guard !reloaded else { return }
      reloaded = true
      app.model[0].removeLast(5)
      table.reloadData()
    }
    table.moveRow(at: ip(0, 0), to: ip(0, 8))
    #expect(table.rowOrder == app.model)
    #expect(table.totalRowCount == 5)
    #expect(table.rectForRow(at: ip(0, 4)).maxY == 220)
  }
}
