import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The mutable state of one run.
struct ScriptRun {
  /// Swap frames are drawn at most this often, in seconds of script time.
  static let swapFrameSpacing = 0.4
  /// How long after autoscroll starts its frame is drawn, so the picture shows it at speed.
  static let autoscrollFrameDelay = 0.3

  let script: GestureScript
  let table: SimulatedTable
  /// The collection-view list the table is (`"host": "list"`), or `nil` for a table.
  let list: SimulatedList?
  let host: SimulatedReorderHost<MoveLoggingPolicy>
  var controller: ReorderController<SimulatedReorderHost<MoveLoggingPolicy>> {
    host.controller
  }
  var committedMoves: [ReorderMove] { host.reorderPolicy.log.moves }
  var report: RunReport
  /// Where storyboard frames go; it decides which are kept.
  let frames: StoryFrameSink

  /// Row identity → label, and back.
  var labels: [String] = []
  var identities: [String: Int] = [:]

  /// The finger, in viewport coordinates, while it is down.
  var finger: CGPoint?
  var press: DragPicture.Press?
  /// The label of the row being dragged, and where its drag began.
  var dragLabel: String?
  var dragOrigin: IndexPath?
  var lastSnapshot: CGRect?
  var lastFrameTime = -Double.infinity
  /// When the last frame of any kind was drawn (for ``ScriptTuning/pictureInterval``).
  var lastPictureTime = -Double.infinity
  var blockedNoted = Set<IndexPath>()
  var autoscroll: AutoscrollPhase?
  var ignored: [String: Int] = [:]
  var ignoredSince = 0.0

  struct AutoscrollPhase {
    var down: Bool
    var start: Double
    var distance: CGFloat
    var framed = false
  }

  init(script: GestureScript, frames: StoryFrameSink) {
    self.script = script
    self.frames = frames
    report = RunReport(script: script)
    table = SimulatedTable(
      sections: [], viewportSize: script.table.viewport, contentInsets: script.table.insets)
    let options = script.tuning.reorderOptions(commitMode: script.rules.commitMode)
    if let style = script.table.host.listStyle {
      // The list host: the same controller and host, the dragged item's cell concealed as the
      // kit's list host conceals it, the app's rules behind the list gate.
      let list = SimulatedList(table: table, appearance: style.appearance)
      self.list = list
      host = SimulatedReorderHost(
        list: list, policy: MoveLoggingPolicy(rules: script.rules.reorderRules, list: list),
        options: options)
    } else {
      list = nil
      host = SimulatedReorderHost(
        table: table, policy: MoveLoggingPolicy(rules: script.rules.reorderRules),
        options: options)
    }
    table.reloadData(simulatedSections(script.table.sections))
    if let offsetY = script.table.contentOffsetY {
      table.contentOffset = CGPoint(x: 0, y: offsetY)
    }
    report.initialOrder = order()
    report.appOrder = report.initialOrder
  }

  // MARK: - Table and labels

  /// The table's sections for `sections`, whose kinds a list lays out from now on.
  mutating func simulatedSections(_ sections: [ScriptSection]) -> [SimulatedSection] {
    list?.lay(out: sections)
    return sections.map { section in
      let ids = section.labels.map { label in
        if let id = identities[label] { return id }
        identities[label] = labels.count
        labels.append(label)
        return labels.count - 1
      }
      return SimulatedSection(
        headerHeight: section.headerHeight, footerHeight: section.footerHeight,
        rowHeights: section.rowHeights, rowIDs: ids)
    }
  }

  func order() -> [[String]] {
    table.rowOrder.map { $0.map { labels[$0] } }
  }

  func label(at indexPath: IndexPath?) -> String {
    guard let indexPath, let id = table.rowID(at: indexPath) else { return "?" }
    return labels[id]
  }

  func indexPath(ofLabel label: String) -> IndexPath? {
    identities[label].flatMap { table.indexPath(ofRowID: $0) }
  }

  var visibleRange: (top: CGFloat, bottom: CGFloat) {
    let bounds = table.bounds
    let insets = table.contentInsets
    let top = bounds.minY + insets.top
    return (top, Swift.max(top, bounds.maxY - insets.bottom))
  }

