import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A ``SimulatedSwipeHost`` that logs the name of each view command it is given. With
/// `follows`, it implements `followSwipe` (logged as one call, carried out by the simulated
/// host); without, the protocol's default makes it of the logged three calls.
final class LoggingSwipeHost: SwipeHost {
  let base: SimulatedSwipeHost
  let follows: Bool
  var log: [String] = []

  init(table: SimulatedTable, follows: Bool) {
    base = SimulatedSwipeHost(table: table)
    self.follows = follows
  }

  func setSwipeOffset(_ offset: CGFloat, forRowAt indexPath: IndexPath) {
    log.append("setSwipeOffset")
    base.setSwipeOffset(offset, forRowAt: indexPath)
  }
  func showSwipeButtons(
    _ actions: SwipeActionSet, edge: SwipeableEdge, forRowAt indexPath: IndexPath
  ) {
    log.append("showSwipeButtons")
    base.showSwipeButtons(actions, edge: edge, forRowAt: indexPath)
  }
  func layoutSwipeButtons(
    _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
    forRowAt indexPath: IndexPath
  ) {
    log.append("layoutSwipeButtons")
    base.layoutSwipeButtons(frames, bandMinY: bandMinY, bandHeight: bandHeight, forRowAt: indexPath)
  }
  func followSwipe(
    _ offset: CGFloat, buttons frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat,
    bandHeight: CGFloat, ifShowing edge: SwipeableEdge, forRowAt indexPath: IndexPath
  ) -> Bool {
    guard follows else {
      guard swipeButtonsEdge(forRowAt: indexPath) == edge else { return false }
      setSwipeOffset(offset, forRowAt: indexPath)
      layoutSwipeButtons(frames, bandMinY: bandMinY, bandHeight: bandHeight, forRowAt: indexPath)
      return true
    }
    log.append("followSwipe")
    return base.followSwipe(
      offset, buttons: frames, bandMinY: bandMinY, bandHeight: bandHeight, ifShowing: edge,
      forRowAt: indexPath)
  }
  func removeSwipeButtons(forRowAt indexPath: IndexPath) {
    log.append("removeSwipeButtons")
    base.removeSwipeButtons(forRowAt: indexPath)
  }
  func resetAllSwipeViews() {
    log.append("resetAllSwipeViews")
    base.resetAllSwipeViews()
  }
  func restoreSwipeViews(exceptRowAt indexPath: IndexPath?) {
    log.append("restoreSwipeViews")
    base.restoreSwipeViews(exceptRowAt: indexPath)
  }
  func swipeButtonsEdge(forRowAt indexPath: IndexPath) -> SwipeableEdge? {
    log.append("swipeButtonsEdge")
    return base.swipeButtonsEdge(forRowAt: indexPath)
  }
  func scheduleCellReconciliation(for controller: SwipeController) {
    log.append("scheduleCellReconciliation")
  }
  func playSwipeHaptic(_ haptic: SwipeHaptic) {
    log.append("playSwipeHaptic")
    base.playSwipeHaptic(haptic)
  }
  func measureSwipeActionContent(_ action: SwipeAction) -> CGFloat {
    base.measureSwipeActionContent(action)
  }
}

/// A pan update or display frame of a row that shows its buttons already sends its offset and
/// button frames to the host in one call (`followSwipe`), which checks that the row's cell
/// still shows them: one cell look-up for the event instead of one per call.
@Suite("Swipe: one host call per event")
struct SwipeFollowCallTests {
  struct Run {
    let table: SimulatedTable
    let host: LoggingSwipeHost
    let controller: SwipeController
    let provider: TestSwipeProvider
    let start: CGPoint

    init(follows: Bool, buttons: Int) {
      table = SimulatedTable(
        sections: [SimulatedSection.uniform(rows: 10, height: 44)],
        viewportSize: CGSize(width: 320, height: 600))
      host = LoggingSwipeHost(table: table, follows: follows)
      provider = TestSwipeProvider(table: table)
      provider.trailing = trailingSet(buttons)
      controller = SwipeController(table: table, host: host, provider: provider)
      provider.controller = controller
      start = CGPoint(x: 300, y: 5 * 44 + 22)
    }

    func pan(_ tx: CGFloat) {
      controller.panChanged(
        translation: CGPoint(x: tx, y: 0), location: CGPoint(x: start.x + tx, y: start.y),
        from: host)
    }

    /// What the simulated host shows.
    var views: [String] {
      [
        "\(host.base.offsets)", "\(host.base.buttonRows)", "\(host.base.buttonFrames)",
        "\(host.base.band)", "\(host.base.offsetUpdates)", "\(host.base.haptics)",
      ]
    }
  }

  /// Opens the row by a pan, swipes on, releases and settles; the views after every event.
  func drive(_ run: Run) -> [[String]] {
    var trace: [[String]] = []
    run.controller.panBegan(at: run.start)
    for step in 1...25 {
      run.pan(CGFloat(-10 * step))
      trace.append(run.views)
    }
    run.controller.panEnded(velocity: CGPoint(x: -200, y: 0))
    for frame in 0..<30 {
      run.controller.tick(at: Double(frame) / 60, from: run.host)
      trace.append(run.views)
    }
    return trace
  }

  @Test(arguments: [3, 12])
  func anOpenRowIsPlacedInOneCallWithTheSameViews(buttons: Int) {
    let one = Run(follows: true, buttons: buttons)
    let three = Run(follows: false, buttons: buttons)
    #expect(drive(one) == drive(three))
    // Once the buttons are shown, each event is one call to the host (twelve buttons: the
    // frames that do not fit on the stack go the same way).
    one.controller.panBegan(at: one.start)
    for tx in stride(from: CGFloat(-20), through: -60, by: -20) { one.pan(tx) }
    #expect(one.controller.session.phase == .tracking)
    one.host.log.removeAll()
    one.pan(-70)
    #expect(one.host.log == ["followSwipe"])
    #expect(one.host.base.offset(at: ip(0, 5)) == one.controller.offset)
  }

  /// The row's cell replaced under the finger (a reload): `followSwipe` writes nothing and
  /// answers `false`, and the new cell gets the buttons, the offset and the frames, as before.
  @Test func aReplacedCellGetsItsButtonsAfterTheRefusedCall() throws {
    let run = Run(follows: true, buttons: 3)
    run.controller.panBegan(at: run.start)
    for tx in stride(from: CGFloat(-10), through: -60, by: -10) { run.pan(tx) }
    #expect(run.controller.activeRow == ip(0, 5))
    run.table.reloadRows(at: [ip(0, 5)])
    #expect(run.host.base.swipeButtonsEdge(forRowAt: ip(0, 5)) == nil)
    let updates = run.host.base.offsetUpdates
    run.host.log.removeAll()
    run.pan(-70)
    #expect(
      run.host.log == [
        "followSwipe", "scheduleCellReconciliation", "showSwipeButtons", "setSwipeOffset",
        "layoutSwipeButtons",
      ])
    #expect(run.host.base.offsetUpdates == updates + 1)
    #expect(run.host.base.swipeButtonsEdge(forRowAt: ip(0, 5)) == .trailing)
    #expect(run.host.base.offset(at: ip(0, 5)) == run.controller.offset)
  }
}
