import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A table with one row open and nothing told of the change the test makes next: the app forgot
/// `swipeableTableDidReloadData()`, `…DidDeleteRows(at:)` or `…DidInsertRows(at:)`.
private struct OpenRow {
  let table: SimulatedTable
  let host: SimulatedSwipeHost
  let provider: TestSwipeProvider
  let controller: SwipeController
  /// The identity of the row the user opened.
  let openID: Int

  /// `rows` rows of 44 pt in a viewport of `visibleRows` rows, row `open` open on its trailing
  /// edge; `identities`: whether the provider identifies rows.
  init(rows: Int = 30, visibleRows: Int = 13, open: Int = 6, identities: Bool) throws {
    table = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: rows, height: 44)],
      viewportSize: CGSize(width: 320, height: CGFloat(visibleRows) * 44))
    host = SimulatedSwipeHost(table: table)
    provider = TestSwipeProvider(table: table)
    provider.trailing = trailingSet(2)
    provider.identifiesRows = identities
    controller = SwipeController(table: table, host: host, provider: provider)
    provider.controller = controller
    table.layoutIfNeeded()
    controller.showActions(forRowAt: ip(0, open), edge: .trailing, animated: false)
    openID = try #require(table.rowID(at: ip(0, open)))
    #expect(controller.session.phase == .open)
  }

  /// The centre of the outermost button of the row at `row` when open as now.
  func button(atRow row: Int) throws -> CGPoint {
    let frame = try #require(host.buttonFrames.first { $0.actionIndex == 0 })
    return CGPoint(x: frame.visibleMinX + frame.visibleWidth / 2, y: CGFloat(row) * 44 + 22)
  }

  /// A tap as a finger makes it: touch down, then up.
  func tap(_ point: CGPoint) {
    controller.touchDown(at: point)
    controller.tap(at: point)
  }

  /// The identities of the rows whose cells look open (moved or showing buttons).
  var rowsThatLookOpen: Set<Int> {
    var ids = Set<Int>()
    for cell in Set(host.cellOffsets.keys).union(host.cellButtons.keys) {
      if let path = table.indexPath(forCell: cell), let id = table.rowID(at: path) {
        ids.insert(id)
      }
    }
    return ids
  }

  /// The app's data after removing the row with `id`, shown by a `reloadData()` nobody reported.
  func reloadRemoving(_ id: Int) {
    var order = table.rowOrder[0]
    order.removeAll { $0 == id }
    table.reloadData([SimulatedSection(rowHeights: order.map { _ in 44 }, rowIDs: order)])
  }

  /// A `reloadData()` nobody reported that keeps the counts but swaps the rows at `a` and `b`.
  func reloadSwapping(_ a: Int, _ b: Int) {
    var order = table.rowOrder[0]
    order.swapAt(a, b)
    table.reloadData([SimulatedSection(rowHeights: order.map { _ in 44 }, rowIDs: order)])
  }

  /// Whether the action ran on any row but the opened one.
  var ranOnAnotherRow: Bool { provider.calls.contains { $0.1 != openID } }
}

