import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A device host (``SwipeDeviceHost``) holds its table while the swiped row moves — the finger
/// tracking it, or an animation — so those events reach the table without loading the host's weak
/// reference; a row at rest holds nothing, and the hold goes only outside every call of the
/// controller.
@Suite("Swipe: the device host holds its table while the row moves")
struct SwipeTableHoldTests {
  typealias Reference = ReorderTableHoldTests.Reference

  /// The app's actions: three trailing ones for every row; `onEnd` runs at each notice that a
  /// swipe ended (the app's code, inside the controller's call).
  final class Actions: SwipeActionsProvider {
    let set = trailingSet(3, destructiveFirst: true)
    var onEnd: (() -> Void)?
    func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeableEdge) -> SwipeActionSet? {
      edge == .trailing ? set : nil
    }
    func performSwipeAction(
      _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion
    ) { completion(false) }
    func swipeDidEnd(forRowAt indexPath: IndexPath?) { onEnd?() }
  }

  /// A device host that keeps no strong reference to the table (as the skin's): its view
  /// commands record the row's offset and edge, and it reaches the table for each row view as
  /// the skin's `lookUp(_:)` does (through the hold while there is one).
  final class Host: SwipeDeviceHost {
    let tableReference: Reference
    let controller: SwipeController
    let actions = Actions()
    var offsets: [IndexPath: CGFloat] = [:]
    var edges: [IndexPath: SwipeableEdge] = [:]

    init(table: SimulatedTable) {
      tableReference = Reference(table)
      controller = SwipeController(table: tableReference, host: nil, provider: nil)
      controller.host = self
      controller.provider = actions
    }

    func controllerDidChange() {}

    /// The pan recogniser's callback, as the skin's: the view reached once, then the update.
    func pan(_ phase: GesturePhase, dx: CGFloat, y: CGFloat) {
      _ = tableReference.heldOrResolved
      perform {
        $0.forwardRecognizerPan(
          phase, location: CGPoint(x: 300 + dx, y: y), translation: CGPoint(x: dx, y: 0),
          velocity: CGPoint(x: phase == .ended ? -300 : 0, y: 0), judgedFrom: nil, from: self)
      }
    }

    func frame(at time: TimeInterval) { perform { $0.tick(at: time, from: self) } }

    var isHeld: Bool { tableReference.hold.pointer != nil }

    func setSwipeOffset(_ offset: CGFloat, forRowAt indexPath: IndexPath) {
      offsets[indexPath] = offset
    }
    func showSwipeButtons(
      _ actions: SwipeActionSet, edge: SwipeableEdge, forRowAt indexPath: IndexPath
    ) { edges[indexPath] = edge }
    func layoutSwipeButtons(
      _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
      forRowAt indexPath: IndexPath
    ) {}
    /// No row view (the engine then makes the host's calls), the view reached as the skin's
    /// look-up reaches it.
    func swipeRowView(forRowAt indexPath: IndexPath) -> (any SwipeRowView)? {
      _ = tableReference.heldOrResolved
      return nil
    }
    func removeSwipeButtons(forRowAt indexPath: IndexPath) { edges[indexPath] = nil }
    func resetAllSwipeViews() {
      offsets = [:]
      edges = [:]
    }
    func restoreSwipeViews(exceptRowAt indexPath: IndexPath?) {
      offsets = offsets.filter { $0.key == indexPath }
      edges = edges.filter { $0.key == indexPath }
    }
    func swipeButtonsEdge(forRowAt indexPath: IndexPath) -> SwipeableEdge? { edges[indexPath] }
    func playSwipeHaptic(_ haptic: SwipeHaptic) {}
    func measureSwipeActionContent(_ action: SwipeAction) -> CGFloat { 60 }
  }

  static func makeTable() -> SimulatedTable {
    SimulatedTable(
      sections: [SimulatedSection.uniform(rows: 10, height: 44)],
      viewportSize: CGSize(width: 320, height: 600))
  }

  static let rowY: CGFloat = 2 * 44 + 22

  /// Begins a trailing swipe of row 2 and moves it `steps` times, through the host's entries.
  static func swipe(_ host: Host, steps: Int) {
    host.pan(.began, dx: 0, y: rowY)
    for step in 1...steps { host.pan(.changed, dx: CGFloat(-12 * step), y: rowY) }
  }

  @Test func aMovingRowsEventsLoadNoWeakReference() {
    let table = Self.makeTable()
    let host = Host(table: table)
    Self.swipe(host, steps: 4)
    #expect(host.controller.activeRow == ip(0, 2))
    #expect(host.isHeld)
    let before = host.tableReference.loads
    for step in 5...20 { host.pan(.changed, dx: CGFloat(-12 * step), y: Self.rowY) }
    #expect(host.tableReference.loads == before, "a tracked pan update loaded the weak reference")
    host.pan(.ended, dx: -240, y: Self.rowY)
    #expect(host.controller.needsFrames && host.isHeld)
    let settling = host.tableReference.loads
    var time: TimeInterval = 0
    while host.controller.needsFrames, time < 2 {
      time += 1.0 / 60
      host.frame(at: time)
    }
    #expect(time > 0.1)
    #expect(host.tableReference.loads == settling, "a settle frame loaded the weak reference")
    // Open at rest: nothing held.
    #expect(host.controller.activeRow == ip(0, 2) && !host.controller.needsFrames)
    #expect(!host.isHeld && !host.controller.tableHeldForSwipe)
    withExtendedLifetime(table) {}
  }

  /// The same answers, held or not: the offsets of a swipe through the hold are those through
  /// the weak reference.
  @Test func theHoldGivesTheSameOffsets() {
    func offsets(holding: Bool) -> [CGFloat] {
      let table = Self.makeTable()
      let host = Host(table: table)
      host.pan(.began, dx: 0, y: Self.rowY)
      var seen: [CGFloat] = []
      for step in 1...20 {
        if !holding { host.tableReference.holdTable(false) }
        host.pan(.changed, dx: CGFloat(-12 * step), y: Self.rowY)
        seen.append(host.controller.offset)
      }
      withExtendedLifetime(table) {}
      return seen
    }
    let held = offsets(holding: true)
    #expect(held == offsets(holding: false))
    #expect(held.last.map { $0 < -100 } == true)
  }

  @Test func theTableOutlivesAnAppThatLetsGoMidSwipeAndGoesWhenTheRowRests() {
    var table: SimulatedTable? = Self.makeTable()
    weak let gone = table
    let host = Host(table: table!)
    Self.swipe(host, steps: 10)
    #expect(host.isHeld)
    table = nil
    #expect(gone != nil, "the table went mid-swipe")
    host.pan(.ended, dx: -120, y: Self.rowY)
    var time: TimeInterval = 0
    while host.controller.needsFrames, time < 2 {
      time += 1.0 / 60
      host.frame(at: time)
    }
    #expect(!host.controller.needsFrames)
    #expect(!host.isHeld)
    #expect(gone == nil, "the table was still held with the row at rest")
  }

  /// An entry of the host's made from inside a call of the controller (here the app closing the
  /// row at the notice that the swipe ended, inside the last settle frame) leaves the hold to the
  /// outer entry.
  @Test func anEntryFromInsideACallLeavesTheHoldToTheOuterOne() {
    let table = Self.makeTable()
    let host = Host(table: table)
    Self.swipe(host, steps: 3)
    // Released short of the open threshold: the row settles closed, and its end is noticed inside
    // the last frame.
    host.pan(.ended, dx: -36, y: Self.rowY)
    #expect(host.isHeld)
    var heldInside: [Bool] = []
    host.actions.onEnd = {
      host.perform { $0.hideActions(animated: false) }
      heldInside.append(host.isHeld)
    }
    var time: TimeInterval = 0
    while host.controller.needsFrames, time < 2 {
      time += 1.0 / 60
      host.frame(at: time)
    }
    #expect(heldInside == [true], "the inner entry let go of the table inside the frame")
    #expect(host.controller.activeRow == nil && !host.isHeld)
    withExtendedLifetime(table) {}
  }

  /// What ends a swipe at once, mid-move: the table leaving its window, or the row closed at once
  /// (the app's `hideSwipeActions(animated: false)`, swiping turned off).
  enum AbruptEnd: CaseIterable, Sendable {
    case leavingTheWindow, closingAtOnce
  }

  @Test(arguments: AbruptEnd.allCases)
  func endingMidSwipeAtOnceLetsGo(_ end: AbruptEnd) {
    let table = Self.makeTable()
    let host = Host(table: table)
    Self.swipe(host, steps: 6)
    #expect(host.isHeld)
    switch end {
    case .leavingTheWindow: host.perform { $0.tableWindowDidChange(isInWindow: false) }
    case .closingAtOnce: host.perform { $0.hideActions(animated: false) }
    }
    #expect(host.controller.activeRow == nil)
    #expect(!host.isHeld && !host.controller.tableHeldForSwipe)
    withExtendedLifetime(table) {}
  }
}
