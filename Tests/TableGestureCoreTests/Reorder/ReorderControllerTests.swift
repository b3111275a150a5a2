import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A table of `count` rows of `height` points, identities 0…count-1, in a 320 × `viewport` view.
private func table(
  rows count: Int = 30, height: CGFloat = 44, viewport: CGFloat = 400,
  estimatedRowHeight: CGFloat? = nil
) -> SimulatedTable {
  SimulatedTable(
    sections: [.uniform(rows: count, height: height)],
    viewportSize: CGSize(width: 320, height: viewport), estimatedRowHeight: estimatedRowHeight)
}

@Suite("Reorder controller: the drag lifecycle")
struct ReorderControllerLifecycleTests {
  @Test func aDragLiftsFollowsDropsAndGivesEverythingBack() {
    var harness = ControllerHarness(table: table())
    harness.host.isScrollEnabled = true
    harness.drag(from: 22, to: 22 + 44 * 3)
    #expect(harness.host.isScrollEnabled == false)
    #expect(harness.host.frameTicksRunning)
    #expect(harness.host.snapshotFrame != nil)
    let dragged = harness.table.cellForRow(at: ip(0, 3))
    #expect(dragged.map { harness.table.isCellHidden($0) } == true)
    harness.release()
    #expect(harness.host.isScrollEnabled)
    // The ticks run on while the snapshot settles, keeping the resting row's cell hidden.
    #expect(harness.host.frameTicksRunning)
    #expect(harness.host.settlingFrame == harness.table.rectForRow(at: ip(0, 3)))
    // The row stays hidden under the settling snapshot until the animation ends.
    harness.tick()
    #expect(dragged.map { harness.table.isCellHidden($0) } == true)
    harness.host.completeSettle()
    #expect(harness.host.settlingFrame == nil)
    #expect(!harness.host.frameTicksRunning)
    #expect(harness.problems() == [])
    #expect(harness.app.model[0].prefix(4) == [1, 2, 3, 0])
    let records = harness.host.records.filter { $0 != .prepareHaptic && $0 != .stopGesture }
    #expect(records.first == .dragWillBegin(ip(0, 0)))
    #expect(records.contains(.haptic(.lift)) && records.contains(.haptic(.swap)))
    #expect(records.suffix(2) == [.dragDidEnd(from: ip(0, 0), to: ip(0, 3)), .haptic(.drop)])
  }

  @Test func hapticsAreReadiedBeforeEachMomentNotOncePerDrag() {
    var harness = ControllerHarness(table: table())
    #expect(harness.controller.canBeginDrag(at: CGPoint(x: 10, y: 22)))
    #expect(harness.host.records == [.prepareHaptic])
    harness.press(y: 22)
    harness.tick()
    let afterLift = harness.host.records
    #expect(afterLift.suffix(2) == [.haptic(.lift), .prepareHaptic])
    // A long still finger: the frame ticks prepare again once a second has passed.
    for _ in 0..<130 { harness.tick() }
    let prepares = harness.host.records.filter { $0 == .prepareHaptic }.count
    #expect(prepares == 4)
    harness.move(y: 22 + 60)
    #expect(harness.host.records.suffix(2) == [.haptic(.swap), .prepareHaptic])
  }

