import Foundation
@_spi(Headless) import TableGestureCore

/// The ready-made ``ReorderRules`` (no pinned rows, no handle, moves between sections allowed),
/// counting commits instead of recording them.
///
/// `RecordingReorderPolicy` keeps every move in a growing array, which over millions of swaps
/// would measure the array's growth rather than the session; this policy asks the same
/// questions and only counts.
struct CountingPolicy: ReorderPolicy {
  var rules = ReorderRules()
  /// Moves committed so far.
  var commitCount = 0

  func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint) -> Bool {
    rules.canDragRow(at: indexPath, touchPoint: touchPoint)
  }

  func canMoveRow(to indexPath: IndexPath) -> Bool {
    rules.canMoveRow(to: indexPath)
  }

  func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath {
    rules.targetIndexPath(forMoveFrom: original, proposed: proposed)
  }

  mutating func commitMove(from: IndexPath, to: IndexPath) {
    commitCount += 1
  }
}
