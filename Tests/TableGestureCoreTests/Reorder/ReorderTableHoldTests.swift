import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A device host (``ReorderDeviceHost``) holds its table for the length of a drag
/// (``TableHold``): the drag's events reach the table without loading the host's weak reference,
/// the table outlives an app that lets go of it mid-drag, and the hold goes with the drag's end,
/// never inside a call of the controller.
@Suite("Reorder: the device host holds its table for a drag")
struct ReorderTableHoldTests {
  /// A ``SimulatedTable`` seen for one event, as the skin's `UIKitTable` sees a `UITableView`.
  typealias Borrowed = SwipeWeakTableTests.Borrowed

  /// The host's weak reference, counting its loads.
  final class Reference: WeakTableReference {
    typealias Table = Borrowed
    weak var stored: SimulatedTable?
    @exclusivity(unchecked) var hold = TableHold<SimulatedTable>()
    var loads = 0
    init(_ table: SimulatedTable) { stored = table }
    var base: SimulatedTable? {
      loads += 1
      return stored
    }
  }

  /// A policy that lets every row move, records the moves and runs the test's `onQuestion` at
  /// each landing question (the app's code, mid-event).
  struct LandingPolicy: ReorderPolicy {
    var onQuestion: (() -> Void)?
    var moves: [ReorderMove] = []
    func canMoveRow(to indexPath: IndexPath) -> Bool {
      onQuestion?()
      return true
    }
    mutating func commitMove(from: IndexPath, to: IndexPath) {
      moves.append(ReorderMove(from: from, to: to))
    }
  }

  /// A device host over the reference alone: it never holds the table itself.
  final class Host: SilentReorderHost, ReorderDeviceHost {
    let reference: Reference
    var reorderPolicy = LandingPolicy()
    lazy var controller = ReorderController(host: self)
    var isScrollEnabled = true
    var hidden: Set<Int> = []
    /// Runs when the controller stops the recognizer (UIKit may call the recognizer's action
    /// from there) and when the snapshot settles, both inside the drop's event.
    var onStopGesture: (() -> Void)?
    var onDrop: (() -> Void)?
    init(_ table: SimulatedTable) { reference = Reference(table) }
    func stopGesture() { onStopGesture?() }
    var reorderTable: Borrowed? { reference.heldOrResolved }
    func holdTableForDrag(_ holding: Bool) { reference.holdTable(holding) }
    /// The display link's callback, as the skin's: the table read once for the window check and
    /// the frame.
    func frame(at time: TimeInterval) {
      let table = reorderTable
      forwardFrame(at: time, on: table, isInWindow: table != nil)
    }
    func showSnapshot(ofRowAt indexPath: IndexPath, frame: CGRect) {}
    func moveSnapshot(to frame: CGRect) {}
    func resizeSnapshot(to frame: CGRect) {}
    func dropSnapshot(into frame: CGRect, fading: Bool, settleID: Int) { onDrop?() }
    func removeSnapshot() {}
    func cell(showingRowAt indexPath: IndexPath, in table: Borrowed) -> Int? {
      table.object.with { $0.cellForRow(at: indexPath) }
    }
    func indexPath(showing cell: Int, in table: Borrowed) -> IndexPath? {
      table.object.with { $0.indexPath(forCell: cell) }
    }
    func layoutTableIfNeeded() { reference.withTable { $0.layoutIfNeeded() } }
    var tableNeedsLayout: Bool { reference.withTable { $0.needsLayout } ?? false }
    func isHidden(_ cell: Int) -> Bool { hidden.contains(cell) }
    func setHidden(_ isHidden: Bool, for cell: Int) {
      if isHidden { hidden.insert(cell) } else { hidden.remove(cell) }
    }
    func reconfigureRow(at indexPath: IndexPath) {}
    var dataSourceMovesRows: Bool { false }
    func reloadTable() { reference.withTable { $0.reloadData() } }
  }

  /// 40 rows of 44 pt in a 320 × 600 view.
  static func makeTable() -> SimulatedTable {
    SimulatedTable(
      sections: [.uniform(rows: 40, height: 44)], viewportSize: CGSize(width: 320, height: 600))
  }

  /// Row 6 (centre y 286) lifted and one frame run.
  static func lift(_ host: Host) {
    host.forwardPress(.began, at: CGPoint(x: 100, y: 286))
    host.frame(at: 0)
  }