  /// The autoscroll velocity the session uses for the finger where it is now.
  var velocity: CGFloat {
    guard controller.isDragging, let finger else { return 0 }
    let range = visibleRange
    return controller.options.autoscroll.velocity(
      fingerY: finger.y + table.contentOffset.y, visibleTop: range.top,
      visibleBottom: range.bottom)
  }

  // MARK: - Events

  /// Adds a line to the log; past the log's limit the line is only counted.
  mutating func log(_ time: Double, _ text: String) {
    flushIgnored()
    guard report.makesRoomForLogLine() else { return }
    report.log.append(RunReport.LogLine(time: time, text: text))
  }

  /// Whether the log is full: a line made now would only be counted.
  var logIsFull: Bool { report.log.count >= ScriptLimits.maximumLogLines }

  mutating func noteIgnored(_ name: String, at time: Double) {
    if ignored.isEmpty { ignoredSince = time }
    ignored[name, default: 0] += 1
  }

  mutating func flushIgnored() {
    guard !ignored.isEmpty else { return }
    let total = ignored.values.reduce(0, +)
    let parts = ScriptEvent.names.compactMap { name in
      ignored[name].map { "\(name) x\($0)" }
    }
    let line =
      "ignored \(total) event\(total == 1 ? "" : "s") (\(parts.joined(separator: ", "))): "
      + "no drag in progress"
    ignored = [:]
    guard report.makesRoomForLogLine() else { return }
    report.log.append(RunReport.LogLine(time: ignoredSince, text: line))
  }

  mutating func displayFrames(after start: Double, before end: Double) {
    let rate = script.tuning.frameRate
    guard rate > 0, controller.isDragging else { return }
    var frame = Int((start * Double(rate)).rounded(.down)) + 1
    while true {
      let time = Double(frame) / Double(rate)
      guard time < end, controller.isDragging else { return }
      if time > start { tick(at: time) }
      frame += 1
    }
  }

  mutating func tick(at time: Double) {
    let before = controller.draggedRow
    let committed = committedMoves.count
    controller.displayFrame(at: time, isInWindow: true)
    guard let update = controller.lastUpdate, !update.ignored else { return }
    absorb(update, at: time, hiddenBefore: before, committedBefore: committed, fromTick: true)
    pictureIfDue(at: time)
  }

  /// Feeds one finger event to the controller while a drag is active and absorbs its update;
  /// notes the event as ignored otherwise, as the library would ignore it.
  mutating func drive(_ name: String, at time: Double, _ phase: GesturePhase, _ point: CGPoint) {
    guard controller.isDragging else {
      noteIgnored(name, at: time)
      return
    }
    let before = controller.draggedRow
    let committed = committedMoves.count
    controller.handleGesture(phase, at: point)
    guard let update = controller.lastUpdate else { return }
    absorb(update, at: time, hiddenBefore: before, committedBefore: committed)
  }

  mutating func handle(_ event: ScriptEvent) {
    let time = event.time
    switch event.kind {
    case .press(let x, let target):
      pressed(x: x, target: target, at: time)
    case .move(let x, let y):
      if controller.isDragging { finger = CGPoint(x: x ?? finger?.x ?? 0, y: y) }
      let point = CGPoint(x: finger?.x ?? 0, y: y + table.contentOffset.y)
      drive("move", at: time, .changed, point)
    case .tick:
      guard controller.isDragging else {
        noteIgnored("tick", at: time)
        return
      }
      tick(at: time)
    case .release:
      drive("release", at: time, .ended, finger ?? .zero)
    case .cancel:
      drive("cancel", at: time, .cancelled, finger ?? .zero)
    case .reload(let sections):
      let wasDragging = controller.isDragging
      table.reloadData(simulatedSections(sections))
      report.appOrder = order()
      let rows = sections.reduce(0) { $0 + $1.rowHeights.count }
      log(
        time,
        "reload: the app reloaded the \(list == nil ? "table" : "list") "
          + "(\(SummaryWriter.count(sections.count, "section")), "
          + "\(SummaryWriter.count(rows, "row")))"
          + (wasDragging ? " during the drag" : ""))
      if wasDragging {
        let committed = committedMoves.count
        controller.tableDidReloadData()
        if let update = controller.lastUpdate {
          absorb(update, at: time, hiddenBefore: nil, committedBefore: committed)
        }
      } else {
        addFrame(time, "The app reloads the table; no drag is in progress.")
      }
    }
  }

