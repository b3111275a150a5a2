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

/// The benchmarks' host of the swipe engine, built as the UIKit skin's `SwipeableHelper` is: host
/// and actions provider at once, the controller seeing the table through the shared
/// ``WeakTableReference`` (weakly held), every call going through the shared
/// ``SwipeDeviceHost/perform(_:)``. Its view commands only count; it remembers which edge's
/// buttons it shows as a UIKit cell does (the engine asks before every frame whether the row's
/// cell still shows them). One row is swiped at a time, so one edge is enough.
///
/// Its actions: three trailing actions (Mail-like) for every row, with iOS's full swipe; or
/// more, for the per-button cost.
final class BenchmarkSwipeHelper: SwipeDeviceHost, SwipeActionsProvider {
  /// Made in `init` and handed this helper once `self` exists, as the skin's is.
  let controller: SwipeController
  let tableReference: SimulatedTableReference
  let set: SwipeActionSet
  var offsetSum: CGFloat = 0
  var buttonsPlaced = 0
  var buttonsEdge: SwipeableEdge?
  /// What the skin mirrors onto its display link and dismissal tap after each call.
  var framesRunning = false
  var dismissalEnabled = false

  init(table: SimulatedTable, buttons: Int, look: SwipeableLook = .classic) {
    tableReference = SimulatedTableReference(table)
    let mail = [
      SwipeAction(identifier: "delete", title: "Delete", style: .destructive),
      SwipeAction(identifier: "flag", title: "Flag"),
      SwipeAction(identifier: "more", title: "More"),
    ]
    let extra = (3..<Swift.max(3, buttons)).map {
      SwipeAction(identifier: "extra\($0)", title: "Extra")
    }
    set = SwipeActionSet(
      actions: Array(mail.prefix(buttons)) + extra, options: SwipeableOptions(look: look))
    controller = SwipeController(table: tableReference, host: nil, provider: nil)
    controller.host = self
    controller.provider = self
  }

  /// The pan recogniser's callback (the skin's `handlePan(_:)`), for a touch pan under way.
  func handlePan(
    _ phase: GesturePhase, location: CGPoint, translation: CGPoint, velocity: CGPoint
  ) {
    perform {
      $0.forwardRecognizerPan(
        phase, location: location, translation: translation, velocity: velocity, judgedFrom: nil,
        from: self)
    }
  }

  /// The display link's callback (the skin's `displayLinkDidFire(_:)`).
  func displayLinkDidFire(timestamp: TimeInterval) {
    perform { $0.tick(at: timestamp, from: self) }
  }

  func controllerDidChange() {
    framesRunning = controller.needsFrames
    dismissalEnabled = controller.needsDismissalGesture
  }

  func setSwipeOffset(_ offset: CGFloat, forRowAt indexPath: IndexPath) { offsetSum += offset }
  func showSwipeButtons(
    _ actions: SwipeActionSet, edge: SwipeableEdge, forRowAt indexPath: IndexPath
  ) { buttonsEdge = edge }
  func layoutSwipeButtons(
    _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
    forRowAt indexPath: IndexPath
  ) { buttonsPlaced += frames.count }
  func removeSwipeButtons(forRowAt indexPath: IndexPath) { buttonsEdge = nil }
  func resetAllSwipeViews() { buttonsEdge = nil }
  func restoreSwipeViews(exceptRowAt indexPath: IndexPath?) {
    if indexPath == nil { buttonsEdge = nil }
  }
  func swipeButtonsEdge(forRowAt indexPath: IndexPath) -> SwipeableEdge? { buttonsEdge }
  func playSwipeHaptic(_ haptic: SwipeHaptic) {}
  func measureSwipeActionContent(_ action: SwipeAction) -> CGFloat { 40 }

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
  /// The host; each event is one of its callbacks, as UIKit makes it.
  let helper: BenchmarkSwipeHelper
  /// For set-up and checks outside the measured events.
  let controller: SwipeController
  let row: IndexPath
  /// The finger's y: the row's middle, in content coordinates. The table never scrolls during a
  /// sample, and a UIKit host gets the location from its recogniser, so no event reads it.
  let fingerY: CGFloat
  private var flip = false
  private var time: TimeInterval = 1_000

  /// - Parameters:
  ///   - buttons: the row's trailing actions (at least 1; 3 = Mail's).
  ///   - look: the look drawn (default the classic one; `.glass`: iOS 26's capsules and the
  ///     grow transition).
  public init(
    scenario: SwipeScenario, rows: Int, buttons: Int = 3, look: SwipeableLook = .classic
  ) throws {
    self.scenario = scenario
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
    helper = BenchmarkSwipeHelper(table: table, buttons: Swift.max(1, buttons), look: look)
    controller = helper.controller
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
      helper.handlePan(
        .changed, location: CGPoint(x: 300 + tx, y: fingerY), translation: CGPoint(x: tx, y: 0),
        velocity: .zero)
    case .settleFrame:
      time += 0.000_001
      helper.displayLinkDidFire(timestamp: time)
    }
    return controller.offset
  }
}
