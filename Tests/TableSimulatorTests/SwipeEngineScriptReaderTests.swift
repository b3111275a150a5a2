import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableSimulator

private func read(_ engine: String) throws -> GestureScript {
  let text = """
    { "table": { "viewport": { "width": 320, "height": 200 },
        "sections": [{ "rowHeights": [50, 50], "labels": ["One", "Two"] }] },
      "events": [{ "t": 0, "type": "tick" }],
      "swipeEngine": \(engine) }
    """
  return try ScriptReader.read(Array(text.utf8), defaultName: "test")
}

@Suite("Simulator: swipe engine in gesture scripts")
struct SwipeEngineScriptReaderTests {
  @Test func aValidPartIsRead() throws {
    let script = try read(
      """
      { "rightToLeft": true,
        "actions": [{ "row": "Two", "edge": "leading", "profile": "swipeCellKit",
          "transition": "clipCenter", "expansion": "fill",
          "buttons": [{ "title": "Pin", "colour": "systemIndigo", "width": 80, "spacing": 4,
            "cornerRadius": 10 }, { "title": "Bin", "style": "destructive" }] }],
        "steps": [{ "answer": "hold" }, { "swipe": "Two", "by": 200, "velocity": 50,
          "pictures": [100] }, { "settle": [0.1] }, { "complete": false }, { "hide": true },
          { "show": "One", "edge": "leading" }, { "tapButton": 0 }, { "tap": "One" },
          { "scroll": 20 }, { "hint": "Two" }, { "transitions": [0.5] }] }
      """)
    let engine = try #require(script.swipeEngine)
    #expect(engine.rightToLeft)
    let actions = try #require(engine.actions.first)
    #expect(actions.rowLabel == "Two" && actions.edge == .leading)
    #expect(actions.set.options.metrics == .swipeCellKit)
    #expect(actions.set.options.transitionStyle == .clipCenter)
    #expect(actions.set.options.expansionStyle == .fill)
    #expect(actions.set.actions.map(\.title) == ["Pin", "Bin"])
    #expect(actions.set.actions[0].width == 80 && actions.set.actions[1].style == .destructive)
    #expect(engine.steps.count == 11)
    #expect(engine.steps[1] == .swipe(row: "Two", by: 200, velocity: 50, pictures: [100]))
    // And it runs.
    let report = ScriptRunner.run(script)
    #expect(report.frames.count >= 3)
  }

  @Test func theExampleScriptReplays() throws {
    let path = (TestFiles.packageRoot as NSString).appendingPathComponent(
      "Examples/swipe-engine.json")
    let data = try #require(FileManager.default.contents(atPath: path))
    let report = ScriptRunner.run(try ScriptReader.read(Array(data)))
    #expect(report.finalOrder == [["Inbox", "Drafts", "Sent", "Trash"]])
    #expect(report.log.contains { $0.text == "the open row starts closing" })
  }

  @Test(arguments: [
    ("{ \"steps\": [{ \"swipe\": \"Three\", \"by\": 10 }] }", "swipeEngine.steps[0].swipe"),
    ("{ \"steps\": [{ \"swipe\": \"One\" }] }", "swipeEngine.steps[0].by"),
    ("{ \"steps\": [{ \"hide\": true, \"hint\": \"One\" }] }", "swipeEngine.steps[0]"),
    ("{ \"steps\": [{ \"answer\": \"maybe\" }] }", "swipeEngine.steps[0].answer"),
    (
      "{ \"steps\": [], \"actions\": [{ \"buttons\": [], \"edge\": \"up\" }] }",
      "swipeEngine.actions[0].edge"
    ),
    (
      "{ \"steps\": [], \"actions\": [{ \"buttons\": [], \"transition\": \"spin\" }] }",
      "swipeEngine.actions[0].transition"
    ),
    (
      "{ \"steps\": [], \"actions\": [{ \"buttons\": [{}] }] }",
      "swipeEngine.actions[0].buttons[0].title"
    ),
    ("{ \"steps\": [{ \"scroll\": 1e9 }] }", "swipeEngine.steps[0].scroll"),
    ("{ \"steps\": [], \"extra\": 1 }", "swipeEngine.extra"),
  ])
  func malformedPartsNameTheirPlace(_ engine: String, _ location: String) {
    #expect {
      _ = try read(engine)
    } throws: { error in
      (error as? ScriptError)?.location == location
    }
  }
}
