import Foundation
@_spi(Headless) import TableGestureCore

/// A ``ReorderHost`` whose view commands do nothing, so that the benchmarks measure the
/// library's own work per event — the controller and the session on a ``SimulatedTable`` — and
/// not a view system.
///
/// It reports no cells (`cell(showingRowAt:)` is `nil`): the simulated table's cell-reuse model
/// is a testing tool that allocates on every layout pass, while UIKit's cells cost the library
/// one lookup.
final class BenchmarkHost: ReorderHost {
  let table: SimulatedTable
  var reorderPolicy = CountingPolicy()
  private(set) lazy var controller = ReorderController(host: self)
  var isScrollEnabled = true

  init(table: SimulatedTable) {
    self.table = table
  }

  var reorderTable: SimulatedTable? { table }
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