  @Test func noHapticsWhenTurnedOff() {
    var harness = ControllerHarness(table: table())
    harness.controller.hapticsEnabled = false
    harness.drag(from: 22, to: 200)
    harness.release()
    #expect(
      !harness.host.records.contains { if case .haptic = $0 { true } else { $0 == .prepareHaptic } }
    )
  }

  @Test func aRefusedPressStopsTheGestureAndShowsNothing() {
    let harness = ControllerHarness(
      table: table(), rules: ReorderRules(pinnedRows: [ip(0, 0)]))
    harness.press(y: 22)
    #expect(!harness.controller.isDragging)
    #expect(harness.host.records == [.stopGesture])
    #expect(harness.host.snapshotsMade == 0)
  }

  @Test func leavingTheWindowCancelsAndRestores() {
    var harness = ControllerHarness(table: table())
    harness.drag(from: 22, to: 120)
    harness.controller.displayFrame(at: 10, isInWindow: false)
    #expect(!harness.controller.isDragging)
    #expect(harness.host.isScrollEnabled)
    #expect(harness.host.records.contains(.dragDidCancel(ip(0, 2))))
    harness.host.completeSettle()
    #expect(harness.problems() == [])
  }

  @Test func aNewDragFinishesTheSettlingOneFirst() {
    var harness = ControllerHarness(table: table())
    harness.drag(from: 22, to: 120)
    harness.release()
    let staleID = 1
    harness.drag(from: 300, to: 250)
    #expect(harness.host.snapshotsMade == 2)
    // The first animation's completion arrives late: ignored.
    harness.controller.snapshotDidSettle(staleID)
    #expect(harness.host.snapshotFrame != nil)
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
  }

  @Test func disableMidDragCancelsAndRefusesLaterEvents() {
    var harness = ControllerHarness(table: table())
    harness.drag(from: 22, to: 150)
    harness.controller.disable()
    #expect(!harness.controller.isDragging)
    #expect(harness.host.snapshotFrame == nil && harness.host.settlingFrame == nil)
    #expect(harness.host.isScrollEnabled && !harness.host.frameTicksRunning)
    #expect(harness.host.records.contains(.dragDidCancel(ip(0, 3))))
    harness.press(y: 22)
    #expect(!harness.controller.isDragging)
    #expect(!harness.controller.step(rowAt: ip(0, 0), direction: .down))
    #expect(harness.problems() == [])
  }

  @Test func voiceOverStepMovesAnnouncesAndFollowsThePolicy() {
    let harness = ControllerHarness(
      table: table(), rules: ReorderRules(pinnedRows: [ip(0, 0)]))
    #expect(harness.controller.step(rowAt: ip(0, 2), direction: .up))
    #expect(
      harness.host.records.suffix(2) == [
        .dragDidEnd(from: ip(0, 2), to: ip(0, 1)), .announce(ip(0, 1), rowCount: 30),
      ])
    #expect(!harness.controller.step(rowAt: ip(0, 1), direction: .up))
    #expect(!harness.controller.step(rowAt: ip(0, 0), direction: .down))
    #expect(harness.problems() == [])
  }
}

@Suite("Reorder controller: calls that re-enter it")
struct ReorderControllerReentrancyTests {
  @Test func readingTheMappingInsideMoveRowSeesTheMoveUnderWay() {
    // On-drop mode; the app maps every row UIKit asks for inside moveRow (cells and heights).
    var harness = ControllerHarness(
      table: SimulatedTable(
        sections: [SimulatedSection(rowHeights: (0..<30).map { 30 + CGFloat($0 % 4) * 10 })],
        viewportSize: CGSize(width: 320, height: 400)),
      options: ReorderOptions(commitMode: .onDrop))
    harness.drag(from: 15, to: 330)
    #expect(harness.app.heightQuestions.count > 0)
    #expect(harness.app.rowsWithForeignHeights() == [])
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
    #expect(harness.app.rowsWithForeignHeights() == [])
  }

  @Test func aReloadFromInsideACallbackTakesEffectWhenTheEventReturns() {
    var harness = ControllerHarness(table: table())
    harness.drag(from: 22, to: 100)
    let controller = harness.controller
    var calledInside = false
    harness.app.onCallback = {
      guard !calledInside else { return }
      calledInside = true
      controller.tableDidReloadData()
      // Still dragging until the event returns.
      #expect(controller.isDragging)
    }
    harness.move(y: 300)
    #expect(calledInside)
    #expect(!controller.isDragging)
    #expect(harness.host.records.last == .dragDidCancel(nil))
    #expect(harness.host.snapshotFrame == nil && harness.host.settlingFrame == nil)
    #expect(harness.host.isScrollEnabled)
    harness.app.onCallback = nil
    #expect(harness.problems() == [])
  }

