import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A ``SimulatedSwipeHost`` whose next `setSwipeOffset` first runs `onSetOffset` once: code that
/// changes the table while the engine is inside an event, and tells nobody. It also records the
/// button layout calls.
final class InterferingSwipeHost: SwipeHost {
  let base: SimulatedSwipeHost
  var onSetOffset: (() -> Void)?
  /// The action indexes of each `layoutSwipeButtons` call, in the order given.
  var buttonCalls: [[Int]] = []

  init(table: SimulatedTable) { base = SimulatedSwipeHost(table: table) }

  func setSwipeOffset(_ offset: CGFloat, forRowAt indexPath: IndexPath) {
    let interfere = onSetOffset
    onSetOffset = nil
    interfere?()
    base.setSwipeOffset(offset, forRowAt: indexPath)
  }
  func showSwipeButtons(
    _ actions: SwipeActionSet, edge: SwipeableEdge, forRowAt indexPath: IndexPath
  ) { base.showSwipeButtons(actions, edge: edge, forRowAt: indexPath) }
  func layoutSwipeButtons(
    _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
    forRowAt indexPath: IndexPath
  ) {
    buttonCalls.append(frames.map(\.actionIndex))
    base.layoutSwipeButtons(frames, bandMinY: bandMinY, bandHeight: bandHeight, forRowAt: indexPath)
  }
  func removeSwipeButtons(forRowAt indexPath: IndexPath) {
    base.removeSwipeButtons(forRowAt: indexPath)
  }
  func resetAllSwipeViews() { base.resetAllSwipeViews() }
  func restoreSwipeViews(exceptRowAt indexPath: IndexPath?) {
    base.restoreSwipeViews(exceptRowAt: indexPath)
  }
  func swipeButtonsEdge(forRowAt indexPath: IndexPath) -> SwipeableEdge? {
    base.swipeButtonsEdge(forRowAt: indexPath)
  }
  func playSwipeHaptic(_ haptic: SwipeHaptic) { base.playSwipeHaptic(haptic) }
  func measureSwipeActionContent(_ action: SwipeAction) -> CGFloat {
    base.measureSwipeActionContent(action)
  }
}

@Suite("Swipe: table changes nobody reported")
struct SwipeUnreportedChangeTests {
  /// A row deleted above the swiped one by code the engine called during a pan update (so inside
  /// the event), and not reported: the next event notices the changed row count and finds the
  /// swiped row again by its identity, one row up, still following the finger. Before, the
  /// table's shape was read again at the end of the event that changed it, so the change was
  /// never noticed and the swipe went on at an index path that now named the next row.
  @Test func changeMadeInsideAnEventIsNoticedAtTheNext() throws {
    let table = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: 10, height: 44)],
      viewportSize: CGSize(width: 320, height: 600))
    let host = InterferingSwipeHost(table: table)
    let provider = TestSwipeProvider(table: table)
    provider.trailing = trailingSet()
    let controller = SwipeController(table: table, host: host, provider: provider)
    provider.controller = controller

    let start = CGPoint(x: 200, y: 5 * 44 + 22)
    controller.panBegan(at: start)
    for tx in stride(from: CGFloat(-10), through: -60, by: -10) {
      controller.panChanged(
        translation: CGPoint(x: tx, y: 0), location: CGPoint(x: start.x + tx, y: start.y))
    }
    #expect(controller.activeRow == ip(0, 5))
    let swipedID = try #require(table.rowID(at: ip(0, 5)))

    host.onSetOffset = { _ = table.deleteRow(at: ip(0, 1)) }
    controller.panChanged(
      translation: CGPoint(x: -70, y: 0), location: CGPoint(x: start.x - 70, y: start.y))
    #expect(table.numberOfRows(inSection: 0) == 9)
    let before = controller.offset

    controller.panChanged(
      translation: CGPoint(x: -80, y: 0), location: CGPoint(x: start.x - 80, y: start.y))
    #expect(controller.activeRow == ip(0, 4))
    #expect(table.rowID(at: ip(0, 4)) == swipedID)
    #expect(controller.session.phase == .tracking)
    #expect(controller.offset < before)
    #expect(host.base.offset(at: ip(0, 4)) == controller.offset)
  }
}
