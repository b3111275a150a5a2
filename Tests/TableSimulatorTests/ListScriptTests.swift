import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableSimulator

/// A list script: `"host": "list"` with `style`, two sections of 52 pt rows (`A1`…`A4`,
/// `B1`…`B3`; the second with `kind` when given), and this `swipeEngine` part.
func listScript(
  style: String = "insetGrouped", secondKind: String? = nil, extraTable: String = "",
  _ engine: String
) -> String {
  let kind = secondKind.map { #", "kind": "\#($0)""# } ?? ""
  return """
    {"table": {"host": "list", "style": "\(style)", "viewport": {"width": 343, "height": 400},
      \(extraTable)
      "sections": [{"header": 36, "rowHeights": [52, 52, 52, 52]},
                   {"header": 36, "rowHeights": [52, 52, 52]\(kind)}]},
     "swipeEngine": \(engine)}
    """
}

/// An iOS 26 swipe engine part with trailing Delete and Flag on every row and these steps.
func listEngine(_ steps: String, system: Int = 26, answer: String? = nil) -> String {
  let answerStep = answer.map { #"{"answer": "\#($0)"},"# } ?? ""
  return """
    {"system": \(system),
     "actions": [{"edge": "trailing", "expansion": "destructiveAfterFill",
       "buttons": [{"title": "Delete", "style": "destructive"}, {"title": "Flag", "colour": "systemOrange"}]}],
     "steps": [\(answerStep) \(steps)]}
    """
}

@Suite("tablesim: collection-view lists")
struct ListScriptTests {
  // MARK: - Reading

  @Test(arguments: ["plain", "grouped", "insetGrouped"])
  func aListScriptNamesItsHostAndStyle(style: String) throws {
    let script = try ScriptReader.read(
      Array(listScript(style: style, listEngine(#"{"hide": true}"#)).utf8))
    #expect(script.table.host == .list(ScriptListStyle(rawValue: style)!))
    #expect(script.table.host.listStyle?.appearance.rawValue == style)
  }

  @Test func aListWithoutAStyleIsPlainAndATableIsTheDefault() throws {
    let plain = try ScriptReader.read(
      Array(
        #"{"table": {"host": "list", "viewport": {"width": 300, "height": 200}, "sections": [{"rowHeights": [44]}]}, "swipeEngine": {"steps": [{"hide": true}]}}"#
          .utf8))
    #expect(plain.table.host == .list(.plain))
    let table = try ScriptReader.read(Array(swipeScript(#"{"steps": [{"hide": true}]}"#).utf8))
    #expect(table.table.host == .table)
  }

  /// Every wrong list script is one error line naming the place (exit status 2), never a run.
  @Test(arguments: [
    (
      listScript(style: "sidebar", listEngine(#"{"hide": true}"#)),
      #"table.style: unknown list style "sidebar" (expected plain, grouped or insetGrouped)"#
    ),
    (
      #"{"table": {"host": "grid", "viewport": {"width": 300, "height": 200}, "sections": []}, "swipeEngine": {"steps": []}}"#,
      #"table.host: unknown host "grid" (expected table or list)"#
    ),
    (
      #"{"table": {"style": "grouped", "viewport": {"width": 300, "height": 200}, "sections": []}, "swipeEngine": {"steps": []}}"#,
      #"table.style: a style is a list's: give "host": "list" with it"#
    ),
    (
      #"{"table": {"viewport": {"width": 300, "height": 200}, "sections": [{"rowHeights": [44], "kind": "grid"}]}, "swipeEngine": {"steps": []}}"#,
      #"table.sections[0].kind: a section kind is a list's: give "host": "list" in the table"#
    ),
    (
      listScript(secondKind: "carousel", listEngine(#"{"hide": true}"#)),
      #"table.sections[1].kind: unknown section kind "carousel" (expected one of: list, headerFirstItem, orthogonal, grid)"#
    ),
    (
      #"{"table": {"viewport": {"width": 300, "height": 200}, "sections": [{"rowHeights": [44]}]}, "events": [{"t": 0, "type": "reload", "sections": [{"rowHeights": [44], "kind": "orthogonal"}]}]}"#,
      #"events[0].sections[0].kind: a section kind is a list's: give "host": "list" in the table"#
    ),
    (
      listScript(listEngine(#"{"swipe": "A2", "by": -300}"#, answer: "deleteRow")),
      #"swipeEngine.steps[0].answer: answer "deleteRow" deletes through the table, but a list's items change through its diffable data source: answer applyDelete or applyDeleteAnimated"#
    ),
    (
      swipeScript(#"{"steps": [{"answer": "applyDelete"}]}"#),
      #"swipeEngine.steps[0].answer: answer "applyDelete" applies a diffable snapshot, which a list's data source does here: give "host": "list" in the table"#
    ),
  ])
  func aWrongListScriptIsOneErrorLine(json: String, error: String) throws {
    let (result, files) = try runCommand(on: json)
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("error: "))
    #expect(result.standardError.hasSuffix("/swipe.json: \(error)\n"))
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(files.isEmpty)
  }

  // MARK: - Running

  /// On iOS 26's design the separators beside the open row hide and come back when it closes,
  /// every other separator shows, and the buttons' clip takes the row's rounded corners: checked
  /// at every still moment against what each cell shows, and drawn.
  @Test func anInsetGroupedListHidesTheSeparatorsBesideTheOpenRow() throws {
    let json = listScript(
      listEngine(
        #"{"swipe": "A1", "by": -160}, {"settle": []}, {"swipe": "A4", "by": -160}, {"settle": []}, {"hide": true}, {"settle": []}"#
      ))
    let (result, files) = try runCommand(on: json)
    #expect(result.exitCode == 0)
    let out = result.standardOutput
    #expect(out.contains("list (insetGrouped collection view): 2 sections, 7 rows;"))
    #expect(
      out.contains(
        "  list: separators beside a moved row hidden, the others shown, the buttons' clip "
          + "rounded as its row, at all "))
    #expect(out.contains("1 scenario, all checks passed"))
    // 'A4' (the last row of its section) open: its bottom corners round the buttons' clip.
    let openLast = try #require(
      files.first {
        $0.key.hasSuffix(".svg")
          && String(decoding: $0.value, as: UTF8.self).contains("A4&#39; open")
      })
    let svg = String(decoding: openLast.value, as: UTF8.self)
    #expect(svg.contains("<clipPath id="))
    #expect(svg.contains(" Q"))  // rounded corners are drawn as curves
    #expect(svg.contains("fill=\"#f2f2f7\""))  // the grouped background
  }

  /// The classic design keeps every separator, as UIKit's classic list does.
  @Test func theClassicDesignKeepsTheSeparators() throws {
    let (result, _) = try runCommand(
      on: listScript(listEngine(#"{"swipe": "A2", "by": -160}, {"settle": []}"#, system: 18)))
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("  list: every separator shown (the classic design"))
  }

  /// A section the gate refuses is left alone, with one console line naming why (once, however
  /// many swipes), and no row opens there.
  @Test(arguments: [
    ("orthogonal", "B1", "a section scrolls orthogonally"),
    ("grid", "B2", "a section lays out 2 items side by side (a grid)"),
    ("headerFirstItem", "B1", "a section's first item is its header row"),
  ])
  func aSectionTheGateRefusesIsLeftAloneWithOneConsoleLine(
    kind: String, row: String, why: String
  ) throws {
    let steps =
      #"{"swipe": "\#(row)", "by": -160}, {"settle": []}, {"swipe": "\#(row)", "by": -160}, {"settle": []}"#
    let (result, _) = try runCommand(on: listScript(secondKind: kind, listEngine(steps)))
    #expect(result.exitCode == 0)
    let console = result.standardOutput.split(separator: "\n").filter { $0.contains("console:") }
    #expect(console.count == 1)
    #expect(console.first?.contains(why) == true)
    #expect(result.standardOutput.contains("open at the end: none"))
  }

  /// A header row is refused but the section's other items swipe.
  @Test func theItemsUnderAHeaderRowSwipe() throws {
    let (result, _) = try runCommand(
      on: listScript(
        secondKind: "headerFirstItem", listEngine(#"{"swipe": "B2", "by": -160}, {"settle": []}"#)
      ))
    #expect(result.standardOutput.contains("open at the end: 'B2' trailing"))
    #expect(!result.standardOutput.contains("console:"))
  }

  /// The app deletes through its diffable data source (the engine is not told): the row is gone,
  /// the data matches the screen, no second action runs, the checks pass.
  @Test(arguments: ["applyDelete", "applyDeleteAnimated"])
  func aDiffableDeleteThroughTheAppsApply(answer: String) throws {
    let steps =
      #"{"swipe": "A2", "by": -340, "velocity": -300}, {"settle": [0.1]}, {"finishAnimations": true}, {"settle": []}"#
    let (result, _) = try runCommand(on: listScript(listEngine(steps, answer: answer)))
    #expect(result.exitCode == 0)
    let out = result.standardOutput
    #expect(out.contains("app deleted 'A2' from a snapshot and applied it"))
    #expect(out.contains("rows the app deleted: 'A2'; open at the end: none"))
    #expect(out.contains("the app's data matches the screen: yes"))
    #expect(out.contains("  section 0: A1 A3 A4\n"))
    #expect(out.components(separatedBy: "handler 'Delete'").count == 2)
  }

  /// A list of no sections, and steps naming nothing: defined outcomes, not crashes.
  @Test func aListWithNoSectionsRunsItsSteps() throws {
    let json =
      #"{"table": {"host": "list", "style": "grouped", "viewport": {"width": 300, "height": 200}, "sections": []}, "swipeEngine": {"steps": [{"hide": true}, {"settle": []}, {"scroll": 40}]}}"#
    let (result, _) = try runCommand(on: json)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("list (grouped collection view): 0 sections, 0 rows;"))
    #expect(result.standardOutput.contains("1 scenario, all checks passed"))
  }

  // MARK: - Built-in scenarios and the feel

  @Test(arguments: ["list-inset-grouped", "list-diffable-delete"])
  func theBuiltInListScenariosPassTheirChecks(slug: String) throws {
    let scenario = try #require(BuiltInScenarios.all().first { $0.slug == slug })
    #expect(scenario.script.table.host == .list(.insetGrouped))
    let report = ScriptRunner.run(scenario.script)
    #expect(report.failedChecks.isEmpty)
    #expect((report.swipe?.cellChecks.listChecks ?? 0) > 0)
    #expect(!report.frames.isEmpty)
  }

  /// The feel on a list: a swipeable list scrolls within 1 pt of a plain list on every path and
  /// follows no later than UIKit's own list swipe.
  @Test func theFeelOnAListMeetsTheGoal() {
    let summary = FeelReport.listSummary()
    #expect(summary.meetsGoal)
    let last = summary.lines.last ?? ""
    #expect(
      last.hasPrefix(
        "feel (list): vertical scroll starts after 10.0 pt plain, 10.0 pt swipeable (+0.0); "
          + "largest difference over \(FeelReport.listPaths.count) paths 0.0 pt"))
    for row in FeelReport.rows(of: FeelReport.listPaths, list: .insetGrouped) {
      let reference = row.uikit.scrollTravel == nil ? nil : row.plain.scrollTravel
      switch (reference, row.ours.scrollTravel) {
      case (let a?, let b?): #expect(abs(a - b) <= 1, "\(row.path.label)")
      case (nil, nil): break
      default: Issue.record("\(row.path.label): scrolls on one list only")
      }
    }
  }
}