  @Test func turningDraggingOffFromTheDelegateTakesEffectAfterTheEvent() {
    var harness = ControllerHarness(table: table())
    let controller = harness.controller
    harness.host.onRecord = { record in
      if case .dragWillBegin = record { controller.disable() }
    }
    harness.press(y: 22)
    #expect(!controller.isEnabled)
    #expect(!controller.isDragging)
    #expect(harness.host.records.contains(.dragDidCancel(ip(0, 0))))
    harness.tick()
    #expect(harness.problems() == [])
  }

  @Test func nestedEventsAreRefused() {
    var harness = ControllerHarness(table: table())
    let controller = harness.controller
    var stepAnswer: Bool?
    harness.app.onCallback = {
      guard stepAnswer == nil else { return }
      stepAnswer = controller.step(rowAt: ip(0, 10), direction: .down)
      controller.handleGesture(.ended, at: .zero)
      controller.displayFrame(at: 99, isInWindow: true)
      _ = controller.canBeginDrag(at: CGPoint(x: 10, y: 22))
    }
    harness.drag(from: 22, to: 300)
    #expect(stepAnswer == false)
    #expect(controller.isDragging)
    harness.app.onCallback = nil
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
  }

  @Test func scrollCallbacksMayReadTheControllerDuringAutoscroll() {
    var harness = ControllerHarness(table: table(rows: 60))
    let controller = harness.controller
    var reads = 0
    harness.app.onCallback = {
      _ = controller.dataIndexPath(forDisplayed: ip(0, 5))
      _ = controller.draggedRow
      _ = controller.session.activeDrag
      reads += 1
    }
    harness.drag(from: 22, to: 395)
    for _ in 0..<60 { harness.tick() }
    #expect(harness.table.contentOffset.y > 0)
    #expect(reads > 0)
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
  }
}

@Suite("Reorder controller: data sources")
struct ReorderControllerDataSourceTests {
  @Test(arguments: [ReorderCommitMode.eachSwap, .onDrop])
  func plainArraysStayInStep(mode: ReorderCommitMode) {
    var harness = ControllerHarness(table: table(), options: ReorderOptions(commitMode: mode))
    harness.drag(from: 110, to: 20)
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
    #expect(harness.app.model[0].prefix(3) == [2, 0, 1])
  }

  static let diffableCases: [(ReorderCommitMode, Bool)] = [
    (.eachSwap, false), (.eachSwap, true), (.onDrop, false),
  ]

  @Test(arguments: diffableCases)
  func aDiffableDataSourceMovesEachRowOnce(mode: ReorderCommitMode, acrossSections: Bool) {
    let sections =
      acrossSections
      ? [
        SimulatedSection(headerHeight: 20, rowHeights: [44, 44, 44], rowIDs: [0, 1, 2]),
        SimulatedSection(headerHeight: 20, rowHeights: [44, 44, 44], rowIDs: [3, 4, 5]),
      ]
      : [SimulatedSection(rowHeights: Array(repeating: 44, count: 8), rowIDs: Array(0..<8))]
    var harness = ControllerHarness(
      table: SimulatedTable(sections: sections, viewportSize: CGSize(width: 320, height: 500)),
      options: ReorderOptions(commitMode: mode, rowMoves: .dataSource), diffable: true)
    harness.drag(from: acrossSections ? 40 : 22, to: 230)
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
    #expect(harness.table.rowOrder != sections.map { $0.rowIDs ?? [] })
  }

  @Test func theLibraryMovingRowsAfterADiffableApplyIsCaught() {
    // Why `.dataSource` exists: with `.library` the row moves twice, and across sections UIKit's
    // row-count check fails.
    let sections = [
      SimulatedSection(rowHeights: [44, 44, 44], rowIDs: [0, 1, 2]),
      SimulatedSection(rowHeights: [44, 44, 44], rowIDs: [3, 4, 5]),
    ]
    var harness = ControllerHarness(
      table: SimulatedTable(sections: sections, viewportSize: CGSize(width: 320, height: 500)),
      options: ReorderOptions(rowMoves: .library), diffable: true)
    harness.drag(from: 22, to: 200)
    harness.release()
    #expect(!harness.table.inconsistencies.isEmpty || harness.problems() != [])
  }