@Suite("Swipe: a reload nobody reported (swipeableTableDidReloadData() forgotten)")
struct SwipeForgottenReloadTests {
  /// Fewer rows: noticed at the next event by the row count; with identities the row is found
  /// again and stays open where it is now, and only its cell looks open.
  @Test func aReloadThatChangesTheCountKeepsTheRowOpenWhereItIsNow() throws {
    let h = try OpenRow(identities: true)
    h.reloadRemoving(try #require(h.table.rowID(at: ip(0, 2))))
    h.controller.reconcileCells()
    #expect(h.controller.activeRow == ip(0, 5))
    #expect(h.rowsThatLookOpen == [h.openID])
    h.tap(try h.button(atRow: 5))
    #expect(h.provider.calls.map(\.1) == [h.openID])
  }

  /// Without identities the same reload closes the row at the next event; nothing looks open and
  /// a tap where the button was runs nothing.
  @Test func aReloadThatChangesTheCountClosesTheRowWithoutIdentities() throws {
    let h = try OpenRow(identities: false)
    let button = try h.button(atRow: 6)
    h.reloadRemoving(try #require(h.table.rowID(at: ip(0, 2))))
    h.tap(button)
    #expect(h.controller.isIdle)
    #expect(h.provider.calls.isEmpty)
    #expect(h.rowsThatLookOpen.isEmpty)
  }

  /// Same counts, the open row moved and its cell replaced: before, the after-layout reconcile
  /// gave the open row's buttons to the new cell at the old index path, which shows another row,
  /// and a tap there ran the action on it. With identities the row is found where it went.
  @Test func aSameCountReloadFindsTheRowByIdentityAtTheNextReconcile() throws {
    let h = try OpenRow(open: 3, identities: true)
    let cell = try #require(h.table.cellForRow(at: ip(0, 3)))
    h.reloadSwapping(3, 9)
    #expect(h.table.rowID(at: ip(0, 9)) == h.openID)
    #expect(h.table.cellForRow(at: ip(0, 3)) != cell)
    h.controller.reconcileCells()
    #expect(h.controller.activeRow == ip(0, 9))
    #expect(h.rowsThatLookOpen == [h.openID])
    h.tap(try h.button(atRow: 9))
    #expect(h.provider.calls.map(\.1) == [h.openID])
  }

  /// The same without identities: the new cell may show another row, so the row closes instead
  /// of giving it the buttons (before: the buttons went to the row now at the old index path).
  @Test func aSameCountReloadClosesTheRowAtTheNextReconcileWithoutIdentities() throws {
    let h = try OpenRow(open: 3, identities: false)
    let button = try h.button(atRow: 3)
    h.reloadSwapping(3, 9)
    h.controller.reconcileCells()
    #expect(h.controller.isIdle)
    #expect(h.rowsThatLookOpen.isEmpty)
    h.tap(button)
    #expect(h.provider.calls.isEmpty)
  }

  /// Same counts and the table hands the same cell back to the open index path, now showing
  /// another row (the middle row of 13 gets its own cell back): only identities can tell. With
  /// them, the tap where the button was runs no action on the row now there; before, it ran on
  /// that row.
  @Test func aSameCountReloadThatKeepsTheCellRunsNoActionOnTheRowNowThere() throws {
    let h = try OpenRow(identities: true)
    let cell = try #require(h.table.cellForRow(at: ip(0, 6)))
    let button = try h.button(atRow: 6)
    h.reloadSwapping(6, 20)
    #expect(h.table.cellForRow(at: ip(0, 6)) == cell)
    #expect(h.host.swipeButtonsEdge(forRowAt: ip(0, 6)) == .trailing)
    h.tap(button)
    #expect(!h.ranOnAnotherRow)
    #expect(h.controller.isIdle)
    #expect(h.rowsThatLookOpen.isEmpty)
  }

  /// Without identities that last reload cannot be seen: the call is needed, and with it the
  /// row closes and the tap runs nothing.
  @Test func withoutIdentitiesTheSameCellCaseNeedsTheCall() throws {
    let h = try OpenRow(identities: false)
    let button = try h.button(atRow: 6)
    h.reloadSwapping(6, 20)
    h.controller.tableDidReloadData()
    h.controller.reconcileCells()
    h.tap(button)
    #expect(h.provider.calls.isEmpty)
    #expect(h.controller.isIdle)
    #expect(h.rowsThatLookOpen.isEmpty)
  }

  /// An opening row whose cell a same-count reload replaced: the next frame gave the buttons to
  /// the new cell, which shows another row. With identities the row opens where it went.
  @Test func anOpeningRowFollowsItsIdentityAtTheNextFrame() throws {
    let h = try OpenRow(identities: true)
    h.controller.hideActions(animated: false)
    h.controller.showActions(forRowAt: ip(0, 3), edge: .trailing, animated: true)
    let id = try #require(h.table.rowID(at: ip(0, 3)))
    h.controller.tick(at: 0)
    h.controller.tick(at: 0.05)
    h.reloadSwapping(3, 10)
    h.controller.tick(at: 0.1)
    #expect(h.controller.activeRow == ip(0, 10))
    #expect(h.rowsThatLookOpen == [id])
  }

  /// A full swipe whose handler runs after the fill: a same-count reload during the fill that
  /// keeps the cell (nothing on screen changes for the engine) put another row at the index path.
  /// Before, the handler ran on that row when the fill ended; now no action runs.
  @Test func aFillsHandlerDoesNotRunOnTheRowNowAtItsIndexPath() throws {
    let h = try OpenRow(identities: true)
    h.controller.hideActions(animated: false)
    h.provider.trailing = trailingSet(
      2, destructiveFirst: true, options: SwipeableOptions(expansionStyle: .destructiveAfterFill))
    let start = CGPoint(x: 300, y: 6 * 44 + 22)
    h.controller.touchDown(at: start)
    h.controller.panBegan(at: start)
    for step in 1...10 {
      let tx = CGFloat(-28 * step)
      h.controller.panChanged(
        translation: CGPoint(x: tx, y: 0), location: CGPoint(x: start.x + tx, y: start.y))
    }
    h.controller.panEnded(velocity: .zero)
    #expect(h.controller.session.phase == .animating)
    h.controller.tick(at: 0)
    h.controller.tick(at: 0.016)
    h.reloadSwapping(6, 20)
    var time = 0.016
    while h.controller.needsFrames, time < 3 {
      time += 0.016
      h.controller.tick(at: time)
    }
    #expect(!h.ranOnAnotherRow)
    #expect(h.provider.calls.isEmpty)
    #expect(h.controller.isIdle)
    #expect(h.rowsThatLookOpen.isEmpty)
  }

  /// A same-count reload that keeps the cell while the finger swipes: the full swipe released
  /// after it acts on the row the finger swiped, wherever it went, not on the row now under the
  /// finger.
  @Test func aFullSwipeReleasedAfterTheReloadActsOnTheSwipedRow() throws {
    let h = try OpenRow(identities: true)
    h.controller.hideActions(animated: false)
    h.provider.trailing = trailingSet(
      2, destructiveFirst: true, options: SwipeableOptions(expansionStyle: .destructive))
    let start = CGPoint(x: 300, y: 6 * 44 + 22)
    h.controller.touchDown(at: start)
    h.controller.panBegan(at: start)
    for step in 1...10 {
      if step == 5 { h.reloadSwapping(6, 20) }
      let tx = CGFloat(-28 * step)
      h.controller.panChanged(
        translation: CGPoint(x: tx, y: 0), location: CGPoint(x: start.x + tx, y: start.y))
    }
    h.controller.panEnded(velocity: .zero)
    #expect(!h.ranOnAnotherRow)
  }

  /// A diffable apply that moves the open item (the table moves the row; nobody reports it):
  /// with identities the row stays open where the item went, at the next reconcile.
  @Test func aDiffableMoveOfTheOpenItemIsFollowed() throws {
    let h = try OpenRow(identities: true)
    let source = SimulatedDiffableDataSource(table: h.table)
    var snapshot = h.table.rowOrder
    snapshot[0].remove(at: 6)
    snapshot[0].insert(h.openID, at: 2)
    source.apply(snapshot)
    h.controller.reconcileCells()
    #expect(h.controller.activeRow == ip(0, 2))
    #expect(h.rowsThatLookOpen == [h.openID])
  }
}

@Suite("Swipe: deletes and inserts nobody reported (swipeableTableDidDelete/InsertRows forgotten)")
struct SwipeForgottenRowUpdateTests {
  /// One unreported batch update on a table with row 6 open.
  struct Update {
    let name: String
    /// Whether it removes the open row itself.
    let removesOpenRow: Bool
    let apply: (SimulatedTable) -> Void
  }

  static func updates() -> [Update] {
    [
      Update(name: "delete above", removesOpenRow: false) { _ = $0.deleteRow(at: ip(0, 2)) },
      Update(name: "delete the open row", removesOpenRow: true) {
        _ = $0.deleteRow(at: ip(0, 6), animated: true)
      },
      Update(name: "delete below", removesOpenRow: false) { _ = $0.deleteRow(at: ip(0, 9)) },
      Update(name: "insert above", removesOpenRow: false) {
        _ = $0.insertRow(at: ip(0, 1), height: 44, id: 100)
      },
      Update(name: "insert below", removesOpenRow: false) {
        _ = $0.insertRow(at: ip(0, 8), height: 44, id: 100)
      },
    ]
  }

  /// With identities, the row is found again at the next event and stays open (a tap on its
  /// button runs the action on it); the deleted open row closes and nothing looks open.
  @Test(arguments: 0..<5) func withIdentitiesTheRowIsFoundAgainOrCloses(_ index: Int) throws {
    let update = Self.updates()[index]
    let name = update.name
    let h = try OpenRow(identities: true)
    update.apply(h.table)
    h.controller.reconcileCells()
    if update.removesOpenRow {
      #expect(h.controller.isIdle, "\(name)")
      #expect(h.rowsThatLookOpen.isEmpty, "\(name)")
      return
    }
    let row = try #require(h.table.indexPath(ofRowID: h.openID))
    #expect(h.controller.activeRow == row, "\(name)")
    #expect(h.rowsThatLookOpen == [h.openID], "\(name)")
    h.tap(try h.button(atRow: row.tableRow))
    #expect(h.provider.calls.map(\.1) == [h.openID], "\(name)")
  }

  /// Without identities, any of them closes the row at the next event (a tap where the button was
  /// runs nothing): the row counts changed, so the index path may name another row.
  @Test(arguments: 0..<5) func withoutIdentitiesTheRowCloses(_ index: Int) throws {
    let update = Self.updates()[index]
    let name = update.name
    let h = try OpenRow(identities: false)
    let button = try h.button(atRow: 6)
    update.apply(h.table)
    h.tap(button)
    #expect(h.controller.isIdle, "\(name)")
    #expect(h.provider.calls.isEmpty, "\(name)")
    #expect(h.rowsThatLookOpen.isEmpty, "\(name)")
  }

  /// A delete above and an insert below in one update keep the counts: the open row's cell moves
  /// up with it, and the index path names the next row, whose cell shows no buttons. With
  /// identities the row is followed; without, the next touch finds no buttons and closes it.
  @Test func aDeleteAndAnInsertThatKeepTheCountAreSeenThroughTheCell() throws {
    for identities in [true, false] {
      let h = try OpenRow(identities: identities)
      let button = try h.button(atRow: 6)
      h.table.deleteRow(at: ip(0, 2))
      h.table.insertRow(at: ip(0, 20), height: 44, id: 100)
      h.tap(button)
      #expect(!h.ranOnAnotherRow)
      if identities {
        #expect(h.controller.activeRow == nil || h.controller.activeRow == ip(0, 5))
      } else {
        #expect(h.controller.isIdle)
      }
      #expect(h.rowsThatLookOpen.isSubset(of: [h.openID]))
    }
  }
}
