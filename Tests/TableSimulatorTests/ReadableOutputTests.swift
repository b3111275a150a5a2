import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableSimulator

/// The output reads as a demo a person is glad to read, not as a test log.
@Suite("Readable output")
struct ReadableOutputTests {
  private static func builtInRun() throws -> (SimulatorCommand.Result, [String: Data]) {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    let result = SimulatorCommand.run(["--out", folder])
    return (result, try TestFiles.contents(of: folder))
  }

  @Test func theRunEndsWithAVerdict() throws {
    let (result, _) = try Self.builtInRun()
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasSuffix("\n15 scenarios, all checks passed\n"))
  }

  @Test func aSwipeOnlyScriptNeedsNoDragEventAndPrintsNoDragFields() throws {
    let json = """
      {"table": {"viewport": {"width": 360, "height": 300},
        "sections": [{"rowHeights": [60, 60, 60]}]},
       "swipeEngine": {"actions": \(trailingActions()),
         "steps": [{"answer": "deleteRow"}, {"swipe": "A2", "by": -330, "velocity": -300},
           {"settle": []}]}}
      """
    let (result, _) = try runCommand(on: json)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let output = result.standardOutput
    for dragField in ["rules:", "moves:", "autoscrolled:", "drags:", "cells:", "committed"] {
      #expect(!output.contains(dragField), "\(dragField)")
    }
    #expect(output.contains("rows the app deleted: 'A2'"))
    #expect(output.hasSuffix("\n1 scenario, all checks passed\n"))
    for scenario in BuiltInScenarios.all() where scenario.script.events.isEmpty {
      let summary = SummaryWriter.summary(
        of: ScriptRunner.run(scenario.script), slug: scenario.slug)
      #expect(!summary.contains("drags:") && !summary.contains("rules:"), "\(scenario.slug)")
    }
  }

  /// Lengths and speeds: at most one decimal, never a trailing `.0`; times: three decimals.
  /// `Regex` is iOS 16 and macOS 13, later than the package's floors: the test is skipped before.
  @available(iOS 16, macOS 13, *)
  @Test func numbersAreRoundedTheSameWayEverywhere() throws {
    let (result, files) = try Self.builtInRun()
    var texts = [result.standardOutput]
    for (name, data) in files where name.hasSuffix(".svg") {
      texts.append(String(decoding: data, as: UTF8.self))
    }
    let length = try Regex(#"(-?[0-9][0-9.]*) (pt|pt/s)\b"#)
    let time = try Regex(#"(?:t=|\b)([0-9][0-9.]*)(?=  | s\b)"#)
    for text in texts {
      for match in text.matches(of: length) {
        let number = String(match.output[1].substring!)
        #expect(
          number.wholeMatch(of: /-?[0-9]+(\.[1-9])?/) != nil, "length \(number) in \(match.0)")
      }
      for match in text.matches(of: time) {
        let number = String(match.output[1].substring!)
        #expect(number.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil, "time \(number) in \(match.0)")
      }
    }
  }

  /// A frame drawn while the table is at an end of its content shows no autoscroll speed.
  @Test func noFrameSaysAutoscrollWhileNothingScrolls() {
    var scripts = [BuiltInScenarios.dragAcrossSections()]
    scripts += (1...20).map { BuiltInScenarios.randomDrag(seed: $0) }
    var moving = 0
    for script in scripts {
      for frame in ScriptRunner.run(script).frames {
        guard case .drag(let picture) = frame.content, picture.autoscrollVelocity != 0 else {
          continue
        }
        moving += 1
        let lowest = -picture.insets.top
        let highest = Swift.max(
          lowest, picture.contentHeight + picture.insets.bottom - picture.viewport.height)
        if picture.autoscrollVelocity > 0 {
          #expect(picture.contentOffsetY < highest, "\(script.name): \(frame.caption)")
        } else {
          #expect(picture.contentOffsetY > lowest, "\(script.name): \(frame.caption)")
        }
      }
    }
    #expect(moving > 0)
  }

  /// In the transitions picture each style's name is drawn at the same place in every frame,
  /// while the rows' content slides. Skipped before iOS 16 and macOS 13 (`Regex`).
  @available(iOS 16, macOS 13, *)
  @Test func styleNamesStayPinnedWhileContentSlides() {
    let report = ScriptRunner.run(BuiltInScenarios.engineTransitions())
    var places: [String: Set<String>] = [:]
    for (index, frame) in report.frames.enumerated() {
      let svg = Storyboard.svg(for: frame, slug: "t", number: index + 1)
      for style in SwipeableTransitionStyle.allCases.map({ "\($0)" }) {
        for match in svg.matches(
          of: try! Regex(#"<text x="([-0-9.]+)" y="([-0-9.]+)"[^>]*>\#(style)<"#))
        {
          places[style, default: []].insert(
            "\(match.output[1].substring!),\(match.output[2].substring!)")
        }
      }
    }
    for style in SwipeableTransitionStyle.allCases.map({ "\($0)" }) {
      #expect(places[style]?.count == 1, "\(style) drawn at \(places[style] ?? [])")
    }
  }
}
