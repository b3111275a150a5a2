import Foundation
@_spi(Headless) import TableGestureCore

/// A script's drag rules, and a log of every move committed to the app, in order.
///
/// The log is an object every copy of the policy shares. The controller works on a copy of its
/// host's policy during each event and writes it back after, so `RecordingReorderPolicy`, which
/// keeps the moves in an array of its own, copies the whole array at every commit: a drag with
/// tens of thousands of swaps took seconds. Appending to a shared log costs the same at every
/// commit.
struct MoveLoggingPolicy: ReorderPolicy {
  final class Log {
    var moves: [ReorderMove] = []
  }

  let rules: ReorderRules
  let log = Log()
  /// The collection-view list the rows are in, whose sections' facts gate the drag as
  /// ``ListReorderPolicy`` does (``ListReorderGate``); `nil` on a table.
  weak var list: SimulatedList?

  init(rules: ReorderRules, list: SimulatedList? = nil) {
    self.rules = rules
    self.list = list
  }

  func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool {
    listAllows(indexPath) && rules.canDragRow(at: indexPath, touchPoint: touchPoint)
  }

  func canMoveRow(to indexPath: IndexPath) -> Bool {
    listAllows(indexPath) && rules.canMoveRow(to: indexPath)
  }

  /// Whether the list gate lets the drag lift or land at `indexPath` (always on a table).
  func listAllows(_ indexPath: IndexPath) -> Bool {
    guard let list else { return true }
    let section = indexPath.count == 2 ? indexPath[0] : -1
    return ListReorderGate.allows(indexPath, facts: list.facts(forSection: section))
  }

  func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath {
    rules.targetIndexPath(forMoveFrom: original, proposed: proposed)
  }

  func commitMove(from: IndexPath, to: IndexPath) {
    log.moves.append(ReorderMove(from: from, to: to))
  }
}
