import Foundation
@_spi(Headless) import TableGestureCore

/// A ``SimulatedTable`` seen as the UIKit skin sees a `UITableView` (`UIKitTable`): the same
/// members, each one call to the table, so the engines ask the same questions the same way. The
/// simulated table's answers stand in for UIKit's (Benchmarks/README.md, "The device path").
struct BorrowedSimulatedTable: BorrowedTable {
  let object: TableObject<SimulatedTable>

  init(_ object: TableObject<SimulatedTable>) {
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

  var layoutContentInsets: LayoutInsets { object.with { $0.layoutContentInsets } }

  func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    object.with { $0.moveRow(at: indexPath, to: newIndexPath) }
  }

  func beginUpdates() { object.with { $0.beginUpdates() } }

  func endUpdates() { object.with { $0.endUpdates() } }

  var isEditing: Bool { object.with { $0.isEditing } }
}

/// The benchmark hosts' reference to their table, weak, as the skin's `UIKitTableReference`
/// (``WeakTableReference`` does the rest).
final class SimulatedTableReference: WeakTableReference {
  typealias Table = BorrowedSimulatedTable
  weak var base: SimulatedTable?
  /// Held for a drag (``TableHold``); read and written only between calls, unchecked.
  @exclusivity(unchecked) var hold = TableHold<SimulatedTable>()

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
  /// The view's layout object, as the skin's hosts answer `layoutIdentity` (`nil` on a table).
  static func layoutIdentity(_ base: Base) -> ObjectIdentifier?
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
  @inline(__always) func rowID(at indexPath: IndexPath) -> Int? {
    object.with { $0.rowID(at: indexPath) }
  }
  func indexPath(ofRowID id: Int) -> IndexPath? { object.with { $0.indexPath(ofRowID: id) } }
  static var hidesCellsWithItsOwnProperty: Bool { false }
  static func layoutIdentity(_ base: SimulatedTable) -> ObjectIdentifier? { nil }
  /// The app's policy as it is: a table has no gate.
  @inline(__always) static func policy(
    _ app: DelegatedReorderPolicy<CountingAnswers<SimulatedTable>>, gate: Void
  ) -> DelegatedReorderPolicy<CountingAnswers<SimulatedTable>> { app }
}
