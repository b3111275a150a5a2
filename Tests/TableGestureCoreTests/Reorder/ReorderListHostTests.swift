import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A list of `sections` (items 44 points, identities in order) in a 320 × 400 view, and a
/// harness whose controller runs on the list host.
private func listHarness(
  _ sections: [Int] = [30], options: ReorderOptions = ReorderOptions(), diffable: Bool = false,
  estimatedItemHeight: CGFloat? = nil, facts: [Int: ListSectionFacts] = [:]
) -> (ControllerHarness, SimulatedList) {
  var next = 0
  let list = SimulatedList(
    sections: sections.map { count in
      defer { next += count }
      // An empty section keeps a header's height, as a list's section spacing does.
      return SimulatedSection(
        headerHeight: count == 0 ? 30 : 0, rowHeights: Array(repeating: 44, count: count),
        rowIDs: Array(next..<(next + count)))
    }, viewportSize: CGSize(width: 320, height: 400), estimatedItemHeight: estimatedItemHeight)
  list.sectionFacts = facts
  let harness = ControllerHarness(
    table: list.table, options: options, diffable: diffable, list: list)
  return (harness, list)
}

/// Whether the user sees the dragged item in its own cell as well as in the snapshot.
private func draggedItemShowsTwice(_ harness: ControllerHarness, _ list: SimulatedList) -> Bool {
  guard let row = harness.controller.draggedRow, harness.host.snapshotFrame != nil,
    let cell = harness.table.cellForRow(at: row)
  else { return false }
  return list.isCellShowing(cell)
}

@Suite("Reorder on a collection-view list")
struct ReorderListHostTests {
  /// A list's layout passes, reconfigures, the drag's own moves and the app's diffable applies
  /// re-apply each cell's attributes: the dragged item's cell must stay out of sight through
  /// all of them. Hidden with an empty `layer.mask` it does; with the table's `isHidden` or an
  /// alpha of 0 the list shows it again at the first layout pass.
  @Test(arguments: [SimulatedListCellHiding.layerMask, .isHidden, .alpha])
  func theDraggedItemShowsOnlyInTheSnapshot(hiding: SimulatedListCellHiding) {
    for diffable in [false, true] {
      var (harness, list) = listHarness(
        options: ReorderOptions(rowMoves: diffable ? .dataSource : .library),
        diffable: diffable, estimatedItemHeight: 50)
      harness.host.listHiding = hiding
      var shownTwice: [String] = []
      func check(_ what: String) {
        if draggedItemShowsTwice(harness, list) { shownTwice.append(what) }
      }
      harness.press(y: 66)
      harness.tick()
      check("lift")
      harness.table.cells.needsLayout = true
      harness.table.layoutIfNeeded()
      check("layout pass")
      harness.table.reconfigureRows(at: harness.table.visibleCells.map(\.indexPath))
      check("reconfigure")
      for y in stride(from: 70, through: 250, by: 12) {
        harness.move(y: CGFloat(y))
        check("move to \(y)")
        harness.tick()
        check("frame after \(y)")
      }
      #expect(harness.table.rowOrder[0].firstIndex(of: 1)! > 1, "the drag moved the item")
      harness.release()
      harness.host.completeSettle()
      if hiding == .layerMask {
        #expect(shownTwice == [], "diffable \(diffable)")
        #expect(harness.problems() == [])
      } else {
        #expect(shownTwice.contains("layout pass"), "diffable \(diffable): \(shownTwice)")
      }
    }
  }

