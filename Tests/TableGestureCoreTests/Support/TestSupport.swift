import Foundation

@_spi(Headless) @testable import TableGestureCore

/// `[section, row]` without UIKit.
func ip(_ section: Int, _ row: Int) -> IndexPath {
  IndexPath(row: row, inSection: section)
}

/// A table, a session, a recording policy and the app's model array, driven like a finger would.
struct DragHarness {
  var table: SimulatedTable
  var session: ReorderSession
  var policy: RecordingReorderPolicy
  /// The app's data, kept in step by applying every committed move.
  var model: [[Int]]
  var updates: [ReorderUpdate] = []
  var time: TimeInterval = 0

  init(
    table: SimulatedTable, rules: ReorderRules = ReorderRules(),
    options: ReorderOptions = ReorderOptions()
  ) {
    self.table = table
    self.session = ReorderSession(options: options)
    self.policy = RecordingReorderPolicy(rules: rules)
    self.model = table.rowOrder
  }

  /// Applies the moves committed since the last call to the model.
  mutating func syncModel() {
    for move in policy.committedMoves.dropFirst(appliedMoves) {
      move.apply(to: &model)
    }
    appliedMoves = policy.committedMoves.count
  }
  private var appliedMoves = 0

  @discardableResult
  mutating func press(x: CGFloat = 10, y: CGFloat) -> ReorderUpdate {
    record(session.begin(at: CGPoint(x: x, y: y), in: table, policy: policy))
  }

  @discardableResult
  mutating func move(x: CGFloat = 10, y: CGFloat) -> ReorderUpdate {
    record(session.move(to: CGPoint(x: x, y: y), in: table, policy: &policy))
  }

  @discardableResult
  mutating func tick(after interval: TimeInterval) -> ReorderUpdate {
    time += interval
    return record(session.tick(at: time, in: table, policy: &policy))
  }

  @discardableResult
  mutating func release() -> ReorderUpdate {
    record(session.end(in: table, policy: &policy))
  }

  @discardableResult
  mutating func cancel(_ reason: ReorderCancelReason = .gestureCancelled) -> ReorderUpdate {
    record(session.cancel(reason, in: table, policy: &policy))
  }

  /// Moves the finger from `start` to `end` in steps of `step` points.
  mutating func drag(from start: CGFloat, to end: CGFloat, step: CGFloat = 2) {
    var y = start
    let direction: CGFloat = end >= start ? 1 : -1
    while (end - y) * direction > 0 {
      y += direction * Swift.min(step, abs(end - y))
      move(y: y)
    }
  }

  private mutating func record(_ update: ReorderUpdate) -> ReorderUpdate {
    updates.append(update)
    syncModel()
    return update
  }

  /// The moves committed so far as (from, to) row pairs, for single-section tables.
  var committedRows: [String] {
    policy.committedMoves.map {
      "\($0.from.tableSection).\($0.from.tableRow)→\($0.to.tableSection).\($0.to.tableRow)"
    }
  }
}

extension SimulatedTable {
  /// A one-section table with the given row heights and a 320-wide viewport.
  static func rows(
    _ heights: [CGFloat], viewportHeight: CGFloat = 600, insets: LayoutInsets = .zero
  ) -> SimulatedTable {
    SimulatedTable(
      sections: [SimulatedSection(rowHeights: heights)],
      viewportSize: CGSize(width: 320, height: viewportHeight), contentInsets: insets)
  }
}
