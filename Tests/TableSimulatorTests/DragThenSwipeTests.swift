import Testing

@_spi(Headless) @testable import TableSimulator

/// A script's drag events and swipe-engine steps run on one table: the swipe sees the order the
/// drag left (`tablesim` issue, item 12).
@Suite("A drag then a swipe run on one table")
struct DragThenSwipeTests {
  /// Drags 'A1' below 'A2' and drops it (unless `drops` is false), then runs `steps` on the
  /// swipe engine.
  private func run(_ steps: String, drops: Bool = true) throws -> RunReport {
    let release = drops ? #", {"t": 0.4, "type": "release"}"# : ""
    let json = """
      {"table": {"viewport": {"width": 360, "height": 300},
        "sections": [{"rowHeights": [60, 60, 60, 60, 60]}]},
       "events": [{"t": 0, "type": "press", "y": 30}, {"t": 0.2, "type": "move", "y": 100}\(release)],
       "swipeEngine": {"actions": \(trailingActions()), "steps": \(steps)}}
      """
    return ScriptRunner.run(try ScriptReader.read(Array(json.utf8), defaultName: "test"))
  }

  @Test func theSwipeKeepsTheOrderTheDragLeft() throws {
    let report = try run(#"[{"swipe": "A3", "by": -100}, {"settle": []}]"#)
    #expect(report.finalOrder == [["A2", "A1", "A3", "A4", "A5"]])
    #expect(report.appOrder == report.finalOrder)
  }

  @Test func aFullSwipeDeletesFromTheDraggedOrder() throws {
    let report = try run(
      #"[{"answer": "deleteRow"}, {"swipe": "A3", "by": -340, "velocity": -300}, {"settle": []}]"#)
    #expect(report.swipe?.deletedRows == ["A3"])
    #expect(report.finalOrder == [["A2", "A1", "A4", "A5"]])
    #expect(report.swipe?.dataMatchesScreen == true)
  }

  @Test func theSwipeFindsADraggedRowWhereItWasDropped() throws {
    let report = try run(
      #"[{"answer": "deleteRow"}, {"swipe": "A1", "by": -340, "velocity": -300}, {"settle": []}]"#)
    #expect(report.swipe?.deletedRows == ["A1"])
    #expect(report.finalOrder == [["A2", "A3", "A4", "A5"]])
    let swipe = report.log.first { $0.text.hasPrefix("finger down on 'A1'") }
    #expect(swipe != nil)
  }

  @Test func aDragStillInProgressIsCancelledBeforeTheSwipes() throws {
    let report = try run(#"[{"swipe": "A3", "by": -100}, {"settle": []}]"#, drops: false)
    #expect(
      report.log.contains { $0.text == "swipe-engine steps follow: the system cancels the drag" })
    #expect(report.appOrder == report.finalOrder)
    #expect(report.swipe?.dataMatchesScreen == true)
  }
}
