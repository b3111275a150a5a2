import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

@Suite("Swipe controller: programmatic moves and hint")
struct SwipeProgrammaticTests {
  @Test func showHideAndSetOffset() {
    var h = SwipeHarness(trailing: trailingSet(), leading: trailingSet(1))
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing)
    #expect(h.controller.needsFrames)
    h.settle()
    #expect(h.offset(1) == -148)
    // Opening another row closes the first at once.
    h.controller.showActions(forRowAt: ip(0, 6), edge: .leading, animated: false)
    #expect(h.host.offsetRowIDs == [6])
    #expect(h.offset(6) == 74)
    h.controller.setOffset(-1_000, forRowAt: ip(0, 6), animated: false)
    #expect(h.offset(6) == -320)
    h.controller.setOffset(.nan, forRowAt: ip(0, 6))
    #expect(h.offset(6) == -320)
    h.controller.setOffset(0, forRowAt: ip(0, 6))
    h.settle()
    #expect(h.controller.isIdle && h.host.offsetRowIDs.isEmpty)
    // Bad rows and edges without actions do nothing.
    h.controller.showActions(forRowAt: ip(0, 99), edge: .trailing)
    h.controller.showActions(forRowAt: IndexPath(), edge: .trailing)
    h.provider.leading = nil
    h.controller.showActions(forRowAt: ip(0, 2), edge: .leading)
    #expect(h.controller.isIdle)
  }

  @Test func theHintPeeksAndComesBack() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showHint(forRowAt: ip(0, 0))
    var deepest: CGFloat = 0
    h.controller.tick(at: 0)
    while h.controller.needsFrames, h.time < 3 {
      h.time += 1.0 / 60
      h.controller.tick(at: h.time)
      deepest = min(deepest, h.offset(0))
    }
    #expect(abs(deepest + 30) < 0.5)
    #expect(h.controller.isIdle && h.offset(0) == 0)
  }
}

@Suite("Swipe controller: table updates")
struct SwipeUpdateTests {
  @Test func theOpenRowIsRebasedThroughInsertsDeletesAndMoves() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 5), edge: .trailing, animated: false)
    h.table.insertRow(at: ip(0, 0), height: 44, id: 100)
    h.controller.rowsInserted(at: [ip(0, 0)])
    #expect(h.controller.activeRow == ip(0, 6))
    h.table.deleteRow(at: ip(0, 2))
    h.controller.rowsDeleted(at: [ip(0, 2)])
    #expect(h.controller.activeRow == ip(0, 5))
    h.table.moveRow(at: ip(0, 5), to: ip(0, 8))
    h.controller.rowMoved(from: ip(0, 5), to: ip(0, 8))
    #expect(h.controller.activeRow == ip(0, 8))
    h.table.moveRow(at: ip(0, 0), to: ip(0, 9))
    h.controller.rowMoved(from: ip(0, 0), to: ip(0, 9))
    #expect(h.controller.activeRow == ip(0, 7))
    #expect(h.table.rowID(at: ip(0, 7)) == 5)
    h.controller.tableDidScroll()
    h.settle()
    #expect(h.controller.isIdle && h.host.offsetRowIDs.isEmpty)
  }

  @Test func deletingTheOpenRowEndsTheSwipe() {
    let h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 5), edge: .trailing, animated: false)
    h.table.deleteRow(at: ip(0, 5))
    h.controller.rowsDeleted(at: [ip(0, 5)])
    #expect(h.controller.isIdle)
  }

  @Test func reloadKeepsTheRowOpenWhenItIsIdentifiedElseCloses() {
    let h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 5), edge: .trailing, animated: false)
    var sections = h.table.sections
    sections[0].rowHeights.insert(44, at: 0)
    sections[0].rowIDs?.insert(77, at: 0)
    h.table.reloadData(sections)
    h.controller.tableDidReloadData()
    #expect(h.controller.activeRow == ip(0, 6))
    #expect(h.host.offsetRowIDs == [5])
    // Without identities a reload closes.
    h.provider.identifiesRows = false
    h.controller.showActions(forRowAt: ip(0, 2), edge: .trailing, animated: false)
    h.table.reloadData(h.table.sections)
    h.controller.tableDidReloadData()
    #expect(h.controller.isIdle && h.host.offsetRowIDs.isEmpty)
    // With identities, a reload that removed the row closes.
    h.provider.identifiesRows = true
    h.controller.showActions(forRowAt: ip(0, 2), edge: .trailing, animated: false)
    var fewer = h.table.sections
    fewer[0].rowHeights.remove(at: 2)
    fewer[0].rowIDs?.remove(at: 2)
    h.table.reloadData(fewer)
    h.controller.tableDidReloadData()
    #expect(h.controller.isIdle && h.host.offsetRowIDs.isEmpty)
  }

  @Test func sectionsInsertedAndDeletedRebaseTheRow() {
    let table = SimulatedTable(
      sections: [.uniform(rows: 3, height: 44), .uniform(rows: 3, height: 44)],
      viewportSize: CGSize(width: 320, height: 600))
    let host = SimulatedSwipeHost(table: table)
    let provider = TestSwipeProvider(table: table)
    provider.trailing = trailingSet()
    let controller = SwipeController(table: table, host: host, provider: provider)
    controller.showActions(forRowAt: ip(1, 1), edge: .trailing, animated: false)
    controller.sectionInserted(0)
    #expect(controller.activeRow == ip(2, 1))
    controller.sectionDeleted(0)
    #expect(controller.activeRow == ip(1, 1))
    controller.sectionDeleted(1)
    #expect(controller.isIdle)
  }
}