  @Test func aFetchedResultsStyleModelFollowsAppleUserDrivenUpdatePattern() {
    // The app's model reports each change to an observer that would move the table. During a
    // user-driven move the app sets a flag and skips that table update, as Apple's
    // NSFetchedResultsControllerDelegate documentation describes; the library moves the row.
    final class FetchedResultsApp: ReorderPolicy {
      let app: SimulatedApp
      let table: SimulatedTable
      var userDriven = false
      var tableMovesByObserver = 0
      init(app: SimulatedApp, table: SimulatedTable) {
        self.app = app
        self.table = table
      }
      func commitMove(from: IndexPath, to: IndexPath) {
        userDriven = true
        app.commitMove(from: from, to: to)
        changeObserved(from: from, to: to)  // the fetched-results delegate runs synchronously
        userDriven = false
      }
      func changeObserved(from: IndexPath, to: IndexPath) {
        guard !userDriven else { return }
        tableMovesByObserver += 1
        table.moveRow(at: from, to: to)
      }
    }
    let harness = ControllerHarness(table: table())
    let policy = FetchedResultsApp(app: harness.app, table: harness.table)
    let host = SimulatedReorderHost(table: harness.table, policy: policy)
    host.controller.handleGesture(.began, at: CGPoint(x: 10, y: 22))
    for y in stride(from: 22, through: 200, by: 4) {
      host.controller.handleGesture(.changed, at: CGPoint(x: 10, y: CGFloat(y)))
    }
    host.controller.handleGesture(.ended, at: .zero)
    host.completeSettle()
    #expect(policy.tableMovesByObserver == 0)
    #expect(harness.app.model[0].prefix(5) == [1, 2, 3, 4, 0])
    #expect(harness.problems() == [])
  }

  @Test func onDropHeightsAreRightAfterTheDropEvenWithoutTheMapping() {
    let heights: [CGFloat] = (0..<20).map { 30 + CGFloat($0 % 5) * 12 }
    var harness = ControllerHarness(
      table: SimulatedTable(
        sections: [SimulatedSection(rowHeights: heights)],
        viewportSize: CGSize(width: 320, height: 600)),
      options: ReorderOptions(commitMode: .onDrop))
    harness.app.usesMapping = false
    harness.drag(from: 10, to: 300)
    #expect(!harness.app.rowsWithForeignHeights().isEmpty)
    harness.release()
    harness.host.completeSettle()
    #expect(harness.host.records.contains(.refreshRowHeights))
    #expect(harness.app.rowsWithForeignHeights() == [])
    #expect(harness.app.model == harness.table.rowOrder)
  }

  @Test func theReadmeQuickStartPinnedRowIsNeverLifted() {
    // The README pins row 0 with `canDragCellTo` alone.
    struct QuickStart: ReorderPolicy {
      func canMoveRow(to indexPath: IndexPath) -> Bool { indexPath.tableRow != 0 }
      func commitMove(from: IndexPath, to: IndexPath) {}
    }
    let table = table()
    let host = SimulatedReorderHost(table: table, policy: QuickStart())
    #expect(!host.controller.canBeginDrag(at: CGPoint(x: 10, y: 22)))
    host.controller.handleGesture(.began, at: CGPoint(x: 10, y: 22))
    #expect(!host.controller.isDragging)
    #expect(!host.controller.step(rowAt: ip(0, 0), direction: .down))
    #expect(host.controller.canBeginDrag(at: CGPoint(x: 10, y: 66)))
  }
}

