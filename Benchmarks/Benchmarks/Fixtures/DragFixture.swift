import Foundation
@_spi(Headless) import TableGestureCore

/// A drag in progress on a ``BenchmarkTable``, driven through the library's ``ReorderController``
/// with a ``BenchmarkDragHelper`` (the path a device runs), ready to replay one ``DragScenario``
/// event after event; its host's UIKit calls are counted nowhere (``DragCallReplay`` counts them).
/// Everything that allocates (the table, the drag's start) happens in `init`, outside the
/// measured region.
///
/// A non-generic class over ``DragReplay``: called from another module, a generic fixture's
/// methods run unspecialised, with the drag's whole path behind run-time generic metadata.
@_spi(Headless) public final class DragFixture {
  public typealias SetupError = DragSetupError
  /// Events replayed per trial run in `init`, and the most one sample may replay before
  /// ``prepareSample()`` is called again (the autoscroll scenario drifts 2 pt per 1,000 ticks).
  public static let eventsPerSample = DragReplay<UncountedDragCalls, BorrowedSimulatedTable>
    .eventsPerSample

  private let replay: DragReplay<UncountedDragCalls, BorrowedSimulatedTable>

  /// Builds the table and begins the drag for `scenario`, then replays a trial run to check the
  /// scenario does what it claims (throws otherwise) and puts everything back.
  public init(scenario: DragScenario, rows: Int, sectionCount: Int = 8) throws {
    replay = try DragReplay(scenario: scenario, rows: rows, sectionCount: sectionCount)
  }

  public var scenario: DragScenario { replay.scenario }
  public var table: SimulatedTable { replay.table }
  /// Rows moved since the last ``prepareSample()`` (read outside the measured events).
  public var swapCount: Int { replay.swapCount }
  /// Puts the drag back where it started and resets ``swapCount``, outside the measured region.
  public func prepareSample() { replay.prepareSample() }
  /// Replays one event of the scenario: the helper's callback, as UIKit makes it.
  @inline(__always) public func step() { replay.step() }
  /// One display frame at 120 Hz with the finger where the last event left it.
  public func displayFrame() { replay.displayFrame() }
}

/// ``DragFixture`` on a collection-view list of the same rows: the same host, as the skin's list
/// host (``BenchmarkDragHelper`` on ``BorrowedSimulatedList``: rectangles from the list layout's
/// attributes, the app's policy behind the list gate). Its own class, not a case of
/// ``DragFixture``: a branch in every event would be counted on the table's path too.
@_spi(Headless) public final class ListDragFixture {
  private let replay: DragReplay<UncountedDragCalls, BorrowedSimulatedList>

  /// Builds the list and begins the drag for `scenario`, as ``DragFixture/init(scenario:rows:sectionCount:)``.
  public init(scenario: DragScenario, rows: Int, sectionCount: Int = 8) throws {
    replay = try DragReplay(scenario: scenario, rows: rows, sectionCount: sectionCount)
  }

  /// Rows moved since the last ``prepareSample()``.
  public var swapCount: Int { replay.swapCount }
  /// The list layout's attribute look-ups so far.
  public var attributeLookups: Int { replay.attributeLookups }
  public func prepareSample() { replay.prepareSample() }
  @inline(__always) public func step() { replay.step() }
  public func displayFrame() { replay.displayFrame() }
}

/// ``DragFixture`` or ``ListDragFixture`` with its host's UIKit calls counted
/// (``CountedDragCalls``), for `DragCalls`.
@_spi(Headless) public final class DragCallReplay {
  private let replay: any DragReplaying

  /// Builds the table (a list's layout with `list`) and begins the drag for `scenario`, as
  /// ``DragFixture/init(scenario:rows:sectionCount:)``.
  public init(scenario: DragScenario, rows: Int, list: Bool = false) throws {
    replay =
      list
      ? try DragReplay<CountedDragCalls, BorrowedSimulatedList>(scenario: scenario, rows: rows)
      : try DragReplay<CountedDragCalls, BorrowedSimulatedTable>(scenario: scenario, rows: rows)
  }

  /// The UIKit calls of the lift (the long press's `.began`), by ``UIKitDragCall/rawValue``.
  public var liftCalls: [Int] { replay.liftCalls }
  /// The list layout's attribute look-ups so far (0 on a table).
  public var attributeLookups: Int { replay.attributeLookups }
  public func prepareSample() { replay.prepareSample() }
  public func step() { replay.step() }
  public func displayFrame() { replay.displayFrame() }
}

/// Why a drag fixture could not be set up.
@_spi(Headless) public enum DragSetupError: Error, CustomStringConvertible {
  case dragDidNotBegin(IndexPath)
  case unexpectedSwaps(DragScenario, expected: Int, got: Int)
  case didNotAutoscroll

  public var description: String {
    switch self {
    case .dragDidNotBegin(let row): "the drag did not begin on row \(row)"
    case .unexpectedSwaps(let scenario, let expected, let got):
      "\(scenario.rawValue): expected \(expected) swaps in the trial run, got \(got)"
    case .didNotAutoscroll: "the autoscroll scenario did not scroll"
    }
  }
}

/// What ``DragCallReplay`` replays, whichever rows it runs on.
protocol DragReplaying {
  var liftCalls: [Int] { get }
  var attributeLookups: Int { get }
  func prepareSample()
  func step()
  func displayFrame()
}

/// The drag fixture's replay on `Rows` (a table or a list), its host reporting its UIKit calls
/// to `Calls`.
final class DragReplay<Calls: DragCallSink, Rows: BenchmarkDragRows>: DragReplaying {
  /// Events replayed per trial run in `init`, and the most one sample may replay before
  /// ``prepareSample()`` is called again (the autoscroll scenario drifts 2 pt per 1,000 ticks).
  static var eventsPerSample: Int { 1_000 }

