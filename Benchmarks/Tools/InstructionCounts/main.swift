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
  /// One pan update of a row with three trailing buttons.
  case swipePan = "swipe-pan"
  /// One display frame of a settle animation, three buttons.
  case swipeFrame = "swipe-frame"
  /// One pan update of a row with six trailing buttons (the per-button cost, against `swipe-pan`).
  case swipePan6 = "swipe-pan-6"
  /// One display frame of a settle animation, six buttons.
  case swipeFrame6 = "swipe-frame-6"
  /// One pan update of a row with twelve trailing buttons: more frames than are placed from the
  /// stack (the controller's kept buffer).
  case swipePan12 = "swipe-pan-12"
  /// ``swipePan`` in the glass look (iOS 26's capsules, the grow transition).
  case swipePanGlass = "swipe-pan-glass"
  /// ``swipeFrame`` in the glass look.
  case swipeFrameGlass = "swipe-frame-glass"
}

func run(_ path: InstructionPath, rows: Int, events: Int) throws -> Double {
  var checksum = 0.0
  switch path {
  case .dragSteady, .dragSwapping:
    let fixture = try DragFixture(
      scenario: path == .dragSteady ? .moveSteady : .moveSwapping, rows: rows)
    var swaps = 0
    for event in 0..<events {
      if event % DragFixture.eventsPerSample == 0 {
        swaps += fixture.swapCount
        fixture.prepareSample()
      }
      fixture.step()
      fixture.displayFrame()
    }
    checksum = Double(swaps + fixture.swapCount)
  case .swipePan, .swipeFrame, .swipePan6, .swipeFrame6, .swipePan12, .swipePanGlass,
    .swipeFrameGlass:
    let pan = [.swipePan, .swipePan6, .swipePan12, .swipePanGlass].contains(path)
    let buttons: Int
    switch path {
    case .swipePan6, .swipeFrame6: buttons = 6
    case .swipePan12: buttons = 12
    default: buttons = 3
    }
    let fixture = try SwipeFixture(
      scenario: pan ? .panUpdate : .settleFrame, rows: rows, buttons: buttons,
      look: path == .swipePanGlass || path == .swipeFrameGlass ? .glass : .classic)
    for _ in 0..<events { checksum += Double(fixture.step()) }
  }
  return checksum
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let path = InstructionPath(rawValue: arguments[1]),
  let rows = Int(arguments[2]), rows > 0, let events = Int(arguments[3]), events >= 0
else {
  let paths = InstructionPath.allCases.map(\.rawValue).joined(separator: "|")
  print("usage: InstructionCounts \(paths) ROWS EVENTS")
  exit(2)
}
do {
  print("checksum", try run(path, rows: rows, events: events))
} catch {
  print("InstructionCounts: \(error)")
  exit(1)
}
