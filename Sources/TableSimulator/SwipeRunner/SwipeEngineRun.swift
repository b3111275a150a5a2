import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The state of one swipe-engine run: the table, the engine and the app, the log, and the
/// storyboard frames it hands to its sink.
final class SwipeEngineRun {
  let script: SwipeEngineScript
  let table: SimulatedTable
  /// The collection-view list the table is, with its style, or `nil` for a table.
  let list: SimulatedList?
  let listStyle: ScriptListStyle?
  /// The list's diffable data source, through which the app applies its deletes.
  let source: SimulatedDiffableDataSource?
  let host: SimulatedSwipeHost
  let app: SwipeEngineApp
  let controller: SwipeController
  let frames: StoryFrameSink
  var time: Double
  var log: [RunReport.LogLine] = []
  /// Lines the log may still take (the run's share of ``ScriptLimits/maximumLogLines``), and
  /// those left out past it.
  var logRoom = ScriptLimits.maximumLogLines
  var logLinesLeftOut = 0
  /// Pictures made so far (none is made past the sink's limit).
  var picturesMade = 0
  /// Status texts written so far (one per picture made and per settle).
  var statusesWritten = 0
  var finger: CGPoint?
  var hapticsSeen = 0
  var notesSeen = 0
  var consoleLinesSeen = 0
  var oneOpenRowChecks = 0
  var oneOpenRowFailures = 0
  var framesRun = 0
  /// Cells kept for rows the app deleted with an animation.
  var leavingCells: [LeavingCell] = []
  /// Whether a step changed the table's width.
  var resized = false
  var checks = SwipeEngineCellChecks()

  /// A run on `table`, whose rows `labels` names by row ID; `data` is the app's data (row labels
  /// per section), in step with the table.
  init(
    script: SwipeEngineScript, table: SimulatedTable, labels: [Int: String], data: [[String]],
    time: Double, frames: StoryFrameSink, host kind: ScriptHost = .table
  ) {
    self.script = script
    self.table = table
    self.time = time
    self.frames = frames
    listStyle = kind.listStyle
    if let style = kind.listStyle {
      let list = SimulatedList(table: table, appearance: style.appearance)
      self.list = list
      source = SimulatedDiffableDataSource(table: table)
      host = SimulatedSwipeHost(list: list)
    } else {
      list = nil
      source = nil
      host = SimulatedSwipeHost(table: table)
    }
    host.swipeDesign = script.design
    app = SwipeEngineApp(table: table, labels: labels, data: data, actions: script.actions)
    app.source = source
    controller = SwipeController(table: table, host: host, provider: app)
    controller.rightToLeft = script.rightToLeft
    app.controller = controller
    app.willDelete = { [unowned self] in noteDeletion(at: $0) }
  }

  /// A run on a fresh table built from `scriptTable`.
  convenience init(
    script: SwipeEngineScript, table scriptTable: ScriptTable, time: Double, frames: StoryFrameSink
  ) {
    var labels: [Int: String] = [:]
    var nextID = 0
    let sections = scriptTable.sections.map { section -> SimulatedSection in
      let ids = Array(nextID..<(nextID + section.rowHeights.count))
      for (id, label) in zip(ids, section.labels) { labels[id] = label }
      nextID += ids.count
      return SimulatedSection(
        headerHeight: section.headerHeight, footerHeight: section.footerHeight,
        rowHeights: section.rowHeights, rowIDs: ids)
    }
    let table = SimulatedTable(
      sections: sections, viewportSize: scriptTable.viewport, contentInsets: scriptTable.insets)
    if let offsetY = scriptTable.contentOffsetY { table.contentOffset = CGPoint(x: 0, y: offsetY) }
    self.init(
      script: script, table: table, labels: labels, data: scriptTable.sections.map(\.labels),
      time: time, frames: frames, host: scriptTable.host)
    applyKinds(of: scriptTable.sections)
  }

  /// Adds a line to the log; past its room the line is only counted, never made.
  func say(_ text: @autoclosure () -> String) {
    guard log.count < logRoom else {
      logLinesLeftOut += 1
      return
    }
    log.append(RunReport.LogLine(time: time, text: text()))
  }