  /// The concealed cell goes to the reuse pool with its mask (a bare `layer.mask` survives
  /// `prepareForReuse`): when the dragged item scrolls away, its cell is given back, so no other
  /// item comes on screen blank, and the item's new cell is concealed when it comes back.
  @Test func autoscrollingAwayAndBackLeavesNoBlankItem() {
    var (harness, list) = listHarness(
      [80], options: ReorderOptions(autoscroll: AutoscrollRamp(maximumSpeed: 2_000)))
    harness.press(y: 22)
    for _ in 0..<120 {
      harness.move(y: harness.table.bounds.maxY - 5)
      harness.tick()
      #expect(!draggedItemShowsTwice(harness, list))
      for cell in harness.table.visibleCells where cell.indexPath != harness.controller.draggedRow {
        #expect(list.isCellShowing(cell.id), "cell \(cell.id) at \(cell.indexPath) blank")
      }
    }
    #expect(harness.table.bounds.minY > 1_000)
    // And back up to where it began.
    for _ in 0..<120 {
      harness.move(y: harness.table.bounds.minY + 5)
      harness.tick()
      #expect(!draggedItemShowsTwice(harness, list))
    }
    #expect(harness.table.bounds.minY < 1)
    harness.release()
    harness.host.completeSettle()
    #expect(list.concealedCells.isEmpty)
    #expect(harness.problems() == [])
  }

  /// The list gate: an item of an orthogonal section or a grid, or a section's header row, does
  /// not lift; the dragged item never lands there (it waits in front), and it moves into an
  /// empty list section.
  @Test func theDragKeepsToListSections() throws {
    let facts: [Int: ListSectionFacts] = [
      1: ListSectionFacts(scrollsOrthogonally: true), 3: ListSectionFacts(headerIsFirstItem: true),
    ]
    var (harness, _) = listHarness([3, 3, 0, 3], facts: facts)
    let table = harness.table
    // Section 1's first item: refused.
    harness.press(y: table.rectForRow(at: ip(1, 0)).midY)
    #expect(!harness.controller.isDragging)
    harness.press(y: table.rectForRow(at: ip(3, 0)).midY)
    #expect(!harness.controller.isDragging, "a header row does not lift")
    harness.press(y: table.rectForRow(at: ip(3, 1)).midY)
    #expect(harness.controller.isDragging)
    harness.release()
    harness.host.completeSettle()
    // Item 0 dragged down through the orthogonal section into the empty one.
    let start = table.rectForRow(at: ip(0, 0)).midY
    harness.drag(from: start, to: table.rect(forSection: 2).midY)
    harness.release()
    harness.host.completeSettle()
    let order = table.rowOrder
    #expect(order[1] == [3, 4, 5], "nothing entered the orthogonal section")
    #expect(harness.app.problems == [])
    #expect(harness.problems() == [])
    // Into section 3 it may go, but not in front of its header row.
    harness.drag(
      from: table.rectForRow(at: ip(0, 0)).midY, to: table.rectForRow(at: ip(3, 0)).minY + 2)
    harness.release()
    harness.host.completeSettle()
    #expect(table.rowOrder[3].first == 6, "the header row stays first")
    #expect(harness.problems() == [])
  }

  /// A new layout mid-drag (`setCollectionViewLayout`, which tells no one) cancels the drag as a
  /// reload does: the moves committed stay, an on-drop drag's moves are taken back, and the data
  /// is what the list shows; no cell stays concealed.
  @Test(arguments: [ReorderCommitMode.eachSwap, .onDrop])
  func aNewLayoutMidDragCancelsIt(mode: ReorderCommitMode) {
    for diffable in [false, true] {
      var (harness, list) = listHarness(
        options: ReorderOptions(commitMode: mode, rowMoves: diffable ? .dataSource : .library),
        diffable: diffable)
      harness.drag(from: 22, to: 22 + 44 * 3)
      #expect(harness.controller.isDragging)
      list.replaceLayout(sectionFacts: [0: ListSectionFacts(columns: 2)])
      harness.host.checkListLayout()
      #expect(!harness.controller.isDragging)
      harness.host.completeSettle()
      #expect(list.concealedCells.isEmpty)
      #expect(harness.problems() == [], "\(mode) diffable \(diffable)")
      // The grid now refuses a lift.
      harness.press(y: 66)
      #expect(!harness.controller.isDragging)
    }
  }