@Suite("Swipe controller: bad input and re-entrancy")
struct SwipeRobustnessTests {
  @Test func nonFiniteInputIsIgnored() {
    var h = SwipeHarness(trailing: trailingSet())
    let start = CGPoint(x: 200, y: h.y(1))
    h.controller.panBegan(at: start)
    h.controller.panChanged(translation: CGPoint(x: CGFloat.nan, y: 0), location: start)
    #expect(h.controller.isIdle)
    h.swipe(row: 1, by: -120, release: false)
    let before = h.offset(1)
    h.controller.panChanged(translation: CGPoint(x: CGFloat.nan, y: 0), location: start)
    h.controller.panChanged(translation: CGPoint(x: -CGFloat.infinity, y: 0), location: start)
    #expect(h.offset(1) == before)
    h.controller.panEnded(velocity: CGPoint(x: CGFloat.nan, y: CGFloat.infinity))
    h.controller.tick(at: .nan)
    h.settle()
    #expect(h.offset(1).isFinite)
    h.controller.tick(at: -5)
    h.controller.touchDown(at: CGPoint(x: CGFloat.nan, y: CGFloat.nan))
    h.controller.tap(at: CGPoint(x: CGFloat.infinity, y: 1))
    h.settle()
    #expect(h.controller.isIdle)
  }

  @Test func zeroWidthTablesAndEmptyActionListsNeverSwipe() {
    var h = SwipeHarness(width: 0, trailing: trailingSet())
    h.swipe(row: 1, by: -200)
    #expect(h.controller.isIdle)
    var empty = SwipeHarness(trailing: SwipeActionSet(actions: []))
    empty.swipe(row: 1, by: -200)
    #expect(empty.controller.isIdle)
    #expect(
      !empty.controller.shouldBeginSwipe(
        at: CGPoint(x: 10, y: 20), translation: CGPoint(x: -40, y: 0)))
  }

  @Test func actionsThatChangeMidSwipeAreRemeasuredOrCloseTheRow() {
    var h = SwipeHarness(trailing: trailingSet(3))
    h.swipe(row: 1, by: -300, release: false)
    h.provider.trailing = trailingSet(1)
    h.controller.actionsDidChange(forRowAt: ip(0, 1))
    #expect(h.controller.session.geometry?.count == 1)
    h.controller.panEnded(velocity: .zero)
    h.settle()
    #expect(abs(h.offset(1)) <= 320)
    h.provider.trailing = nil
    h.controller.actionsDidChange(forRowAt: ip(0, 1))
    #expect(h.controller.isIdle && h.host.offsetRowIDs.isEmpty)
  }

  @Test func aRowThatDisappearsMidSwipeEndsIt() {
    var h = SwipeHarness(rows: 3, trailing: trailingSet())
    h.swipe(row: 2, by: -100, release: false)
    h.table.deleteRow(at: ip(0, 2))
    h.controller.panChanged(translation: CGPoint(x: -150, y: 0), location: CGPoint(x: 50, y: 100))
    #expect(h.controller.isIdle)
    h.controller.panEnded(velocity: .zero)
    h.settle()
    #expect(h.controller.isIdle && h.host.offsetRowIDs.isEmpty)
  }

  @Test func callsFromInsideAHandlerAreDeferredAndSeeAConsistentState() {
    var h = SwipeHarness(
      trailing: trailingSet(2, options: SwipeableOptions(expansionStyle: .selection)))
    let controller = h.controller
    var seen: [String] = []
    h.provider.onHandler = {
      seen.append(
        "active \(controller.activeRow as Any) performing \(controller.isPerformingAction)")
      // Mid-event commands: deferred, so they report `false` and run after the handler.
      controller.showActions(forRowAt: ip(0, 7), edge: .trailing, animated: false)
      seen.append("still \(controller.activeRow as Any)")
    }
    h.swipe(row: 0, by: -250)
    #expect(seen == ["active Optional([0, 0]) performing true", "still Optional([0, 0])"])
    #expect(h.controller.activeRow == ip(0, 7))
    #expect(h.host.offsetRowIDs == [7])
    #expect(h.provider.calls.count == 1)
  }

  @Test func aCompletionCalledInsideItsHandlerIsHonouredOnce() {
    let options = SwipeableOptions(expansionStyle: .fill)
    var h = SwipeHarness(trailing: trailingSet(1, destructiveFirst: true, options: options))
    h.provider.answer = .delete
    h.swipe(row: 4, by: -300)
    h.settle()
    #expect(h.provider.deletedIDs == [4])
    #expect(h.controller.isIdle)
    #expect(h.table.totalRowCount == 9)
  }
}
