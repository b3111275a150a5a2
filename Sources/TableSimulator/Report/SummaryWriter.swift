import Foundation
@_spi(Headless) import TableGestureCore

/// The readable text summary of a run: the table, the rules, every event that mattered, the
/// totals and the final order.
@_spi(Headless) public enum SummaryWriter {
  /// The summary of one run; `slug` names its storyboard files.
  public static func summary(of report: RunReport, slug: String) -> String {
    let script = report.script
    let table = script.table
    var lines: [String] = []
    lines.append("== \(slug): \(script.name)")
    let rows = table.sections.reduce(0) { $0 + $1.rowHeights.count }
    let content = table.sections.reduce(CGFloat(0)) {
      $0 + $1.headerHeight + $1.footerHeight + $1.rowHeights.reduce(0, +)
    }
    // A list says so, with its style (a collection view's items; a table's rows otherwise).
    let kind = table.host.listStyle.map { "list (\($0.rawValue) collection view)" } ?? "table"
    lines.append(
      "\(kind): \(count(table.sections.count, "section")), \(count(rows, "row")); content "
        + "\(Fmt.pt(content)) pt high; viewport \(Fmt.pt(table.viewport.width)) x "
        + "\(Fmt.pt(table.viewport.height)) pt; insets top \(Fmt.pt(table.insets.top)), bottom "
        + "\(Fmt.pt(table.insets.bottom))")
    if report.hasDrag { lines += dragRules(script.rules) }
    if !report.log.isEmpty {
      lines.append(report.hasDrag ? "events (index paths are (section, row)):" : "events:")
      for line in report.log {
        lines.append("  t=\(Fmt.time(line.time))  \(line.text)")
      }
      if report.logLinesLeftOut > 0 {
        lines.append(
          "  ... \(count(report.logLinesLeftOut, "later line")) left out (at most "
            + "\(ScriptLimits.maximumLogLines) per script)")
      }
    }
    lines.append("result:")
    if report.hasDrag { lines += dragResult(report) }
    if let swipe = report.swipe { lines += swipeResult(swipe) }
    if !script.swipes.isEmpty {
      let stages = script.swipes.reduce(0) { $0 + $1.stages.count }
      lines.append(
        "  system swipe: \(count(script.swipes.count, "row")) at \(count(stages, "stage")), laid "
          + "out with the core's button maths")
    }
    lines.append("final order:")
    for (section, labels) in report.finalOrder.enumerated() {
      let text = labels.isEmpty ? "(empty)" : labels.joined(separator: " ")
      lines.append("  section \(section): \(text)")
    }
    let frames = report.frameCount
    if frames > 0 {
      lines.append(
        "storyboard: \(count(frames, "frame")) (\(Storyboard.fileName(slug: slug, frame: 1))"
          + (frames > 1 ? " ... \(Storyboard.fileName(slug: slug, frame: frames)))" : ")")
          + (report.framesLeftOut > 0
            ? "; \(count(report.framesLeftOut, "later frame")) left out (at most "
              + "\(ScriptLimits.maximumFrames) per script)" : ""))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func dragRules(_ rules: ScriptRules) -> [String] {
    let pinned =
      rules.pinnedRows.isEmpty ? "none" : rules.pinnedRows.map(Fmt.path).joined(separator: " ")
    let handle =
      rules.handleArea.map { "x \(Fmt.pt($0.lowerBound))-\(Fmt.pt($0.upperBound))" }
      ?? "whole row"
    return [
      "rules: commit \(rules.commitMode == .eachSwap ? "each swap" : "on drop"); rows "
        + "\(rules.allowsMovingBetweenSections ? "may" : "may not") move between sections; "
        + "pinned: \(pinned); handle: \(handle)"
    ]
  }

  static func dragResult(_ report: RunReport) -> [String] {
    let reuse =
      report.reuseChecks == 0
      ? "no drag, so nothing to hide"
      : report.reuseFailures == 0
        ? "exactly the dragged row hidden at all \(report.reuseChecks) checks"
        : "WRONG cells hidden at \(report.reuseFailures) of \(report.reuseChecks) checks"
    let data =
      report.appOrder == report.finalOrder
      ? "yes" : report.appDataMatchesScreen ? "not yet (the on-drop drag was not dropped)" : "NO"
    return [
      "  moves: \(report.moves.count) on screen, \(report.committedMoves.count) committed to the "
        + "app",
      "  autoscrolled: down \(Fmt.pt(report.autoscrolledDown)) pt, up "
        + "\(Fmt.pt(report.autoscrolledUp)) pt",
      "  drags: \(report.dragsBegan) began, \(report.dragsEnded) dropped, "
        + "\(report.dragsCancelled) cancelled; \(count(report.refusedPresses, "press", "presses")) "
        + "refused" + (report.endedDuringDrag ? "; the script ended during a drag" : ""),
      "  cells: \(report.cellsCreated) made; \(reuse)",
      "  app data after the committed moves matches the screen: \(data)",
    ]
  }

  static func swipeResult(_ swipe: SwipeEngineOutcome) -> [String] {
    let deleted =
      swipe.deletedRows.isEmpty
      ? "none" : swipe.deletedRows.map { "'\($0)'" }.joined(separator: " ")
    let open =
      swipe.oneOpenRowFailures == 0
      ? "at most one row open at all \(swipe.oneOpenRowChecks) checks while still"
      : "MORE than one row open at \(swipe.oneOpenRowFailures) of \(swipe.oneOpenRowChecks) checks "
        + "while still"
    return [
      "  rows the app deleted: \(deleted); open at the end: \(swipe.openRow ?? "none")",
      "  swipe engine: \(open)",
      "  the app's data matches the screen: \(swipe.dataMatchesScreen ? "yes" : "NO")",
    ] + cellResult(swipe.cellChecks)
  }

  /// The lines of the cell checks the run made (none for a run without those cases).
  static func cellResult(_ checks: SwipeEngineCellChecks) -> [String] {
    var lines: [String] = []
    if checks.tapsWithoutButtons > 0 {
      let ran =
        checks.phantomActions == 0
        ? "none ran an action" : "\(checks.phantomActions) RAN an action"
      lines.append(
        "  taps where a replaced cell's button was: \(checks.tapsWithoutButtons); \(ran)")
    }
    if checks.leavingChecks > 0 {
      let kept =
        checks.leavingFailures == 0
        ? "kept its offset and buttons at all \(checks.leavingChecks) checks"
        : "LOST its offset or buttons at \(checks.leavingFailures) of \(checks.leavingChecks) checks"
      lines.append("  a deleted row's cell while animating out: \(kept)")
    }
    if checks.widthChecks > 0 {
      let snapped =
        checks.widthFailures == 0
        ? "at its new open width, buttons inside the row, at all \(checks.widthChecks) checks"
        : "OFF its new open width or buttons outside at \(checks.widthFailures) of "
          + "\(checks.widthChecks) checks"
      lines.append("  the open row after a width change: \(snapped)")
    }
    if checks.listChecks > 0 {
      let rule =
        checks.listHidesSeparators
        ? "separators beside a moved row hidden, the others shown"
        : "every separator shown (the classic design keeps them)"
      let held =
        checks.listFailures == 0
        ? "at all \(checks.listChecks) checks"
        : "WRONG at \(checks.listFailures) of \(checks.listChecks) checks"
      lines.append("  list: \(rule), the buttons' clip rounded as its row, \(held)")
    }
    return lines
  }

  static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
  }
}
