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

  func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool {
    rules.canDragRow(at: indexPath, touchPoint: touchPoint)
  }

  func canMoveRow(to indexPath: IndexPath) -> Bool {
    rules.canMoveRow(to: indexPath)
  }

  func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath {
    rules.targetIndexPath(forMoveFrom: original, proposed: proposed)
  }

  func commitMove(from: IndexPath, to: IndexPath) {
    log.moves.append(ReorderMove(from: from, to: to))
  }
}