  @Test func aDragsEventsLoadNoWeakReference() {
    let table = Self.makeTable()
    let host = Host(table)
    Self.lift(host)
    #expect(host.controller.isDragging)
    host.reference.loads = 0
    for event in 1...10 {
      host.forwardPress(.changed, at: CGPoint(x: 100, y: event.isMultiple(of: 2) ? 286 : 289))
      host.frame(at: Double(event) / 120)
    }
    // Before the hold: two loads an event, the move's and the frame's.
    #expect(host.reference.loads == 0)
    // The events still reached the table: a move by a row's height swaps.
    host.forwardPress(.changed, at: CGPoint(x: 100, y: 286 + 44))
    host.frame(at: 1)
    #expect(host.controller.draggedRow == ip(0, 7))
    withExtendedLifetime(table) {}
  }

  @Test func theTableOutlivesTheAppForTheDragAndGoesWithIt() {
    var table: SimulatedTable? = Self.makeTable()
    weak let probe = table
    let host = Host(table!)
    Self.lift(host)
    table = nil
    #expect(probe != nil)
    host.forwardPress(.changed, at: CGPoint(x: 100, y: 286 + 44))
    host.frame(at: 1 / 120)
    #expect(host.controller.draggedRow == ip(0, 7))
    host.forwardPress(.ended, at: CGPoint(x: 100, y: 286 + 44))
    // Let go after the drop: nothing else held it.
    #expect(probe == nil)
    #expect(!host.controller.tableHeldForDrag)
    #expect(host.reorderPolicy.moves == [ReorderMove(from: ip(0, 6), to: ip(0, 7))])
    // The settle's frames find no table and end quietly.
    host.frame(at: 2 / 120)
    host.forwardPress(.began, at: CGPoint(x: 100, y: 286))
    #expect(!host.controller.isDragging)
  }

  @Test func anAppThatLetsGoAndTurnsDraggingOffMidEventKeepsTheTableUntilTheEventEnds() {
    var table: SimulatedTable? = Self.makeTable()
    weak let probe = table
    let host = Host(table!)
    Self.lift(host)
    var heldInsideTheCall: [Bool] = []
    host.reorderPolicy.onQuestion = {
      guard table != nil else { return }
      table = nil
      // Dragging off from the app's code: the controller defers it to the event's end, and
      // the host's entry made from here leaves the hold to the outer one.
      host.forward { $0.disable() }
      heldInsideTheCall.append(probe != nil && host.controller.tableHeldForDrag)
    }
    host.forwardPress(.changed, at: CGPoint(x: 100, y: 286 + 44))
    #expect(heldInsideTheCall == [true])
    #expect(!host.controller.isDragging)
    #expect(!host.controller.tableHeldForDrag)
    #expect(probe == nil)
    host.frame(at: 1)
    host.reorderPolicy.onQuestion = nil
  }

  @Test func nothingIsHeldOutsideADrag() {
    var table: SimulatedTable? = Self.makeTable()
    weak let probe = table
    let host = Host(table!)
    // A press that lifts nothing (below the rows) and its end.
    host.forwardPress(.began, at: CGPoint(x: 100, y: 40 * 44 + 10))
    host.forwardPress(.ended, at: CGPoint(x: 100, y: 40 * 44 + 10))
    #expect(!host.controller.tableHeldForDrag)
    // A drag cancelled: let go after the cancel.
    Self.lift(host)
    #expect(host.controller.tableHeldForDrag)
    host.forwardPress(.cancelled, at: CGPoint(x: 100, y: 286))
    #expect(!host.controller.tableHeldForDrag)
    table = nil
    #expect(probe == nil)
    // A table gone before a press: nothing lifts, nothing is held.
    host.forwardPress(.began, at: CGPoint(x: 100, y: 286))
    #expect(!host.controller.isDragging)
    #expect(!host.controller.tableHeldForDrag)
  }

  @Test func aPressCancelledFromInsideTheDropLeavesTheHoldToTheDrop() {
    var table: SimulatedTable? = Self.makeTable()
    weak let probe = table
    let host = Host(table!)
    Self.lift(host)
    table = nil
    // The drop stops the recognizer, whose action arrives at once: an entry of the host's
    // inside the drop's event, after the drag has ended.
    host.onStopGesture = { host.forwardPress(.cancelled, at: CGPoint(x: 100, y: 286)) }
    var tableAtSettle: [Bool] = []
    host.onDrop = { tableAtSettle.append(probe != nil) }
    host.forwardPress(.ended, at: CGPoint(x: 100, y: 286))
    // Let go by the inner entry, the table would have gone before the settle began.
    #expect(tableAtSettle == [true])
    #expect(probe == nil)
    #expect(!host.controller.tableHeldForDrag)
    host.onStopGesture = nil
  }
}
