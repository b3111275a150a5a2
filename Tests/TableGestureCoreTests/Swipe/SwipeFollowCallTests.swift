import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A ``SimulatedSwipeHost`` that logs the name of each view command it is given. With
/// `follows`, it hands the engine the simulated host's row view (``SwipeHost/swipeRowView(forRowAt:)``),
/// each of whose calls it logs; without, the protocol's default (none) has the engine make the
/// host's calls.
final class LoggingSwipeHost: SwipeHost {
  let base: SimulatedSwipeHost
  let follows: Bool
  var log: [String] = []

  init(table: SimulatedTable, follows: Bool) {
    base = SimulatedSwipeHost(table: table)
    self.follows = follows
  }

  /// The simulated host's row view, its calls logged.
  final class LoggingRowView: SwipeRowView {
    unowned let host: LoggingSwipeHost
    let base: any SwipeRowView

    init(host: LoggingSwipeHost, base: any SwipeRowView) {
      self.host = host
      self.base = base
    }

    var swipeButtonsEdge: SwipeableEdge? {
      host.log.append("view.swipeButtonsEdge")
      return base.swipeButtonsEdge
    }
    func setSwipeOffset(_ offset: CGFloat) {
      host.log.append("view.setSwipeOffset")
      base.setSwipeOffset(offset)
    }
    func placeSwipeButtons(
      _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
      withoutEffects: Bool
    ) {
      host.log.append("view.placeSwipeButtons")
      base.placeSwipeButtons(
        frames, bandMinY: bandMinY, bandHeight: bandHeight, withoutEffects: withoutEffects)
    }
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
  func swipeRowView(forRowAt indexPath: IndexPath) -> (any SwipeRowView)? {
    guard follows else { return nil }
    log.append("swipeRowView \(indexPath)")
    return base.swipeRowView(forRowAt: indexPath).map { LoggingRowView(host: self, base: $0) }
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

/// A pan update or display frame of a row that shows its buttons already finds the row's cell
/// once (`swipeRowView`), and the engine checks that it still shows them before writing the
/// offset and the button frames on it: one cell look-up for the event instead of one per call.
@Suite("Swipe: one cell look-up per event")
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
  func anOpenRowIsPlacedOnItsCellFoundOnceWithTheSameViews(buttons: Int) {
    let one = Run(follows: true, buttons: buttons)
    let three = Run(follows: false, buttons: buttons)
    #expect(drive(one) == drive(three))
    // Once the buttons are shown, each event asks the host for the row's cell once and writes
    // on it (twelve buttons: the frames that do not fit on the stack go the same way).
    one.controller.panBegan(at: one.start)
    for tx in stride(from: CGFloat(-20), through: -60, by: -20) { one.pan(tx) }
    #expect(one.controller.session.phase == .tracking)
    one.host.log.removeAll()
    one.pan(-70)
    #expect(
      one.host.log == [
        "swipeRowView [0, 5]", "view.swipeButtonsEdge", "view.setSwipeOffset",
        "view.placeSwipeButtons",
      ])
    #expect(one.host.base.offset(at: ip(0, 5)) == one.controller.offset)
    #expect(one.host.base.offsetRowIDs == [one.table.rowID(at: ip(0, 5))!])
  }

  /// The row's cell replaced under the finger (a reload): the new cell is not displaced, so the
  /// host hands none, and the new cell gets the buttons, the offset and the frames, as before.
  @Test func aReplacedCellGetsItsButtonsByTheHostsCalls() throws {
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
        "swipeRowView [0, 5]", "swipeButtonsEdge", "scheduleCellReconciliation", "showSwipeButtons",
        "setSwipeOffset", "layoutSwipeButtons",
      ])
    #expect(run.host.base.offsetUpdates == updates + 1)
    #expect(run.host.base.swipeButtonsEdge(forRowAt: ip(0, 5)) == .trailing)
    #expect(run.host.base.offset(at: ip(0, 5)) == run.controller.offset)
  }

  /// The row's displaced cell showing other buttons than the engine gave it (here the leading
  /// edge's, given behind the engine's back): nothing is written on it, and the engine puts its
  /// buttons back as it does through the host's calls, with the same views.
  @Test func aCellShowingOtherButtonsIsNotWrittenOn() throws {
    func run(follows: Bool) -> (Run, [String]) {
      let run = Run(follows: follows, buttons: 3)
      run.controller.panBegan(at: run.start)
      for tx in stride(from: CGFloat(-10), through: -60, by: -10) { run.pan(tx) }
      run.host.base.showSwipeButtons(trailingSet(2), edge: .leading, forRowAt: ip(0, 5))
      run.host.log.removeAll()
      run.pan(-70)
      return (run, run.views)
    }
    let (one, seen) = run(follows: true)
    let (_, expected) = run(follows: false)
    #expect(seen == expected)
    #expect(Array(one.host.log.prefix(2)) == ["swipeRowView [0, 5]", "view.swipeButtonsEdge"])
    #expect(!one.host.log.contains("view.setSwipeOffset"))
    #expect(!one.host.log.contains("view.placeSwipeButtons"))
    #expect(one.host.base.swipeButtonsEdge(forRowAt: ip(0, 5)) == .trailing)
    #expect(one.host.base.offset(at: ip(0, 5)) == one.controller.offset)
  }
}
