import Foundation
import TableGestureCore
import Testing

@testable import TableSimulator

/// A random script with every kind of event, pinned rows, both commit modes and zero-height
/// rows, from a seed.
private func randomScript(seed: UInt64) -> GestureScript {
  var random = SeededGenerator(seed: seed)
  func sections(prefix: String) -> [ScriptSection] {
    (0..<random.int(in: 1...4)).map { index in
      let heights = (0..<random.int(in: 0...6)).map { _ in
        CGFloat(random.pick([0, 20, 44, 88, 150]))
      }
      return ScriptSection(
        headerHeight: CGFloat(random.pick([0, 28])), footerHeight: CGFloat(random.pick([0, 16])),
        rowHeights: heights, labels: heights.indices.map { "\(prefix)\(index)-\($0)" })
    }
  }
  let initial = sections(prefix: "r")
  let table = ScriptTable(
    viewport: CGSize(width: 320, height: CGFloat(random.int(in: 150...500))),
    insets: LayoutInsets(
      top: CGFloat(random.pick([0, 44])), bottom: CGFloat(random.pick([0, 34]))),
    sections: initial)
  var pinned: [IndexPath] = []
  for (section, content) in initial.enumerated() where !content.rowHeights.isEmpty {
    if random.int(in: 0...2) == 0 {
      pinned.append(
        IndexPath(indexes: [section, random.int(in: 0...(content.rowHeights.count - 1))]))
    }
  }
  var labels = initial.flatMap(\.labels)
  var events: [ScriptEvent] = []
  var time = 0.0
  for _ in 0..<random.int(in: 5...40) {
    time += Double(random.int(in: 0...30)) / 100
    let kind: ScriptEvent.Kind
    switch random.int(in: 0...9) {
    case 0, 1:
      kind =
        labels.isEmpty || random.int(in: 0...3) == 0
        ? .press(x: nil, target: .y(CGFloat(random.int(in: 0...Int(table.viewport.height)))))
        : .press(x: nil, target: .row(random.pick(labels)))
    case 2, 3, 4, 5: kind = .move(x: nil, y: CGFloat(random.int(in: -100...600)))
    case 6: kind = .tick
    case 7: kind = .release
    case 8: kind = .cancel
    default:
      let fresh = sections(prefix: "t\(events.count)-")
      labels = fresh.flatMap(\.labels)
      kind = .reload(fresh)
    }
    events.append(ScriptEvent(time: time, kind: kind))
  }
  return GestureScript(
    name: "random \(seed)", table: table,
    rules: ScriptRules(
      pinnedRows: pinned, allowsMovingBetweenSections: random.int(in: 0...3) != 0,
      commitMode: random.pick([.eachSwap, .onDrop])),
    tuning: ScriptTuning(frameRate: random.pick([0, 60, 120])), events: events)
}

@Suite("Random scripts")
struct RandomScriptTests {
  @Test(arguments: 1...100)
  func dataScreenAndCellsStayInStep(seed: Int) {
    let script = randomScript(seed: UInt64(seed))
    let report = ScriptRunner.run(script)
    #expect(
      report.appOrder == report.finalOrder
        || script.rules.commitMode == .onDrop && report.endedDuringDrag,
      "the app's data matches the screen: \(SummaryWriter.summary(of: report, slug: "s"))")
    #expect(report.reuseFailures == 0, "exactly the dragged row is hidden at every check")
    #expect(
      report.moves.allSatisfy { !script.rules.pinnedRows.contains($0.to) }
        || script.events.contains {
          if case .reload = $0.kind { return true }
          return false
        })
    #expect(
      report.dragsBegan == report.dragsEnded + report.dragsCancelled
        + (report.endedDuringDrag ? 1 : 0))
  }
}
