import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// One random session through the ``ReorderController``: a random table (sometimes self-sizing),
/// an app that is its data source and delegate and calls back into the controller, a plain or a
/// diffable data source, and a random finger path with bad input, reloads and re-entrant calls.
///
/// With `longSettles`, a settle animation does not end with the step that started it: scrolls,
/// reloads (told or not) and frame ticks happen while it runs, and it ends at a random later
/// moment. Those events come from a second generator, so a session without long settles is
/// exactly the session its seed gave before they existed (the regression seeds replay as found).
private struct RandomSession {
  var random: SeededRandom
  /// The settle's events, separate from the finger's.
  var settleRandom: SeededRandom
  let longSettles: Bool
  /// Whether Reduce Motion is on (the drop cross-fades), from a third generator.
  let reduceMotion: Bool
  /// Whether the app reloads the table from inside the drag's callbacks (its commit, its
  /// destination questions, the table's row-count questions), from a fourth generator, which
  /// also decides each such reload: a session without them is the one its seed gave before.
  let reloadsInCallbacks: Bool
  var reloadRandom: SeededRandom
  /// Whether the app's reloads from its commit sometimes go untold (each-swap mode: harmless,
  /// the move and the commit run in one batch), decided by a fifth generator, which also decides
  /// each one. The regression seeds found before it existed replay without it, as found.
  let untoldCommitReloads: Bool
  var untoldRandom: SeededRandom

  /// The list's generator: whether the session runs on a collection-view list
  /// (``SimulatedList``, the list host) rather than a table, the list's sections and its own
  /// events (layout passes, reconfigures, a new layout); a table session is the session its seed
  /// gave before lists existed.
  var listRandom: SeededRandom
  /// Whether this session runs on a list.
  let onList: Bool

  init(
    seed: UInt64, longSettles: Bool? = nil, list: Bool? = nil, untoldCommitReloads: Bool? = nil
  ) {
    random = SeededRandom(seed: seed)
    var settleRandom = SeededRandom(seed: seed ^ 0x5E77_1E5E_77_1E5E)
    self.longSettles = longSettles ?? settleRandom.chance(0.5)
    self.settleRandom = settleRandom
    var motionRandom = SeededRandom(seed: seed ^ 0x0F4D_E0F4_DE0F_4DE0)
    reduceMotion = motionRandom.chance(0.2)
    var reloadRandom = SeededRandom(seed: seed ^ 0x0E10_AD0E_10AD_0E10)
    reloadsInCallbacks = reloadRandom.chance(0.3)
    self.reloadRandom = reloadRandom
    var listRandom = SeededRandom(seed: seed ^ 0x0115_7D2A_0115_7D2A)
    // Drawn even when `list` is given, so that a list seed replays as the random run found it.
    let drawn = listRandom.chance(0.5)
    onList = list ?? drawn
    self.listRandom = listRandom
    var untoldRandom = SeededRandom(seed: seed ^ 0x070D_070D_070D_070D)
    self.untoldCommitReloads = untoldCommitReloads ?? untoldRandom.chance(0.5)
    self.untoldRandom = untoldRandom
  }

  /// A list on `table`: a random appearance, and now and then a section the list gate refuses
  /// (orthogonal, a grid, not a list layout, one the app says is not one) or one with a header
  /// row.
  mutating func makeList(on table: SimulatedTable) -> SimulatedList {
    let list = SimulatedList(
      table: table,
      appearance: ListAppearance.allCases[listRandom.int(in: 0...ListAppearance.allCases.count - 1)]
    )
    list.sectionFacts = randomFacts(sections: table.numberOfSections, list.appearance)
    return list
  }

  mutating func randomFacts(sections: Int, _ appearance: ListAppearance) -> [Int: ListSectionFacts]
  {
    var facts: [Int: ListSectionFacts] = [:]
    for section in 0..<max(sections, 1) where listRandom.chance(0.25) {
      switch listRandom.int(in: 0...4) {
      case 0: facts[section] = ListSectionFacts(scrollsOrthogonally: true, appearance: appearance)
      case 1:
        facts[section] = ListSectionFacts(
          columns: listRandom.int(in: 2...3), appearance: appearance)
      case 2: facts[section] = ListSectionFacts(isListSection: false, appearance: appearance)
      case 3: facts[section] = ListSectionFacts(headerIsFirstItem: true, appearance: appearance)
      default:
        facts[section] = ListSectionFacts(
          appSaysList: listRandom.chance(0.5), isListSection: false, appearance: appearance)
      }
    }
    return facts
  }

