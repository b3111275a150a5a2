#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The engine's ``ReorderPolicy`` for a table: ``DelegatedReorderPolicy`` asking the table's
  /// ``DragableTableDelegate`` (``DragableAnswers``).
  typealias DragablePolicy = DelegatedReorderPolicy<DragableAnswers>

  /// The app's drag delegate as the drag helper asks it, whatever its view: one struct per view
  /// type (``DragableAnswers``, ``DragableCollectionAnswers``) translating each question and
  /// notice into the delegate's own spelling, with the defaults its documentation gives where an
  /// optional method is not implemented (as ``SwipeableAnswers`` does for the swipe).
  @MainActor
  protocol DragableListAnswers: ReorderDelegateAnswers {
    /// A drag of the row at `indexPath` is about to lift it.
    func willBeginDragging(rowAt indexPath: IndexPath, in table: Table)
    /// The row was dropped: it began at `from` and rests at `to`.
    func didEndDragging(from: IndexPath, to: IndexPath, in table: Table)
    /// The drag was cancelled; the row rests at `indexPath` (`nil` after a data change).
    func didCancelDragging(restingAt indexPath: IndexPath?, in table: Table)
  }

  /// The table's ``DragableTableDelegate`` as the engine's policy asks it, with the defaults its
  /// documentation gives where an optional method is not implemented.
  @MainActor
  struct DragableAnswers: @MainActor DragableListAnswers {
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

    func willBeginDragging(rowAt indexPath: IndexPath, in table: UITableView) {
      delegate.tableView?(table, willBeginDraggingCellAt: indexPath)
    }

    func didEndDragging(from: IndexPath, to: IndexPath, in table: UITableView) {
      delegate.tableView?(table, didEndDraggingCellFrom: from, to: to)
    }

    func didCancelDragging(restingAt indexPath: IndexPath?, in table: UITableView) {
      delegate.tableView?(table, didCancelDraggingCellAt: indexPath)
    }
  }

  /// The table's drag delegate, held weakly by its drag helper.
  @MainActor
  final class DragableTableDelegateSlot: DragableDelegateSlot {
    weak var delegate: (any DragableTableDelegate)?

    init(_ delegate: (any DragableTableDelegate)?) {
      self.delegate = delegate
    }

    var answers: DragableAnswers? { delegate.map(DragableAnswers.init) }
  }
#endif
