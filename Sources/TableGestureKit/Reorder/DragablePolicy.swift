#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The engine's ``ReorderPolicy`` for a table: ``DelegatedReorderPolicy`` asking the table's
  /// ``DragableTableDelegate`` (``DragableAnswers``).
  typealias DragablePolicy = DelegatedReorderPolicy<DragableAnswers>

  /// The table's ``DragableTableDelegate`` as the engine's policy asks it, with the protocol's
  /// defaults where a method is not implemented.
  @MainActor
  struct DragableAnswers: @MainActor ReorderDelegateAnswers {
    let delegate: any DragableTableDelegate

    func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint, in table: UITableView) -> Bool {
      delegate.tableView(table, canDragCellFrom: indexPath, withTouchPoint: touchPoint)
    }

    func canMoveRowWithAccessibility(at indexPath: IndexPath, in table: UITableView) -> Bool {
      delegate.tableView(table, canMoveCellWithAccessibilityAt: indexPath)
    }

    func canMoveRow(to indexPath: IndexPath, in table: UITableView) -> Bool {
      delegate.tableView(table, canDragCellTo: indexPath)
    }

    func targetIndexPath(
      forMoveFrom original: IndexPath, proposed: IndexPath, in table: UITableView
    )
      -> IndexPath
    {
      delegate.tableView(table, targetIndexPathForDragFrom: original, toProposedIndexPath: proposed)
    }

    func commitMove(from: IndexPath, to: IndexPath, in table: UITableView) {
      delegate.tableView(table, dragCellFrom: from, to: to)
    }
  }
#endif
