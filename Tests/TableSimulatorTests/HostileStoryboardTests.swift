import Foundation
import Testing

@_spi(Headless) @testable import TableSimulator

/// The storyboard is bounded and written as it is made, proved by counting
/// frames drawn and kept, not by timing.
@Suite("The storyboard of a hostile script is bounded")
struct HostileStoryboardTests {
  /// `presses` refused presses (outside the handle) on a table of `rows` rows.
  private func refusedPresses(_ presses: Int, rows: Int) throws -> GestureScript {
    let heights = Array(repeating: "44", count: rows).joined(separator: ",")
    let events = (0..<presses).map {
      #"{"t": \#(Double($0) / 100), "type": "press", "x": 10, "y": 100}"#
    }
    let json = """
      {"table": {"viewport": {"width": 320, "height": 480}, "sections": [{"rowHeights": [\(heights)]}]},
       "rules": {"handleArea": {"from": 280, "to": 320}},
       "events": [\(events.joined(separator: ","))]}
      """
    return try ScriptReader.read(Array(json.utf8), defaultName: "presses")
  }

  @Test func framesPastTheLimitAreCountedNotDrawn() throws {
    let limit = ScriptLimits.maximumFrames
    let script = try refusedPresses(limit + 150, rows: 1_000)
    var drawn = 0
    let sink = StoryFrameSink { _ in drawn += 1 }
    let report = ScriptRunner.run(script, frames: sink)
    #expect(report.refusedPresses == limit + 150)
    #expect(drawn == limit)
    #expect(report.frameCount == limit)
    #expect(report.framesLeftOut == 150)
    #expect(report.frames.isEmpty, "handed over, not held")
    let summary = SummaryWriter.summary(of: report, slug: "presses")
    #expect(
      summary.contains(
        "storyboard: \(limit) frames (presses-01.svg ... presses-\(limit).svg); 150 later frames "
          + "left out (at most \(limit) per script)\n"))
  }

  @Test func aSinkDrawsOnlyTheFramesItKeeps() {
    var made = 0
    var taken: [String] = []
    let sink = StoryFrameSink(limit: 2) { taken.append($0.caption) }
    let picture = SwipePicture.make(
      showcase: BuiltInScenarios.systemSwipe().swipes[0],
      stage: BuiltInScenarios.systemSwipe().swipes[0].stages[0],
      cellSize: .init(width: 320, height: 80))
    for index in 0..<5 {
      sink.add {
        made += 1
        return StoryFrame(time: 0, caption: "\(index)", content: .swipe(picture))
      }
    }
    #expect(made == 2)
    #expect(taken == ["0", "1"])
    #expect(sink.kept == 2 && sink.leftOut == 3)
  }

  @Test func eachFrameIsOnDiskAsSoonAsItIsMade() throws {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let writer = try StoryboardWriter(folder: folder)
    var onDisk: [Int] = []
    let files = writer.frames(slug: "presses")
    let sink = StoryFrameSink(limit: 3) { frame in
      files.add { frame }
      onDisk.append((try? TestFiles.contents(of: folder))?.count ?? -1)
    }
    let report = ScriptRunner.run(try refusedPresses(5, rows: 20), frames: sink)
    #expect(onDisk == [1, 2, 3])
    try writer.finish([Storyboard.Entry(slug: "presses", report: report, summary: "")])
    #expect(try TestFiles.contents(of: folder).count == 4)
  }

  @Test func theCommandWritesTheSameFilesAsTheInMemoryStoryboard() throws {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let result = SimulatorCommand.run(["--out", folder, "--seed", "3"])
    #expect(result.exitCode == 0)
    let written = try TestFiles.contents(of: folder)
    let expected = Storyboard.files(
      for: BuiltInScenarios.all(seed: 3).map {
        SimulatorCommand.entry(slug: $0.slug, script: $0.script)
      })
    #expect(written.count == expected.count)
    for file in expected {
      #expect(written[file.name] == Data(file.contents.utf8), "\(file.name)")
    }
    #expect(
      result.standardOutput.hasSuffix(
        "and \(expected.count - 1) SVG frames\n15 scenarios, all checks passed\n"))
  }

  @Test func builtInScenariosStayWithinTheLimit() {
    for seed in UInt64(1)...40 {
      for scenario in BuiltInScenarios.all(seed: seed)
      where seed == 1 || scenario.slug == "random-drag" {
        let report = ScriptRunner.run(scenario.script)
        #expect(report.framesLeftOut == 0, "\(scenario.slug), seed \(seed)")
        #expect(report.frameCount == report.frames.count)
      }
    }
  }
}
