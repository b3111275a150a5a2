import Foundation
@_spi(Headless) import TableGestureCore

/// What a swipe benchmark replays, one event per step.
@_spi(Headless) public enum SwipeScenario: String, CaseIterable, Sendable {
  /// `panChanged` with the finger alternating 3 pt back and forth on an open-ish row.
  case panUpdate = "Swipe pan update"
  /// `tick(at:)` of a settle animation in progress (1 µs of animation time per event, so it
  /// never finishes inside a sample).
  case settleFrame = "Swipe settle frame"
}

/// A host that only counts, and remembers which edge's buttons it shows as a UIKit cell does (the
/// engine asks before every frame whether the row's cell still shows them): it measures the
/// controller, not the host. One row is swiped at a time, so one edge is enough.
final class CountingSwipeHost: SwipeHost {
  var offsetSum: CGFloat = 0
  var buttonsPlaced = 0
  var buttonsEdge: SwipeableEdge?

  func setSwipeOffset(_ offset: CGFloat, forRowAt indexPath: IndexPath) { offsetSum += offset }
  func showSwipeButtons(
    _ actions: SwipeActionSet, edge: SwipeableEdge, forRowAt indexPath: IndexPath
  ) { buttonsEdge = edge }
  func layoutSwipeButton(
    _ frame: SwipeButtonFrame, bandMinY: CGFloat, bandHeight: CGFloat,
    forRowAt indexPath: IndexPath
  ) { buttonsPlaced += 1 }
  func removeSwipeButtons(forRowAt indexPath: IndexPath) { buttonsEdge = nil }
  func resetAllSwipeViews() { buttonsEdge = nil }
  func restoreSwipeViews(exceptRowAt indexPath: IndexPath?) {
    if indexPath == nil { buttonsEdge = nil }
  }
  func swipeButtonsEdge(forRowAt indexPath: IndexPath) -> SwipeableEdge? { buttonsEdge }
  func playSwipeHaptic(_ haptic: SwipeHaptic) {}
  func measureSwipeActionContent(_ action: SwipeAction) -> CGFloat { 40 }
}

/// Three trailing actions (Mail-like) for every row, with iOS's full swipe; or more, for the
/// per-button cost.
final class FixedSwipeProvider: SwipeActionsProvider {
  let set: SwipeActionSet

  init(buttons: Int) {
    let mail = [
      SwipeAction(identifier: "delete", title: "Delete", style: .destructive),
      SwipeAction(identifier: "flag", title: "Flag"),
      SwipeAction(identifier: "more", title: "More"),
    ]
    let extra = (3..<Swift.max(3, buttons)).map {
      SwipeAction(identifier: "extra\($0)", title: "Extra")
    }
    set = SwipeActionSet(actions: Array(mail.prefix(buttons)) + extra)
  }

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
@_spi(Headless) public final class SwipeFixture {
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
  /// ``host`` without a retain: a UIKit host hands itself in (`from: self`), which costs nothing,
  /// while passing a stored reference retains it, and every retain of an object with weak
  /// references goes through its side table. `host` keeps it alive.
  private let guaranteedHost: Unmanaged<CountingSwipeHost>
  let provider: FixedSwipeProvider
  let controller: SwipeController
  let row: IndexPath
  /// The finger's y: the row's middle, in content coordinates. The table never scrolls during a
  /// sample, and a UIKit host gets the location from its recogniser, so no event reads it.
  let fingerY: CGFloat
  private var flip = false
  private var time: TimeInterval = 1_000

  /// - Parameter buttons: the row's trailing actions (at least 1; 3 = Mail's).
  public init(scenario: SwipeScenario, rows: Int, buttons: Int = 3) throws {
    self.scenario = scenario
    provider = FixedSwipeProvider(buttons: Swift.max(1, buttons))
    let perSection = rows / 8
    table = SimulatedTable(
      sections: (0..<8).map { _ in
        SimulatedSection.uniform(rows: perSection, height: 60, headerHeight: 28)
      },
      viewportSize: CGSize(width: 390, height: 844),
      contentInsets: LayoutInsets(top: 91, bottom: 34))
    row = IndexPath(indexes: [4, perSection / 2])
    fingerY = table.rectForRow(at: row).midY
    table.scroll(toY: fingerY - 400)
    controller = SwipeController(table: table, host: host, provider: provider)
    guaranteedHost = Unmanaged.passUnretained(host)
    try prepareSample()
  }

  /// Puts the swipe back where each sample starts.
  public func prepareSample() throws {
    controller.hideActions(animated: false)
    let y = fingerY
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
    switch scenario {
    case .panUpdate:
      flip.toggle()
      let tx: CGFloat = flip ? -133 : -130
      guaranteedHost._withUnsafeGuaranteedRef {
        controller.panChanged(
          translation: CGPoint(x: tx, y: 0), location: CGPoint(x: 300 + tx, y: fingerY), from: $0)
      }
    case .settleFrame:
      time += 0.000_001
      guaranteedHost._withUnsafeGuaranteedRef { controller.tick(at: time, from: $0) }
    }
    return controller.offset
  }
}
