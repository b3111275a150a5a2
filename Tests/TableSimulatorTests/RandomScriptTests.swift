import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableSimulator

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

/// A random swipe-engine script as JSON, from a seed: a random table, actions with random
/// buttons (sometimes too many, with hostile titles), and random steps of every kind with
/// extreme numbers (sometimes past the work limits).
func randomSwipeScript(seed: UInt64) -> String {
  var random = SeededGenerator(seed: seed)
  func text() -> String {
    let pieces = [
      "A1", "Delete", "é", "😀", "\n", "\u{1B}[2J", "\u{7}", "<&>", "\"", "\u{202E}", "x",
    ]
    let count = random.pick([0, 1, 3, 8, 60])
    return (0..<count).map { _ in random.pick(pieces) }.joined()
  }
  func json(_ value: String) -> String {
    String(decoding: try! JSONEncoder().encode(value), as: UTF8.self)
  }
  let rows = random.pick([1, 3, 8, 40, 1_000])
  let height = random.pick([0, 20, 60, 300])
  let labels = (0..<rows).map { "A\($0 + 1)" }
  func label() -> String { random.int(in: 0...150) == 0 ? json(text()) : json(random.pick(labels)) }
  var actions: [String] = []
  for _ in 0..<random.int(in: 0...4) {
    let buttons = (0..<random.pick([0, 1, 2, 3, 3, 3, 3, 3, 3, 3, 20, 21])).map { _ -> String in
      let title =
        random.int(in: 0...60) == 0 ? text() : random.pick(["Delete", "Flag", "More", ""])
      let width =
        random.int(in: 0...3) == 0 ? #", "width": \#(random.pick([0, 1, 90, 99_999]))"# : ""
      return
        #"{"title": \#(json(title)), "style": "\#(random.pick(["default", "destructive"]))"\#(width)}"#
    }
    let row = random.int(in: 0...1) == 0 ? #""row": \#(label()), "# : ""
    actions.append(
      #"{\#(row)"edge": "\#(random.pick(["leading", "trailing"]))", "transition": "\#(random.pick(["border", "drag", "reveal", "static", "clipCenter", "rotate3D"]))", "expansion": "\#(random.pick(["none", "selection", "destructive", "destructiveAfterFill", "fill"]))", "buttons": [\#(buttons.joined(separator: ","))]}"#
    )
  }
  var steps: [String] = []
  for _ in 0..<random.pick([0, 5, 5, 30, 30, 30, 60, 60, 300, 1_001]) {
    let distance = random.pick(
      [-3_000, -400, -400, -400, -300, -300, -120, -120, -10, 0, 10, 150, 150, 400, 100_000])
    switch random.int(in: 0...10) {
    case 0, 1:
      let pictures = (0..<random.pick([0, 2, 200])).map { _ in "\(random.int(in: -500...500))" }
      steps.append(
        #"{"swipe": \#(label()), "by": \#(distance), "velocity": \#(random.pick([-2_000, 0, 300])), "pictures": [\#(pictures.joined(separator: ","))]}"#
      )
    case 2, 3: steps.append(#"{"settle": [\#(random.pick(["", "0.1", "0, 0.2, 5"]))]}"#)
    case 4: steps.append(#"{"tap": \#(label())}"#)
    case 5: steps.append(#"{"tapButton": \#(random.int(in: -1...3))}"#)
    case 6: steps.append(#"{"scroll": \#(distance)}"#)
    case 7:
      steps.append(#"{"show": \#(label()), "edge": "\#(random.pick(["leading", "trailing"]))"}"#)
    case 8: steps.append(random.pick([#"{"hide": true}"#, #"{"hint": \#(label())}"#]))
    case 9:
      steps.append(
        random.pick([
          #"{"answer": "\#(random.pick(["deleteRow", "keepData", "fail", "hold"]))"}"#,
          #"{"complete": \#(random.pick(["true", "false"]))}"#,
        ]))
    default:
      let fractions = (0..<random.pick([1, 4, 4, 120])).map { _ in
        random.pick(["0.5", "1", "1.25", "-3", "1e5"])
      }
      steps.append(#"{"transitions": [\#(fractions.joined(separator: ","))]}"#)
    }
  }
  return """
    {"table": {"viewport": {"width": \(random.pick([100, 360, 10_000])), "height": \(random.pick([50, 300, 10_000]))},
      "sections": [{"rowHeights": [\(Array(repeating: "\(height)", count: rows).joined(separator: ","))]}]},
     "swipeEngine": {"rightToLeft": \(random.pick(["true", "false"])), "actions": [\(actions.joined(separator: ","))],
       "steps": [\(steps.joined(separator: ","))]}}
    """
}

@Suite("Random swipe-engine scripts")
struct RandomSwipeScriptTests {
  /// Whatever the script, the command refuses it with one short line or runs it within its
  /// bounds: checks passed, no raw control character, well-formed pictures, bounded work.
  @Test(arguments: 1...100)
  func everyScriptIsRefusedInOneLineOrRunsWithinItsBounds(seed: Int) throws {
    let json = randomSwipeScript(seed: UInt64(seed))
    let (result, files) = try runCommand(on: json)
    let summary = "seed \(seed): \(result.standardError)"
    #expect(result.exitCode == 0 || result.exitCode == 2, "\(summary)")
    if result.exitCode == 2 {
      #expect(result.standardError.hasPrefix("error: ") && result.standardError.hasSuffix("\n"))
      #expect(!result.standardError.dropLast().unicodeScalars.contains(where: Fmt.isControl))
      #expect(result.standardError.utf8.count <= ScriptLimits.maximumErrorBytes)
      return
    }
    #expect(result.standardOutput.hasSuffix("\n1 scenario, all checks passed\n"), "\(summary)")
    #expect(!result.standardOutput.unicodeScalars.contains { $0 != "\n" && Fmt.isControl($0) })
    let svgs = files.filter { $0.key.hasSuffix(".svg") }
    #expect(svgs.count <= ScriptLimits.maximumFrames)
    for (name, data) in svgs {
      #expect(WellFormedXML.problem(in: String(decoding: data, as: UTF8.self)) == nil, "\(name)")
    }
    let bytes = files.values.reduce(result.standardOutput.utf8.count) { $0 + $1.count }
    #expect(bytes < 40_000_000, "seed \(seed) wrote \(bytes) bytes")

    let script = try ScriptReader.read(Array(json.utf8))
    let engine = try #require(script.swipeEngine)
    let report = ScriptRunner.run(script)
    let outcome = try #require(report.swipe)
    let allowed = engine.steps.reduce(0) { $0 + SwipeEngineTiming.maximumFrames(of: $1) }
    #expect(outcome.framesRun <= allowed, "seed \(seed)")
    #expect(allowed <= Int(ScriptLimits.maximumDuration) * SwipeEngineTiming.frameRate)
    #expect(report.picturesMade == report.frames.count)
    #expect(report.picturesMade <= ScriptLimits.maximumFrames)
  }
}

extension RandomSwipeScriptTests {
  /// The generated scripts exercise both paths: some are refused, most run.
  @Test func theGeneratedScriptsAreBothRefusedAndRun() {
    var refused = 0
    var run = 0
    for seed in UInt64(1)...120 {
      do {
        _ = try ScriptReader.read(Array(randomSwipeScript(seed: seed).utf8))
        run += 1
      } catch {
        refused += 1
      }
    }
    #expect(refused >= 10 && run >= 60, "\(refused) refused, \(run) run")
  }
}
