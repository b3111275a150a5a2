import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A list of `counts.count` sections of 44 pt items (IDs numbered across sections), 320 × 600.
private func makeList(
  _ counts: [Int] = [6], appearance: ListAppearance = .insetGrouped, header: CGFloat = 0,
  estimated: CGFloat? = nil
) -> SimulatedList {
  var next = 0
  let sections = counts.map { count in
    defer { next += count }
    return SimulatedSection(
      headerHeight: header, rowHeights: Array(repeating: 44, count: count),
      rowIDs: Array(next..<(next + count)))
  }
  return SimulatedList(
    sections: sections, viewportSize: CGSize(width: 320, height: 600), appearance: appearance,
    estimatedItemHeight: estimated)
}

/// Opens `path` with a trailing swipe (two 8-character buttons: opens at 160 pt or less).
private func open(_ path: IndexPath, _ harness: inout SwipeHarness) {
  harness.swipe(path, by: -200, velocity: -600)
  harness.settle()
}

@Suite struct SimulatedListAttributeTests {
  @Test func layoutPassesPutCentreAndAlphaBackAndKeepTheSublayerTransform() {
    let list = makeList()
    let cell = list.table.cellForRow(at: ip(0, 1))!
    list.setCenterOffset(-80, ofCell: cell)
    list.setAlpha(0, ofCell: cell)
    list.setSublayerOffset(-40, ofCell: cell)
    #expect(list.displayedOffset(ofCell: cell) == -120)
    list.table.cells.needsLayout = true
    list.table.layoutIfNeeded()
    #expect(list.attributeApplications > 0)
    #expect(list.displayedOffset(ofCell: cell) == -40)
    #expect(list.alpha(ofCell: cell) == 1)
  }

  @Test func theEnginesOffsetSurvivesLayoutPassesOnAList() {
    var harness = SwipeHarness(list: makeList(), trailing: trailingSet())
    open(ip(0, 2), &harness)
    let cell = harness.table.cellForRow(at: ip(0, 2))!
    #expect(harness.controller.offset < 0)
    for _ in 0..<3 {
      harness.table.cells.needsLayout = true
      harness.table.layoutIfNeeded()
    }
    #expect(harness.host.list?.displayedOffset(ofCell: cell) == harness.controller.offset)
  }

  @Test func aSelfSizingListKeepsTheOpenRowOpenWhileRowsAreMeasured() {
    let list = makeList([40], estimated: 30)
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    open(ip(0, 3), &harness)
    let opened = harness.controller.offset
    #expect(opened < 0)
    let before = harness.table.contentSize.height
    harness.table.scroll(by: 400)
    harness.table.layoutIfNeeded()
    // Rows coming on screen got their real height (44, not the 30 pt estimate).
    #expect(harness.table.contentSize.height > before)
    harness.table.scroll(by: -400)
    harness.table.runLoopTurn()
    harness.settle()
    #expect(harness.controller.activeRow == ip(0, 3))
    #expect(harness.offset(3) == opened)
  }

  @Test func cellFramesAreInTheirSectionContainerAndTheTablesRectsAreConverted() {
    let list = makeList([3, 3], header: 28)
    let cell = list.table.cellForRow(at: ip(1, 1))!
    let rect = list.table.rectForRow(at: ip(1, 1))
    let section = list.table.rect(forSection: 1)
    #expect(list.cellFrameInSuperview(cell) == rect.offsetBy(dx: 0, dy: -section.minY))
    #expect(list.cellFrameInSuperview(cell) != rect)
    list.usesSectionContainers = false
    #expect(list.cellFrameInSuperview(cell) == rect)
  }

  @Test func aCellReusedForAnotherRowLosesTheOpenRowsOffsetAtTheNextReconcile() {
    let list = makeList([60])
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    open(ip(0, 0), &harness)
    let cell = harness.table.cellForRow(at: ip(0, 0))!
    // The app scrolls (not the user: the row stays open): the cell goes to the pool and comes
    // back for another row, still moved until the engine reconciles after the layout pass.
    let old = harness.table.contentOffset
    harness.table.scroll(by: 1_200)
    harness.table.layoutIfNeeded()
    #expect(list.displayedOffset(ofCell: cell) != 0)
    harness.controller.contentOffsetDidChange(
      from: old, to: harness.table.contentOffset, byUser: false)
    harness.table.runLoopTurn()
    let reusedFor = harness.table.indexPath(forCell: cell)
    #expect(reusedFor != nil && reusedFor != ip(0, 0))
    #expect(list.displayedOffset(ofCell: cell) == 0)
  }
}

