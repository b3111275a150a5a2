#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The table as both engines see it, held weakly: the swipe engine's `SwipeController` keeps
  /// its table strongly, and the controller lives on the table (through its helper), so handing
  /// it the table itself would keep the table alive forever. A table that is gone reads as
  /// empty, which the engines treat as "no rows".
  ///
  /// The engines' table protocol is the core's own, not public API, so `UITableView` itself does
  /// not conform (a public type cannot conform publicly to a protocol apps do not see).
  @MainActor
  final class TableReference: @MainActor GestureTable {
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

    /// `adjustedContentInset` (content inset plus safe area and bars) as the core's insets.
    var layoutContentInsets: LayoutInsets {
      table.map { LayoutInsets($0.adjustedContentInset) } ?? .zero
    }

    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      table?.moveRow(at: indexPath, to: newIndexPath)
    }

    var isEditing: Bool { table?.isEditing ?? false }
  }
#endif
