import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableSimulator

/// The order the app's data has after applying `moves` to `order`, as a data source would.
private func replay(_ moves: [RunReport.Move], on order: [[String]]) -> [[String]] {
  var data = order
  for move in moves {
    #expect(ReorderMove(from: move.from, to: move.to).apply(to: &data), "move \(move) is valid")
  }
  return data
}

/// How far the table can scroll: from the top (`-inset.top`) to the end of the content.
private func scrollableDistance(_ table: ScriptTable) -> CGFloat {
  let content = table.sections.reduce(CGFloat(0)) {
    $0 + $1.headerHeight + $1.footerHeight + $1.rowHeights.reduce(0, +)
  }
  return content + table.insets.bottom - table.viewport.height + table.insets.top
}

@Suite("Built-in scenarios")
struct BuiltInScenarioTests {
  @Test func dragAcrossSectionsAutoscrollsToTheEndAndBackAndCrossesSections() {
    let script = BuiltInScenarios.dragAcrossSections()
    let report = ScriptRunner.run(script)
    let range = scrollableDistance(script.table)

    #expect(range > 0)
    #expect(abs(report.autoscrolledDown - range) < 0.001, "scrolled all the way down")
    #expect(abs(report.autoscrolledUp - range) < 0.001, "and all the way back up")
    #expect(report.dragsBegan == 1 && report.dragsEnded == 1)
    #expect(report.moves.first?.from == IndexPath(indexes: [0, 1]))
    #expect(report.moves.allSatisfy { $0.label == "A2" })
    let lastSection = script.table.sections.count - 1
    #expect(report.moves.contains { $0.to[0] == lastSection }, "reached the last section")
    #expect(report.moves.contains { $0.to[0] == 2 }, "passed through the empty section")
    // Each swap moves one position, so consecutive moves chain.
    for (earlier, later) in zip(report.moves, report.moves.dropFirst()) {
      #expect(earlier.to == later.from)
    }

    #expect(report.finalOrder == replay(report.committedMoves, on: report.initialOrder))
    #expect(report.finalOrder == report.appOrder)
    let others = report.finalOrder.flatMap { $0 }.filter { $0 != "A2" }
    #expect(others == report.initialOrder.flatMap { $0 }.filter { $0 != "A2" })
    #expect(report.finalOrder[1].contains("A2"), "dropped in section 1")
    #expect(report.reuseChecks > 100 && report.reuseFailures == 0)
    #expect(report.cellsCreated < script.table.sections.reduce(0) { $0 + $1.rowHeights.count })

    let drags = report.frames.compactMap { frame -> DragPicture? in
      if case .drag(let picture) = frame.content { return picture }
      return nil
    }
    #expect(drags.contains { $0.autoscrollVelocity > 0 && $0.snapshot != nil })
    #expect(drags.contains { $0.autoscrollVelocity < 0 && $0.snapshot != nil })
    #expect(drags.last?.settle != nil, "the last frame shows where the row settles")

    let summary = SummaryWriter.summary(of: report, slug: "drag-across-sections")
    #expect(summary.contains("autoscrolled: down \(Fmt.pt(range)) pt, up \(Fmt.pt(range)) pt"))
    #expect(summary.contains("move 1: 'A2' (0, 1) -> (0, 2)"))
    #expect(summary.contains("  section 1: \(report.finalOrder[1].joined(separator: " "))"))
    #expect(summary.contains("app data after the committed moves matches the screen: yes"))
    #expect(summary.contains("reached the end of the content"))
    #expect(summary.contains("reached the top of the content"))
  }

  @Test func pinnedRowRefusesThePressAndHoldsTheDraggedRowBelowIt() {
    let script = BuiltInScenarios.pinnedRow()
    let report = ScriptRunner.run(script)
    let pinned = IndexPath(indexes: [0, 0])

    #expect(report.refusedPresses == 1)
    #expect(report.dragsBegan == 1)
    #expect(!report.moves.isEmpty)
    #expect(report.moves.allSatisfy { $0.to != pinned && $0.label == "Bread" })
    #expect(report.finalOrder == [["Total", "Bread", "Milk", "Eggs", "Apples"]])
    #expect(report.finalOrder == replay(report.committedMoves, on: report.initialOrder))

    let summary = SummaryWriter.summary(of: report, slug: "pinned-row")
    #expect(summary.contains("press at (160, 26) on 'Total' refused: (0, 0) is pinned"))
    #expect(summary.contains("'Bread' waits below 'Total': (0, 0) is pinned"))
    #expect(summary.contains("autoscrolled: down 0 pt, up 0 pt"))
  }