  /// What a list does between the drag's events: a layout pass (attributes re-applied to every
  /// cell), the app reconfiguring the items on screen, now and then a new layout object.
  mutating func listEvent(_ list: SimulatedList, _ harness: ControllerHarness) -> String {
    let table = list.table
    switch listRandom.int(in: 0...9) {
    case 0..<5:
      table.cells.needsLayout = true
      table.layoutIfNeeded()
      return "layout pass"
    case 5..<8:
      table.reconfigureRows(at: table.visibleCells.map(\.indexPath))
      return "reconfigure"
    default:
      list.replaceLayout(
        sectionFacts: randomFacts(sections: table.numberOfSections, list.appearance))
      harness.host.checkListLayout()
      return "new layout"
    }
  }

  /// What the user sees of a list: exactly one visible place shows the dragged item, the
  /// snapshot (its cell, when on screen, draws nothing); every other cell shows its item (the
  /// resting row's may stay hidden while the snapshot settles).
  func listProblems(_ harness: ControllerHarness, _ list: SimulatedList, step: String)
    -> [String]
  {
    let controller = harness.controller
    let dragged = controller.draggedRow
    var problems: [String] = []
    if dragged != nil, harness.host.snapshotFrame == nil {
      problems.append("\(step): dragging with no snapshot")
    }
    for cell in harness.table.visibleCells {
      let showing = list.isCellShowing(cell.id)
      if cell.indexPath == dragged {
        if showing { problems.append("\(step): the dragged item shows in cell \(cell.id) too") }
      } else if !showing, cell.indexPath != controller.settlingRow {
        problems.append("\(step): cell \(cell.id) at \(cell.indexPath) draws nothing")
      }
    }
    return problems
  }

  /// Where the app's data and the screen disagree now: in an on-drop drag, rows whose item (as
  /// the app finds it through the displayed-to-data mapping) is not the row shown; otherwise the
  /// order on screen against the data's.
  func dataOnScreenProblems(_ harness: ControllerHarness, step: String) -> [String] {
    let app = harness.app
    if harness.controller.session.activeDrag?.commitMode == .onDrop {
      let wrong = app.rowsShowingAnotherItem()
      return wrong.isEmpty ? [] : ["\(step): rows showing another item \(wrong.prefix(3))"]
    }
    let data = app.diffable?.snapshot ?? app.model
    let screen = harness.table.rowOrder
    return data == screen ? [] : ["\(step): data \(data) != screen \(screen)"]
  }

  /// Makes the app reload the table from inside the drag's callbacks, now and then: from its
  /// commit (each-swap mode; it tells the controller, or only tells it, or with
  /// ``untoldCommitReloads`` sometimes reloads without telling), from a destination
  /// question (told or not; sometimes having removed an item), from a row-count question.
  mutating func reloadInCallbacks(_ harness: ControllerHarness) {
    guard reloadsInCallbacks else { return }
    let app = harness.app
    let table = harness.table
    let controller = harness.controller
    final class Source {
      var random: SeededRandom
      var untold: SeededRandom
      init(_ r: SeededRandom, untold u: SeededRandom) {
        random = r
        untold = u
      }
    }
    let source = Source(reloadRandom, untold: untoldRandom)
    let untold = untoldCommitReloads
    app.onCommit = {
      guard controller.isDragging, source.random.chance(0.3) else { return }
      if source.random.chance(0.8) { table.reloadData() }
      if untold, source.untold.chance(0.5) { return }
      controller.tableDidReloadData()
    }
    app.onQuestion = {
      guard controller.isDragging, source.random.chance(0.1) else { return }
      if app.diffable == nil, source.random.chance(0.3), !app.model.isEmpty {
        let section = source.random.int(in: 0...app.model.count - 1)
        if !app.model[section].isEmpty {
          app.model[section].remove(at: source.random.int(in: 0...app.model[section].count - 1))
        }
      }
      table.reloadData()
      if source.random.chance(0.5) { controller.tableDidReloadData() }
    }
    app.onCountQuestion = {
      guard controller.isDragging, !table.isLayingOut, source.random.chance(0.02) else { return }
      table.reloadData()
    }
  }

