import Foundation
@_spi(Headless) import TableGestureCore

/// What a swipe benchmark replays, one event per step.
public enum SwipeScenario: String, CaseIterable, Sendable {
  /// `panChanged` with the finger alternating 3 pt back and forth on an open-ish row.
  case panUpdate = "Swipe pan update"
  /// `tick(at:)` of a settle animation in progress (1 µs of animation time per event, so it
  /// never finishes inside a sample).
  case settleFrame = "Swipe settle frame"
}

/// A host that only counts: it keeps nothing, so it measures the controller, not the host.
final class CountingSwipeHost: SwipeHost {
  var offsetSum: CGFloat = 0
  var buttonsPlaced = 0

  func setSwipeOffset(_ offset: CGFloat, forRowAt indexPath: IndexPath) { offsetSum += offset }
  func showSwipeButtons(
    _ actions: SwipeActionSet, edge: SwipeableEdge, forRowAt indexPath: IndexPath
  ) {}
  func layoutSwipeButton(
    _ frame: SwipeButtonFrame, bandMinY: CGFloat, bandHeight: CGFloat,
    forRowAt indexPath: IndexPath
  ) { buttonsPlaced += 1 }
  func removeSwipeButtons(forRowAt indexPath: IndexPath) {}
  func resetAllSwipeViews() {}
  func restoreSwipeViews(exceptRowAt indexPath: IndexPath?) {}
  func swipeButtonsEdge(forRowAt indexPath: IndexPath) -> SwipeableEdge? { nil }
  func playSwipeHaptic(_ haptic: SwipeHaptic) {}
  func measureSwipeActionContent(_ action: SwipeAction) -> CGFloat { 40 }
}

/// Three trailing actions (Mail-like) for every row, with iOS's full swipe.
final class FixedSwipeProvider: SwipeActionsProvider {
  let set = SwipeActionSet(actions: [
    SwipeAction(identifier: "delete", title: "Delete", style: .destructive),
    SwipeAction(identifier: "flag", title: "Flag"),
    SwipeAction(identifier: "more", title: "More"),
  ])

  func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeableEdge) -> SwipeActionSet? {
    edge == .trailing ? set : nil
  }

  func performSwipeAction(
    _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion
  ) {
    completion(false)
  }
}

/// A swipe in progress on a table of `rows` rows (8 sections of 60 pt rows, phone-sized
/// viewport scrolled to the middle). Everything that allocates happens in `init` and
/// ``prepareSample()``, outside the measured region.
public final class SwipeFixture {
  public enum SetupError: Error, CustomStringConvertible {
    case swipeDidNotBegin
    case notAnimating

    public var description: String {
      switch self {
      case .swipeDidNotBegin: "the swipe did not begin"
      case .notAnimating: "the settle animation is not running"
      }
    }
  }

  public let scenario: SwipeScenario
  public let table: SimulatedTable
  let host = CountingSwipeHost()
  let provider = FixedSwipeProvider()
  let controller: SwipeController
  let row: IndexPath
  private var flip = false
  private var time: TimeInterval = 1_000

  public init(scenario: SwipeScenario, rows: Int) throws {
    self.scenario = scenario
    let perSection = rows / 8
    table = SimulatedTable(
      sections: (0..<8).map { _ in
        SimulatedSection.uniform(rows: perSection, height: 60, headerHeight: 28)
      },
      viewportSize: CGSize(width: 390, height: 844),
      contentInsets: LayoutInsets(top: 91, bottom: 34))
    row = IndexPath(indexes: [4, perSection / 2])
    table.scroll(toY: table.rectForRow(at: row).midY - 400)
    controller = SwipeController(table: table, host: host, provider: provider)
    try prepareSample()
  }

  /// Puts the swipe back where each sample starts.
  public func prepareSample() throws {
    controller.hideActions(animated: false)
    let y = table.rectForRow(at: row).midY
    controller.panBegan(at: CGPoint(x: 300, y: y))
    controller.panChanged(translation: CGPoint(x: -30, y: 0), location: CGPoint(x: 270, y: y))
    controller.panChanged(translation: CGPoint(x: -130, y: 0), location: CGPoint(x: 170, y: y))
    guard controller.activeRow == row else { throw SetupError.swipeDidNotBegin }
    if scenario == .settleFrame {
      controller.panEnded(velocity: CGPoint(x: -300, y: 0))
      controller.tick(at: time)
      guard controller.needsFrames else { throw SetupError.notAnimating }
    }
  }

  /// One measured event.
  @inline(__always)
  public func step() -> CGFloat {
    let y = table.rectForRow(at: row).midY
    switch scenario {
    case .panUpdate:
      flip.toggle()
      let tx: CGFloat = flip ? -133 : -130
      controller.panChanged(translation: CGPoint(x: tx, y: 0), location: CGPoint(x: 300 + tx, y: y))
    case .settleFrame:
      time += 0.000_001
      controller.tick(at: time)
    }
    return controller.offset
  }
}