  /// Bad input on the list host: NaN and infinite points, out-of-range VoiceOver steps, the
  /// app reloading from its commit. Nothing traps; the data is what the list shows.
  @Test func badInputOnTheListHost() {
    var (harness, _) = listHarness([4, 4], diffable: true)
    harness.app.onCommit = { [table = harness.table] in table.reloadData() }
    harness.press(y: .nan)
    #expect(!harness.controller.isDragging)
    harness.press(y: 22)
    harness.move(y: .infinity)
    harness.move(y: -.infinity)
    harness.move(y: 22 + 44 * 2)
    harness.tick()
    harness.controller.displayFrame(at: .nan, isInWindow: true)
    #expect(!harness.controller.step(rowAt: ip(9, 9), direction: .down))
    #expect(!harness.controller.step(rowAt: IndexPath(index: 3), direction: .up))
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
  }

  /// ``ListReorderPolicy`` puts the app's policy behind the gate: refused places are refused
  /// whatever the app says, the rest is the app's.
  @Test func theListPolicyGatesTheAppsAnswers() {
    let list = SimulatedList(
      sections: [.uniform(rows: 3, height: 44), .uniform(rows: 3, height: 44)],
      viewportSize: CGSize(width: 320, height: 400))
    list.sectionFacts[1] = ListSectionFacts(columns: 3)
    var policy = ListReorderPolicy(
      base: RecordingReorderPolicy(rules: ReorderRules(pinnedRows: [ip(0, 2)])), facts: list)
    #expect(policy.canDragRow(at: ip(0, 0), touchPoint: .zero))
    #expect(!policy.canDragRow(at: ip(0, 2), touchPoint: .zero), "the app's pinned row")
    #expect(!policy.canDragRow(at: ip(1, 0), touchPoint: .zero), "a grid")
    #expect(!policy.canMoveRow(to: ip(1, 1)))
    #expect(!policy.canMoveRow(to: ip(5, 0)), "no such section")
    #expect(!policy.canMoveRow(to: IndexPath(index: 0)))
    #expect(!policy.canMoveRow(to: ip(0, -1)))
    #expect(policy.canMoveRow(to: ip(0, 1)))
    policy.commitMove(from: ip(0, 0), to: ip(0, 1))
    #expect(policy.base.committedMoves == [ReorderMove(from: ip(0, 0), to: ip(0, 1))])
  }