  /// The app changes its data (each row leaves with `removal` chance, sometimes a whole section)
  /// and reloads the table; returns whether the data changed.
  static func reload(
    app: SimulatedApp, table: SimulatedTable, random: inout SeededRandom, removal: Double
  ) -> Bool {
    var data = app.diffable?.snapshot ?? app.model
    for section in data.indices { data[section].removeAll { _ in random.chance(removal) } }
    if !data.isEmpty, random.chance(0.2) { data.remove(at: random.int(in: 0...data.count - 1)) }
    let changed = data != (app.diffable?.snapshot ?? app.model)
    app.model = data
    for item in data.joined() { app.heightOfItem[item] = height(10...100, &random) }
    let newSections = data.map {
      SimulatedSection(
        headerHeight: height(0...30, &random), rowHeights: $0.map { app.heightOfItem[$0] ?? 0 },
        rowIDs: $0)
    }
    if let source = app.diffable {
      source.apply(data)
      if source.snapshot == data, table.rowOrder == data {
        table.reloadData(newSections)
      }
    } else {
      table.reloadData(newSections)
    }
    return changed
  }

  /// What may happen while a settle animation runs, then possibly its end.
  mutating func duringSettle(
    app: SimulatedApp, harness: ControllerHarness, time: inout TimeInterval
  ) {
    let controller = harness.controller
    switch settleRandom.int(in: 0...99) {
    case 0..<35: harness.host.completeSettle()
    case 35..<60:
      // The user flicks, or the app scrolls from its "did end dragging" callback.
      harness.table.scroll(by: CGFloat(settleRandom.int(in: -600...600)))
    case 60..<75:
      let changed = Self.reload(
        app: app, table: harness.table, random: &settleRandom, removal: 0.2)
      if !changed || settleRandom.chance(0.5) {
        controller.tableDidReloadData()
      } else {
        time += 1.0 / 60.0
        controller.displayFrame(at: time, isInWindow: true)
      }
    case 75..<90:
      time += 1.0 / 60.0
      controller.displayFrame(at: time, isInWindow: true)
    default: break
    }
  }

  mutating func height(_ range: ClosedRange<Int>) -> CGFloat {
    Self.height(range, &random)
  }

  static func height(_ range: ClosedRange<Int>, _ random: inout SeededRandom) -> CGFloat {
    let roll = random.int(in: 0...99)
    if roll < 2 { return [-20, .nan, .infinity][random.int(in: 0...2)] }
    if roll < 10 { return 0 }
    return CGFloat(random.int(in: range))
  }

  mutating func makeSections(startID: inout Int) -> [SimulatedSection] {
    let count = random.int(in: 0...99) < 3 ? 0 : random.int(in: 1...5)
    return (0..<count).map { _ in
      let rows = random.int(in: 0...10)
      defer { startID += rows }
      return SimulatedSection(
        headerHeight: random.chance(0.5) ? 0 : height(0...40),
        footerHeight: random.chance(0.5) ? 0 : height(0...40),
        rowHeights: (0..<rows).map { _ in height(10...150) },
        rowIDs: Array(startID..<(startID + rows)))
    }
  }

  mutating func randomPath(in table: SimulatedTable) -> IndexPath {
    if random.chance(0.1) { return IndexPath(indexes: [random.int(in: -1...3)]) }
    return ip(random.int(in: -1...table.numberOfSections), random.int(in: -1...11))
  }

  mutating func randomY(around table: SimulatedTable) -> CGFloat {
    let roll = random.int(in: 0...99)
    if roll < 3 { return [.nan, .infinity, -.infinity][random.int(in: 0...2)] }
    return table.bounds.minY + CGFloat(random.int(in: -80...Int(table.bounds.height) + 80))
  }

  /// Cells hidden that should not be, or shown that should be: the dragged row's cell (or, while
  /// the snapshot settles, the resting row's cell) is hidden; any other is as the app set it.
  func hiddenCellProblems(_ harness: ControllerHarness, step: String) -> [String] {
    let table = harness.table
    let controller = harness.controller
    var problems: [String] = []
    for cell in table.visibleCells {
      let item = table.rowID(at: cell.indexPath) ?? -1
      let mayHide = cell.indexPath == controller.settlingRow
      let expected =
        cell.indexPath == controller.draggedRow || harness.app.hiddenItems.contains(item)
      if cell.isHidden != expected, !(mayHide && cell.isHidden) {
        problems.append("\(step): cell \(cell.id) at \(cell.indexPath) hidden \(cell.isHidden)")
      }
    }
    return problems
  }