  let scenario: DragScenario
  let table: SimulatedTable
  /// The table, or the list's layout over it (the host holds it weakly).
  let rows: Rows.Base
  /// The host, which reaches its controller as the UIKit skin's does; each event is one of its
  /// callbacks.
  private let helper: BenchmarkDragHelper<Calls, Rows>
  /// The app's delegate (the helper holds it weakly).
  private let delegate = CountingDelegate()
  /// For set-up and checks outside the measured events.
  private let controller: ReorderController<BenchmarkDragHelper<Calls, Rows>>
  /// The two finger positions a move alternates between, in content coordinates.
  private let fingerX: CGFloat = 200
  private let fingerYs: (CGFloat, CGFloat)
  private var useSecondFinger = false
  private var timestamp: TimeInterval = 1_000
  private let startOffset: CGPoint
  /// The policy's commit count at the last ``prepareSample()``.
  private var commitsAtSample = 0
  /// Rows moved since the last ``prepareSample()``, as the app's policy counted its commits (read
  /// outside the measured events).
  var swapCount: Int { delegate.commitCount - commitsAtSample }
  /// The UIKit calls of the lift (the long press's `.began`), by ``UIKitDragCall/rawValue``
  /// (empty when `Calls` counts nothing).
  let liftCalls: [Int]
  /// The list layout's attribute look-ups so far (0 on a table).
  var attributeLookups: Int { Rows.attributeLookups(rows) }

  /// Builds the table and begins the drag for `scenario`, then replays a trial run to check the
  /// scenario does what it claims (throws otherwise) and puts everything back.
  init(scenario: DragScenario, rows: Int, sectionCount: Int = 8) throws {
    self.scenario = scenario
    table = BenchmarkTable.make(rows: rows, sectionCount: sectionCount)
    self.rows = Rows.base(over: table)
    helper = BenchmarkDragHelper(rows: self.rows)
    helper.delegate = delegate
    controller = helper.controller
    let zone = controller.options.autoscroll.edgeZoneHeight
    let dragged: IndexPath
    let lastSection = table.numberOfSections - 1
    switch scenario {
    case .moveSteady, .moveSwapping, .tickAutoscroll:
      dragged = [4, table.numberOfRows(inSection: 4) / 2]
    case .tickAtContentEnd:
      dragged = [lastSection, table.numberOfRows(inSection: lastSection) - 1]
    }
    let slot = table.rectForRow(at: dragged)
    switch scenario {
    case .moveSteady, .moveSwapping:
      table.scroll(toY: slot.midY - BenchmarkTable.viewportSize.height / 2)
    case .tickAutoscroll:
      // The finger sits 1 pt inside the top zone: 1,000 pt/s × (1/64)² ≈ 0.24 pt/s.
      table.scroll(toY: slot.midY - BenchmarkTable.insets.top - (zone - 1))
    case .tickAtContentEnd:
      table.scroll(toY: .greatestFiniteMagnitude)
    }
    let start = CGPoint(x: fingerX, y: slot.midY)
    switch scenario {
    case .moveSteady:
      fingerYs = (start.y, start.y + 3)
    case .moveSwapping:
      let below = table.rectForRow(at: [dragged[0], dragged[1] + 1])
      fingerYs = (start.y, start.y + below.height)
    case .tickAutoscroll, .tickAtContentEnd:
      fingerYs = (start.y, start.y)
    }
    let beforeLift = Calls.counts
    helper.handlePress(.began, at: start)
    liftCalls = zip(Calls.counts, beforeLift).map { $0 - $1 }
    guard controller.lastUpdate?.event == .began(dragged) else {
      throw DragSetupError.dragDidNotBegin(dragged)
    }
    controller.displayFrame(at: timestamp, isInWindow: true)
    startOffset = table.contentOffset

    var scrolled: CGFloat = 0
    for _ in 0..<Self.eventsPerSample {
      step()
      scrolled += controller.lastUpdate?.scrolledDistance ?? 0
    }
    let expected = scenario.swapsEachEvent ? Self.eventsPerSample : 0
    guard swapCount == expected else {
      throw DragSetupError.unexpectedSwaps(scenario, expected: expected, got: swapCount)
    }
    if scenario == .tickAutoscroll, !(scrolled < 0) { throw DragSetupError.didNotAutoscroll }
    prepareSample()
  }

  /// Puts the drag back where it started (scrolls back after the autoscroll scenario's drift)
  /// and resets ``swapCount``. Call it outside the measured region.
  func prepareSample() {
    table.contentOffset = startOffset
    commitsAtSample = delegate.commitCount
  }

  /// Replays one event of the scenario: the helper's callback, as UIKit makes it.
  @inline(__always)
  func step() {
    switch scenario {
    case .moveSteady, .moveSwapping:
      useSecondFinger.toggle()
      let y = useSecondFinger ? fingerYs.1 : fingerYs.0
      helper.handlePress(.changed, at: CGPoint(x: fingerX, y: y))
    case .tickAutoscroll, .tickAtContentEnd:
      timestamp += 1.0 / 120.0
      helper.displayLinkDidFire(timestamp: timestamp)
    }
  }

  /// One display frame at 120 Hz with the finger where the last event left it: in the move
  /// scenarios the finger is mid-screen, so the frame autoscrolls nothing. The instruction-count
  /// benchmark counts one move and one frame as one event, as a device delivers them.
  func displayFrame() {
    timestamp += 1.0 / 120.0
    helper.displayLinkDidFire(timestamp: timestamp)
  }
}
