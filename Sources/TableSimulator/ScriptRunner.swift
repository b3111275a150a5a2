import Foundation
import TableGestureCore

/// Runs a ``GestureScript`` on a `SimulatedTable` through the library's own `ReorderController`
/// (the path a device runs, with `SimulatedReorderHost` in UIKit's place), and records what
/// happened: a log, every move, autoscroll totals, a reuse check at every frame, and storyboard
/// frames at the key moments.
///
/// Deterministic: the same script always gives the same ``RunReport``.
public enum ScriptRunner {
  /// Runs `script` and keeps its storyboard frames in ``RunReport/frames`` (at most
  /// ``ScriptLimits/maximumFrames``).
  public static func run(_ script: GestureScript) -> RunReport {
    var frames: [StoryFrame] = []
    var report = run(script, frames: StoryFrameSink { frames.append($0) })
    report.frames = frames
    return report
  }

  /// Runs `script`, handing each storyboard frame to `frames` as soon as it is made;
  /// ``RunReport/frames`` stays empty.
  public static func run(_ script: GestureScript, frames: StoryFrameSink) -> RunReport {
    var run = ScriptRun(script: script, frames: frames)
    var previousTime = 0.0
    for event in script.events {
      run.displayFrames(after: previousTime, before: event.time)
      run.handle(event)
      previousTime = event.time
    }
    run.finish(at: previousTime)
    run.showSwipes()
    if let engine = script.swipeEngine {
      SwipeEngineRunner.run(
        engine, table: script.table, startingAt: script.events.last?.time ?? 0,
        into: &run.report, frames: frames)
    }
    run.report.frameCount = frames.kept
    run.report.framesLeftOut = frames.leftOut
    return run.report
  }
}

/// The mutable state of one run.
private struct ScriptRun {
  /// Swap frames are drawn at most this often, in seconds of script time.
  static let swapFrameSpacing = 0.4
  /// How long after autoscroll starts its frame is drawn, so the picture shows it at speed.
  static let autoscrollFrameDelay = 0.3

