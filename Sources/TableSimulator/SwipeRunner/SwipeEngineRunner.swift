import Foundation
import TableGestureCore

/// Runs a ``SwipeEngineScript`` on a `SimulatedTable` with the core's `SwipeController` and a
/// `SimulatedSwipeHost` — the same path a device runs — and adds log lines and storyboard
/// frames to a report.
public enum SwipeEngineRunner {
  /// Runs `script` on a fresh table built from `table`, starting at `time` seconds; its
  /// storyboard frames go to `frames` (which bounds them).
  public static func run(
    _ script: SwipeEngineScript, table: ScriptTable, startingAt time: Double,
    into report: inout RunReport, frames: StoryFrameSink
  ) {
    let run = SwipeEngineRun(script: script, table: table, time: time)
    for step in script.steps { run.perform(step) }
    report.log += run.log
    for frame in run.frames { frames.add { frame } }
    // The rows the app deleted are gone from the order the summary prints.
    let order = run.table.rowOrder.map { $0.map { run.app.labels[$0] ?? "?" } }
    report.finalOrder = order
    report.appOrder = order
  }
}

/// The state of one swipe-engine run.
final class SwipeEngineRun {
  static let frameInterval = 1.0 / 60
  let script: SwipeEngineScript
  let table: SimulatedTable
  let host: SimulatedSwipeHost
  let app: SwipeEngineApp
  let controller: SwipeController
  var time: Double
  var log: [RunReport.LogLine] = []
  var frames: [StoryFrame] = []
  var finger: CGPoint?
  var hapticsSeen = 0
  var notesSeen = 0

  init(script: SwipeEngineScript, table scriptTable: ScriptTable, time: Double) {
    self.script = script
    self.time = time
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
    table = SimulatedTable(
      sections: sections, viewportSize: scriptTable.viewport, contentInsets: scriptTable.insets)
    if let offsetY = scriptTable.contentOffsetY { table.contentOffset = CGPoint(x: 0, y: offsetY) }
    host = SimulatedSwipeHost(table: table)
    app = SwipeEngineApp(table: table, labels: labels, actions: script.actions)
    controller = SwipeController(table: table, host: host, provider: app)
    controller.rightToLeft = script.rightToLeft
    app.controller = controller
  }