  /// Logs what the app and the host saw since the last call.
  func flushNotes() {
    for note in app.notes.dropFirst(notesSeen) { say(note) }
    notesSeen = app.notes.count
    for haptic in host.haptics.dropFirst(hapticsSeen) {
      say(
        "haptic: \(haptic.isEntering ? "entered" : "left") the full swipe "
          + "(intensity \(Fmt.plain(haptic.intensity)))")
    }
    hapticsSeen = host.haptics.count
    for line in host.logLines.dropFirst(consoleLinesSeen) { say("console: \(line)") }
    consoleLinesSeen = host.logLines.count
  }

  /// Checks, when nothing moves, that at most one row is off its rest position (one open row
  /// per table; while a handover animates, the row closing and the row opening both move).
  func checkOneOpenRow() {
    guard !controller.needsFrames else { return }
    oneOpenRowChecks += 1
    if host.offsetRowIDs.count > 1 { oneOpenRowFailures += 1 }
  }

  /// Every check made while the table is still or between steps.
  func checkAll() {
    checkOneOpenRow()
    checkCells()
    checkListLook()
  }

  /// One display frame at `time`.
  func frame() {
    framesRun += 1
    controller.tick(at: time)
    flushNotes()
  }

  func perform(_ step: SwipeEngineScript.Step) {
    switch step {
    case .swipe(let label, let distance, let velocity, let pictures):
      swipe(label, distance, velocity, pictures)
    case .tapButton(let index):
      guard let row = controller.activeRow,
        let frame = host.buttonFrames.first(where: { $0.actionIndex == index }),
        frame.visibleWidth > 0
      else {
        say("tap on button \(index): no such button showing")
        return
      }
      let point = CGPoint(
        x: frame.visibleMinX + frame.visibleWidth / 2, y: table.rectForRow(at: row).midY)
      finger = viewportPoint(point)
      let shows = cellShowsButtons(at: row)
      say(
        "tap on button \(index) of '\(app.label(at: row))'"
          + (shows ? "" : " (where it was: the row's cell shows no buttons)"))
      checkingPhantomAction(at: row) { controller.tap(at: point) }
      flushNotes()
      picture("tap on a button of '\(app.label(at: row))'")
      finger = nil
    case .tap(let label):
      guard let row = app.indexPath(ofLabel: label) else { return }
      let point = CGPoint(x: 40, y: table.rectForRow(at: row).midY)
      controller.touchDown(at: point)
      let used = controller.tap(at: point)
      say("tap on '\(label)'\(used ? ": closes the open row" : "")")
    case .scroll(let distance):
      table.scroll(by: distance)
      // As the UIKit skin does on every content-offset change.
      controller.tableDidScroll()
      controller.reconcileCells()
      say("table scrolled by \(Fmt.pt(distance)) pt")
    case .settle(let pictures):
      settle(pictures)
    case .show(let label, let edge):
      guard let row = app.indexPath(ofLabel: label) else { return }
      say("show the \(edge) actions of '\(label)'")
      controller.showActions(forRowAt: row, edge: edge)
    case .hide:
      say("hide the open row")
      controller.hideActions()
    case .hint(let label):
      guard let row = app.indexPath(ofLabel: label) else { return }
      say("first-run hint on '\(label)'")
      controller.showHint(forRowAt: row)
    case .answer(let answer):
      app.answer = answer
    case .complete(let success):
      say("the app calls the held completion with \(success)")
      app.held?(success)
      flushNotes()
    case .transitions(let fractions):
      for fraction in fractions { transitionPicture(fraction) }
    case .reload(let label):
      guard let row = app.indexPath(ofLabel: label) else { return }
      say("the app reloads '\(label)': the table gives it a fresh cell")
      table.reloadRows(at: [row])
      picture("'\(label)' reloaded")
    case .resize(let width):
      say("the table's width changes to \(Fmt.pt(width)) pt")
      resized = true
      table.resizeViewport(to: CGSize(width: width, height: table.viewportSize.height))
      // As the UIKit skin does after the table's layout.
      controller.reconcileCells()
      flushNotes()
    case .finishAnimations:
      say("the table's update animations end")
      table.finishUpdateAnimations()
      table.layoutIfNeeded()
      controller.reconcileCells()
      flushNotes()
      picture("animations ended")
    }
    checkAll()
  }

