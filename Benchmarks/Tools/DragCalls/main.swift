@_spi(Headless) import BenchmarkFixtures
import Foundation

/// Counts the UIKit calls the drag asks for per event, on the path a device runs (the drag
/// fixture with its host reporting what the skin's `DragableHelper` does for each call, see
/// `BenchmarkDragHelper`), and prints one line per path for `drag-calls.sh`:
///
///     uikit-calls drag-steady: writes W, text-measurements M, cell-lookups L, forced-layouts F
///     uikit-other drag-steady: table-questions Q, move-rows R, batch-updates B, haptics H,
///       haptic-prepares P (one line)
///
/// `drag-steady` and `drag-swapping` are a touch move and a display frame, as in
/// `InstructionCounts`, averaged over EVENTS of them; `drag-lift` is the long press's `.began`.
/// `list-` before a path: the same on the collection-view list host, with a line of its
/// layout-attribute look-ups per event (each row rectangle is one `layoutAttributesForItem(at:)`,
/// counted among the table questions too).
///
/// Usage: `DragCalls ROWS EVENTS`.

let arguments = CommandLine.arguments
guard arguments.count == 3, let rows = Int(arguments[1]), rows > 0,
  let events = Int(arguments[2]), events > 0
else {
  print("usage: DragCalls ROWS EVENTS")
  exit(2)
}

/// `count` calls over `events` events, per event: whole when it divides, else to two places.
func perEvent(_ count: Int, _ events: Int) -> String {
  count % events == 0 ? "\(count / events)" : String(format: "%.2f", Double(count) / Double(events))
}

func report(_ path: String, _ counts: [Int], events: Int) {
  func figure(_ kind: UIKitDragCall) -> String { perEvent(counts[kind.rawValue], events) }
  print(
    "uikit-calls \(path): writes \(figure(.write)), text-measurements \(figure(.textMeasurement)), "
      + "cell-lookups \(figure(.cellLookup)), forced-layouts \(figure(.forcedLayout))")
  print(
    "uikit-other \(path): table-questions \(figure(.tableQuestion)), move-rows \(figure(.moveRow)), "
      + "batch-updates \(figure(.batchUpdate)), haptics \(figure(.haptic)), "
      + "haptic-prepares \(figure(.hapticPrepare))")
}

do {
  for (path, scenario, list) in [
    ("drag-steady", DragScenario.moveSteady, false), ("drag-swapping", .moveSwapping, false),
    ("list-drag-steady", .moveSteady, true), ("list-drag-swapping", .moveSwapping, true),
  ] {
    let fixture = try DragCallReplay(scenario: scenario, rows: rows, list: list)
    CountedDragCalls.reset()
    let lookups = fixture.attributeLookups
    for event in 0..<events {
      if event % DragFixture.eventsPerSample == 0 { fixture.prepareSample() }
      fixture.step()
      fixture.displayFrame()
    }
    report(path, CountedDragCalls.tally, events: events)
    if list {
      print(
        "layout-attribute-lookups \(path): "
          + "\(perEvent(fixture.attributeLookups - lookups, events)) per event")
    }
    if ProcessInfo.processInfo.environment["DETAIL"] != nil {
      for (member, count) in CountedDragCalls.byMember.sorted(by: { $0.key < $1.key }) {
        print("  \(member): \(perEvent(count, events))")
      }
    }
  }
  for (path, list) in [("drag-lift", false), ("list-drag-lift", true)] {
    let lift = try DragCallReplay(scenario: .moveSteady, rows: rows, list: list)
    report(path, lift.liftCalls, events: 1)
  }
} catch {
  print("DragCalls: \(error)")
  exit(1)
}
