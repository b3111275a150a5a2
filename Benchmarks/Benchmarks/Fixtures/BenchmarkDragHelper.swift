import Foundation
@_spi(Headless) import TableGestureCore

/// The benchmarks' host of drag-to-reorder, built as the UIKit skin's `DragableHelper` is: it
/// holds the table weakly through the shared ``WeakTableReference``, reads the shared
/// ``DelegatedReorderPolicy`` as the skin reads it, and reaches its controller through the shared
/// ``ReorderDeviceHost`` methods. Its view commands change no view (the skin's are UIKit calls):
/// each reports to `Calls` the UIKit calls the skin's method makes (``CountedDragCalls`` for
/// `drag-calls.sh`, ``UncountedDragCalls``, which compiles to nothing, for the instruction
/// counts), so the benchmarks count the library's own work per event on the path a device runs,
/// and the UIKit work it asks for.
///
/// Its cells are the rows' identities (``SimulatedTable/rowID(at:)``: a cell follows its row
/// when the row moves, as a `UITableViewCell` does), and it keeps the one cell the engine hides:
/// the simulated table's cell-reuse model is a testing tool that allocates on every layout pass,
/// while UIKit's cells cost the library one lookup. Its layout pass only clears the table's
/// pending-layout flag (``DragCallSink/layoutPending``).
///
/// On a collection-view list (`Rows` ``BorrowedSimulatedList``) it is the list host: the same
/// host and controller, each row rectangle from the list layout's attributes, the app's policy
/// behind ``ListReorderPolicy`` (the list gate, asked at each lift and landing question), the
/// dragged cell concealed with an empty `layer.mask` where the table sets `isHidden` (one write
/// either way), `performBatchUpdates` for the table's batch.
final class BenchmarkDragHelper<Calls: DragCallSink, Rows: BenchmarkDragRows>: ReorderDeviceHost {
  /// The controller, a constant as the skin's (made first, then given its host).
  let controller: ReorderController<BenchmarkDragHelper>
  /// The table as the engine sees it (weakly held).
  private let reference: Rows.Reference
  /// The list's gate (nothing on a table).
  private let gate: Rows.Gate
  /// The app's delegate, held weakly (the skin keeps `dragableDelegate` so when it is set).
  weak var delegate: (any BenchmarkDragDelegate)?
  private var scrollEnabled = true
  /// The cell hidden, if any (only the engine hides cells here).
  private var hiddenCell: Int?
  /// The layout object last seen (the skin's `seenLayout`).
  private var seenLayout: ObjectIdentifier?

  init(rows: Rows.Base) {
    controller = ReorderController()
    reference = Rows.reference(to: rows)
    gate = Rows.gate(for: rows)
    seenLayout = Rows.layoutIdentity(rows)
    controller.attach(self)
  }

  /// The long press's callback (the skin's `handlePress(_:)`): the layout change noticed, and the
  /// recogniser's location read in the view (`point` here).
  func handlePress(_ phase: GesturePhase, at point: CGPoint) {
    noticeLayoutChange()
    forwardPress(phase, at: reference.withTable { _ in point } ?? point)
  }

  /// The display link's callback (the skin's `displayLinkDidFire(_:)`): the layout change noticed;
  /// the table is loaded once, for the window check (the skin's `window`; a simulated table that
  /// exists is in its window) and for the frame.
  func displayLinkDidFire(timestamp: TimeInterval) {
    noticeLayoutChange()
    let table = reorderTable
    forwardFrame(at: timestamp, on: table, isInWindow: table != nil)
  }

  /// The skin's `noticeLayoutChange()`: the view's layout object read and compared with the one
  /// last seen (a new one is a reload; never, here).
  private func noticeLayoutChange() {
    let layout = reference.withTable { Rows.layoutIdentity($0) } ?? nil
    guard layout != seenLayout else { return }
    seenLayout = layout
    forward { $0.tableDidReloadData() }
  }

  /// The skin's: its reference's table (held through a drag).
  var reorderTable: DragBenchmarkTable<Calls, Rows>? {
    reference.heldOrResolved.map { DragBenchmarkTable($0.object) }
  }

  func holdTableForDrag(_ holding: Bool) { reference.holdTable(holding) }

  var reorderPolicy: Rows.Policy {
    get {
      Rows.policy(
        DelegatedReorderPolicy(table: reference.base, answers: delegate.map(Rows.answers)),
        gate: gate)
    }
    set {}  // forwards to the delegate; nothing to keep
  }