  let script: GestureScript
  let table: SimulatedTable
  let host: SimulatedReorderHost<RecordingReorderPolicy>
  var controller: ReorderController<SimulatedReorderHost<RecordingReorderPolicy>> {
    host.controller
  }
  var committedMoves: [ReorderMove] { host.reorderPolicy.committedMoves }
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
    host = SimulatedReorderHost(
      table: table, policy: RecordingReorderPolicy(rules: script.rules.reorderRules),
      options: script.tuning.reorderOptions(commitMode: script.rules.commitMode))
    table.reloadData(simulatedSections(script.table.sections))
    if let offsetY = script.table.contentOffsetY {
      table.contentOffset = CGPoint(x: 0, y: offsetY)
    }
    report.initialOrder = order()
    report.appOrder = report.initialOrder
  }

  // MARK: - Table and labels

  mutating func simulatedSections(_ sections: [ScriptSection]) -> [SimulatedSection] {
    sections.map { section in
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

  mutating func log(_ time: Double, _ text: String) {
    flushIgnored()
    report.log.append(RunReport.LogLine(time: time, text: text))
  }

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
        "reload: the app reloaded the table (\(SummaryWriter.count(sections.count, "section")), "
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
    let place = "(\(Fmt.plain(pressX)), \(Fmt.plain(y)))"
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
    if script.rules.pinnedRows.contains(indexPath) {
      return (
        "on '\(label)' refused: \(Fmt.path(indexPath)) is pinned",
        "on '\(label)' is refused: that position is pinned"
      )
    }
    if let handle = script.rules.handleArea {
      let band = "x \(Fmt.plain(handle.lowerBound))-\(Fmt.plain(handle.upperBound))"
      return (
        "on '\(label)' refused: outside the handle area (\(band))",
        "on '\(label)' is outside the handle area (\(band), shaded)"
      )
    }
    return ("on '\(label)' refused by the policy", "on '\(label)' is refused by the policy")
  }

  // MARK: - After every update

  mutating func absorb(
    _ update: ReorderUpdate, at time: Double, hiddenBefore: IndexPath?, committedBefore: Int,
    fromTick: Bool = false
  ) {
    if update.scrolledDistance != 0 {
      trackAutoscroll(update.scrolledDistance, at: time)
    } else if fromTick, autoscroll != nil {
      autoscrollPaused(at: time)
    }
    let newCommits = committedMoves[committedBefore...]
    var crossedSection = false
    if script.rules.commitMode == .eachSwap {
      for move in newCommits {
        let label = dragLabel ?? label(at: move.to)
        recordMove(RunReport.Move(time: time, label: label, from: move.from, to: move.to))
        crossedSection = crossedSection || move.from[0] != move.to[0]
      }
    } else if update.moveCount > 0, let from = hiddenBefore {
      let to = update.hiddenRow ?? dragOrigin ?? from
      recordMove(RunReport.Move(time: time, label: dragLabel ?? label(at: to), from: from, to: to))
    }
    for move in newCommits {
      move.apply(to: &report.appOrder)
      report.committedMoves.append(
        RunReport.Move(
          time: time, label: dragLabel ?? label(at: move.to), from: move.from, to: move.to))
      if script.rules.commitMode == .onDrop {
        log(
          time,
          "commit on drop: '\(dragLabel ?? label(at: move.to))' \(Fmt.path(move.from)) -> "
            + "\(Fmt.path(move.to))")
      }
    }
    if let frame = update.snapshotFrame { lastSnapshot = frame }
    switch update.event {
    case .ended?, .cancelled?:
      // Until the settle animation ends, the row it settles into stays hidden under it.
      verifyCells(hiddenRow: update.settleFrame == nil ? nil : update.restingRow)
    default: checkCells()
    }

    switch update.event {
    case .ended(let from, let to):
      closeAutoscroll(at: time, reason: "the drag ended")
      report.dragsEnded += 1
      let label = label(at: to)
      log(time, "release: '\(label)' settles at \(Fmt.path(to)) (began at \(Fmt.path(from)))")
      finishDrag()
      addFrame(
        time,
        "Release: '\(label)' settles into \(Fmt.path(to)) (green outline); it began at "
          + "\(Fmt.path(from)).", settle: update.settleFrame)
      clearDrag()
    case .cancelled(let reason):
      closeAutoscroll(at: time, reason: "the drag was cancelled")
      report.dragsCancelled += 1
      let text: String
      switch reason {
      case .dataChanged:
        text = "the table's data changed, so the drag is cancelled and the snapshot removed"
      case .gestureCancelled where script.rules.commitMode == .onDrop:
        text =
          "the gesture was cancelled; the row goes back to where it began, nothing is committed"
      case .gestureCancelled:
        text =
          "the gesture was cancelled; the row settles where it is now (its moves are committed)"
      case .dragDisabled:
        text = "dragging was turned off"
      case .tableLeftWindow:
        text = "the table left its window"
      }
      log(time, "cancel: \(text)")
      finishDrag()
      addFrame(time, "Cancelled: \(text).", settle: update.settleFrame)
      clearDrag()
    default:
      if update.moveCount > 0 {
        let to = update.hiddenRow ?? hiddenBefore
        let lastMove = report.moves.last
        let crossing = crossedSection || (hiddenBefore?[0] != to?[0])
        let spacing = crossing ? 0.1 : Self.swapFrameSpacing
        if time - lastFrameTime >= spacing, let lastMove {
          addFrame(
            time,
            "'\(lastMove.label)' passed the halfway mark: it moves \(Fmt.path(lastMove.from)) -> "
              + "\(Fmt.path(lastMove.to))" + (crossing ? ", into section \(lastMove.to[0])." : "."))
        }
      }
      noteBlocked(at: time)
    }
  }

  mutating func recordMove(_ move: RunReport.Move) {
    report.moves.append(move)
    let crossing = move.from[0] != move.to[0] ? " (into section \(move.to[0]))" : ""
    log(
      move.time,
      "move \(report.moves.count): '\(move.label)' \(Fmt.path(move.from)) -> "
        + "\(Fmt.path(move.to))\(crossing)")
  }

  /// Notes, once per drag and position, when the snapshot waits in front of a position the
  /// rules refuse.
  mutating func noteBlocked(at time: Double) {
    guard let snapshot = lastSnapshot, let hidden = controller.draggedRow else { return }
    let centre = CGPoint(x: 1, y: snapshot.midY)
    guard let over = table.indexPathForRow(at: centre), over != hidden else { return }
    let rules = script.rules
    let reason: String
    if rules.pinnedRows.contains(over) {
      reason = "\(Fmt.path(over)) is pinned"
    } else if over[0] != hidden[0], !rules.allowsMovingBetweenSections {
      reason = "rows may not move to another section"
    } else if over[0] != hidden[0], rules.commitMode == .onDrop {
      reason = "an on-drop drag stays in its section"
    } else {
      return
    }
    guard blockedNoted.insert(over).inserted else { return }
    let dragged = label(at: hidden)
    let side = over < hidden ? "below" : "above"
    log(time, "'\(dragged)' waits \(side) '\(label(at: over))': \(reason)")
    addFrame(
      time,
      "'\(dragged)' is held over '\(label(at: over))' but stays at \(Fmt.path(hidden)): "
        + "\(reason).")
  }

  // MARK: - Autoscroll

  /// A display frame that did not scroll while a phase was open: the finger left the zone, or
  /// the table reached an end of its content.
  mutating func autoscrollPaused(at time: Double) {
    let speed = velocity
    let offset = table.contentOffset.y
    let lowest = -table.contentInsets.top
    let highest = Swift.max(
      lowest, table.contentSize.height + table.contentInsets.bottom - table.viewportSize.height)
    if speed > 0, offset >= highest {
      closeAutoscroll(at: time, reason: "reached the end of the content")
    } else if speed < 0, offset <= lowest {
      closeAutoscroll(at: time, reason: "reached the top of the content")
    } else if speed == 0 {
      closeAutoscroll(at: time, reason: "the finger left the edge zone")
    }
  }

  mutating func trackAutoscroll(_ distance: CGFloat, at time: Double) {
    if distance > 0 {
      report.autoscrolledDown += distance
    } else {
      report.autoscrolledUp -= distance
    }
    let down = distance > 0
    if let phase = autoscroll, phase.down == down {
      autoscroll?.distance += abs(distance)
      if !phase.framed, time - phase.start >= Self.autoscrollFrameDelay {
        autoscroll?.framed = true
        let zone = down ? "bottom" : "top"
        addFrame(
          time,
          "The finger is held in the \(zone) edge zone: the table autoscrolls "
            + "\(down ? "down" : "up") at \(Fmt.fixed(abs(velocity), 0)) pt/s (faster the deeper the "
            + "finger), and rows keep swapping under the still finger.")
      }
      return
    }
    closeAutoscroll(at: time, reason: "the direction changed")
    autoscroll = AutoscrollPhase(down: down, start: time, distance: abs(distance))
    let zone = down ? "bottom" : "top"
    log(time, "autoscroll \(down ? "down" : "up") starts (finger in the \(zone) edge zone)")
  }

  mutating func closeAutoscroll(at time: Double, reason: String) {
    guard let phase = autoscroll else { return }
    autoscroll = nil
    let direction = phase.down ? "down" : "up"
    log(
      time,
      "autoscroll \(direction) stops: \(reason) (scrolled \(Fmt.pt(phase.distance)) pt in "
        + "\(Fmt.fixed(time - phase.start, 2)) s)")
    if reason.hasPrefix("reached") || reason.hasPrefix("the finger") {
      let place = controller.draggedRow.map { " '\(label(at: $0))' is at \(Fmt.path($0))." } ?? ""
      addFrame(
        time,
        "Autoscroll \(direction) stops: \(reason), after \(Fmt.fixed(phase.distance, 0)) pt."
          + place)
    }
  }

  // MARK: - Cells

  /// Checks that the controller hid exactly the dragged row's cell, whatever reuse did.
  mutating func checkCells() {
    verifyCells(hiddenRow: controller.draggedRow)
  }

  mutating func verifyCells(hiddenRow: IndexPath?) {
    report.reuseChecks += 1
    let wrong = table.visibleCells.contains { $0.isHidden != ($0.indexPath == hiddenRow) }
    if wrong { report.reuseFailures += 1 }
  }

  /// The settle animation ends at once in the simulator; then every cell must be visible.
  mutating func finishDrag() {
    host.completeSettle()
    verifyCells(hiddenRow: nil)
  }

  mutating func clearDrag() {
    finger = nil
    press = nil
    lastSnapshot = nil
    dragLabel = nil
    dragOrigin = nil
  }

  mutating func finish(at time: Double) {
    flushIgnored()
    if controller.isDragging {
      report.endedDuringDrag = true
      closeAutoscroll(at: time, reason: "the script ended")
      log(time, "the script ends with the drag still in progress (no release)")
      addFrame(time, "The script ends here, during the drag.")
    }
    report.finalOrder = order()
    report.cellsCreated = table.createdCellCount
  }

  // MARK: - Frames

  mutating func addFrame(_ time: Double, _ caption: String, settle: CGRect? = nil) {
    lastFrameTime = time
    frames.add {
      StoryFrame(time: time, caption: caption, content: .drag(picture(settle: settle)))
    }
  }

  func picture(settle: CGRect?) -> DragPicture {
    var rows: [DragPicture.Row] = []
    var headers: [DragPicture.Band] = []
    var footers: [DragPicture.Band] = []
    let pinned = Set(script.rules.pinnedRows)
    for section in 0..<table.numberOfSections {
      let header = table.rectForHeader(inSection: section)
      if header.height > 0 {
        headers.append(DragPicture.Band(rect: header, text: "Section \(section) header"))
      }
      let footer = table.rectForFooter(inSection: section)
      if footer.height > 0 {
        footers.append(DragPicture.Band(rect: footer, text: "footer"))
      }
      for row in 0..<table.numberOfRows(inSection: section) {
        let indexPath = IndexPath(indexes: [section, row])
        let cell = table.cellForRow(at: indexPath)
        rows.append(
          DragPicture.Row(
            label: label(at: indexPath), indexPath: indexPath,
            rect: table.rectForRow(at: indexPath), isPinned: pinned.contains(indexPath),
            cell: cell, cellHidden: cell.map { table.isCellHidden($0) } ?? false))
      }
    }
    let range = visibleRange
    let ramp = controller.options.autoscroll
    let zone =
      ramp.edgeZoneHeight.isFinite && ramp.edgeZoneHeight > 0
      ? Swift.min(ramp.edgeZoneHeight, (range.bottom - range.top) / 3) : 0
    return DragPicture(
      viewport: table.viewportSize, insets: table.contentInsets,
      contentOffsetY: table.contentOffset.y, contentHeight: table.contentSize.height, rows: rows,
      headers: headers, footers: footers, handleArea: script.rules.handleArea,
      edgeZoneHeight: controller.isDragging ? Swift.max(0, zone) : 0, autoscrollVelocity: velocity,
      snapshot: lastSnapshot, snapshotLabel: lastSnapshot == nil ? nil : dragLabel,
      hiddenSlot: controller.draggedRow.map { table.rectForRow(at: $0) }, settle: settle,
      finger: finger, press: press)
  }

  // MARK: - Swipes

  mutating func showSwipes() {
    for showcase in script.swipes {
      guard let indexPath = indexPath(ofLabel: showcase.rowLabel) else { continue }
      let cell = table.rectForRow(at: indexPath).size
      let names = showcase.actions.map { "\($0.title) (\($0.spec.style))" }
      let time = script.events.last?.time ?? 0
      log(
        time,
        "swipe '\(showcase.rowLabel)' \(showcase.side.rawValue) (\(showcase.edge) edge): "
          + names.joined(separator: ", "))
      for stage in showcase.stages {
        let picture = SwipePicture.make(showcase: showcase, stage: stage, cellSize: cell)
        log(time, SwipeDescription.line(for: picture))
        frames.add {
          StoryFrame(
            time: time, caption: SwipeDescription.caption(for: picture),
            content: .swipe(picture))
        }
      }
    }
  }
}
