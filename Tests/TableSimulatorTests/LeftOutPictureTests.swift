import Testing

@_spi(Headless) @testable import TableSimulator

/// A picture past the storyboard's limit costs nothing but its count: no caption, no status
/// (`tablesim` issue, item 9).
///
/// Proved by counting the engine's status texts written (one per picture and per settle), not by
/// timing.
@Suite("Left-out pictures are only counted")
struct LeftOutPictureTests {
  @Test(arguments: [
    #"[{"swipe": "A2", "by": -300, "pictures": \#(Array(repeating: -1, count: 5_000))}]"#,
    #"[{"swipe": "A2", "by": -300}, {"settle": \#(Array(repeating: 0.1, count: 5_000))}]"#,
  ])
  func statusesAreWrittenOnlyForKeptPictures(steps: String) throws {
    let json = swipeScript(#"{"actions": \#(trailingActions()), "steps": \#(steps)}"#)
    let script = try ScriptReader.read(Array(json.utf8), defaultName: "test")
    let engine = try #require(script.swipeEngine)
    let sink = StoryFrameSink { _ in }
    let run = SwipeEngineRun(script: engine, table: script.table, time: 0, frames: sink)
    for step in engine.steps { run.perform(step) }
    #expect(sink.leftOut >= 4_900)
    let settles = engine.steps.count - 1
    #expect(run.statusesWritten <= sink.kept + settles, "\(run.statusesWritten) statuses written")
  }
}