@Suite("Reorder controller: geometry that changes under the drag")
struct ReorderControllerGeometryTests {
  @Test func selfSizingRowsSwapWhereTheyAreNow() {
    // Rows are estimated at 44 and really 30…90; autoscroll brings unmeasured rows on screen.
    let real: [CGFloat] = (0..<80).map { 30 + CGFloat(($0 * 37) % 61) }
    let table = SimulatedTable(
      sections: [SimulatedSection(rowHeights: real)],
      viewportSize: CGSize(width: 320, height: 400), estimatedRowHeight: 44)
    var harness = ControllerHarness(table: table)
    for (id, height) in real.enumerated() { harness.app.heightOfItem[id] = height }
    let before = table.contentSize.height
    harness.drag(from: 15, to: 390)
    for _ in 0..<240 { harness.tick() }
    #expect(table.contentSize.height != before)
    // The snapshot has the dragged row's height as the table has it now, and sits over the
    // dragged row's slot within one swap's travel.
    if let frame = harness.host.snapshotFrame, let row = harness.controller.draggedRow {
      let slot = table.rectForRow(at: row)
      #expect(frame.height == slot.height)
      #expect(abs(frame.midY - slot.midY) <= slot.height / 2 + 100)
    }
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
    #expect(harness.app.rowsWithForeignHeights() == [])
  }

  @Test func aRowTallerThanTheVisibleAreaFollowsTheFinger() {
    // The issue's case: rows [44, 44, 500] then seven of 44, viewport 390 × 400, insets 44/34,
    // offset 60, autoscroll off; begin at y 300.
    let table = SimulatedTable(
      sections: [SimulatedSection(rowHeights: [44, 44, 500] + Array(repeating: 44, count: 7))],
      viewportSize: CGSize(width: 390, height: 400),
      contentInsets: LayoutInsets(top: 44, bottom: 34), contentOffset: CGPoint(x: 0, y: 60))
    var options = ReorderOptions()
    options.autoscroll.maximumSpeed = 0
    let harness = ControllerHarness(table: table, options: options)
    harness.press(y: 300)
    let start = harness.host.snapshotFrame
    #expect(start?.minY == 88)
    for y in stride(from: 300, through: 500, by: 5) { harness.move(y: CGFloat(y)) }
    #expect(harness.host.snapshotFrame.map { $0.minY > 88 } == true)
    #expect(harness.controller.draggedRow != ip(0, 2))
    harness.release()
    harness.host.completeSettle()
    #expect(harness.problems() == [])
  }
}

@Suite("Reorder controller: cell visibility")
struct ReorderControllerCellVisibilityTests {
  @Test func whatTheAppSetsOnAReusedCellMidDragIsRespected() {
    var harness = ControllerHarness(table: table(rows: 60))
    harness.app.hiddenItems = [20]  // the app hides item 20 whenever it configures it
    let table = harness.table
    harness.drag(from: 22, to: 395)
    var checks = 0
    for _ in 0..<200 {
      harness.tick()  // autoscroll brings item 20 on screen in a reused cell
      guard let path = table.indexPath(ofRowID: 20), let cell = table.cellForRow(at: path) else {
        continue
      }
      #expect(table.isCellHidden(cell))
      checks += 1
    }
    #expect(checks > 0)
    harness.release()
    harness.host.completeSettle()
    if let path = table.indexPath(ofRowID: 20), let cell = table.cellForRow(at: path) {
      #expect(table.isCellHidden(cell))
    }
    #expect(harness.problems() == [])
  }

  /// A host that forwards to a simulated table (answering `tableNeedsLayout` from it, as the
  /// skin answers from the table's layer) and counts the calls the skin turns into UIKit calls,
  /// and writes to cells that are off screen.
  final class CountingHost: SilentReorderHost {
    let table: SimulatedTable
    var reorderPolicy = RecordingReorderPolicy()
    lazy var controller = ReorderController(host: self)
    var offScreenWrites = 0
    var hiddenWrites = 0
    var snapshotWrites = 0
    var cellLookups = 0
    var layouts = 0
    var reconfigures = 0
    var isScrollEnabled = true
    init(table: SimulatedTable) { self.table = table }
    var reorderTable: SimulatedTable? { table }
    func showSnapshot(ofRowAt indexPath: IndexPath, frame: CGRect) {}
    func moveSnapshot(to frame: CGRect) { snapshotWrites += 1 }
    func resizeSnapshot(to frame: CGRect) { snapshotWrites += 1 }
    func dropSnapshot(into frame: CGRect, fading: Bool, settleID: Int) {
      controller.snapshotDidSettle(settleID)
    }
    func removeSnapshot() {}
    func cell(showingRowAt indexPath: IndexPath, in table: SimulatedTable) -> Int? {
      cellLookups += 1
      return table.cellForRow(at: indexPath)
    }
    func layoutTableIfNeeded() {
      layouts += 1
      table.layoutIfNeeded()
    }
    func indexPath(showing cell: Int, in table: SimulatedTable) -> IndexPath? {
      table.indexPath(forCell: cell)
    }
    func reconfigureRow(at indexPath: IndexPath) {
      reconfigures += 1
      table.reconfigureRows(at: [indexPath])
    }
    var tableNeedsLayout: Bool { table.needsLayout }
    func isHidden(_ cell: Int) -> Bool { table.isCellHidden(cell) }
    func setHidden(_ hidden: Bool, for cell: Int) {
      hiddenWrites += 1
      if !table.isCellOnScreen(cell) { offScreenWrites += 1 }
      table.setCellHidden(cell, hidden)
    }
    var dataSourceMovesRows: Bool { false }
    func reloadTable() { table.reloadData() }
  }

