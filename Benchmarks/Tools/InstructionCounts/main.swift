@_spi(Headless) import BenchmarkFixtures
import Foundation
@_spi(Headless) import TableGestureCore

/// Replays one benchmark path for a given number of events, for `instructions.sh` to run under
/// valgrind's callgrind twice (two event counts) and divide the difference: what is left is the
/// instructions of the events alone, without start-up and set-up.
///
/// Usage: `InstructionCounts PATH ROWS EVENTS`, PATH one of ``InstructionPath``'s raw values.
/// Prints a checksum so that the optimiser cannot drop the work.

/// One measured path: what one event is.
enum InstructionPath: String, CaseIterable {
  /// One touch move inside the halfway band and one 120 Hz display frame: no swap, no autoscroll.
  case dragSteady = "drag-steady"
  /// One touch move by the neighbour's height (one swap) and one display frame.
  case dragSwapping = "drag-swapping"
  /// `drag-steady` on the collection-view list host (``ListDragFixture``).
  case listDragSteady = "list-drag-steady"
  /// `drag-swapping` on the collection-view list host.
  case listDragSwapping = "list-drag-swapping"

  var scenario: DragScenario {
    self == .dragSteady || self == .listDragSteady ? .moveSteady : .moveSwapping
  }
}

/// A drag fixture's events, as `run` replays them: the table's or the list's (each specialised
/// here, in the counter's module).
protocol DragEvents {
  var swapCount: Int { get }
  func prepareSample()
  func step()
  func displayFrame()
}

extension DragFixture: DragEvents {}
extension ListDragFixture: DragEvents {}

/// Replays `events` moves, each with a display frame, putting the drag back every sample; the
/// swaps made, as a checksum.
func replay(_ fixture: some DragEvents, events: Int) -> Double {
  var swaps = 0
  for event in 0..<events {
    if event % DragFixture.eventsPerSample == 0 {
      swaps += fixture.swapCount
      fixture.prepareSample()
    }
    fixture.step()
    fixture.displayFrame()
  }
  return Double(swaps + fixture.swapCount)
}

/// A swipe path: `swipe-pan` (one pan update) or `swipe-frame` (one display frame of a settle
/// animation), with three trailing buttons, or `-N` of them (1…16; `swipe-pan-12` has more frames
/// than the first nine buttons), in the classic look or `-glass` (iOS 26's capsules and the grow
/// transition), at the trailing edge or `-leading` (the row's left-hand buttons); `list-` in
/// front: the same on the collection-view list host (`list-swipe-pan`).
struct SwipePath {
  var pan: Bool
  var buttons = 3
  var look = SwipeableLook.classic
  var edge = SwipeableEdge.trailing
  /// On the collection-view list host.
  var list = false

  init?(_ name: String) {
    var parts = name.split(separator: "-").map(String.init)
    if parts.first == "list" {
      list = true
      parts.removeFirst()
    }
    guard parts.count >= 2, parts[0] == "swipe", parts[1] == "pan" || parts[1] == "frame" else {
      return nil
    }
    pan = parts[1] == "pan"
    parts.removeFirst(2)
    if parts.last == "leading" {
      edge = .leading
      parts.removeLast()
    }
    if parts.last == "glass" {
      look = .glass
      parts.removeLast()
    }
    if let count = parts.first {
      guard parts.count == 1, let n = Int(count), (1...16).contains(n) else { return nil }
      buttons = n
    }
  }

  func fixture(rows: Int) throws -> SwipeFixture {
    try SwipeFixture(
      scenario: pan ? .panUpdate : .settleFrame, rows: rows, buttons: buttons, look: look,
      edge: edge, list: list)
  }
}

func run(_ path: String, rows: Int, events: Int) throws -> Double? {
  var checksum = 0.0
  if let swipe = SwipePath(path) {
    let fixture = try swipe.fixture(rows: rows)
    for _ in 0..<events { checksum += Double(fixture.step()) }
    return checksum
  }
  guard let drag = InstructionPath(rawValue: path) else { return nil }
  switch drag {
  case .dragSteady, .dragSwapping:
    return replay(try DragFixture(scenario: drag.scenario, rows: rows), events: events)
  case .listDragSteady, .listDragSwapping:
    return replay(try ListDragFixture(scenario: drag.scenario, rows: rows), events: events)
  }
}

/// The UIKit calls of `events` events of `path`, counted after the set-up and one event: the set-up
/// (which places the buttons for the first time) calls the controller directly, so the first
/// event mirrors what it changed (the dismissal tap and shield enabled, the frames resumed). The
/// line `instructions.sh` prints, or `nil` for a path whose host does not count them. A list
/// path adds a line with its layout-attribute look-ups per event (each row rectangle the engine
/// asks for is one `layoutAttributesForItem(at:)`).
func uikitCalls(_ path: String, rows: Int, events: Int) throws -> String? {
  if let swipe = SwipePath(path) {
    let fixture = try swipe.fixture(rows: rows)
    _ = fixture.step()
    fixture.uikitCalls.reset()
    let lookups = fixture.attributeLookups
    for _ in 0..<events { _ = fixture.step() }
    let line = fixture.uikitCalls.line(kind: path, events: events)
    guard swipe.list else { return line }
    let perEvent = Double(fixture.attributeLookups - lookups) / Double(Swift.max(1, events))
    return line + "\nlayout-attribute-lookups \(path): \(perEvent) per event"
  }
  return nil
}

let arguments = CommandLine.arguments
let usage =
  "usage: InstructionCounts [uikit-calls] [list-]drag-steady|[list-]drag-swapping|[list-]swipe-pan[-N][-glass][-leading]|[list-]swipe-frame[-N][-glass][-leading] ROWS EVENTS"
let counting = arguments.count == 5 && arguments[1] == "uikit-calls"
let given = Array(arguments.dropFirst(counting ? 2 : 1))
guard given.count == 3, let rows = Int(given[1]), rows > 0, let events = Int(given[2]),
  events >= 0
else {
  print(usage)
  exit(2)
}
do {
  if counting {
    guard let line = try uikitCalls(given[0], rows: rows, events: events) else {
      print("InstructionCounts: no UIKit call count for \(given[0])")
      exit(2)
    }
    print(line)
  } else {
    guard let checksum = try run(given[0], rows: rows, events: events) else {
      print(usage)
      exit(2)
    }
    print("checksum", checksum)
  }
} catch {
  print("InstructionCounts: \(error)")
  exit(1)
}
