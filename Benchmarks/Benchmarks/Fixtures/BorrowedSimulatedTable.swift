import Foundation
@_spi(Headless) import TableGestureCore

/// A ``SimulatedTable`` seen as the UIKit skin sees a `UITableView` (`UIKitTable`): the same
/// members, each one call to the table, so the engines ask the same questions the same way. The
/// simulated table's answers stand in for UIKit's (Benchmarks/README.md, "The device path").
struct BorrowedSimulatedTable: BorrowedTable {
  let base: SimulatedTable

  init(resolving base: SimulatedTable) {
    self.base = base
  }

  var numberOfSections: Int { base.numberOfSections }

  func numberOfRows(inSection section: Int) -> Int { base.numberOfRows(inSection: section) }

  func rectForRow(at indexPath: IndexPath) -> CGRect { base.rectForRow(at: indexPath) }

  func rect(forSection section: Int) -> CGRect { base.rect(forSection: section) }

  func rectForHeader(inSection section: Int) -> CGRect { base.rectForHeader(inSection: section) }

  func rectForFooter(inSection section: Int) -> CGRect { base.rectForFooter(inSection: section) }

  func indexPathForRow(at point: CGPoint) -> IndexPath? { base.indexPathForRow(at: point) }

  var bounds: CGRect { base.bounds }

  var contentSize: CGSize { base.contentSize }

  var contentOffset: CGPoint {
    get { base.contentOffset }
    nonmutating set { base.contentOffset = newValue }
  }

  var layoutContentInsets: LayoutInsets { base.layoutContentInsets }

  func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    base.moveRow(at: indexPath, to: newIndexPath)
  }

  func beginUpdates() { base.beginUpdates() }

  func endUpdates() { base.endUpdates() }

  var isEditing: Bool { base.isEditing }
}

/// The benchmark hosts' reference to their table, weak, as the skin's `UIKitTableReference`
/// (``WeakTableReference`` does the rest).
final class SimulatedTableReference: WeakTableReference {
  typealias Table = BorrowedSimulatedTable
  weak var base: SimulatedTable?

  init(_ base: SimulatedTable) {
    self.base = base
  }
}