  @Test func onlyTheDraggedRowsCellIsHiddenAndNothingIsWrittenOffScreen() {
    let table = table(rows: 80)
    let host = CountingHost(table: table)
    // Rows 6 and below refuse the dragged row, so it waits while autoscroll carries it away.
    host.reorderPolicy = RecordingReorderPolicy(
      rules: ReorderRules(pinnedRows: Set((6..<80).map { ip(0, $0) })))
    let controller = host.controller
    controller.handleGesture(.began, at: CGPoint(x: 10, y: 22))
    controller.handleGesture(.changed, at: CGPoint(x: 10, y: 395))
    var time = 0.0
    var sawDraggedRowOffScreen = false
    for step in 0..<400 {
      time += 1.0 / 60.0
      controller.displayFrame(at: time, isInWindow: true)
      // Back and forth, so the dragged row scrolls away and comes back.
      if step == 150 {
        controller.handleGesture(.changed, at: CGPoint(x: 10, y: table.bounds.minY + 5))
      }
      let dragged = controller.draggedRow
      if let dragged,
        table.rectForRow(at: dragged).maxY <= table.bounds.minY
          || table.rectForRow(at: dragged).minY >= table.bounds.maxY
      {
        sawDraggedRowOffScreen = true
      }
      for cell in table.visibleCells where cell.isHidden && cell.indexPath != dragged {
        Issue.record("step \(step): cell \(cell.id) at \(cell.indexPath) is hidden")
      }
    }
    controller.handleGesture(.ended, at: .zero)
    #expect(host.offScreenWrites == 0)
    #expect(host.reorderPolicy.committedMoves.count > 0)
    #expect(table.visibleCells.allSatisfy { !$0.isHidden })
    #expect(sawDraggedRowOffScreen)
  }
}

@Suite("Reorder controller: UIKit's own gestures")
struct ReorderGestureConflictTests {
  @Test(arguments: ReorderGestureConflict.allCases)
  func aPressOwnedByAnotherGestureDoesNotLift(conflict: ReorderGestureConflict) {
    var context = ReorderGestureContext()
    switch conflict {
    case .tableIsEditing: context.isEditing = true
    case .swipeIsActive: context.isSwipeActive = true
    case .systemDragAndDrop: context.hasSystemDragAndDrop = true
    case .systemReorderingHandlers: context.hasSystemReorderingHandlers = true
    case .systemReorderControl: context.pressIsOnSystemReorderControl = true
    case .contextMenu: context.rowOffersContextMenu = true
    }
    #expect(context.conflict == conflict)
    let harness = ControllerHarness(table: table())
    #expect(!harness.controller.canBeginDrag(at: CGPoint(x: 10, y: 22), context: context))
    #expect(harness.host.records.isEmpty)
    #expect(harness.controller.canBeginDrag(at: CGPoint(x: 10, y: 22)))
  }