  func reorderPolicy(on table: consuming DragBenchmarkTable<Calls, Rows>) -> Rows.Policy {
    Rows.policy(
      DelegatedReorderPolicy(table: table.object, answers: delegate.map(Rows.answers)),
      gate: gate)
  }

  // Each method reports the skin's calls (`DragableHelper`, `DragableSnapshot`).

  /// The lift: the row's cell looked up; the snapshot made (`isHighlighted`, the picture's
  /// frame, autoresizing mask, clipping and corner radius, added to the container; the
  /// container's shadow path, radius, offset and opacity, and its `zPosition`), its picture
  /// drawn with
  /// `drawHierarchy(in:afterScreenUpdates: true)` (a synchronous screen update: counted as a
  /// forced layout), added to the table, and animated to its lifted look (transform, alpha,
  /// shadow opacity); the table's bounds read.
  func showSnapshot(ofRowAt indexPath: IndexPath, frame: CGRect) {
    Calls.count(.cellLookup, 1)
    Calls.count(.write, 15)
    Calls.count(.forcedLayout, 1)
    Calls.count(.tableQuestion, 1)
  }
  /// `center`.
  func moveSnapshot(to frame: CGRect) { Calls.count(.write, 1) }
  /// `center`, `bounds.size`, `layer.shadowPath`.
  func resizeSnapshot(to frame: CGRect) { Calls.count(.write, 3) }
  /// Animated: `transform`, `center`, `bounds.size`, `layer.shadowPath`, `alpha`,
  /// `layer.shadowOpacity`; fading, `alpha`.
  func dropSnapshot(into frame: CGRect, fading: Bool, settleID: Int) {
    Calls.count(.write, fading ? 1 : 6)
  }
  func removeSnapshot() { Calls.count(.write, 1) }
  func cell(showingRowAt indexPath: IndexPath, in table: DragBenchmarkTable<Calls, Rows>)
    -> Int?
  {
    Calls.count(.cellLookup, 1)
    return table.rows.rowID(at: indexPath)
  }
  /// `indexPath(for:)` (a cell here is its row's identity).
  func indexPath(showing cell: Int, in table: DragBenchmarkTable<Calls, Rows>) -> IndexPath? {
    Calls.count(.tableQuestion, 1)
    return table.rows.indexPath(ofRowID: cell)
  }
  /// `reconfigureRows(at:)`.
  func reconfigureRow(at indexPath: IndexPath) {
    reference.withTable { _ in Calls.count(.write, 1) }
  }
  var hidesCellsWithItsOwnProperty: Bool { Rows.hidesCellsWithItsOwnProperty }
  func layoutTableIfNeeded() {
    reference.withTable { _ in
      Calls.count(.forcedLayout, 1)
      Calls.layoutPending = false
    }
  }
  /// `layer.needsLayout()`.
  var tableNeedsLayout: Bool {
    reference.withTable { _ in
      Calls.count(.tableQuestion, 1)
      return Calls.layoutPending
    } ?? false
  }
  func isHidden(_ cell: Int) -> Bool {
    reference.withTable { _ in
      Calls.count(.tableQuestion, 1)
      return hiddenCell == cell
    } ?? false
  }
  func setHidden(_ hidden: Bool, for cell: Int) {
    reference.withTable { _ in
      Calls.count(.write, 1)
      if hidden {
        hiddenCell = cell
      } else if hiddenCell == cell {
        hiddenCell = nil
      }
    }
  }
  /// `table.dataSource`, read when a drag begins.
  var dataSourceMovesRows: Bool {
    Calls.count(.tableQuestion, 1)
    return false
  }
  func reloadTable() { Calls.count(.write, 1) }
  var isScrollEnabled: Bool {
    get {
      Calls.count(.tableQuestion, 1)
      return scrollEnabled
    }
    set {
      Calls.count(.write, 1)
      scrollEnabled = newValue
    }
  }
  /// The display link's `isPaused`.
  func setFrameTicksRunning(_ running: Bool) { Calls.count(.write, 1) }
  /// `isEnabled` off and on.
  func stopGesture() { Calls.count(.write, 2) }
  func prepareHaptic() { Calls.count(.hapticPrepare, 1) }
  func playHaptic(_ moment: ReorderHaptic) { Calls.count(.haptic, 1) }
  func announceMove(to indexPath: IndexPath, rowCount: Int) {}
  /// `beginUpdates()`, `endUpdates()`.
  func refreshRowHeights() { Calls.count(.write, 2) }
  func dragWillBegin(at indexPath: IndexPath) {}
  func dragDidEnd(from: IndexPath, to: IndexPath) {}
  func dragDidCancel(restingAt indexPath: IndexPath?) {}
}