  mutating func pressed(x: CGFloat?, target: PressTarget, at time: Double) {
    let rules = script.rules
    let pressX =
      x ?? rules.handleArea.map { ($0.lowerBound + $0.upperBound) / 2 }
      ?? table.viewportSize.width / 2
    let y: CGFloat
    switch target {
    case .y(let value):
      y = value
    case .row(let label):
      guard let indexPath = indexPath(ofLabel: label) else {
        log(time, "press on '\(label)': no such row now; ignored")
        return
      }
      y = table.rectForRow(at: indexPath).midY - table.contentOffset.y
    }
    let place = "(\(Fmt.pt(pressX)), \(Fmt.pt(y)))"
    guard !controller.isDragging else {
      log(time, "press at \(place): ignored, a drag is already in progress")
      return
    }
    let point = CGPoint(x: pressX, y: y + table.contentOffset.y)
    controller.handleGesture(.began, at: point)
    guard let update = controller.lastUpdate, !update.ignored,
      case .began(let indexPath) = update.event
    else {
      report.refusedPresses += 1
      let reason = refusal(at: point)
      press = DragPicture.Press(point: CGPoint(x: pressX, y: y), refused: true)
      log(time, "press at \(place) \(reason.log)")
      addFrame(time, "Press at \(place) \(reason.caption); no drag begins.")
      press = nil
      return
    }
    finger = CGPoint(x: pressX, y: y)
    press = DragPicture.Press(point: CGPoint(x: pressX, y: y), refused: false)
    blockedNoted = []
    report.dragsBegan += 1
    let label = label(at: indexPath)
    dragLabel = label
    dragOrigin = indexPath
    log(time, "press at \(place) on '\(label)': drag began at \(Fmt.path(indexPath))")
    absorb(update, at: time, hiddenBefore: indexPath, committedBefore: committedMoves.count)
    addFrame(
      time,
      "Long press on '\(label)': the row lifts, its slot stays empty (dashed) while the "
        + "snapshot follows the finger.")
  }

  /// Why a press at `point` (content coordinates) did not start a drag.
  func refusal(at point: CGPoint) -> (log: String, caption: String) {
    guard let indexPath = table.indexPathForRow(at: point) else {
      return (
        "refused: no row there (header, footer or empty space)",
        "lands on no row (a header, a footer or empty space)"
      )
    }
    let label = label(at: indexPath)
    if let list,
      case .refused(let reason) = ListGate.verdict(
        forItem: indexPath[1], facts: list.facts(forSection: indexPath[0]))
    {
      let why = Self.listRefusal(reason)
      return ("on '\(label)' refused by the list gate: \(why)", "on '\(label)' is refused: \(why)")
    }
    if script.rules.pinnedRows.contains(indexPath) {
      return (
        "on '\(label)' refused: \(Fmt.path(indexPath)) is pinned",
        "on '\(label)' is refused: that position is pinned"
      )
    }
    if let handle = script.rules.handleArea {
      let band = "x \(Fmt.pt(handle.lowerBound))-\(Fmt.pt(handle.upperBound))"
      return (
        "on '\(label)' refused: outside the handle area (\(band))",
        "on '\(label)' is outside the handle area (\(band), shaded)"
      )
    }
    return ("on '\(label)' refused by the policy", "on '\(label)' is refused by the policy")
  }

  /// Why the list gate refuses a drag there, for the log and a caption.
  static func listRefusal(_ reason: ListGateReason) -> String {
    switch reason {
    case .headerItem: "it is its section's header row"
    case .orthogonalScrolling: "its section scrolls sideways"
    case .grid(let columns): "its section is a grid of \(columns) columns"
    case .horizontalLayout: "the list scrolls horizontally"
    case .appSaysNotList, .notAListLayout: "its section is not a list section"
    }
  }
}
