import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

@Suite("Swipe controller: pan, settle, one open row")
struct SwipeControllerGestureTests {
  @Test func aSlowReleasePastHalfOpensAndBelowHalfCloses() {
    var h = SwipeHarness(trailing: trailingSet())
    // Claimed after 30 pt (the hysteresis), so the row follows 90 of the 120 pt: past half.
    h.swipe(row: 2, by: -120)
    h.settle()
    let open = h.controller.session.geometry?.openWidth ?? 0
    #expect(open == 148)
    #expect(h.offset(2) == -open)
    #expect(h.controller.activeRow == ip(0, 2))
    #expect(h.host.buttonRows[2] == .trailing)
    h.controller.hideActions()
    h.settle()
    h.swipe(row: 2, by: -60)
    h.settle()
    #expect(h.offset(2) == 0)
    #expect(h.controller.isIdle)
    #expect(h.host.buttonRows.isEmpty)
  }

  @Test func aFlingDecidesByDirection() {
    var h = SwipeHarness(trailing: trailingSet())
    h.swipe(row: 1, by: -40, velocity: -400)
    h.settle()
    #expect(h.offset(1) == -148)
    // Open, then flung back toward closed from far out.
    h.swipe(row: 1, by: 30, velocity: 300)
    h.settle()
    #expect(h.offset(1) == 0)
  }

  @Test func panIsRefusedWhenVerticalWithoutActionsEditingReorderingOrByPolicy() {
    var h = SwipeHarness(trailing: trailingSet())
    // Vertical.
    let start = CGPoint(x: 200, y: h.y(3))
    h.controller.panBegan(at: start)
    h.controller.panChanged(translation: CGPoint(x: -10, y: 30), location: start)
    h.controller.panChanged(translation: CGPoint(x: -120, y: 30), location: start)
    h.controller.panEnded(velocity: .zero)
    #expect(h.controller.isIdle)
    // Toward the leading edge, which has no actions.
    h.swipe(row: 3, by: 120)
    #expect(h.controller.isIdle && h.offset(3) == 0)
    // Editing, then a reorder drag.
    h.controller.isEditing = true
    h.swipe(row: 3, by: -120)
    #expect(h.controller.isIdle)
    h.controller.isEditing = false
    h.controller.isReorderActive = true
    h.swipe(row: 3, by: -120)
    #expect(h.controller.isIdle)
    h.controller.isReorderActive = false
    // The policy refuses touches left of x = 250.
    h.provider.refusePoint = { $0.x < 250 }
    h.swipe(row: 3, by: -120)
    #expect(h.controller.isIdle)
    #expect(!h.controller.shouldBeginSwipe(at: start, translation: CGPoint(x: -30, y: 0)))
    h.provider.refusePoint = nil
    #expect(h.controller.shouldBeginSwipe(at: start, translation: CGPoint(x: -30, y: 0)))
    #expect(!h.controller.shouldBeginSwipe(at: start, translation: CGPoint(x: -20, y: 0)))
  }

  @Test func turningEditingOnClosesTheOpenRowAtOnce() {
    var h = SwipeHarness(trailing: trailingSet())
    h.swipe(row: 0, by: -150)
    h.settle()
    h.controller.isEditing = true
    #expect(h.controller.isIdle && h.offset(0) == 0)
  }

  @Test func aTouchOnAnotherRowClosesTheOpenOneAndTheSameGestureSwipesTheNewRow() {
    var h = SwipeHarness(trailing: trailingSet())
    h.swipe(row: 1, by: -150)
    h.settle()
    #expect(h.offset(1) == -148)
    // One gesture: touch down on row 4 starts closing row 1, the pan then claims row 4.
    h.swipe(row: 4, by: -150, release: false)
    #expect(h.offset(1) == 0)
    #expect(h.controller.activeRow == ip(0, 4))
    #expect(h.offset(4) < 0)
    #expect(h.host.offsetRowIDs == [4])
    h.controller.panEnded(velocity: .zero)
    h.settle()
    #expect(h.host.offsetRowIDs == [4])
  }

