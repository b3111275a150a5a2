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

@Suite("Simulator: swipe engine scenarios")
struct SwipeEngineScenarioTests {
  @Test func transitionsShowEveryStyleAtEachOffset() {
    let report = ScriptRunner.run(BuiltInScenarios.engineTransitions())
    let shown = pictures(report)
    #expect(shown.count == 4)
    for picture in shown {
      #expect(picture.rows.compactMap(\.note) == SwipeableTransitionStyle.allCases.map { "\($0)" })
      #expect(picture.rows.allSatisfy { $0.offset < 0 && $0.buttons.count == 3 })
    }
    // Fully open, border and reveal agree; a third of the way they differ.
    let open = shown[2].rows
    #expect(open[0].buttons.map(\.frame.visibleMinX) == open[2].buttons.map(\.frame.visibleMinX))
    let third = shown[0].rows
    #expect(
      third[0].buttons.map(\.frame.visibleWidth) != third[2].buttons.map(\.frame.visibleWidth))
  }

  @Test func aFullSwipeFillsAndTheAppDeletesTheRow() {
    let report = ScriptRunner.run(BuiltInScenarios.engineFullSwipeDelete())
    #expect(report.finalOrder == [["A1", "A2", "A4", "A5"]])
    #expect(report.log.contains { $0.text.hasPrefix("haptic: entered the full swipe") })
    let last = pictures(report).last!
    #expect(last.rows.allSatisfy { $0.offset == 0 })
    #expect(
      pictures(report).contains {
        $0.rows.contains { $0.buttons.contains(where: \.frame.isExpanded) }
      })
  }

  @Test func aDeleteThatDidNotHappenRollsBack() {
    let report = ScriptRunner.run(BuiltInScenarios.engineDeleteRollback())
    #expect(report.finalOrder == [["A1", "A2", "A3", "A4", "A5"]])
    let shown = pictures(report)
    #expect(shown.last!.rows.allSatisfy { $0.offset == 0 && $0.buttons.isEmpty })
    #expect(shown.contains { $0.rows[1].offset < -300 })
  }

  @Test func oneOpenRowHandsOverInOneGesture() {
    let report = ScriptRunner.run(BuiltInScenarios.engineHandover())
    let shown = pictures(report)
    // The picture taken while 'A4' is being swiped: 'A2' is already shut.
    let during = shown.first { $0.rows[3].offset < 0 }!
    #expect(during.rows[1].offset == 0)
    for picture in shown {
      #expect(picture.rows.filter { $0.offset != 0 }.count <= 1)
    }
    #expect(report.log.contains { $0.text.contains("handler 'Read' on 'A1'") })
    #expect(shown.last!.rows.allSatisfy { $0.offset == 0 })
  }
}
