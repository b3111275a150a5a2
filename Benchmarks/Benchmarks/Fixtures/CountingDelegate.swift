import Foundation
@_spi(Headless) import TableGestureCore

/// The app's drag delegate as the benchmarks' host asks it: an existential, as the skin asks
/// `any DragableTableDelegate`.
protocol BenchmarkDragDelegate: AnyObject {
  func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint) -> Bool
  func canMoveRow(to indexPath: IndexPath) -> Bool
  func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath
  func commitMove(from: IndexPath, to: IndexPath)
}

/// The ready-made ``ReorderRules`` (no pinned rows, no handle, moves between sections allowed),
/// counting commits instead of recording them: `RecordingReorderPolicy` keeps every move in a
/// growing array, which over millions of swaps would measure the array's growth.
final class CountingDelegate: BenchmarkDragDelegate {
  let rules = ReorderRules()
  /// Moves committed so far.
  var commitCount = 0

  func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint) -> Bool {
    rules.canDragRow(at: indexPath, touchPoint: touchPoint)
  }

  func canMoveRow(to indexPath: IndexPath) -> Bool { rules.canMoveRow(to: indexPath) }

  func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath {
    rules.targetIndexPath(forMoveFrom: original, proposed: proposed)
  }

  func commitMove(from: IndexPath, to: IndexPath) { commitCount += 1 }
}

/// ``BenchmarkDragDelegate`` as the shared ``DelegatedReorderPolicy`` asks it (the skin's
/// `DragableAnswers`).
struct CountingAnswers: ReorderDelegateAnswers {
  let delegate: any BenchmarkDragDelegate

  func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint, in table: SimulatedTable) -> Bool {
    delegate.canDragRow(at: indexPath, touchPoint: touchPoint)
  }

  func canMoveRowWithAccessibility(at indexPath: IndexPath, in table: SimulatedTable) -> Bool {
    let rect = table.rectForRow(at: indexPath)
    return delegate.canDragRow(
      at: indexPath, touchPoint: CGPoint(x: rect.width / 2, y: rect.height / 2))
  }

  func canMoveRow(to indexPath: IndexPath, in table: SimulatedTable) -> Bool {
    delegate.canMoveRow(to: indexPath)
  }

  func targetIndexPath(
    forMoveFrom original: IndexPath, proposed: IndexPath, in table: SimulatedTable
  ) -> IndexPath {
    delegate.targetIndexPath(forMoveFrom: original, proposed: proposed)
  }

  func commitMove(from: IndexPath, to: IndexPath, in table: SimulatedTable) {
    delegate.commitMove(from: from, to: to)
  }
}
