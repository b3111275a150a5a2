import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The table as a host holds it: weakly, because the engines' controllers live on the table
/// (through their host), so holding the table strongly would keep it alive forever. A table that
/// is gone reads as empty, which the engines treat as "no rows".
///
/// Shared by the UIKit skin and the benchmarks, so the benchmarks count the code a device runs:
/// everything is here, as defaults; a host's conforming class only stores the weak reference
/// (the conformance lives in the host's module, so the swipe engine, which holds its table as
/// `any GestureTable`, calls code compiled for the host's table, not generic code).
/// ``resolved`` is the table once per event (one weak load). While a drag is under way or a
/// swiped row moves, the host holds the table (``holdTable(_:)``) and its events load none
/// (``heldOrResolved``). As a ``GestureTable`` itself (the swipe engine's table), each query loads
/// the weak reference: holding the table strongly for an event instead (stored, then cleared) costs
/// a retain and a release per query, more than the weak load on Linux, where every retain of an
/// object that is weakly referenced goes through its side table (Benchmarks/README.md). The
/// questions of the swipe's pan update and display frame, asked in one
/// ``GestureTable/followReading(_:)``, load it once for all of them.
@_spi(Headless) public protocol WeakTableReference: AnyObject, GestureTable {
  /// The table as the engines see it for one event.
  associatedtype Table: BorrowedTable

  /// The table object, held weakly.
  var base: Table.Base? { get }

  /// The table held strongly for a drag or a moving swiped row (``holdTable(_:)``); nothing
  /// otherwise.
  var hold: TableHold<Table.Base> { get set }
}

extension WeakTableReference {
  /// The table, strongly, for one event: `nil` once it is gone.
  @inlinable public var resolved: Table? {
    guard let base else { return nil }
    return Table(resolving: base)
  }

  /// The table for one event: while held (``holdTable(_:)``), the table the hold keeps alive,
  /// without a load or a retain; else ``resolved``. The swipe's other queries (through
  /// ``resolved``) never look for a hold: only its ``GestureTable/followReading(_:)``, once an
  /// event, does.
  @inlinable public var heldOrResolved: Table? {
    if let held = hold.pointer { return Table(TableObject(borrowing: held)) }
    return resolved
  }

  /// `body` on the table object, for a host's own call during an event: borrowed from the hold
  /// while there is one (no load, no retain), else through ``resolved``; `nil` once the table is
  /// gone.
  @inlinable @discardableResult
  public func withTable<Result>(_ body: (Table.Base) -> Result) -> Result? {
    heldOrResolved?.object.with(body)
  }

  /// Holds the table strongly (when it is still there), or lets it go (`false`). See
  /// ``TableHold``: the caller keeps this reference alive through the call, since letting the
  /// table go may release the host that owns the reference.
  @inlinable public func holdTable(_ holding: Bool) {
    if holding {
      if let base { hold.hold(base) }
    } else {
      hold.release()
    }
  }

  @inlinable public var numberOfSections: Int { resolved?.numberOfSections ?? 0 }

  @inlinable public func numberOfRows(inSection section: Int) -> Int {
    resolved?.numberOfRows(inSection: section) ?? 0
  }

  @inlinable public func rectForRow(at indexPath: IndexPath) -> CGRect {
    resolved?.rectForRow(at: indexPath) ?? .zero
  }

  /// The frame of the row `row` of `section` in the table, or `.zero` when it is gone.
  @inlinable public func rectForRow(_ row: Int, inSection section: Int) -> CGRect {
    resolved?.rectForRow(row, inSection: section) ?? .zero
  }

  @inlinable public func rect(forSection section: Int) -> CGRect {
    resolved?.rect(forSection: section) ?? .zero
  }

  @inlinable public func rectForHeader(inSection section: Int) -> CGRect {
    resolved?.rectForHeader(inSection: section) ?? .zero
  }

  @inlinable public func rectForFooter(inSection section: Int) -> CGRect {
    resolved?.rectForFooter(inSection: section) ?? .zero
  }

  @inlinable public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    resolved?.indexPathForRow(at: point)
  }

  @inlinable public var bounds: CGRect { resolved?.bounds ?? .zero }

  @inlinable public var contentSize: CGSize { resolved?.contentSize ?? .zero }

  @inlinable public var contentOffset: CGPoint {
    get { resolved?.contentOffset ?? .zero }
    set { resolved?.contentOffset = newValue }
  }

  @inlinable public var layoutContentInsets: LayoutInsets { resolved?.layoutContentInsets ?? .zero }

  @inlinable public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    resolved?.moveRow(at: indexPath, to: newIndexPath)
  }

  @inlinable public func beginUpdates() { resolved?.beginUpdates() }

  @inlinable public func endUpdates() { resolved?.endUpdates() }

  /// The table's batch, or `updates` alone once it is gone.
  @inlinable public func performBatchUpdates(_ updates: () -> Void) {
    guard let table = resolved else { return updates() }
    table.performBatchUpdates(updates)
  }

  @inlinable public var isEditing: Bool { resolved?.isEditing ?? false }

  /// The table's visible area's top and bottom, in content coordinates, or `(0, 0)` when it is
  /// gone.
  @inlinable public var visibleContentRange: (top: CGFloat, bottom: CGFloat) {
    resolved?.visibleContentRange ?? (0, 0)
  }

  /// The questions go to the held table (no load) or to the table loaded once; to this reference
  /// (each answering as a table that is gone) when it is gone.
  @inlinable public func followReading(_ question: RowFollowReading.Question) -> RowFollowReading {
    if let held = hold.pointer {
      return RowFollowReading(asking: Table(TableObject(borrowing: held)), question)
    }
    guard let base else { return RowFollowReading(asking: self, question) }
    // Made in place and handed over: the one strong reference the weak load gave.
    return RowFollowReading(asking: Table(resolving: consume base), question)
  }
}
