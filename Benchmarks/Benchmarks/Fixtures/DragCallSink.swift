import Foundation
@_spi(Headless) import TableGestureCore

/// A kind of UIKit call the drag's host makes for the engine, as `drag-calls.sh` counts them.
@_spi(Headless) public enum UIKitDragCall: Int, CaseIterable, Sendable {
  /// A property set or a view-tree change (`center`, `isHidden`, `addSubview`, …), each an
  /// Objective-C message and a Core Animation transaction update.
  case write
  /// A text layout (`sizeThatFits` on a label); the drag makes none.
  case textMeasurement
  /// `cellForRow(at:)`.
  case cellLookup
  /// A layout pass asked for now (`layoutIfNeeded()`, a synchronous screen update).
  case forcedLayout
  /// A question to the table or a cell (a rect, a count, the bounds, `isHidden`,
  /// `layer.needsLayout()`).
  case tableQuestion
  /// `moveRow(at:to:)`.
  case moveRow
  /// `beginUpdates()` or `endUpdates()`: the batch an each-swap move and its commit run in.
  case batchUpdate
  /// A haptic played (`selectionChanged()`).
  case haptic
  /// The haptic engine readied (`prepare()`).
  case hapticPrepare
}

/// Where ``BenchmarkDragHelper`` reports the UIKit calls its methods stand for: nowhere for the
/// instruction counts (``UncountedDragCalls``, every report compiled away), a tally for
/// `drag-calls.sh` (``CountedDragCalls``). Each host method reports what the skin's
/// `DragableHelper` does for it (Benchmarks/README.md, "UIKit calls per drag event").
@_spi(Headless) public protocol DragCallSink {
  /// Counts `times` calls of `kind`, made by the host or table member `member`.
  static func count(_ kind: UIKitDragCall, _ times: Int, member: String)
  /// The calls counted so far, by ``UIKitDragCall/rawValue`` (empty when nothing is counted).
  static var counts: [Int] { get }
  /// Whether the benchmark's table has a layout pass pending, as `layer.needsLayout()` answers
  /// on a `UITableView`: set when the table moves a row or scrolls (both mark a `UITableView`
  /// for layout), cleared by the host's layout. The simulated table's own layout is its
  /// cell-reuse model, which the drag benchmarks leave out (see ``BenchmarkDragHelper``). Kept
  /// here, not in the table's value: a second stored property there made each read of the
  /// policy copy the table reference (a retain and a release through its side table). Shared
  /// by the fixtures of one sink, which run one at a time.
  static var layoutPending: Bool { get set }
}

extension DragCallSink {
  /// Counts `times` calls of `kind`, made by the caller.
  @inline(__always) static func count(
    _ kind: UIKitDragCall, _ times: Int, _ member: String = #function
  ) {
    count(kind, times, member: member)
  }
}

/// The instruction counts' sink: reports nothing, at no cost.
@_spi(Headless) public enum UncountedDragCalls: DragCallSink {
  @inline(__always) public static func count(
    _ kind: UIKitDragCall, _ times: Int, member: String
  ) {}
  public static var counts: [Int] { [] }
  @exclusivity(unchecked) nonisolated(unsafe) public static var layoutPending = false
}

/// `drag-calls.sh`'s sink: a tally of every call, per kind.
@_spi(Headless) public enum CountedDragCalls: DragCallSink {
  /// Calls counted so far, by ``UIKitDragCall/rawValue``. The count runs on one thread.
  nonisolated(unsafe) public static var tally = [Int](
    repeating: 0, count: UIKitDragCall.allCases.count)

  /// Calls counted so far, by kind and by the member that made them (`drag-calls.sh` with
  /// `DETAIL=1` prints them).
  nonisolated(unsafe) public static var byMember: [String: Int] = [:]

  public static func count(_ kind: UIKitDragCall, _ times: Int, member: String) {
    tally[kind.rawValue] += times
    byMember["\(kind) \(member)", default: 0] += times
  }

  public static var counts: [Int] { tally }
  @exclusivity(unchecked) nonisolated(unsafe) public static var layoutPending = false

  /// Forgets every count.
  public static func reset() {
    tally = [Int](repeating: 0, count: UIKitDragCall.allCases.count)
    byMember = [:]
  }

  /// The calls of `kind` counted so far.
  public static subscript(_ kind: UIKitDragCall) -> Int { tally[kind.rawValue] }
}

/// The drag host's rows seen as the skin sees its view (`UIKitTable`, each member one call):
/// a table's (``BorrowedSimulatedTable``) or a collection-view list's (``BorrowedSimulatedList``,
/// each rectangle from the layout's attributes), reporting each question to `Calls` and marking
/// ``DragCallSink/layoutPending`` when it moves a row or scrolls.
struct DragBenchmarkTable<Calls: DragCallSink, Rows: BenchmarkDragRows>: BorrowedTable {
  /// The one stored property (see ``DragCallSink/layoutPending``).
  let rows: Rows

  init(_ object: TableObject<Rows.Base>) {
    rows = Rows(object)
  }

  var object: TableObject<Rows.Base> { rows.object }

  var numberOfSections: Int {
    Calls.count(.tableQuestion, 1)
    return rows.numberOfSections
  }

  func numberOfRows(inSection section: Int) -> Int {
    Calls.count(.tableQuestion, 1)
    return rows.numberOfRows(inSection: section)
  }

  func rectForRow(at indexPath: IndexPath) -> CGRect {
    Calls.count(.tableQuestion, 1)
    return rows.rectForRow(at: indexPath)
  }

  func rect(forSection section: Int) -> CGRect {
    Calls.count(.tableQuestion, 1)
    return rows.rect(forSection: section)
  }

  func rectForHeader(inSection section: Int) -> CGRect {
    Calls.count(.tableQuestion, 1)
    return rows.rectForHeader(inSection: section)
  }

  func rectForFooter(inSection section: Int) -> CGRect {
    Calls.count(.tableQuestion, 1)
    return rows.rectForFooter(inSection: section)
  }

  func indexPathForRow(at point: CGPoint) -> IndexPath? {
    Calls.count(.tableQuestion, 1)
    return rows.indexPathForRow(at: point)
  }

  var bounds: CGRect {
    Calls.count(.tableQuestion, 1)
    return rows.bounds
  }

  var contentSize: CGSize {
    Calls.count(.tableQuestion, 1)
    return rows.contentSize
  }

  var contentOffset: CGPoint {
    get {
      Calls.count(.tableQuestion, 1)
      return rows.contentOffset
    }
    nonmutating set {
      Calls.count(.write, 1)
      rows.contentOffset = newValue
      Calls.layoutPending = true
    }
  }

  var layoutContentInsets: LayoutInsets {
    Calls.count(.tableQuestion, 1)
    return rows.layoutContentInsets
  }

  func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    Calls.count(.moveRow, 1)
    rows.moveRow(at: indexPath, to: newIndexPath)
    Calls.layoutPending = true
  }

  func beginUpdates() {
    Calls.count(.batchUpdate, 1)
    rows.beginUpdates()
  }

  func endUpdates() {
    Calls.count(.batchUpdate, 1)
    rows.endUpdates()
  }

  var isEditing: Bool {
    Calls.count(.tableQuestion, 1)
    return rows.isEditing
  }
}