  /// The landing question asked with the target's section and row (as a drag asks it, the two
  /// already read) answers as the one asked with the path alone: the gate's refusals (a header
  /// row, a grid, no such section, a negative item or section, a section past the memo's range)
  /// and the app's answer behind it (a pinned row).
  @Test func theLandingQuestionByNumbersAnswersAsByThePath() {
    let list = SimulatedList(
      sections: [
        .uniform(rows: 4, height: 44), .uniform(rows: 3, height: 44),
        .uniform(rows: 2, height: 44),
      ], viewportSize: CGSize(width: 320, height: 400))
    list.sectionFacts[1] = ListSectionFacts(headerIsFirstItem: true)
    list.sectionFacts[2] = ListSectionFacts(columns: 2)
    let policy = ListReorderPolicy(
      base: RecordingReorderPolicy(rules: ReorderRules(pinnedRows: [ip(0, 3)])),
      facts: CountingFactsReader(list))
    #expect(policy.canDragRow(at: ip(0, 1), touchPoint: .zero))
    let sections = [-1, 0, 1, 2, 3, ListReorderGateMemo.largestSection + 1]
    var refused = 0
    for _ in 0..<2 {
      for section in sections {
        for row in -1...4 {
          let path = ip(section, row)
          let byPath = policy.canMoveRow(to: path)
          #expect(
            policy.canMoveRow(to: path, section: section, row: row) == byPath,
            "section \(section), row \(row)")
          if !byPath { refused += 1 }
        }
      }
    }
    #expect(!policy.canMoveRow(to: ip(0, 3), section: 0, row: 3), "the app's pinned row")
    #expect(!policy.canMoveRow(to: ip(1, 0), section: 1, row: 0), "the header row")
    #expect(policy.canMoveRow(to: ip(1, 1), section: 1, row: 1))
    #expect(refused > 0 && refused < 2 * sections.count * 6)
  }

  /// The gate reads a section's facts at its first question of a drag, not at every question
  /// (on a device each reading is several UIKit calls), and answers from them as from a fresh
  /// reading: a header row, a grid, a missing section, a path that is not a table path.
  @Test func theGateReadsEachSectionOnceADrag() {
    let list = SimulatedList(
      sections: [.uniform(rows: 4, height: 44), .uniform(rows: 3, height: 44)],
      viewportSize: CGSize(width: 320, height: 400))
    list.sectionFacts[1] = ListSectionFacts(headerIsFirstItem: true)
    let reader = CountingFactsReader(list)
    let policy = ListReorderPolicy(base: RecordingReorderPolicy(), facts: reader)
    #expect(policy.canDragRow(at: ip(0, 1), touchPoint: .zero))
    for _ in 0..<3 {
      #expect(policy.canMoveRow(to: ip(0, 2)))
      #expect(policy.canMoveRow(to: ip(0, 0)))
      #expect(!policy.canMoveRow(to: ip(1, 0)), "the header row")
      #expect(policy.canMoveRow(to: ip(1, 1)))
      #expect(!policy.canMoveRow(to: ip(2, 0)), "no such section")
      #expect(!policy.canMoveRow(to: ip(0, -1)))
      #expect(!policy.canMoveRow(to: IndexPath(index: 0)))
      #expect(!policy.canMoveRow(to: ip(-1, 0)))
    }
    #expect(reader.reads == [0, 1, 2, -1, -1, -1], "sections 0, 1 and 2 once; -1 is not kept")
    // Four sections apart share an entry: both answers stay right.
    #expect(!policy.canMoveRow(to: ip(4, 1)), "no such section")
    #expect(policy.canMoveRow(to: ip(0, 3)))
  }

  /// Every drag starts afresh (its lift asks `canDragRow` first): facts that changed between two
  /// drags are the new drag's. A move between sections reads both sections again (their items
  /// changed); a move within a section does not.
  @Test func theGateReadsAgainForANewDragAndAfterAMoveBetweenSections() {
    let list = SimulatedList(
      sections: [.uniform(rows: 4, height: 44), .uniform(rows: 3, height: 44)],
      viewportSize: CGSize(width: 320, height: 400))
    let reader = CountingFactsReader(list)
    var policy = ListReorderPolicy(base: RecordingReorderPolicy(), facts: reader)
    #expect(policy.canDragRow(at: ip(0, 0), touchPoint: .zero))
    #expect(policy.canMoveRow(to: ip(1, 0)))
    list.sectionFacts[1] = ListSectionFacts(columns: 3)
    #expect(policy.canDragRow(at: ip(0, 0), touchPoint: .zero))
    #expect(!policy.canMoveRow(to: ip(1, 0)), "the new drag reads the grid")
    let readsBefore = reader.reads.count
    policy.rowWillMove(from: ip(0, 0), to: ip(0, 1), in: list.table)
    #expect(!policy.canMoveRow(to: ip(1, 0)))
    #expect(reader.reads.count == readsBefore, "a move within a section keeps the verdicts")
    list.sectionFacts[1] = nil
    policy.rowWillMove(from: ip(0, 3), to: ip(1, 0), in: list.table)
    #expect(policy.canMoveRow(to: ip(1, 1)), "read again after a move between sections")
    #expect(reader.reads.count == readsBefore + 1)
    list.sectionFacts[0] = ListSectionFacts(isListSection: false)
    policy.rowWillMove(from: ip(1, 0), to: ip(0, 3))
    #expect(!policy.canMoveRow(to: ip(0, 2)))
  }

  /// A section whose verdict depends on its items (a layout reading two items side by side as a
  /// grid, as the kit's does): the dragged item enters it as a list section of one item; once
  /// there, the section of two is a grid, and the item goes no further into it. A whole drag on
  /// the simulated list host, the app's policy behind ``ListReorderPolicy``.
  @Test func aSectionTheDragFillsIsJudgedByWhatItHoldsNow() {
    let list = SimulatedList(
      sections: [
        SimulatedSection(headerHeight: 0, rowHeights: [44, 44, 44], rowIDs: [0, 1, 2]),
        SimulatedSection(headerHeight: 20, rowHeights: [44], rowIDs: [3]),
      ], viewportSize: CGSize(width: 320, height: 400))
    let reader = CountingFactsReader(list)
    reader.gridFromItems = (section: 1, items: 2)
    let host = SimulatedReorderHost(
      list: list, policy: ListReorderPolicy(base: RecordingReorderPolicy(), facts: reader))
    let controller = host.controller
    let table = list.table
    controller.handleGesture(.began, at: CGPoint(x: 100, y: table.rectForRow(at: ip(0, 2)).midY))
    #expect(controller.isDragging)
    controller.handleGesture(
      .changed, at: CGPoint(x: 100, y: table.rectForRow(at: ip(1, 0)).maxY + 30))
    controller.displayFrame(at: 1, isInWindow: true)
    #expect(controller.draggedRow == ip(1, 0), "into the section of one item, not past its item")
    controller.handleGesture(.ended, at: CGPoint(x: 100, y: table.rectForRow(at: ip(1, 0)).midY))
    host.completeSettle()
    #expect(table.rowOrder == [[0, 1], [2, 3]])
    #expect(host.reorderPolicy.base.committedMoves == [ReorderMove(from: ip(0, 2), to: ip(1, 0))])
  }

  /// Each swap on a diffable list is one commit, the app's one `apply` (the library moves no
  /// item itself); on drop, one commit for the whole drag. The data is what the list shows.
  @Test(arguments: [ReorderCommitMode.eachSwap, .onDrop])
  func aDiffableListMovesThroughTheAppsApply(mode: ReorderCommitMode) {
    var (harness, _) = listHarness(
      [10, 0], options: ReorderOptions(commitMode: mode, rowMoves: .automatic), diffable: true)
    var commits = 0
    harness.app.onCommit = { commits += 1 }
    harness.drag(from: 22, to: 22 + 44 * 3)
    #expect(commits == (mode == .eachSwap ? 3 : 0))
    harness.release()
    harness.host.completeSettle()
    #expect(commits == (mode == .eachSwap ? 3 : 1))
    #expect(harness.app.diffable?.snapshot == [[1, 2, 3, 0, 4, 5, 6, 7, 8, 9], []])
    #expect(harness.problems() == [])
    // Into the empty section at the end: each swap, yes; an on-drop drag keeps to its section
    // (``ReorderCommitMode/onDrop``: UIKit checks the counts against the data on every move), as
    // on a table.
    harness.drag(from: 22, to: harness.table.rect(forSection: 1).midY)
    harness.release()
    harness.host.completeSettle()
    #expect(harness.app.diffable?.snapshot.last == (mode == .eachSwap ? [1] : []))
    #expect(harness.problems() == [])
  }
}

/// A list's facts reader that counts its readings (the sections asked, in order); with
/// `gridFromItems`, that section reads as a two-column grid once it holds that many items or
/// more, as the kit's reading of the layout's frames would.
private final class CountingFactsReader: ListSectionFactsReading {
  let list: SimulatedList
  var reads: [Int] = []
  var gridFromItems: (section: Int, items: Int)?
  var reorderGateMemo = ListReorderGateMemo()

  init(_ list: SimulatedList) {
    self.list = list
  }

  func facts(forSection section: Int) -> ListSectionFacts? {
    reads.append(section)
    guard var facts = list.facts(forSection: section) else { return nil }
    if let (grid, items) = gridFromItems, section == grid,
      list.table.numberOfRows(inSection: section) >= items
    {
      facts.columns = 2
    }
    return facts
  }
}
