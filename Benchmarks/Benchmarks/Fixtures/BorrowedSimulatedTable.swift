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

/// What the benchmarks' drag host (``BenchmarkDragHelper``) drags on, a table or a
/// collection-view list, seen as the skin's host sees it: the weak reference it keeps and the
/// policy it hands the controller for an event (the app's, behind ``ListReorderPolicy`` on a
/// list). One host for both, as the skin's.
protocol BenchmarkDragRows: BorrowedTable {
  /// The host's weak reference to its view.
  associatedtype Reference: WeakTableReference where Reference.Table == Self
  /// What the host keeps to gate the drag (the list's facts; nothing on a table).
  associatedtype Gate
  /// The app's delegate as the host's policy asks it, about the view the host holds (the
  /// table, or the list's layout standing for its collection view), as the skin's
  /// `DragableAnswers` and `DragableCollectionAnswers` ask about their view.
  associatedtype Answers: ReorderDelegateAnswers where Answers.Table == Base
  /// The policy of one event.
  associatedtype Policy: ReorderPolicy
  /// The view over `table`'s rows (the table itself, or a list layout of them).
  static func base(over table: SimulatedTable) -> Base
  /// The weak reference to `base`.
  static func reference(to base: Base) -> Reference
  /// The gate of `base`.
  static func gate(for base: Base) -> Gate
  /// The layout-attribute look-ups made on `base` so far (0 on a table).
  static func attributeLookups(_ base: Base) -> Int
  /// The identity of the row at `indexPath` (``SimulatedTable/rowID(at:)``), asked of the
  /// simulated table in place: read through an accessor returning the table (owned), the table
  /// was retained and released around the question, through its side table (it is weakly
  /// referenced), about 170 instructions an event on the table's path.
  func rowID(at indexPath: IndexPath) -> Int?
  /// The index path of the row whose identity is `id` (``SimulatedTable/indexPath(ofRowID:)``),
  /// asked in place as ``rowID(at:)`` is.
  func indexPath(ofRowID id: Int) -> IndexPath?
  /// Whether the host hides a cell by a property of the library's own (the list's empty
  /// `layer.mask`), as the skin's hosts answer `hidesCellsWithItsOwnProperty`.
  static var hidesCellsWithItsOwnProperty: Bool { get }
  /// The app's delegate, asked about this view.
  static func answers(_ delegate: any BenchmarkDragDelegate) -> Answers
  /// The policy of one event: the app's, `app`, behind `gate`.
  static func policy(_ app: DelegatedReorderPolicy<Answers>, gate: Gate) -> Policy
}

extension BorrowedSimulatedTable: BenchmarkDragRows {
  static func base(over table: SimulatedTable) -> SimulatedTable { table }
  static func attributeLookups(_ base: SimulatedTable) -> Int { 0 }
  static func reference(to base: SimulatedTable) -> SimulatedTableReference {
    SimulatedTableReference(base)
  }
  static func gate(for base: SimulatedTable) {}
  static func answers(_ delegate: any BenchmarkDragDelegate) -> CountingAnswers<SimulatedTable> {
    CountingAnswers(delegate: delegate)
  }
  @inline(__always) func rowID(at indexPath: IndexPath) -> Int? { base.rowID(at: indexPath) }
  func indexPath(ofRowID id: Int) -> IndexPath? { base.indexPath(ofRowID: id) }
  static var hidesCellsWithItsOwnProperty: Bool { false }
  /// The app's policy as it is: a table has no gate.
  @inline(__always) static func policy(
    _ app: DelegatedReorderPolicy<CountingAnswers<SimulatedTable>>, gate: Void
  ) -> DelegatedReorderPolicy<CountingAnswers<SimulatedTable>> { app }
}