  @Test func scrollingClosesTheOpenRow() {
    var h = SwipeHarness(trailing: trailingSet())
    h.swipe(row: 1, by: -150)
    h.settle()
    h.controller.tableDidScroll()
    h.settle()
    #expect(h.controller.isIdle && h.offset(1) == 0)
  }

  @Test func aTapOnTheOpenRowsContentClosesItAndIsConsumed() {
    var h = SwipeHarness(trailing: trailingSet())
    h.swipe(row: 1, by: -150)
    h.settle()
    #expect(h.controller.tap(at: CGPoint(x: 20, y: h.y(1))))
    h.settle()
    #expect(h.controller.isIdle)
    #expect(!h.controller.tap(at: CGPoint(x: 20, y: h.y(1))))
  }

  @Test func rightToLeftMirrorsTheEdges() {
    var h = SwipeHarness(leading: trailingSet())
    h.controller.rightToLeft = true
    h.swipe(row: 0, by: -150)
    h.settle()
    #expect(h.offset(0) == -148)
    #expect(h.controller.activeEdge == .leading)
    #expect(h.host.buttonRows[0] == .leading)
  }

  @Test func oneSwipeCanCrossFromOneEdgeToTheOther() {
    var h = SwipeHarness(trailing: trailingSet(), leading: trailingSet(1))
    h.swipe(row: 0, by: -100, release: false)
    #expect(h.controller.activeEdge == .trailing)
    h.controller.panChanged(translation: CGPoint(x: 60, y: 0), location: CGPoint(x: 260, y: 22))
    #expect(h.controller.activeEdge == .leading)
    #expect(h.offset(0) > 0)
    #expect(h.host.buttonRows[0] == .leading)
  }

  @Test func theWrongSideResistsAndNeverOpens() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 0), edge: .trailing, animated: false)
    h.swipe(row: 0, by: 300, release: false)
    let offset = h.offset(0)
    #expect(offset > 0 && offset < 300)
    // Claimed after 30 pt: the row is pulled 270 − 148 = 122 pt past rest.
    #expect(abs(offset - pow(122, 0.7)) < 0.001)
    h.controller.panEnded(velocity: .zero)
    h.settle()
    #expect(h.controller.isIdle)
  }

  @Test func reduceMotionSettlesWithoutASpring() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.reduceMotion = true
    h.swipe(row: 0, by: -120, velocity: -500)
    #expect(h.controller.session.animation == .easeOut(duration: 0.2))
    h.settle()
    #expect(h.offset(0) == -148)
  }

  @Test func tallRowsCentreButtonsOnTheirVisiblePart() {
    let table = SimulatedTable(
      sections: [SimulatedSection(rowHeights: [1_000, 44])],
      viewportSize: CGSize(width: 320, height: 400), contentInsets: LayoutInsets(top: 50))
    let host = SimulatedSwipeHost(table: table)
    let provider = TestSwipeProvider(table: table)
    provider.trailing = trailingSet()
    let controller = SwipeController(table: table, host: host, provider: provider)
    table.scroll(toY: 100)
    controller.showActions(forRowAt: ip(0, 0), edge: .trailing, animated: false)
    // Visible content runs from 150 to 500 in content coordinates.
    #expect(host.band.minY == 150)
    #expect(host.band.height == 350)
  }
}