@Suite struct SimulatedListLookTests {
  @Test func theIOS26DesignHidesTheSeparatorsBesideTheOpenRowAndShowsThemAgainAtRest() {
    let list = makeList([6])
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    harness.host.swipeDesign = .iOS26
    open(ip(0, 2), &harness)
    #expect(!list.isSeparatorVisible(.top, ofItemAt: ip(0, 2)))
    #expect(!list.isSeparatorVisible(.bottom, ofItemAt: ip(0, 2)))
    #expect(!list.isSeparatorVisible(.bottom, ofItemAt: ip(0, 1)))
    #expect(list.isSeparatorVisible(.top, ofItemAt: ip(0, 1)))
    #expect(list.isSeparatorVisible(.top, ofItemAt: ip(0, 3)))
    harness.controller.hideActions(animated: true)
    harness.settle()
    #expect(list.hiddenSeparators == .none)
    #expect(list.isSeparatorVisible(.bottom, ofItemAt: ip(0, 1)))
  }

  @Test func theClassicDesignLeavesTheSeparatorsAlone() {
    let list = makeList([6])
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    open(ip(0, 2), &harness)
    #expect(harness.controller.offset < 0)
    #expect(list.separatorUpdates == 0)
    #expect(list.isSeparatorVisible(.bottom, ofItemAt: ip(0, 2)))
  }

  @Test func theHiddenSeparatorsFollowTheOpenRowWhenAnItemIsInsertedAbove() {
    let list = makeList([6])
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    harness.host.swipeDesign = .iOS26
    open(ip(0, 2), &harness)
    harness.table.insertRow(at: ip(0, 0), height: 44, id: 100)
    harness.controller.rowsInserted(at: [ip(0, 0)])
    #expect(harness.controller.activeRow == ip(0, 3))
    #expect(list.hiddenSeparators.openRow == ip(0, 3))
    #expect(!list.isSeparatorVisible(.bottom, ofItemAt: ip(0, 2)))
    #expect(list.isSeparatorVisible(.bottom, ofItemAt: ip(0, 1)))
  }

  @Test func insetGroupedFirstAndLastRowsGiveTheButtonsClipTheirRoundedCorners() {
    for (row, corners) in [(0, ListRowCorners.top), (1, []), (2, .bottom)] {
      let list = makeList([3])
      var harness = SwipeHarness(list: list, trailing: trailingSet())
      open(ip(0, row), &harness)
      let cell = harness.table.cellForRow(at: ip(0, row))!
      #expect(list.buttonCorners(ofCell: cell) == corners, "row \(row)")
      harness.controller.hideActions(animated: false)
      #expect(list.buttonCorners(ofCell: cell) == [])
    }
    let plain = makeList([1], appearance: .plain)
    var harness = SwipeHarness(list: plain, trailing: trailingSet())
    open(ip(0, 0), &harness)
    #expect(harness.host.cornerCalls.map(\.corners) == [[]])
  }

  @Test func theButtonsCornersFollowTheRowsPlaceWhenAnItemIsInsertedBelowIt() {
    let list = makeList([3])
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    open(ip(0, 2), &harness)
    let cell = harness.table.cellForRow(at: ip(0, 2))!
    #expect(list.buttonCorners(ofCell: cell) == .bottom)
    harness.table.insertRow(at: ip(0, 3), height: 44, id: 100)
    harness.controller.rowsInserted(at: [ip(0, 3)])
    #expect(list.buttonCorners(ofCell: cell) == [])
  }

  @Test func aTableHostIsToldNothingOfLists() {
    var harness = SwipeHarness(trailing: trailingSet())
    harness.host.swipeDesign = .iOS26
    harness.swipe(row: 2, by: -200, velocity: -600)
    harness.settle()
    #expect(harness.controller.offset < 0)
    #expect(harness.host.cornerCalls.isEmpty)
    #expect(harness.host.gateRefusals.isEmpty)
  }
}

