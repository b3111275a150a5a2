#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The table's own calls for its drag helper (``RowListView``'s drag members).
  extension UITableView {
    typealias DragAnswers = DragableAnswers
    typealias DragDelegateSlot = DragableTableDelegateSlot
    typealias DragPolicy = DragablePolicy

    func makeDragDelegateSlot() -> DragableTableDelegateSlot {
      DragableTableDelegateSlot(dragableDelegate)
    }

    var dragableDelegateForCoverage: AnyObject? { dragableDelegate }

    /// The delegate's policy as it is: every table section is a list.
    static func dragPolicy(_ delegated: DragablePolicy, reference: UIKitTableReference)
      -> DragablePolicy
    {
      delegated
    }

    /// Edit mode, a drag delegate with its interaction on, and whether a context menu may be
    /// offered: the delegate implements `tableView(_:contextMenuConfigurationForRowAt:point:)`
    /// (`responds(to:)`) or the pressed row's cell has a `UIContextMenuInteraction` with a
    /// delegate. Asks the app nothing.
    func dragGestureContext(at point: CGPoint) -> ReorderGestureContext {
      let cell = indexPathForRow(at: point).flatMap { cellForRow(at: $0) }
      return ReorderGestureContext(
        isEditing: isEditing,
        hasSystemDragAndDrop: dragDelegate != nil,
        dragInteractionEnabled: dragInteractionEnabled,
        mayOfferContextMenu: delegate?.responds(
          to: #selector(UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)))
          == true || cell.map { !CellContextMenus.interactions(of: $0).isEmpty } == true)
    }

    /// The table's delegate (`tableView(_:contextMenuConfigurationForRowAt:point:)`), then each
    /// context-menu interaction of the pressed row's cell, until one returns a configuration.
    func offersDragContextMenu(at point: CGPoint) -> Bool {
      guard let row = indexPathForRow(at: point) else { return false }
      return delegate?.tableView?(self, contextMenuConfigurationForRowAt: row, point: point)
        != nil
        || cellForRow(at: row).map {
          CellContextMenus.offerMenu($0, origin: $0.frame.origin, at: point)
        } == true
    }

    /// `isHidden`: a table's layout passes leave it alone.
    func isConcealedForDrag(_ cell: UITableViewCell) -> Bool { cell.isHidden }

    func setConcealedForDrag(_ concealed: Bool, _ cell: UITableViewCell) {
      cell.isHidden = concealed
    }

    /// `beginUpdates()` then `endUpdates()` with nothing between asks every row's height again.
    func refreshRowHeightsForDrag() {
      beginUpdates()
      endUpdates()
    }

    /// `isHidden`, which an app may set for a row.
    static var hidesCellsWithItsOwnProperty: Bool { false }

    /// `reconfigureRows(at:)`: "preserving the existing cells for the rows" (Apple's page).
    func reconfigureRowForDrag(at indexPath: IndexPath) { reconfigureRows(at: [indexPath]) }

    var dragDataSource: AnyObject? { dataSource }
  }
#endif