  @Test func pressOutsideTheHandleNeverBeginsADrag() {
    let script = BuiltInScenarios.outsideHandle()
    let report = ScriptRunner.run(script)

    #expect(report.dragsBegan == 0)
    #expect(report.refusedPresses == 1)
    #expect(report.moves.isEmpty && report.committedMoves.isEmpty)
    #expect(report.finalOrder == report.initialOrder)
    #expect(report.frames.count == 1)
    if case .drag(let picture) = report.frames.first?.content {
      #expect(picture.press?.refused == true)
      #expect(picture.snapshot == nil)
      #expect(picture.handleArea == 260...320)
    } else {
      Issue.record("the only frame should show the refused press")
    }
    let summary = SummaryWriter.summary(of: report, slug: "outside-handle")
    #expect(summary.contains("on 'A3' refused: outside the handle area (x 260-320)"))
    #expect(summary.contains("ignored 5 events (move x4, release x1): no drag in progress"))
  }

  @Test func randomDragIsReproducibleAndConsistent() {
    let first = ScriptRunner.run(BuiltInScenarios.randomDrag(seed: 7))
    let again = ScriptRunner.run(BuiltInScenarios.randomDrag(seed: 7))
    #expect(first == again)
    #expect(first.finalOrder == replay(first.committedMoves, on: first.initialOrder))
    #expect(first.reuseFailures == 0)

    let scripts = (1...6).map { BuiltInScenarios.randomDrag(seed: UInt64($0)).events }
    #expect(Set(scripts.map { "\($0)" }).count > 1, "different seeds give different drags")
  }

  @Test(arguments: [0, 1, 2, 99, UInt64.max])
  func randomDragKeepsDataAndScreenInStep(seed: UInt64) {
    let report = ScriptRunner.run(BuiltInScenarios.randomDrag(seed: seed))
    #expect(report.dragsBegan == 1)
    #expect(report.finalOrder == replay(report.committedMoves, on: report.initialOrder))
    #expect(report.reuseFailures == 0)
  }

  @Test func systemSwipeShowsEveryStageWithTheCoreWidths() {
    let script = BuiltInScenarios.systemSwipe()
    let report = ScriptRunner.run(script)
    let pictures = report.frames.compactMap { frame -> SwipePicture? in
      if case .swipe(let picture) = frame.content { return picture }
      return nil
    }
    #expect(pictures.count == script.swipes.reduce(0) { $0 + $1.stages.count })

    let open = pictures.first { $0.side == .trailing && $0.stage == .fraction(1) }
    #expect(open?.buttons.map(\.slot.width) == [68, 68, 74], "60 + 8 spacing, and the default 74")
    #expect(open?.buttons.map(\.frame.width) == [74, 74, 74], "real frames keep the natural width")
    #expect(open?.pullView.width == 210)
    #expect(open?.isFullyRevealed == false)
    // Open, the slots tile the pull view from its right edge inwards without overlapping, and
    // right-edge frames are pinned at the slot's left (inner) side.
    #expect(open?.buttons.map(\.slot.minX) == [142, 74, 0])
    #expect(open?.buttons.map(\.frame.minX) == [142, 74, 0])
    #expect(open?.buttons[0].visual == CGRect(x: 0, y: 10, width: 60, height: 60))
    #expect(open?.buttons[2].visual == nil, "a system-look button gets no injected view")

    let full = pictures.first { $0.side == .trailing && $0.stage == .fullSwipe }
    #expect(full?.isFullyRevealed == true)
    #expect(full?.buttons[0].visual?.minX == 8, "fully revealed, the gap moves to the other side")

    let leading = pictures.first { $0.side == .leading && $0.stage == .fraction(1) }
    #expect(leading?.edge == .left)
    // Left edge: the 74-point frame is pinned at the 96-point slot's right (inner) side, so the
    // custom view (slot start + 6 gap + 8 inset) sits at −8 in the button, 14 in the pull view.
    #expect(leading?.buttons[0].slot == CGRect(x: 0, y: 0, width: 96, height: 80))
    #expect(leading?.buttons[0].frame == CGRect(x: 22, y: 0, width: 74, height: 80))
    #expect(leading?.buttons[0].visual == CGRect(x: -8, y: 10, width: 74, height: 60))
    if let button = leading?.buttons[0], let visual = button.visual {
      #expect(button.frame.minX + visual.minX == button.slot.minX + 6 + 8)
    }

    let summary = SummaryWriter.summary(of: report, slug: "system-swipe")
    #expect(summary.contains("swipe 'A2' trailing (right edge)"))
    #expect(summary.contains("reveal 0.35: pull view 73.5 pt wide (the buttons need 210)"))
  }

  @Test func everyBuiltInScenarioRunsWithoutBrokenInvariants() {
    for scenario in BuiltInScenarios.all() {
      let report = ScriptRunner.run(scenario.script)
      #expect(report.reuseFailures == 0, "\(scenario.slug)")
      #expect(report.appOrder == report.finalOrder, "\(scenario.slug)")
      #expect(!report.frames.isEmpty, "\(scenario.slug)")
    }
  }
}
