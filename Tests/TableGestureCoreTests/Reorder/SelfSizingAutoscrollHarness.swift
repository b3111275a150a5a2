import Foundation

@_spi(Headless) @testable import TableGestureCore

/// The two hosts a self-sizing drag runs on.
enum SelfSizingHost: String, CaseIterable, CustomStringConvertible {
  case table, list
  var description: String { rawValue }
}

/// A self-sizing table or list whose items are estimated at `estimate` points and measure
/// `realHeight(item)`, dragged with autoscroll: what the user sees move that should not.
struct SelfSizingAutoscroll {
  var harness: ControllerHarness
  let table: SimulatedTable
  let ramp: AutoscrollRamp
  /// Every item that stayed on screen, and on the same side of the dragged one, yet moved more
  /// than one frame of autoscroll in a frame, and every frame whose snapshot did (the finger is
  /// still), oldest first.
  var jumps: [String] = []
  private var previous: [Int: (above: Bool, y: CGFloat)] = [:]
  private var previousSnapshotY: CGFloat?

  /// `sections` item counts (identities in order, an empty section keeps a 30-point header) in a
  /// 320 × 400 viewport on `host`.
  init(
    host: SelfSizingHost, sections: [Int], estimate: CGFloat, speed: CGFloat,
    realHeight: (Int) -> CGFloat
  ) {
    var next = 0
    let simulated = sections.map { count in
      defer { next += count }
      return SimulatedSection(
        headerHeight: count == 0 ? 30 : 0, rowHeights: (next..<(next + count)).map(realHeight),
        rowIDs: Array(next..<(next + count)))
    }
    ramp = AutoscrollRamp(maximumSpeed: speed)
    let options = ReorderOptions(autoscroll: ramp)
    let viewport = CGSize(width: 320, height: 400)
    switch host {
    case .table:
      table = SimulatedTable(
        sections: simulated, viewportSize: viewport, estimatedRowHeight: estimate)
      harness = ControllerHarness(table: table, options: options)
    case .list:
      let list = SimulatedList(
        sections: simulated, viewportSize: viewport, estimatedItemHeight: estimate)
      table = list.table
      harness = ControllerHarness(table: table, options: options, list: list)
    }
    for item in 0..<next { harness.app.heightOfItem[item] = realHeight(item) }
  }

  /// Holds the finger `finger` points below the visible top (or above the bottom when negative)
  /// for `frames` display frames, recording jumps.
  mutating func hold(at finger: CGFloat, frames: Int) {
    for _ in 0..<frames {
      let y = finger >= 0 ? table.bounds.minY + finger : table.bounds.maxY + finger
      harness.move(y: y)
      harness.tick()
      record(fingerOnScreen: y - table.bounds.minY)
    }
  }

  /// Notes what moved in the frame that just ended.
  private mutating func record(fingerOnScreen: CGFloat) {
    let bounds = table.bounds
    let step = ramp.maximumSpeed / 60 + 0.5
    let snapshotY = harness.host.snapshotFrame.map { $0.minY - bounds.minY }
    if let snapshotY, let before = previousSnapshotY, abs(snapshotY - before) > step {
      jumps.append("snapshot moved \(snapshotY - before) on screen, offset \(bounds.minY)")
    }
    previousSnapshotY = snapshotY
    // An item the dragged one passed this frame moved by its height on purpose.
    let draggedTop = harness.controller.draggedRow.map { table.rectForRow(at: $0).minY }
    var now: [Int: (above: Bool, y: CGFloat)] = [:]
    for cell in table.visibleCells where cell.indexPath != harness.controller.draggedRow {
      guard let item = table.rowID(at: cell.indexPath) else { continue }
      let rect = table.rectForRow(at: cell.indexPath)
      let y = rect.minY - bounds.minY
      now[item] = (draggedTop.map { rect.minY < $0 } ?? false, y)
      if let before = previous[item], before.above == now[item]?.above, abs(y - before.y) > step {
        jumps.append("item \(item) moved \(y - before.y) on screen, offset \(bounds.minY)")
      }
    }
    previous = now
  }
}