@Suite struct SimulatedListGateTests {
  @Test func orthogonalGridAndHeaderRowsAreLeftAloneWithOneLogLineEach() {
    let list = makeList([4, 4, 4, 4])
    list.sectionFacts[1] = ListSectionFacts(scrollsOrthogonally: true)
    list.sectionFacts[2] = ListSectionFacts(columns: 2)
    list.sectionFacts[3] = ListSectionFacts(headerIsFirstItem: true, appearance: .insetGrouped)
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    for path in [ip(1, 0), ip(1, 2), ip(2, 1), ip(3, 0), ip(3, 0)] {
      harness.swipe(path, by: -200, velocity: -600)
      harness.settle()
      #expect(harness.controller.activeRow == nil, "\(path)")
      #expect(harness.host.offsetRowIDs.isEmpty)
    }
    #expect(
      harness.host.gateRefusals.map(\.reason) == [
        .orthogonalScrolling, .grid(columns: 2), .headerItem,
      ])
    #expect(harness.host.logLines.count == 3)
    // The rows of a list section, and those under a header row, still swipe.
    open(ip(3, 1), &harness)
    #expect(harness.controller.activeRow == ip(3, 1))
    open(ip(0, 1), &harness)
    #expect(harness.controller.activeRow == ip(0, 1))
    // Programmatic show and VoiceOver pass the same gate.
    harness.controller.showActions(forRowAt: ip(1, 1), edge: .trailing, animated: false)
    #expect(harness.controller.activeRow != ip(1, 1))
    #expect(harness.controller.accessibilityActions(forRowAt: ip(2, 0)).isEmpty)
    #expect(!harness.controller.accessibilityActions(forRowAt: ip(0, 0)).isEmpty)
  }

  @Test func aLayoutThatIsNotAListNeverSwipesAndSaysWhyOnce() {
    let list = makeList([3, 3])
    list.sectionFacts = [
      0: ListSectionFacts(isListSection: false), 1: ListSectionFacts(isListSection: false),
    ]
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    for path in [ip(0, 0), ip(1, 1), ip(0, 2)] {
      harness.swipe(path, by: -200, velocity: -600)
      harness.settle()
    }
    #expect(harness.controller.activeRow == nil)
    #expect(harness.host.logLines == [ListGateReason.notAListLayout.message])
    // The app saying a section is a list lets it swipe.
    list.sectionFacts[1]?.appSaysList = true
    open(ip(1, 1), &harness)
    #expect(harness.controller.activeRow == ip(1, 1))
  }

  @Test func aLayoutThatChangesUnderAnOpenRowClosesItCleanly() {
    let list = makeList([4])
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    harness.host.swipeDesign = .iOS26
    open(ip(0, 1), &harness)
    list.sectionFacts[0] = ListSectionFacts(columns: 3)
    harness.controller.listLayoutDidChange()
    #expect(harness.controller.isIdle)
    #expect(harness.host.offsetRowIDs.isEmpty)
    #expect(harness.host.cellOffsets.isEmpty)
    #expect(list.hiddenSeparators == .none)
    harness.swipe(ip(0, 1), by: -200, velocity: -600)
    harness.settle()
    #expect(harness.controller.activeRow == nil)
  }
}

@Suite struct SimulatedListUpdateTests {
  /// A list on a diffable data source whose items the app changes with `apply`, not telling
  /// the engine (UIKit's list swipe hears such updates itself; the engine notices them).
  private func diffableList(_ counts: [Int] = [6]) -> (SimulatedList, SimulatedDiffableDataSource) {
    let list = makeList(counts)
    return (list, SimulatedDiffableDataSource(table: list.table))
  }

  @Test(arguments: [false, true])
  func anAppsApplyThatMovesTheOpenItemRebasesIt(animated: Bool) {
    let (list, source) = diffableList()
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    open(ip(0, 3), &harness)
    let offset = harness.controller.offset
    source.apply([[100, 0, 1, 2, 3, 5, 4]], animatingDifferences: animated)
    harness.settle()
    #expect(harness.controller.activeRow == ip(0, 4))
    #expect(harness.offset(4) == offset)
    #expect(harness.host.offsetRowIDs == [3])
  }

