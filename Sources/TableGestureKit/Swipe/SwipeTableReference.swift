#if canImport(UIKit)
  import UIKit

  /// The table as the swipe engine sees it, held weakly: the engine's ``SwipeController`` keeps
  /// its table strongly, and the controller lives on the table (through its helper), so handing
  /// it the table itself would keep the table alive forever. A table that is gone reads as
  /// empty, which the engine treats as "no rows".
  @MainActor
  final class SwipeTableReference: @MainActor GestureTable {
    weak var table: UITableView?

    init(_ table: UITableView) {
      self.table = table
    }

    var numberOfSections: Int { table?.numberOfSections ?? 0 }

    func numberOfRows(inSection section: Int) -> Int {
      table?.numberOfRows(inSection: section) ?? 0
    }

    func rectForRow(at indexPath: IndexPath) -> CGRect { table?.rectForRow(at: indexPath) ?? .zero }

    func rect(forSection section: Int) -> CGRect { table?.rect(forSection: section) ?? .zero }

    func rectForHeader(inSection section: Int) -> CGRect {
      table?.rectForHeader(inSection: section) ?? .zero
    }

    func rectForFooter(inSection section: Int) -> CGRect {
      table?.rectForFooter(inSection: section) ?? .zero
    }

    func indexPathForRow(at point: CGPoint) -> IndexPath? { table?.indexPathForRow(at: point) }

    var bounds: CGRect { table?.bounds ?? .zero }

    var contentSize: CGSize { table?.contentSize ?? .zero }

    var contentOffset: CGPoint {
      get { table?.contentOffset ?? .zero }
      set { table?.contentOffset = newValue }
    }

    var layoutContentInsets: LayoutInsets { table?.layoutContentInsets ?? .zero }

    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      table?.moveRow(at: indexPath, to: newIndexPath)
    }

    var isEditing: Bool { table?.isEditing ?? false }
  }
#endif