  /// Runs the session; returns what went wrong (empty when every invariant held).
  mutating func run() -> [String] {
    var nextID = 0
    let sections = makeSections(startID: &nextID)
    let selfSizing = random.chance(0.3)
    let table = SimulatedTable(
      sections: sections,
      viewportSize: CGSize(width: 320, height: CGFloat(random.int(in: 60...700))),
      contentInsets: LayoutInsets(
        top: CGFloat(random.int(in: 0...90)), bottom: CGFloat(random.int(in: 0...60))),
      estimatedRowHeight: selfSizing ? CGFloat(random.int(in: 20...80)) : nil)
    table.scroll(toY: CGFloat(random.int(in: -100...3_000)))
    let list = onList ? makeList(on: table) : nil

    var pinned = Set<IndexPath>()
    for section in 0..<table.numberOfSections {
      for row in 0..<table.numberOfRows(inSection: section) where random.chance(0.1) {
        pinned.insert(ip(section, row))
      }
    }
    let rules = ReorderRules(
      pinnedRows: pinned,
      handleArea: random.chance(0.7) ? nil : CGFloat(random.int(in: 0...200))...320,
      allowsMovingBetweenSections: random.chance(0.8))
    let mode: ReorderCommitMode = random.chance(0.5) ? .eachSwap : .onDrop
    let diffable = random.chance(0.3)
    let options = ReorderOptions(
      commitMode: mode,
      swapHysteresis: random.chance(0.05) ? .nan : CGFloat(random.int(in: 0...10)),
      autoscroll: AutoscrollRamp(
        edgeZoneHeight: CGFloat(random.int(in: 0...100)),
        maximumSpeed: CGFloat(random.int(in: 0...3_000))),
      rowMoves: diffable ? .dataSource : .library)
    let harness = ControllerHarness(
      table: table, rules: rules, options: options, diffable: diffable, list: list)
    let app = harness.app
    let controller = harness.controller
    controller.reduceMotion = reduceMotion
    // The app's real heights are the section heights (self-sizing rows start at the estimate).
    for section in sections {
      for (index, id) in (section.rowIDs ?? []).enumerated() {
        app.heightOfItem[id] = section.rowHeights[index]
      }
    }
    for _ in 0..<random.int(in: 0...3) {
      app.redirect[randomPath(in: table)] = randomPath(in: table)
    }
    app.checksDataBeforeCommit = mode == .eachSwap
    reloadInCallbacks(harness)
    if random.chance(0.2), nextID > 0 { app.hiddenItems = [random.int(in: 0...nextID - 1)] }
    // A list gives `isHidden` back at its layout passes: an app there cannot keep a cell hidden.
    if onList { app.hiddenItems = [] }
    app.configuresHidden = !app.hiddenItems.isEmpty
    // Re-entrant calls from inside UIKit-style callbacks.
    var callbackRandom = SeededRandom(seed: UInt64(random.int(in: 0...1_000_000)))
    let reenters = random.chance(0.5)
    /// Whether the loop is inside a controller call (callbacks also run on the test's own reads).
    final class Phase { var insideController = false }
    let phase = Phase()
    app.onCallback = {
      guard reenters else { return }
      _ = controller.dataIndexPath(forDisplayed: ip(0, callbackRandom.int(in: 0...5)))
      _ = controller.draggedRow
      if phase.insideController, callbackRandom.chance(0.05) {
        if controller.step(rowAt: ip(0, 0), direction: .down) {
          app.problems.append("nested step ran")
        }
      }
    }

    var time: TimeInterval = random.chance(0.5) ? 0 : 1_000
    var draggedID: Int?
    var problems: [String] = []

    for step in 0..<random.int(in: 1...80) {
      phase.insideController = true
      switch random.int(in: 0...99) {
      case 0..<10:
        let point = CGPoint(x: CGFloat(random.int(in: -10...330)), y: randomY(around: table))
        let wasDragging = controller.isDragging
        controller.handleGesture(.began, at: point)
        if !wasDragging, let row = controller.draggedRow { draggedID = table.rowID(at: row) }
      case 10..<55:
        let point = CGPoint(x: CGFloat(random.int(in: 0...320)), y: randomY(around: table))
        controller.handleGesture(.changed, at: point)
      case 55..<85:
        time += [1.0 / 120.0, 1.0 / 60.0, 0.25, -0.05, 0][random.int(in: 0...4)]
        controller.displayFrame(at: random.chance(0.02) ? .nan : time, isInWindow: true)
      case 85..<91:
        controller.handleGesture(.ended, at: .zero)
      case 91..<93:
        controller.handleGesture([.cancelled, .failed][random.int(in: 0...1)], at: .zero)
      case 93..<94:
        if controller.step(
          rowAt: randomPath(in: table), direction: random.chance(0.5) ? .up : .down),
          controller.isDragging
        {
          problems.append("step \(step): a VoiceOver step ran during a drag")
        }
      default:
        // The app changes its data and reloads; sometimes it also tells the controller.
        let changed = Self.reload(app: app, table: table, random: &random, removal: 0.3)
        if !changed || random.chance(0.5) {
          controller.tableDidReloadData()
        } else {
          controller.handleGesture(.changed, at: CGPoint(x: 10, y: randomY(around: table)))
        }
      }
      phase.insideController = false
      if !controller.isDragging {
        if longSettles {
          duringSettle(app: app, harness: harness, time: &time)
        } else {
          harness.host.completeSettle()
        }
      }
      if ProcessInfo.processInfo.environment["REORDER_TRACE"] != nil {
        print(
          "step \(step): order \(table.rowOrder) dragged \(controller.draggedRow as Any) "
            + "cells \(table.visibleCells.map { ($0.id, $0.indexPath, $0.isHidden) }) "
            + "bounds \(table.bounds.minY)...\(table.bounds.maxY) \(harness.host.records.suffix(2))"
        )
      }
      if let row = controller.draggedRow {
        if table.rowID(at: row) != draggedID {
          problems.append("step \(step): dragged row \(row) is not the lifted row")
        }
        if let frame = harness.host.snapshotFrame, !(frame.minY.isFinite && frame.height.isFinite) {
          problems.append("step \(step): snapshot frame \(frame)")
        }
      }
      if let list {
        problems += listProblems(harness, list, step: "step \(step)")
        if listRandom.chance(0.2) {
          let what = listEvent(list, harness)
          problems += listProblems(harness, list, step: "step \(step) \(what)")
        }
      } else {
        problems += hiddenCellProblems(harness, step: "step \(step)")
      }
      problems += dataOnScreenProblems(harness, step: "step \(step)")
    }
    controller.handleGesture(.ended, at: .zero)
    harness.host.completeSettle()
    // No cell stays hidden once the drag and its settle are over, wherever the table scrolls
    // next (a cell hidden in the reuse pool would show a blank row when reused).
    for look in 0..<3 {
      table.scroll(toY: CGFloat(settleRandom.int(in: -100...3_000)))
      if let list {
        problems += listProblems(harness, list, step: "after the settle, look \(look)")
      } else {
        problems += hiddenCellProblems(harness, step: "after the settle, look \(look)")
      }
    }

    problems += harness.problems()
    if !app.rowsWithForeignHeights().isEmpty {
      problems.append("rows with another row's height: \(app.rowsWithForeignHeights())")
    }
    return problems
  }
}