  @Test func editingOutranksTheOtherConflicts() {
    let all = ReorderGestureContext(
      isEditing: true, isSwipeActive: true, rowOffersContextMenu: true, hasSystemDragAndDrop: true)
    #expect(all.conflict == .tableIsEditing)
    #expect(
      ReorderGestureContext(rowOffersContextMenu: true, hasSystemDragAndDrop: true).conflict
        == .systemDragAndDrop)
    #expect(ReorderGestureContext().conflict == nil)
  }

  @Test func aDragDelegateWhoseDragInteractionIsOffLeavesThePressToTheDrag() {
    let off = ReorderGestureContext(hasSystemDragAndDrop: true, dragInteractionEnabled: false)
    #expect(off.conflict == nil)
    #expect(ReorderGestureContext(hasSystemDragAndDrop: true).conflict == .systemDragAndDrop)
    let harness = ControllerHarness(table: table())
    #expect(harness.controller.canBeginDrag(at: CGPoint(x: 10, y: 22), context: off))
  }

  /// A list's `reorderingHandlers` make UIKit's drag and drop lift only while the list's drag
  /// interaction is on (the iPad default); on an iPhone list (off) the press stays the drag's.
  @Test func reorderingHandlersStandTheDragDownOnlyWithTheDragInteractionOn() {
    let iPad = ReorderGestureContext(hasSystemReorderingHandlers: true)
    #expect(iPad.conflict == .systemReorderingHandlers)
    let iPhone = ReorderGestureContext(
      dragInteractionEnabled: false, hasSystemReorderingHandlers: true)
    #expect(iPhone.conflict == nil)
    let harness = ControllerHarness(table: table())
    #expect(!harness.controller.canBeginDrag(at: CGPoint(x: 10, y: 22), context: iPad))
    #expect(harness.controller.canBeginDrag(at: CGPoint(x: 10, y: 22), context: iPhone))
  }

  /// The iPad default alone — `dragInteractionEnabled` on, no drag delegate, no reordering
  /// handlers — leaves the press to the drag: UIKit has no drag source to lift anything.
  @Test func theDragInteractionAloneLeavesThePressToTheDrag() {
    #expect(ReorderGestureContext(dragInteractionEnabled: true).conflict == nil)
  }

  /// A press on a shown `.reorder` grabber stands the drag down whatever the drag interaction;
  /// a delegate's drag and drop outranks it, and edit mode outranks both.
  @Test func aPressOnTheReorderGrabberStandsTheDragDown() {
    let shown = ReorderGestureContext(
      dragInteractionEnabled: false, pressIsOnSystemReorderControl: true)
    #expect(shown.conflict == .systemReorderControl)
    #expect(
      ReorderGestureContext(hasSystemDragAndDrop: true, pressIsOnSystemReorderControl: true)
        .conflict == .systemDragAndDrop)
    #expect(
      ReorderGestureContext(isEditing: true, pressIsOnSystemReorderControl: true).conflict
        == .tableIsEditing)
    #expect(
      ReorderGestureContext(rowOffersContextMenu: true, pressIsOnSystemReorderControl: true)
        .conflict == .systemReorderControl)
  }

  /// UIKit's own reorders each have their own log line naming the fix; the expected stand-downs
  /// have none.
  @Test func eachOfUIKitsReordersHasItsOwnLogLine() {
    let noted: [ReorderGestureConflict] = [
      .systemDragAndDrop, .systemReorderingHandlers, .systemReorderControl,
    ]
    let notes = noted.compactMap(\.note)
    #expect(notes.count == noted.count)
    #expect(Set(notes).count == notes.count)
    #expect(notes[0].contains("dragDelegate"))
    #expect(notes[1].contains("reorderingHandlers") && notes[1].contains("dragInteractionEnabled"))
    #expect(notes[2].contains(".reorder"))
    for quiet in [ReorderGestureConflict.tableIsEditing, .swipeIsActive, .contextMenu] {
      #expect(quiet.note == nil)
    }
  }

  @Test func aContextMenuOnTheCellIsAContextMenu() {
    let context = ReorderGestureContext(cellOffersContextMenu: true)
    #expect(context.conflict == .contextMenu)
    let harness = ControllerHarness(table: table())
    #expect(!harness.controller.canBeginDrag(at: CGPoint(x: 10, y: 22), context: context))
  }
}
