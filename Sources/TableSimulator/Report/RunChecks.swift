@_spi(Headless) import TableGestureCore

/// The checks a run passed or failed: what the verdict line counts.
extension RunReport {
  /// Whether the script drives a drag (has drag events).
  public var hasDrag: Bool { !script.events.isEmpty }

  /// Every check this run failed, in words; empty when all passed.
  public var failedChecks: [String] {
    var failed: [String] = []
    if hasDrag {
      if reuseFailures > 0 { failed.append("wrong cells hidden") }
      if !appDataMatchesScreen { failed.append("the app's data differs from the screen") }
    }
    if let swipe {
      if swipe.oneOpenRowFailures > 0 { failed.append("more than one row open") }
      if !swipe.dataMatchesScreen { failed.append("the app's data differs from the screen") }
      let cells = swipe.cellChecks
      if cells.phantomActions > 0 { failed.append("an action ran from a cell showing no buttons") }
      if cells.leavingFailures > 0 {
        failed.append("a deleted row lost its fill while animating out")
      }
      if cells.widthFailures > 0 { failed.append("an open row missed its new open width") }
      if cells.listFailures > 0 {
        failed.append("a list's separators or the buttons' corners were wrong")
      }
    }
    return failed
  }

  /// Whether the moves reported to the app rebuild the order on screen; an on-drop drag still in
  /// progress when the script ends has not been reported yet, so it is not held against it.
  var appDataMatchesScreen: Bool {
    appOrder == finalOrder || (script.rules.commitMode == .onDrop && endedDuringDrag)
  }

  /// The last line of a run of several reports: `9 scenarios, all checks passed`, or which
  /// failed which checks.
  public static func verdict(_ entries: [(slug: String, report: RunReport)]) -> String {
    let count = SummaryWriter.count(entries.count, "scenario")
    let failures = entries.filter { !$0.report.failedChecks.isEmpty }
    guard !failures.isEmpty else { return "\(count), all checks passed" }
    let list = failures.map { "\($0.slug) (\($0.report.failedChecks.joined(separator: ", ")))" }
    return "\(count), \(failures.count) failed: \(list.joined(separator: "; "))"
  }
}
