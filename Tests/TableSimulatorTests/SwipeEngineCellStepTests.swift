import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableSimulator

private func pictures(_ report: RunReport) -> [SwipeEnginePicture] {
  report.frames.compactMap {
    if case .swipeEngine(let picture) = $0.content { return picture }
    return nil
  }
}

/// The swipe-engine steps of the cell cases (`reload`, `resize`, `finishAnimations`, the
/// `deleteRowAnimated` answer): read, refused when malformed, and checked when run.
@Suite("Simulator: replaced, deleted and resized rows in swipe-engine scripts")
struct SwipeEngineCellStepTests {
  @Test func theNewStepsAreRead() throws {
    let script = try ScriptReader.read(
      Array(
        swipeScript(
          #"{"actions": \#(trailingActions()), "steps": [{"answer": "deleteRowAnimated"},"#
            + #" {"reload": "A2"}, {"resize": 200.5}, {"finishAnimations": true}]}"#
        ).utf8), defaultName: "test")
    let steps = try #require(script.swipeEngine?.steps)
    #expect(
      steps == [
        .answer(.deleteRowAnimated), .reload(row: "A2"), .resize(width: 200.5), .finishAnimations,
      ])
  }

  @Test(arguments: [
    (#"{"steps": [{"reload": "Z9"}]}"#, "swipeEngine.steps[0].reload", "no row is labelled"),
    (#"{"steps": [{"reload": 3}]}"#, "swipeEngine.steps[0].reload", "expected a string"),
    (#"{"steps": [{"resize": 0}]}"#, "swipeEngine.steps[0].resize", "greater than zero"),
    (#"{"steps": [{"resize": -40}]}"#, "swipeEngine.steps[0].resize", "negative"),
    (#"{"steps": [{"resize": 1e9}]}"#, "swipeEngine.steps[0].resize", "allowed"),
    (#"{"steps": [{"resize": "wide"}]}"#, "swipeEngine.steps[0].resize", "expected a number"),
    (#"{"steps": [{"reload": "A1", "resize": 100}]}"#, "swipeEngine.steps[0]", "exactly one"),
    (
      #"{"steps": [{"answer": "deleteRowSlowly"}]}"#, "swipeEngine.steps[0].answer",
      "deleteRowAnimated"
    ),
  ])
  func malformedStepsAreRefusedWithTheirPlace(
    _ engine: String, _ location: String, _ message: String
  ) {
    #expect {
      _ = try ScriptReader.read(Array(swipeScript(engine).utf8), defaultName: "test")
    } throws: { error in
      guard let error = error as? ScriptError else { return false }
      return error.location == location && error.description.contains(message)
        && !error.description.contains("\n")
    }
  }

  @Test func aRowLabelWithControlCharactersIsEscapedInTheOneLineError() throws {
    let (result, files) = try runCommand(
      on: swipeScript(#"{"steps": [{"reload": "A\n\u001b[31m"}]}"#))
    #expect(result.exitCode == 2)
    #expect(files.isEmpty)
    #expect(result.standardError.hasPrefix("error: ") && result.standardError.hasSuffix("\n"))
    #expect(!result.standardError.dropLast().unicodeScalars.contains(where: Fmt.isControl))
  }

  @Test func aTapWhereAReloadedRowsButtonWasRunsNoActionAndIsReported() throws {
    let report = ScriptRunner.run(BuiltInScenarios.engineReloadedRow())
    let swipe = try #require(report.swipe)
    #expect(swipe.cellChecks.tapsWithoutButtons == 1)
    #expect(swipe.cellChecks.phantomActions == 0)
    #expect(!report.log.contains { $0.text.hasPrefix("handler") })
    #expect(report.finalOrder == [["A1", "A2", "A3", "A4", "A5"]])
    #expect(report.failedChecks.isEmpty)
    #expect(
      SummaryWriter.swipeResult(swipe).contains(
        "  taps where a replaced cell's button was: 1; none ran an action"))
    // Drawn: the reloaded row at rest right after its reload, without buttons.
    let reloaded = try #require(
      report.frames.first { $0.caption.hasPrefix("'A2' reloaded") })
    guard case .swipeEngine(let picture) = reloaded.content else {
      Issue.record("not a swipe-engine picture")
      return
    }
    #expect(picture.rows[1].offset == 0 && picture.rows[1].buttons.isEmpty)
  }

  @Test func theSameTapOnTheOpenCellRunsTheActionSoTheCheckCanFail() throws {
    var script = BuiltInScenarios.engineReloadedRow()
    script.swipeEngine?.steps.removeAll { $0 == .reload(row: "A2") }
    let report = ScriptRunner.run(script)
    #expect(report.log.contains { $0.text.hasPrefix("handler 'Delete' on 'A2'") })
    #expect(report.swipe?.cellChecks.tapsWithoutButtons == 0)
  }

  @Test func anAnimatedDeleteKeepsTheFilledCellDrawnUntilTheAnimationEnds() throws {
    let report = ScriptRunner.run(BuiltInScenarios.engineAnimatedDelete())
    let swipe = try #require(report.swipe)
    #expect(report.finalOrder == [["A1", "A2", "A4", "A5"]])
    #expect(swipe.deletedRows == ["A3"])
    #expect(swipe.cellChecks.leavingChecks > 0)
    #expect(swipe.cellChecks.leavingFailures == 0)
    #expect(report.failedChecks.isEmpty)
    let shown = pictures(report)
    // While it animates out, 'A3' is drawn filled over the rows that moved up, with its button.
    let during = try #require(shown.first { $0.rows.contains { $0.note == "deleting" } })
    let leaving = try #require(during.rows.first { $0.note == "deleting" })
    #expect(leaving.label == "A3")
    #expect(leaving.offset < -300)
    #expect(!leaving.buttons.isEmpty)
    // After the animation it is gone, and no row is displaced.
    let last = try #require(shown.last)
    #expect(last.rows.map(\.label) == ["A1", "A2", "A4", "A5"])
    #expect(last.rows.allSatisfy { $0.offset == 0 && $0.note == nil })
  }

  @Test func anUnanimatedDeleteHasNoCellToKeep() throws {
    var script = BuiltInScenarios.engineAnimatedDelete()
    script.swipeEngine?.steps[0] = .answer(.deleteRow)
    let report = ScriptRunner.run(script)
    #expect(report.swipe?.cellChecks.leavingChecks == 0)
    #expect(!pictures(report).contains { $0.rows.contains { $0.note == "deleting" } })
  }

  @Test func aWidthChangeSnapsTheOpenRowToItsNewOpenWidth() throws {
    let report = ScriptRunner.run(BuiltInScenarios.engineWidthChange())
    let swipe = try #require(report.swipe)
    #expect(swipe.cellChecks.widthChecks > 0)
    #expect(swipe.cellChecks.widthFailures == 0)
    #expect(report.failedChecks.isEmpty)
    let open = pictures(report).map(\.rows[1].offset)
    // Wide, narrow, wide again: the narrow table's open width is smaller, and fits the row.
    #expect(open.count == 3)
    #expect(open[1] > open[0] && open[2] == open[0])
    let narrow = pictures(report)[1]
    #expect(narrow.viewport.width == 180)
    for button in narrow.rows[1].buttons {
      #expect(button.frame.visibleMinX >= 0)
      #expect(button.frame.visibleMinX + button.frame.visibleWidth <= 180 + 0.001)
    }
  }

  @Test func theWidthCheckFailsForARowLeftAtItsOldOpenWidth() {
    var checks = SwipeEngineCellChecks()
    checks.widthChecks = 2
    checks.widthFailures = 1
    var report = RunReport(script: BuiltInScenarios.engineWidthChange())
    var swipe = SwipeEngineOutcome()
    swipe.cellChecks = checks
    report.swipe = swipe
    #expect(report.failedChecks == ["an open row missed its new open width"])
    #expect(
      SummaryWriter.cellResult(checks) == [
        "  the open row after a width change: OFF its new open width or buttons outside at 1 of 2 "
          + "checks"
      ])
  }

  @Test func scenariosWithoutTheseCasesPrintNoNewLines() {
    for slug in [
      "engine-transitions", "engine-full-swipe-delete", "engine-delete-rollback",
      "engine-handover",
    ] {
      let script = BuiltInScenarios.all().first { $0.slug == slug }!.script
      let report = ScriptRunner.run(script)
      #expect(report.swipe?.cellChecks == SwipeEngineCellChecks())
    }
  }
}
