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

/// A view the app's delegate is asked about (a table, or the list's layout standing for its
/// collection view), with its rows' rectangles for the accessibility question.
protocol BenchmarkAnsweredView: AnyObject {
  /// The frame of the row at `indexPath`, as the host reads it.
  func answeredRect(at indexPath: IndexPath) -> CGRect
}

extension SimulatedTable: BenchmarkAnsweredView {
  func answeredRect(at indexPath: IndexPath) -> CGRect { rectForRow(at: indexPath) }
}

/// ``BenchmarkDragDelegate`` as the shared ``DelegatedReorderPolicy`` asks it (the skin's
/// `DragableAnswers`), each question about the view the host holds, `Table`.
struct CountingAnswers<Table: BenchmarkAnsweredView>: ReorderDelegateAnswers {
  let delegate: any BenchmarkDragDelegate

  func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint, in table: Table) -> Bool {
    delegate.canDragRow(at: indexPath, touchPoint: touchPoint)
  }

  func canMoveRowWithAccessibility(at indexPath: IndexPath, in table: Table) -> Bool {
    let rect = table.answeredRect(at: indexPath)
    return delegate.canDragRow(
      at: indexPath, touchPoint: CGPoint(x: rect.width / 2, y: rect.height / 2))
  }

  func canMoveRow(to indexPath: IndexPath, in table: Table) -> Bool {
    delegate.canMoveRow(to: indexPath)
  }

  func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath, in table: Table)
    -> IndexPath
  {
    delegate.targetIndexPath(forMoveFrom: original, proposed: proposed)
  }

  func commitMove(from: IndexPath, to: IndexPath, in table: Table) {
    delegate.commitMove(from: from, to: to)
  }
}