@Suite("Reorder: random sessions")
struct ReorderPropertyTests {
  /// Set `REORDER_SEED` to replay one session, `REORDER_SESSIONS` to run more (or fewer) than
  /// 2,500, `REORDER_BASE_SEED` to start elsewhere (to split a long run into chunks).
  static let seeds: [UInt64] = {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment["REORDER_SEED"], let seed = UInt64(text) {
      return [seed]
    }
    let count = environment["REORDER_SESSIONS"].flatMap { Int($0) }.map { max(1, $0) } ?? 2_500
    let base = environment["REORDER_BASE_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0000
    return (0..<count).map { base &+ UInt64($0) }
  }()

  /// Seeds that failed once (in 200,000 sessions from `0x5EED_0000`), by what the user
  /// saw. Each runs as found (settles ending at once) and with long settles.
  static let regressions: [UInt64] = [
    // An on-drop drag with a diffable source, then an unchanged snapshot re-applied and a reload
    // notice: the table kept the drag's order, the data had the old one.
    1_592_597_372, 1_592_601_834,
    // The lifted row's cell hidden one event late (the table had not laid out its rows yet).
    1_592_596_101,
    // The data source asked for a cell while data and screen disagreed.
    1_592_615_177, 1_592_618_770, 1_592_623_885, 1_592_624_221, 1_592_722_777, 1_592_746_015,
    1_592_748_986, 1_592_750_994, 1_592_773_228,
    // Found once the check covered apps that never set `isHidden` and long settles: the dragged
    // row's cell shown (reused inside a move, or after a reload the drag did not hear of) or a
    // cell left hidden after the settle. All but eight fail on the code before the fix; those
    // eight (1592622893, 1592651995, 1592654040, 1592657179, 1592668761, 1592725366, 1592744100,
    // 1592772372) failed on a first version of its fix.
    1_592_597_494, 1_592_603_188, 1_592_606_540, 1_592_610_568, 1_592_611_201, 1_592_618_030,
    1_592_622_893, 1_592_624_387, 1_592_626_506, 1_592_632_169, 1_592_639_737, 1_592_643_125,
    1_592_648_636, 1_592_651_995, 1_592_654_040, 1_592_655_524, 1_592_657_179, 1_592_668_761,
    1_592_673_098, 1_592_674_071, 1_592_705_501, 1_592_710_646, 1_592_718_925, 1_592_725_366,
    1_592_729_230, 1_592_730_986, 1_592_734_209, 1_592_740_036, 1_592_744_100, 1_592_763_825,
    1_592_772_372, 1_592_778_383,
    // Found once the apps reloaded from the drag's callbacks (in 100,000 sessions): a reload
    // from a destination question emptied or shortened the target section of a move into
    // another section, and the move was made against the counts read before the question.
    1_592_595_465, 1_592_657_954, 1_592_681_565,
    // Found in 400,000 sessions once the drag kept the hidden cell hidden through a swap that
    // stayed on screen: app code between that and the move (the commit, a reload from a
    // question) handed the cell to a row the app hid, and giving it back afterwards showed that
    // row. The swap keeps the cell hidden again since, and a cell handed on while hidden is
    // given back, then its new row configured again by the app.
    1_592_593_410, 1_592_605_455, 1_592_609_621, 1_592_625_965, 1_592_631_274, 1_592_642_313,
    1_592_646_752, 1_592_652_262, 1_592_655_559, 1_592_665_736, 1_592_675_702, 1_592_683_973,
    1_592_706_016, 1_592_706_868, 1_592_717_671, 1_592_720_218, 1_592_723_097, 1_592_732_904,
    1_592_736_261, 1_592_739_276, 1_592_741_232, 1_592_760_580, 1_592_768_305, 1_592_771_292,
    1_592_779_190, 1_592_779_635, 1_592_808_755, 1_592_815_947, 1_592_818_753, 1_592_825_271,
    1_592_846_505, 1_592_849_292, 1_592_867_709, 1_592_869_372, 1_592_874_660, 1_592_877_697,
    1_592_884_733, 1_592_923_342, 1_592_927_013, 1_592_934_333, 1_592_937_054, 1_592_948_428,
    1_592_953_026, 1_592_956_088, 1_592_967_453, 1_592_971_673, 1_592_975_319, 1_592_988_726,
    // Found in 20,000 sessions when a cell handed on was given its value back without its row
    // configured again whenever the data source was diffable: a row the app hid was shown.
    1_592_590_609, 1_592_593_832, 1_592_598_303,
  ]

  /// Runs `session`; records its problems (the first five failures in full) and returns whether
  /// it failed.
  private static func check(_ session: inout RandomSession, seed: UInt64, failures: Int) -> Bool {
    let problems = session.run()
    guard !problems.isEmpty else { return false }
    if failures < 5 {
      let settles =
        (session.onList ? " (list)" : "") + (session.longSettles ? " (long settles)" : "")
        + (session.reduceMotion ? " (Reduce Motion)" : "")
      Issue.record(
        "seed \(seed)\(settles) (replay with REORDER_SEED=\(seed)): \(problems.prefix(3))")
    }
    return true
  }

  @Test func movesAppliedToTheDataAlwaysGiveTheOrderOnScreen() {
    var failed: [UInt64] = []
    for seed in Self.seeds {
      var session = RandomSession(seed: seed)
      if Self.check(&session, seed: seed, failures: failed.count) { failed.append(seed) }
    }
    if failed.count > 5 {
      Issue.record("\(failed.count) of \(Self.seeds.count) sessions failed: \(failed)")
    }
    let environment = ProcessInfo.processInfo.environment
    let overridden = environment["REORDER_SEED"] != nil || environment["REORDER_SESSIONS"] != nil
    #expect(Self.seeds.count >= 2_000 || overridden)
  }

  @Test(arguments: [false, true])
  func seedsThatFailedOnceStayFixed(longSettles: Bool) {
    var failures = 0
    for seed in Self.regressions {
      var session = RandomSession(
        seed: seed, longSettles: longSettles, list: false, untoldCommitReloads: false)
      if Self.check(&session, seed: seed, failures: failures) { failures += 1 }
    }
  }
}