  func say(_ text: String) {
    log.append(RunReport.LogLine(time: time, text: text))
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
      say("tap on button \(index) of '\(app.label(at: row))'")
      controller.tap(at: point)
      flushNotes()
      picture("tap on a button of '\(app.label(at: row))'")
    case .tap(let label):
      guard let row = app.indexPath(ofLabel: label) else { return }
      let point = CGPoint(x: 40, y: table.rectForRow(at: row).midY)
      finger = viewportPoint(point)
      controller.touchDown(at: point)
      let used = controller.tap(at: point)
      say("tap on '\(label)'\(used ? ": closes the open row" : "")")
    case .scroll(let distance):
      table.scroll(by: distance)
      // As the UIKit skin does on every content-offset change.
      controller.tableDidScroll()
      controller.reconcileCells()
      say("table scrolled by \(Fmt.plain(distance)) pt")
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
    }
  }

  func viewportPoint(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x, y: point.y - table.contentOffset.y)
  }

  func swipe(_ label: String, _ distance: CGFloat, _ velocity: CGFloat, _ pictures: [CGFloat]) {
    guard let row = app.indexPath(ofLabel: label) else {
      say("swipe on '\(label)': no such row")
      return
    }
    let start = CGPoint(
      x: distance < 0 ? table.viewportSize.width - 40 : 40, y: table.rectForRow(at: row).midY)
    say("finger down on '\(label)', pans \(Fmt.plain(distance)) pt")
    finger = viewportPoint(start)
    if controller.touchDown(at: start) { say("the open row starts closing") }
    controller.panBegan(at: start)
    let steps = Swift.max(1, Int((abs(distance) / 10).rounded(.up)))
    var wanted = pictures.sorted { abs($0) < abs($1) }
    for index in 1...steps {
      let tx = distance * CGFloat(index) / CGFloat(steps)
      time += Self.frameInterval
      controller.panChanged(
        translation: CGPoint(x: tx, y: 0), location: CGPoint(x: start.x + tx, y: start.y))
      finger = viewportPoint(CGPoint(x: start.x + tx, y: start.y))
      controller.tick(at: time)
      flushNotes()
      while let next = wanted.first, abs(tx) >= abs(next) {
        wanted.removeFirst()
        picture("'\(label)' panned \(Fmt.plain(tx)) pt")
      }
    }
    say("finger up at \(Fmt.plain(velocity)) pt/s")
    controller.panEnded(velocity: CGPoint(x: velocity, y: 0))
    finger = nil
    flushNotes()
  }

  func settle(_ pictures: [Double]) {
    let start = time
    var wanted = pictures.sorted()
    controller.tick(at: time)
    var frames = 0
    while controller.needsFrames, frames < 600 {
      time += Self.frameInterval
      frames += 1
      controller.tick(at: time)
      flushNotes()
      while let next = wanted.first, time - start >= next {
        wanted.removeFirst()
        picture("\(Fmt.fixed(time - start, 2)) s into the animation")
      }
    }
    flushNotes()
    say("still after \(Fmt.fixed(time - start, 2)) s: \(status())")
    picture("at rest")
  }

  func status() -> String {
    guard let row = controller.activeRow else {
      return controller.isPerformingAction ? "an action is in flight" : "no row open"
    }
    let edge = controller.activeEdge.map { "\($0)" } ?? "-"
    var text =
      "'\(app.label(at: row))' \(controller.session.phase), \(edge) actions, offset "
      + "\(Fmt.plain(controller.offset)) pt"
    if controller.session.isExpanded { text += ", full swipe" }
    if controller.isPerformingAction { text += ", action in flight" }
    return text
  }

  func picture(_ caption: String) {
    var rows: [SwipeEnginePicture.Row] = []
    let bounds = table.bounds
    for (section, ids) in table.rowOrder.enumerated() {
      for (index, id) in ids.enumerated() {
        let path = IndexPath(indexes: [section, index])
        let rect = table.rectForRow(at: path)
        guard rect.maxY > bounds.minY, rect.minY < bounds.maxY else { continue }
        var buttons: [SwipeEnginePicture.Button] = []
        if host.buttonFramesRowID == id, let edge = host.buttonRows[id],
          let set = app.swipeActions(forRowAt: path, edge: edge)
        {
          buttons = host.buttonFrames.compactMap { frame in
            guard frame.actionIndex >= 0, frame.actionIndex < set.actions.count else { return nil }
            return SwipeEnginePicture.Button(set.actions[frame.actionIndex], at: frame)
          }
        }
        rows.append(
          SwipeEnginePicture.Row(
            label: app.labels[id] ?? "?", rect: rect, offset: host.offset(at: path),
            buttons: buttons, note: nil))
      }
    }
    let picture = SwipeEnginePicture(
      viewport: table.viewportSize, contentOffsetY: table.contentOffset.y, rows: rows,
      finger: finger, status: status())
    frames.append(
      StoryFrame(time: time, caption: "\(caption) — \(status())", content: .swipeEngine(picture)))
  }

  /// One row per transition style, each at `fraction` of its open width.
  func transitionPicture(_ fraction: CGFloat) {
    var rows: [SwipeEnginePicture.Row] = []
    let styles = SwipeTransitionStyle.allCases
    for (section, ids) in table.rowOrder.enumerated() {
      for (index, id) in ids.enumerated() {
        let path = IndexPath(indexes: [section, index])
        let rect = table.rectForRow(at: path)
        let style = styles[rows.count % styles.count]
        guard var set = app.swipeActions(forRowAt: path, edge: .trailing) else { continue }
        set.options.transitionStyle = style
        let widths = set.actions.map { host.measureSwipeActionContent($0) }
        guard
          let geometry = SwipeGeometry(
            actions: set.actions, options: set.options, edge: .trailing,
            rightToLeft: script.rightToLeft, rowWidth: rect.width, contentWidths: widths)
        else { continue }
        let offset = fraction * geometry.openWidth * geometry.sign
        let buttons = (0..<geometry.count).map { i -> SwipeEnginePicture.Button in
          let frame = SwipeTransitionLayout.frame(ofButton: i, geometry: geometry, offset: offset)
          return SwipeEnginePicture.Button(set.actions[frame.actionIndex], at: frame)
        }
        rows.append(
          SwipeEnginePicture.Row(
            label: app.labels[id] ?? "?", rect: rect, offset: offset, buttons: buttons,
            note: "\(style)"))
      }
    }
    let percent = Int((fraction * 100).rounded())
    say("transition styles at \(percent) % of the open width")
    frames.append(
      StoryFrame(
        time: time, caption: "Every transition style at \(percent) % of the open width",
        content: .swipeEngine(
          SwipeEnginePicture(
            viewport: table.viewportSize, contentOffsetY: table.contentOffset.y, rows: rows,
            finger: nil, status: "\(percent) %"))))
  }
}
