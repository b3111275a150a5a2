import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A drag's touch move and display frame take the content offset from the `bounds` they read for
/// the visible area (a scroll view's bounds origin is its content offset), so neither asks the
/// table for `contentOffset`: one question fewer each, with the same answers.
@Suite("Reorder: the offset comes from the bounds")
struct ReorderOffsetFromBoundsTests {
  /// A ``SimulatedTable`` that counts the `contentOffset` and `bounds` reads it is asked for.
  struct CountingTable: SimulatedTableForwarding {
    final class Counts {
      var offsets = 0
      var bounds = 0
    }
    let base: SimulatedTable
    let counts: Counts

    var contentOffset: CGPoint {
      get {
        counts.offsets += 1
        return base.contentOffset
      }
      nonmutating set { base.contentOffset = newValue }
    }

    var bounds: CGRect {
      counts.bounds += 1
      return base.bounds
    }
  }

  /// A host on a ``CountingTable`` that records where the snapshot goes.
  final class Host: SimulatedCellsReorderHost {
    typealias Table = CountingTable
    let table: CountingTable
    var reorderPolicy = RecordingReorderPolicy()
    lazy var controller = ReorderController(host: self)
    var isScrollEnabled = true
    var snapshotFrames: [CGRect] = []
    init(table: SimulatedTable) { self.table = CountingTable(base: table, counts: .init()) }
    func moveSnapshot(to frame: CGRect) { snapshotFrames.append(frame) }
    func dropSnapshot(into frame: CGRect, fading: Bool, settleID: Int) {
      controller.snapshotDidSettle(settleID)
    }
  }

  /// 40 rows of 44 pt in a 320 × 600 view with bars (insets 91 / 34), scrolled by 100 pt.
  static func makeTable() -> SimulatedTable {
    SimulatedTable(
      sections: [.uniform(rows: 40, height: 44)], viewportSize: CGSize(width: 320, height: 600),
      contentInsets: LayoutInsets(top: 91, bottom: 34), contentOffset: CGPoint(x: 0, y: 100))
  }

  @Test func theOffsetIsTheBoundsOriginOnTheSimulatedTable() {
    let table = Self.makeTable()
    let reading = table.offsetAndVisibleRange
    #expect(reading.offsetY == table.contentOffset.y)
    #expect(reading.visible.top == table.visibleContentRange.top)
    #expect(reading.visible.bottom == table.visibleContentRange.bottom)
    #expect(reading.visible.top == 191 && reading.visible.bottom == 666)
  }

  @Test func aSteadyMoveAndFrameAskForNoOffset() {
    let host = Host(table: Self.makeTable())
    // Row 6's centre (286) in content coordinates, in the visible area.
    host.controller.handleGesture(.began, at: CGPoint(x: 100, y: 286))
    host.controller.displayFrame(at: 0, isInWindow: true)
    #expect(host.controller.isDragging)
    host.table.counts.offsets = 0
    host.table.counts.bounds = 0
    host.snapshotFrames = []
    for event in 1...10 {
      host.controller.handleGesture(
        .changed, at: CGPoint(x: 100, y: event.isMultiple(of: 2) ? 286 : 289))
      host.controller.displayFrame(at: Double(event) / 120, isInWindow: true)
    }
    #expect(host.table.counts.offsets == 0)
    // One bounds read a move, two a frame (the visible area, and the dragged row's cell check).
    #expect(host.table.counts.bounds == 30)
    // The snapshot follows the finger, moved by each touch move: its top is the finger less the
    // grab offset (22 pt into row 6, whose top is 264).
    #expect(host.snapshotFrames.count == 10)
    #expect(host.snapshotFrames.first?.minY == 267)
    #expect(host.snapshotFrames.last?.minY == 264)
  }
}
