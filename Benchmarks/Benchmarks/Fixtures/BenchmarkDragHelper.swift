import Foundation
@_spi(Headless) import TableGestureCore

/// The benchmarks' host of drag-to-reorder, built as the UIKit skin's `DragableHelper` is: it
/// holds the table weakly through the shared ``WeakTableReference``, reads the shared
/// ``DelegatedReorderPolicy`` as the skin reads it, and reaches its controller through the shared
/// ``ReorderDeviceHost`` methods. Its view commands do nothing (the skin's are UIKit calls), so the
/// benchmarks count the library's own work per event on the path a device runs.
///
/// It reports no cells (`cell(showingRowAt:)` is `nil`): the simulated table's cell-reuse model
/// is a testing tool that allocates on every layout pass, while UIKit's cells cost the library
/// one lookup.
final class BenchmarkDragHelper: ReorderDeviceHost {
  /// The controller, a constant as the skin's (made first, then given its host).
  let controller: ReorderController<BenchmarkDragHelper>
  /// The table as the engine sees it (weakly held).
  private let reference: SimulatedTableReference
  /// The app's delegate, held weakly (the skin keeps `dragableDelegate` so when it is set).
  weak var delegate: (any BenchmarkDragDelegate)?
  var isScrollEnabled = true

  init(table: SimulatedTable) {
    controller = ReorderController()
    reference = SimulatedTableReference(table)
    controller.attach(self)
  }

  /// The long press's callback (the skin's `handlePress(_:)`).
  func handlePress(_ phase: GesturePhase, at point: CGPoint) {
    forwardPress(phase, at: point)
  }

  /// The display link's callback (the skin's `displayLinkDidFire(_:)`): the table is loaded once,
  /// for the window check (the skin's `window`; a simulated table that exists is in its window)
  /// and for the frame.
  func displayLinkDidFire(timestamp: TimeInterval) {
    let table = reorderTable
    forwardFrame(at: timestamp, on: table, isInWindow: table != nil)
  }

  var reorderTable: BorrowedSimulatedTable? { reference.resolved }

  var reorderPolicy: DelegatedReorderPolicy<CountingAnswers> {
    get {
      DelegatedReorderPolicy(
        table: reference.resolved?.base, answers: delegate.map(CountingAnswers.init))
    }
    set {}  // forwards to the delegate; nothing to keep
  }

  func reorderPolicy(on table: consuming BorrowedSimulatedTable) -> DelegatedReorderPolicy<
    CountingAnswers
  > {
    DelegatedReorderPolicy(table: table.base, answers: delegate.map(CountingAnswers.init))
  }

  func showSnapshot(ofRowAt indexPath: IndexPath, frame: CGRect) {}
  func moveSnapshot(to frame: CGRect) {}
  func resizeSnapshot(to frame: CGRect) {}
  func dropSnapshot(into frame: CGRect, fading: Bool, settleID: Int) {}
  func removeSnapshot() {}
  func cell(showingRowAt indexPath: IndexPath) -> Int? { nil }
  func layoutTableIfNeeded() {}
  func isHidden(_ cell: Int) -> Bool { false }
  func setHidden(_ hidden: Bool, for cell: Int) {}
  var dataSourceMovesRows: Bool { false }
  func reloadTable() {}
  func setFrameTicksRunning(_ running: Bool) {}
  func stopGesture() {}
  func prepareHaptic() {}
  func playHaptic(_ moment: ReorderHaptic) {}
  func announceMove(to indexPath: IndexPath, rowCount: Int) {}
  func refreshRowHeights() {}
  func dragWillBegin(at indexPath: IndexPath) {}
  func dragDidEnd(from: IndexPath, to: IndexPath) {}
  func dragDidCancel(restingAt indexPath: IndexPath?) {}
}
