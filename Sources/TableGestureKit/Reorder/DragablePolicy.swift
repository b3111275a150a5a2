#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The engine's ``ReorderPolicy`` for a table: ``DelegatedReorderPolicy`` asking the table's
  /// ``DragableTableDelegate`` (``DragableAnswers``).
  typealias DragablePolicy = DelegatedReorderPolicy<DragableAnswers>

  /// The table's ``DragableTableDelegate`` as the engine's policy asks it, with the defaults its
  /// documentation gives where an optional method is not implemented.
  @MainActor
  struct DragableAnswers: @MainActor ReorderDelegateAnswers {
    let delegate: any DragableTableDelegate

    func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint, in table: UITableView) -> Bool {
      delegate.tableView?(table, canDragCellFrom: indexPath, withTouchPoint: touchPoint) ?? true
    }

    /// The delegate's accessibility answer, or its touch answer at the row's centre.
    func canMoveRowWithAccessibility(at indexPath: IndexPath, in table: UITableView) -> Bool {
      if let answer = delegate.tableView?(table, canMoveCellWithAccessibilityAt: indexPath) {
        return answer
      }
      let row = table.rectForRow(at: indexPath)
      return canDragRow(
        at: indexPath, touchPoint: CGPoint(x: row.width / 2, y: row.height / 2), in: table)
    }

    func canMoveRow(to indexPath: IndexPath, in table: UITableView) -> Bool {
      delegate.tableView?(table, canDragCellTo: indexPath) ?? true
    }

    func targetIndexPath(
      forMoveFrom original: IndexPath, proposed: IndexPath, in table: UITableView
    )
      -> IndexPath
    {
      delegate.tableView?(
        table, targetIndexPathForDragFrom: original, toProposedIndexPath: proposed) ?? proposed
    }

    func commitMove(from: IndexPath, to: IndexPath, in table: UITableView) {
      delegate.tableView(table, dragCellFrom: from, to: to)
    }
  }
#endif