@Suite("Swipe controller: full swipe, haptics, handlers")
struct SwipeControllerActionTests {
  @Test func enteringAndLeavingTheFullSwipePlaysHaptics() {
    var h = SwipeHarness(trailing: trailingSet())
    h.swipe(row: 0, by: -250, release: false)
    #expect(h.controller.session.isExpanded)
    h.controller.panChanged(translation: CGPoint(x: -100, y: 0), location: CGPoint(x: 100, y: 22))
    #expect(!h.controller.session.isExpanded)
    #expect(
      h.host.haptics == [
        SwipeHaptic(isEntering: true, intensity: 0.7),
        SwipeHaptic(isEntering: false, intensity: 0.55),
      ])
  }

  @Test func automaticDeleteRemovesExactlyThatRow() {
    var options = SwipeableOptions(expansionStyle: .destructive, metrics: .swipeCellKit)
    options.transitionStyle = .reveal
    var h = SwipeHarness(trailing: trailingSet(2, destructiveFirst: true, options: options))
    h.provider.answer = .delete
    h.swipe(row: 3, by: -300)
    h.settle()
    #expect(h.provider.calls.map(\.0) == ["a0"])
    #expect(h.provider.deletedIDs == [3])
    #expect(h.table.rowOrder == [[0, 1, 2, 4, 5, 6, 7, 8, 9]])
    #expect(h.controller.isIdle)
    #expect(h.host.offsetRowIDs.isEmpty)
  }

  @Test func aDeleteThatDidNotHappenRollsBack() {
    for timing in [SwipeableExpansionStyle.HandlerTiming.with, .after] {
      let options = SwipeableOptions(
        expansionStyle: .destructive(handlerDeletesRow: true, timing: timing))
      var h = SwipeHarness(trailing: trailingSet(1, destructiveFirst: true, options: options))
      h.provider.answer = .claimSuccess
      h.swipe(row: 3, by: -300)
      h.settle()
      #expect(h.provider.calls.count == 1)
      #expect(h.table.totalRowCount == 10)
      #expect(h.controller.isIdle)
      #expect(h.offset(3) == 0)
    }
  }

  @Test func aSilentDeleteIsNoticedByIdentityAndByCount() {
    for identifies in [true, false] {
      let options = SwipeableOptions(expansionStyle: .destructiveAfterFill)
      var h = SwipeHarness(trailing: trailingSet(1, destructiveFirst: true, options: options))
      h.provider.identifiesRows = identifies
      h.provider.answer = .deleteSilently
      h.swipe(row: 3, by: -300)
      h.settle()
      #expect(h.provider.deletedIDs == [3])
      #expect(h.controller.isIdle)
      #expect(h.host.offsetRowIDs.isEmpty)
    }
  }

  @Test func aManualFillWaitsForTheCompletionAndCountsOnlyItsFirstCall() throws {
    let options = SwipeableOptions(expansionStyle: .fill)
    var h = SwipeHarness(trailing: trailingSet(2, options: options))
    h.provider.answer = .hold
    h.swipe(row: 2, by: -300)
    h.settle()
    #expect(h.controller.session.phase == .filled)
    #expect(h.controller.isPerformingAction)
    // A scroll does not close a row whose action is in flight.
    h.controller.tableDidScroll()
    #expect(h.controller.session.phase == .filled)
    let completion = try #require(h.provider.heldCompletions.first)
    completion(false)
    completion(true)
    h.settle()
    #expect(completion.callCount == 2)
    #expect(h.controller.isIdle)
    #expect(h.provider.calls.count == 1)
    #expect(h.table.totalRowCount == 10)
  }

  @Test func aBounceClosesThenRunsTheHandlerOnce() {
    let options = SwipeableOptions(expansionStyle: .selection, metrics: .swipeCellKit)
    var h = SwipeHarness(trailing: trailingSet(2, options: options))
    h.swipe(row: 0, by: -250)
    #expect(h.provider.calls.count == 1)
    h.settle()
    #expect(h.controller.isIdle)
    #expect(h.provider.calls.count == 1)
  }

  @Test func tappingAButtonRunsItsHandlerAndADestructiveSuccessExpectsTheRowGone() {
    var h = SwipeHarness(trailing: trailingSet(2, destructiveFirst: true))
    h.controller.showActions(forRowAt: ip(0, 5), edge: .trailing, animated: false)
    let frames = h.host.buttonFrames
    let outer = frames.first { $0.actionIndex == 1 }!
    h.provider.answer = .fail
    #expect(h.controller.tap(at: CGPoint(x: outer.visibleMinX + 5, y: h.y(5))))
    #expect(h.provider.calls.map(\.0) == ["a1"])
    h.settle()
    #expect(h.controller.isIdle)
    // The destructive button, answered with a real delete.
    h.controller.showActions(forRowAt: ip(0, 5), edge: .trailing, animated: false)
    let destructive = h.host.buttonFrames.first { $0.actionIndex == 0 }!
    h.provider.answer = .delete
    h.controller.tap(at: CGPoint(x: destructive.visibleMinX + 5, y: h.y(5)))
    #expect(h.provider.deletedIDs == [5])
    #expect(h.controller.isIdle)
  }

  @Test func voiceOverActionsAreAppendedToTheAppsOwn() {
    var h = SwipeHarness(trailing: trailingSet(2, destructiveFirst: true), leading: trailingSet(1))
    let own = [SwipeAccessibilityAction(name: "Share")]
    let all = h.controller.accessibilityActions(forRowAt: ip(0, 2), appendingTo: own)
    #expect(all.map(\.name) == ["Share", "A0", "A1", "A0"])
    #expect(all[1].edge == .trailing && all[3].edge == .leading)
    h.provider.answer = .delete
    #expect(h.controller.performAccessibilityAction(all[1], forRowAt: ip(0, 2)))
    #expect(h.provider.deletedIDs == [2])
    #expect(!h.controller.performAccessibilityAction(own[0], forRowAt: ip(0, 2)))
    h.settle()
    #expect(h.controller.isIdle)
  }
}

