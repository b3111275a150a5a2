#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// A `UITableView` as both engines see it, for one event: each query is one UIKit call. Made
  /// by the helpers' ``UIKitTableReference`` (which holds the table weakly) once per event.
  ///
  /// The engines' table protocol is the core's own, not public API, so `UITableView` itself does
  /// not conform (a public type cannot conform publicly to a protocol apps do not see).
  @MainActor
  struct UIKitTable: @MainActor BorrowedTable {
    let base: UITableView

    init(resolving base: UITableView) {
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

    /// `adjustedContentInset` (content inset plus safe area and bars) as the core's insets.
    var layoutContentInsets: LayoutInsets { LayoutInsets(base.adjustedContentInset) }

    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      base.moveRow(at: indexPath, to: newIndexPath)
    }

    func beginUpdates() { base.beginUpdates() }

    func endUpdates() { base.endUpdates() }

    var isEditing: Bool { base.isEditing }
  }

  /// The helpers' reference to their table, weak (``WeakTableReference`` does the rest).
  @MainActor
  final class UIKitTableReference: @MainActor WeakTableReference {
    typealias Table = UIKitTable
    weak var base: UITableView?

    init(_ base: UITableView) {
      self.base = base
    }
  }
#endif
