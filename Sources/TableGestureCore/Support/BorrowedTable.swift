import Foundation

/// A table a host holds weakly, seen strongly for the length of one event: a value made from the
/// table object once per event and passed down the event's calls, so the engines' queries reach
/// the table without a weak load each (Benchmarks/README.md, "The device path").
///
/// `TableGestureKit` makes one from a `UITableView` (each query one UIKit call); the benchmarks
/// make one from a ``SimulatedTable``. A ``WeakTableReference`` holds the table weakly and makes
/// the value. Its queries reach the object through ``object`` (``TableObject/with(_:)``), which
/// retains nothing: the value keeps the object alive, or a drag's hold does (``TableHold``).
@_spi(Headless) public protocol BorrowedTable: GestureTable {
  /// The table object (`UITableView`).
  associatedtype Base: AnyObject

  /// The table seen through `object`.
  init(_ object: TableObject<Base>)

  /// The table object, as the value reaches it.
  var object: TableObject<Base> { get }
}

extension BorrowedTable {
  /// The table seen through `base`, which the value keeps alive.
  @inlinable public init(resolving base: Base) {
    self.init(TableObject(owning: base))
  }

  /// The table object (a strong reference, retained where it is kept).
  @inlinable public var base: Base { object.base }
}