@Suite("Swipe controller: button effects")
struct SwipeControllerEffectTests {
  @Test func scaleTransitionsPopEachButtonPastHalfVisible() {
    var actions = swipeActions(2)
    for index in actions.indices { actions[index].transition = .default }
    let h = SwipeHarness(trailing: SwipeActionSet(actions: actions))
    h.controller.setOffset(-40, forRowAt: ip(0, 1), animated: false)
    #expect(h.host.buttonFrames.count == 2)
    // The first placement shows them at 0.8 without animating (device review r2, M2).
    #expect(h.host.buttonFrames.allSatisfy { $0.scale == 0.8 && $0.animationDuration == 0 })
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    #expect(h.host.buttonFrames.allSatisfy { $0.scale == 1 && $0.animationDuration == 0.15 })
  }

  @Test func aClearExpandingButtonFadesTheOthersOutAndBack() {
    var actions = swipeActions(3)
    actions[0].backgroundColor = .clear
    var h = SwipeHarness(trailing: SwipeActionSet(actions: actions))
    h.swipe(row: 0, by: -300, release: false)
    #expect(h.controller.session.isExpanded)
    let others = h.host.buttonFrames.filter { $0.actionIndex != 0 }.sorted {
      $0.actionIndex < $1.actionIndex
    }
    #expect(others.map(\.alpha) == [0, 0])
    #expect(others.map(\.scale) == [0.8, 0.8])
    #expect(others.map(\.animationDelay) == [0, 0.1])
    #expect(h.host.buttonFrames.first { $0.actionIndex == 0 }?.animationDelay == 0.1)
    h.controller.panChanged(translation: CGPoint(x: -120, y: 0), location: CGPoint(x: 80, y: 22))
    let back = h.host.buttonFrames.filter { $0.actionIndex != 0 }.sorted {
      $0.actionIndex < $1.actionIndex
    }
    #expect(back.map(\.alpha) == [1, 1])
    #expect(back.map(\.animationDelay) == [0.2, 0.1])
  }
}

@Suite("Swipe controller: actions in flight")
struct SwipeInFlightTests {
  @Test func aTouchElsewhereLeavesAFillInFlightAndHideClosesIt() throws {
    var h = SwipeHarness(trailing: trailingSet(1, options: SwipeableOptions(expansionStyle: .fill)))
    h.provider.answer = .hold
    h.swipe(row: 2, by: -300)
    h.settle()
    #expect(h.controller.session.phase == .filled)
    #expect(!h.controller.touchDown(at: CGPoint(x: 10, y: h.y(6))))
    h.swipe(row: 6, by: -200)
    #expect(h.controller.activeRow == ip(0, 2))
    h.controller.hideActions()
    h.settle()
    #expect(h.controller.isIdle && h.host.offsetRowIDs.isEmpty)
    // The late completion is ignored.
    let late = try #require(h.provider.heldCompletions.first)
    late(true)
    #expect(h.controller.isIdle && h.table.totalRowCount == 10)
  }
}
