import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableSimulator

/// A list drag script: `"host": "list"` with `style`, two sections of 52 pt rows (`A1`…`A4`,
/// `B1`…`B3`; the second of `secondKind`), `rules`, and these drag `events`.
func listDragScript(
  style: String = "insetGrouped", secondKind: String = "list", rules: String = "{}",
  _ events: String
) -> String {
  """
  {"table": {"host": "list", "style": "\(style)", "viewport": {"width": 343, "height": 300},
    "sections": [{"header": 36, "rowHeights": [52, 52, 52, 52]},
                 {"header": 36, "rowHeights": [52, 52, 52], "kind": "\(secondKind)"}]},
   "rules": \(rules), "events": \(events)}
  """
}

/// Drags `A2` to the bottom of the screen, held there a second, and drops it.
let dragA2Down = """
  [{"t": 0, "type": "press", "on": "A2"}, {"t": 0.3, "type": "move", "y": 200},
   {"t": 0.6, "type": "move", "y": 280}, {"t": 1.6, "type": "release"}]
  """

@Suite("tablesim: drag to reorder on collection-view lists")
struct ListDragScriptTests {
  func run(_ json: String) throws -> RunReport {
    ScriptRunner.run(try ScriptReader.read(Array(json.utf8), defaultName: "list"))
  }

  func logText(_ report: RunReport) -> String {
    report.log.map(\.text).joined(separator: "\n")
  }

  @Test(arguments: ["plain", "grouped", "insetGrouped"])
  func aListRunsItsDragEvents(style: String) throws {
    let report = try run(listDragScript(style: style, dragA2Down))
    #expect(report.script.table.host == .list(ScriptListStyle(rawValue: style)!))
    #expect(report.failedChecks.isEmpty)
    #expect(report.dragsBegan == 1 && report.dragsEnded == 1)
    #expect(report.moves.count > 3)
    #expect(report.moves.contains { $0.from[0] == 0 && $0.to[0] == 1 })
    #expect(report.autoscrolledDown > 0)
    #expect(report.reuseChecks > 10 && report.reuseFailures == 0)
    #expect(report.appOrder == report.finalOrder)
  }

  /// The list gate: a press on a header row is refused, and the dragged item waits in front of
  /// one, with the reason in the log.
  @Test func aHeaderRowNeitherLiftsNorTakesTheItem() throws {
    let events = """
      [{"t": 0, "type": "press", "on": "B1"}, {"t": 0.2, "type": "press", "on": "A3"},
       {"t": 0.4, "type": "move", "y": 285}, {"t": 1.0, "type": "release"}]
      """
    let report = try run(listDragScript(secondKind: "headerFirstItem", events))
    let log = logText(report)
    #expect(log.contains("on 'B1' refused by the list gate: it is its section's header row"))
    #expect(log.contains("'A3' waits above 'B1': the list gate refuses it"))
    #expect(report.refusedPresses == 1)
    #expect(report.finalOrder == [["A1", "A2", "A4", "A3"], ["B1", "B2", "B3"]])
    #expect(report.failedChecks.isEmpty)
  }

  @Test(arguments: [
    ("orthogonal", "its section scrolls sideways"), ("grid", "its section is a grid of 2 columns"),
  ])
  func aSectionTheGateRefusesIsNeverDragged(kind: String, reason: String) throws {
    let events = #"[{"t": 0, "type": "press", "on": "B2"}, {"t": 0.1, "type": "release"}]"#
    let report = try run(listDragScript(secondKind: kind, events))
    #expect(logText(report).contains("on 'B2' refused by the list gate: \(reason)"))
    #expect(report.dragsBegan == 0)
  }

  /// A table has no list gate: the first row of the second section lifts.
  @Test func theSameEventsOnATableLiftTheFirstRow() throws {
    let json = listDragScript(
      #"[{"t": 0, "type": "press", "on": "B1"}, {"t": 0.1, "type": "release"}]"#
    )
    .replacingOccurrences(of: #""host": "list", "style": "insetGrouped", "#, with: "")
    .replacingOccurrences(of: #", "kind": "list""#, with: "")
    let report = try run(json)
    #expect(report.dragsBegan == 1)
  }

  /// A reload mid-drag that changes a section's kind: the new layout's gate answers from then on.
  @Test func aReloadLaysTheSectionsOutAgain() throws {
    let events = """
      [{"t": 0, "type": "press", "on": "A2"}, {"t": 0.2, "type": "release"},
       {"t": 0.4, "type": "reload", "sections": [{"rowHeights": [52, 52]},
                                                 {"rowHeights": [52], "kind": "grid"}]},
       {"t": 0.6, "type": "press", "on": "B1"}, {"t": 0.8, "type": "press", "on": "A1"},
       {"t": 0.9, "type": "release"}]
      """
    let report = try run(listDragScript(events))
    let log = logText(report)
    #expect(log.contains("reload: the app reloaded the list (2 sections, 3 rows)"))
    #expect(log.contains("on 'B1' refused by the list gate: its section is a grid of 2 columns"))
    #expect(report.dragsBegan == 2)
  }

  /// The pictures show the list: its background, rounded first and last rows of a section
  /// (inset-grouped) and separators; a plain list draws square rows.
  @Test func thePicturesDrawTheList() throws {
    for (style, rounded) in [("insetGrouped", true), ("plain", false)] {
      let report = try run(listDragScript(style: style, dragA2Down))
      let frame = try #require(report.frames.first)
      guard case .drag(let picture) = frame.content else {
        Issue.record("not a drag picture")
        continue
      }
      #expect(picture.list?.style.rawValue == style)
      #expect(picture.rows.allSatisfy { $0.list != nil })
      let svg = DragFrameRenderer.render(picture, time: 0, caption: "", idPrefix: "t")
      #expect(svg.contains(" Q") == rounded, "\(style)")
      #expect(svg.contains("stroke=\"#c6c6c8\""))
    }
  }

  /// The built-in list scenario drags across sections, autoscrolls and drops into the empty
  /// section, with every check passed.
  @Test func theBuiltInListDragScenario() throws {
    let scenario = try #require(
      BuiltInScenarios.all().first { $0.slug == "list-drag-across-sections" })
    #expect(scenario.script.table.host == .list(.insetGrouped))
    let report = ScriptRunner.run(scenario.script)
    #expect(report.failedChecks.isEmpty)
    #expect(report.autoscrolledDown > 0)
    #expect(report.moves.contains { $0.to[0] == 2 })
    #expect(report.finalOrder[2] == ["Drafts"])
    #expect(report.reuseChecks > 100 && report.reuseFailures == 0)
  }

  /// The cells check counts a cell the user sees as shown, however the host tried to hide it:
  /// with the table's `isHidden`, the list's layout passes give the cell back, and the check
  /// fails.
  @Test func theCellCheckSeesWhatTheListUndoes() throws {
    let script = try ScriptReader.read(Array(listDragScript(dragA2Down).utf8), defaultName: "list")
    var run = ScriptRun(script: script, frames: StoryFrameSink { _ in })
    run.host.listHiding = .isHidden
    for event in script.events { run.handle(event) }
    #expect(run.report.reuseFailures > 0)
  }
}