  @Test(arguments: [false, true])
  func anAppsApplyThatDeletesTheOpenItemClosesItAndRunsNoAction(animated: Bool) {
    let (list, source) = diffableList()
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    open(ip(0, 3), &harness)
    source.apply([[0, 1, 2, 4, 5]], animatingDifferences: animated)
    let button = harness.host.buttonFrames.first
    harness.controller.tap(
      at: CGPoint(
        x: (button?.visibleMinX ?? 300) + 4, y: harness.table.rectForRow(at: ip(0, 3)).midY))
    harness.settle()
    #expect(harness.provider.calls.isEmpty)
    #expect(harness.controller.activeRow == nil)
    #expect(harness.host.offsetRowIDs.isEmpty)
    #expect(harness.table.rowOrder == [[0, 1, 2, 4, 5]])
  }

  /// UIKit's list swipe closes the row on a reload (an invalidation of intent 3 calls
  /// `-[UISwipeActionController reloadData]`: `processLayoutInvalidationWithContext:updateConfigurations:`,
  /// decompiled UIKitCore 26.1): the reloaded item's new cell is at rest, so the user sees it
  /// closed at once, and the engine closes it at the next touch without running an action. A
  /// reconfigure keeps the cell, and the row stays open.
  @Test func reloadingTheOpenItemClosesItAndReconfiguringKeepsIt() {
    let (list, source) = diffableList()
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    open(ip(0, 2), &harness)
    let cell = harness.table.cellForRow(at: ip(0, 2))!
    source.applyReconfiguring([2])
    harness.table.runLoopTurn()
    harness.settle()
    #expect(harness.controller.activeRow == ip(0, 2))
    #expect(list.displayedOffset(ofCell: cell) == harness.controller.offset)
    let button = harness.host.buttonFrames.first!
    source.applyReloading([2])
    let fresh = harness.table.cellForRow(at: ip(0, 2))!
    #expect(fresh != cell)
    #expect(list.displayedOffset(ofCell: fresh) == 0)
    harness.controller.tap(
      at: CGPoint(x: button.visibleMinX + 4, y: harness.table.rectForRow(at: ip(0, 2)).midY))
    #expect(harness.controller.activeRow == nil)
    #expect(harness.provider.calls.isEmpty)
  }

  @Test func aDataSourceSwappedUnderAnOpenRowClosesItAndTheTapRunsNothing() {
    let (list, _) = diffableList()
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    open(ip(0, 2), &harness)
    let other = SimulatedDiffableDataSource(table: list.table)
    other.apply([[40, 41, 42]])
    let y = harness.table.rectForRow(at: ip(0, 2)).midY
    harness.controller.tap(at: CGPoint(x: 300, y: y))
    harness.settle()
    #expect(harness.provider.calls.isEmpty)
    #expect(harness.controller.activeRow == nil)
    #expect(harness.host.offsetRowIDs.isEmpty)
  }

  @Test func editingModeClosesTheOpenRow() {
    let list = makeList()
    var harness = SwipeHarness(list: list, trailing: trailingSet())
    open(ip(0, 1), &harness)
    list.table.isEditing = true
    #expect(harness.controller.isIdle)
    #expect(harness.host.offsetRowIDs.isEmpty)
    harness.swipe(ip(0, 1), by: -200, velocity: -600)
    #expect(harness.controller.activeRow == nil)
  }

  @Test func zeroSectionsAndPathsOutOfRangeDoNothing() {
    let empty = makeList([])
    var harness = SwipeHarness(list: empty, trailing: trailingSet())
    harness.swipe(ip(0, 0), by: -200, velocity: -600)
    harness.controller.showActions(forRowAt: ip(0, 0), edge: .trailing, animated: false)
    harness.controller.setOffset(-60, forRowAt: ip(3, 9), animated: false)
    #expect(harness.controller.isIdle)
    #expect(empty.facts(forSection: 0) == nil)
    let list = makeList([2])
    let other = SwipeHarness(list: list, trailing: trailingSet())
    for path in [ip(0, 2), ip(1, 0), ip(-1, 0), IndexPath(index: 0)] {
      other.controller.showActions(forRowAt: path, edge: .trailing, animated: false)
      #expect(other.controller.isIdle, "\(path)")
    }
    #expect(other.host.gateRefusals.isEmpty)
  }
}
