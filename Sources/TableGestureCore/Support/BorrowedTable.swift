import Foundation

/// A table a host holds weakly, seen strongly for the length of one event: a value made from the
/// table object once per event and passed down the event's calls, so the engines' queries reach
/// the table without a weak load each (Benchmarks/README.md, "The device path").
///
/// `TableGestureKit` makes one from a `UITableView` (each query one UIKit call); the benchmarks
/// make one from a ``SimulatedTable``. A ``WeakTableReference`` holds the table weakly and makes
/// the value.
@_spi(Headless) public protocol BorrowedTable: GestureTable {
  /// The table object (`UITableView`).
  associatedtype Base: AnyObject

  /// The table seen through `base`, which the value keeps alive.
  init(resolving base: Base)

  /// The table object.
  var base: Base { get }
}
