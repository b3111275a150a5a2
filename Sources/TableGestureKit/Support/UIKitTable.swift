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
    let object: TableObject<UITableView>

    init(_ object: TableObject<UITableView>) {
      self.object = object
    }

    var numberOfSections: Int { object.with { $0.numberOfSections } }

    func numberOfRows(inSection section: Int) -> Int {
      object.with { $0.numberOfRows(inSection: section) }
    }

    func rectForRow(at indexPath: IndexPath) -> CGRect {
      object.with { $0.rectForRow(at: indexPath) }
    }

    func rect(forSection section: Int) -> CGRect { object.with { $0.rect(forSection: section) } }

    func rectForHeader(inSection section: Int) -> CGRect {
      object.with { $0.rectForHeader(inSection: section) }
    }

    func rectForFooter(inSection section: Int) -> CGRect {
      object.with { $0.rectForFooter(inSection: section) }
    }

    func indexPathForRow(at point: CGPoint) -> IndexPath? {
      object.with { $0.indexPathForRow(at: point) }
    }

    var bounds: CGRect { object.with { $0.bounds } }

    var contentSize: CGSize { object.with { $0.contentSize } }

    var contentOffset: CGPoint {
      get { object.with { $0.contentOffset } }
      nonmutating set { object.with { $0.contentOffset = newValue } }
    }

    /// `adjustedContentInset` (content inset plus safe area and bars) as the core's insets.
    var layoutContentInsets: LayoutInsets { LayoutInsets(object.with { $0.adjustedContentInset }) }

    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      object.with { $0.moveRow(at: indexPath, to: newIndexPath) }
    }

    func beginUpdates() { object.with { $0.beginUpdates() } }

    func endUpdates() { object.with { $0.endUpdates() } }

    var isEditing: Bool { object.with { $0.isEditing } }
  }

  /// The helpers' reference to their table, weak (``WeakTableReference`` does the rest).
  @MainActor
  final class UIKitTableReference: @MainActor WeakTableReference {
    typealias Table = UIKitTable
    weak var base: UITableView?
    /// Held for a drag (``TableHold``); read and written only between calls, unchecked.
    @exclusivity(unchecked) var hold = TableHold<UITableView>()

    init(_ base: UITableView) {
      self.base = base
    }
  }
#endif