  func viewportPoint(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x, y: point.y - table.contentOffset.y)
  }

  /// A finger pans `row` by `distance` in steps of at most ``SwipeEngineTiming/pointsPerFrame``,
  /// one display frame each; a picture at each translation in `pictures` (by size).
  func swipe(_ label: String, _ distance: CGFloat, _ velocity: CGFloat, _ pictures: [CGFloat]) {
    guard let row = app.indexPath(ofLabel: label) else {
      say("swipe on '\(label)': no such row")
      return
    }
    let start = CGPoint(
      x: distance < 0 ? table.viewportSize.width - 40 : 40, y: table.rectForRow(at: row).midY)
    say("finger down on '\(label)', pans \(Fmt.pt(distance)) pt")
    finger = viewportPoint(start)
    if controller.touchDown(at: start) { say("the open row starts closing") }
    controller.panBegan(at: start)
    let steps = SwipeEngineTiming.frames(swipeBy: distance)
    let wanted = pictures.map(abs).sorted()
    var next = 0
    for index in 1...steps {
      let tx = distance * CGFloat(index) / CGFloat(steps)
      time += SwipeEngineTiming.frameInterval
      controller.panChanged(
        translation: CGPoint(x: tx, y: 0), location: CGPoint(x: start.x + tx, y: start.y))
      finger = viewportPoint(CGPoint(x: start.x + tx, y: start.y))
      frame()
      while next < wanted.count, abs(tx) >= wanted[next] {
        next += 1
        picture("'\(label)' panned \(Fmt.pt(tx)) pt")
      }
    }
    say("finger up at \(Fmt.pt(velocity)) pt/s")
    controller.panEnded(velocity: CGPoint(x: velocity, y: 0))
    finger = nil
    flushNotes()
  }

  /// Display frames until nothing moves (at most ``SwipeEngineTiming/maximumSettleFrames``);
  /// a picture at each of `pictures` (seconds) and one at the end.
  func settle(_ pictures: [Double]) {
    let start = time
    let wanted = pictures.sorted()
    var next = 0
    controller.tick(at: time)
    var frames = 0
    while controller.needsFrames, frames < SwipeEngineTiming.maximumSettleFrames {
      time += SwipeEngineTiming.frameInterval
      frames += 1
      frame()
      checkAll()
      while next < wanted.count, time - start >= wanted[next] {
        next += 1
        picture("\(Fmt.time(time - start)) s into the animation")
      }
    }
    flushNotes()
    let still = controller.needsFrames ? "still moving" : "at rest"
    say("\(still) after \(Fmt.time(time - start)) s: \(status())")
    picture(still)
  }

  func status() -> String {
    statusesWritten += 1
    guard let row = controller.activeRow else {
      return controller.isPerformingAction ? "an action is in flight" : "no row open"
    }
    let edge = controller.activeEdge.map { "\($0)" } ?? "-"
    var text =
      "'\(app.label(at: row))' \(controller.session.phase), \(edge) actions, offset "
      + "\(Fmt.pt(controller.offset)) pt"
    if controller.session.isExpanded { text += ", full swipe" }
    if controller.isPerformingAction { text += ", action in flight" }
    return text
  }

  /// The outcome for the report.
  func outcome() -> SwipeEngineOutcome {
    var outcome = SwipeEngineOutcome()
    outcome.deletedRows = app.deleted
    if let row = controller.activeRow {
      let edge = controller.activeEdge.map { " \($0)" } ?? ""
      outcome.openRow = "'\(app.label(at: row))'\(edge)"
    }
    outcome.oneOpenRowChecks = oneOpenRowChecks
    outcome.oneOpenRowFailures = oneOpenRowFailures
    outcome.framesRun = framesRun
    outcome.cellChecks = checks
    outcome.cellChecks.listHidesSeparators = list != nil && host.swipeDesign.systemLook == .glass
    outcome.dataMatchesScreen =
      table.rowOrder.map { $0.map { app.labels[$0] ?? "?" } } == app.data
    return outcome
  }
}
