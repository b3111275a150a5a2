#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The engine's ``ReorderPolicy`` for a table: each question goes to the table's
  /// ``DragableTableDelegate``, with the defaults its documentation gives where an optional
  /// method is not implemented.
  ///
  /// Without a delegate nothing can be dragged, because no one would keep the data in step.
  @MainActor
  struct DragablePolicy: @MainActor ReorderPolicy {
    weak var table: UITableView?
    let delegate: (any DragableTableDelegate)?

    init(table: UITableView?) {
      self.table = table
      self.delegate = table?.dragableDelegate
    }

    /// A `nil` touch point is a VoiceOver move: the delegate's accessibility answer, or its
    /// touch answer at the row's centre.
    func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool {
      guard let delegate, let table else { return false }
      guard let touchPoint else {
        if let answer = delegate.tableView?(table, canMoveCellWithAccessibilityAt: indexPath) {
          return answer
        }
        let row = table.rectForRow(at: indexPath)
        return delegate.tableView?(
          table, canDragCellFrom: indexPath,
          withTouchPoint: CGPoint(x: row.width / 2, y: row.height / 2)) ?? true
      }
      return delegate.tableView?(table, canDragCellFrom: indexPath, withTouchPoint: touchPoint)
        ?? true
    }

    func canMoveRow(to indexPath: IndexPath) -> Bool {
      guard let table, let delegate else { return true }
      return delegate.tableView?(table, canDragCellTo: indexPath) ?? true
    }

    func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath {
      guard let table else { return original }
      return delegate?.tableView?(
        table, targetIndexPathForDragFrom: original, toProposedIndexPath: proposed) ?? proposed
    }

    mutating func commitMove(from: IndexPath, to: IndexPath) {
      guard let table else { return }
      delegate?.tableView(table, dragCellFrom: from, to: to)
    }
  }
#endif
