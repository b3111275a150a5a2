import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableSimulator

/// A script whose table has `rows` rows of 60 points (labelled `A1`, `A2`, …) in a viewport 300
/// points high, no drag events, and this `swipeEngine` part.
func swipeScript(rows: Int = 5, _ engine: String) -> String {
  """
  {"table": {"viewport": {"width": 360, "height": 300},
    "sections": [{"rowHeights": [\(Array(repeating: "60", count: rows).joined(separator: ","))]}]},
   "events": [{"t": 0, "type": "tick"}],
   "swipeEngine": \(engine)}
  """
}

/// Trailing actions for every row: `buttons` buttons titled `title`.
func trailingActions(_ buttons: Int = 2, title: String = "Delete") -> String {
  let encoded = String(decoding: try! JSONEncoder().encode(title), as: UTF8.self)
  let button = #"{"title": \#(encoded), "style": "destructive"}"#
  return #"[{"edge": "trailing", "expansion": "destructiveAfterFill", "buttons": ["#
    + Array(repeating: button, count: buttons).joined(separator: ",") + "]}]"
}

/// Runs the command on `json` written to a file; returns the result and every file it wrote.
func runCommand(on json: String) throws -> (SimulatorCommand.Result, [String: Data]) {
  let folder = try TestFiles.makeFolder()
  defer { TestFiles.remove(folder) }
  let path = try TestFiles.write(json, named: "swipe.json", in: folder)
  let out = (folder as NSString).appendingPathComponent("out")
  let result = SimulatorCommand.run(["--script", path, "--out", out])
  let files = (try? TestFiles.contents(of: out)) ?? [:]
  return (result, files)
}

/// Swipe-engine scripts are as bounded as drag scripts: the five classes of hostile
/// input found by generated scripts, each proved by output or by counting work, not by timing.
@Suite("Hostile swipe-engine scripts are bounded")
struct HostileSwipeScriptTests {
  // MARK: 1. Echoed text is escaped

  @Test(arguments: [
    #"{"steps": [{"swipe": "A\nB\u001b[31m", "by": -10}]}"#,
    #"{"steps": [{"show": "A1", "edge": "up\u001b]0;x\u0007\nerror: forged"}]}"#,
    #"{"steps": [], "actions": [{"edge": "trailing", "profile": "a\nb", "buttons": []}]}"#,
    #"{"steps": [], "actions": [{"edge": "x\ny", "buttons": []}]}"#,
    #"{"steps": [{"answer": "a\r\nerror: forged"}]}"#,
    #"{"steps": [], "actions": [{"look": "a\nerror: forged", "buttons": []}]}"#,
    #"{"steps": [], "actions": [{"material": "\u001b[2Jx", "buttons": []}]}"#,
    #"{"steps": [], "actions": [{"buttons": [{"title": "A", "shape": "a\r\nb"}]}]}"#,
    #"{"steps": [], "actions": [{"buttons": [{"title": "A", "image": "\u0000"}]}]}"#,
  ])
  func everySwipeErrorIsOneEscapedLine(_ engine: String) throws {
    let (result, _) = try runCommand(on: swipeScript(engine))
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("error: "))
    #expect(result.standardError.hasSuffix("\n"))
    #expect(
      !result.standardError.dropLast().unicodeScalars.contains(where: Fmt.isControl),
      "\(result.standardError.debugDescription)")
  }

  @Test func aLongEchoIsShortened() throws {
    let long = String(repeating: "x", count: 50_000)
    for engine in [
      #"{"steps": [{"swipe": "\#(long)", "by": -10}]}"#,
      #"{"steps": [], "actions": [{"edge": "\#(long)", "buttons": []}]}"#,
    ] {
      let (result, _) = try runCommand(on: swipeScript(engine))
      #expect(result.exitCode == 2)
      #expect(result.standardError.utf8.count <= ScriptLimits.maximumErrorBytes)
      #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }
  }

  @Test func buttonTitlesWithControlCharactersNeverReachTheOutputRaw() throws {
    let engine =
      #"{"actions": \#(trailingActions(title: "Del\u{7}\u{1B}[2Jete\u{B}")), "steps": ["#
      + #"{"answer": "keepData"}, {"swipe": "A2", "by": -300, "velocity": -300, "pictures": [-100]}, "#
      + #"{"settle": []}]}"#
    let (result, files) = try runCommand(on: swipeScript(engine))
    let everything = result.standardOutput + result.standardError
    #expect(
      !everything.unicodeScalars.contains { $0 != "\n" && Fmt.isControl($0) },
      "\(everything.debugDescription)")
    for (name, data) in files {
      let text = String(decoding: data, as: UTF8.self)
      if name.hasSuffix(".svg") {
        #expect(WellFormedXML.problem(in: text) == nil, "\(name)")
      }
    }
  }

  @Test func everySVGTheBuiltInScenariosAndExamplesWriteIsWellFormedXML() throws {
    let folder = try TestFiles.makeFolder()
    defer { TestFiles.remove(folder) }
    var runs = [["--out", folder + "/built-in"]]
    for example in [
      "drag-across-sections", "swipe-engine", "animation-drag", "animation-full-swipe",
    ] {
      let path = (TestFiles.packageRoot as NSString).appendingPathComponent(
        "Examples/\(example).json")
      runs.append(["--script", path, "--out", folder + "/" + example])
    }
    var checked = 0
    for arguments in runs {
      #expect(SimulatorCommand.run(arguments).exitCode == 0)
      for (name, data) in try TestFiles.contents(of: arguments.last!) where name.hasSuffix(".svg") {
        #expect(WellFormedXML.problem(in: String(decoding: data, as: UTF8.self)) == nil, "\(name)")
        checked += 1
      }
    }
    #expect(checked > 50)
  }

  @Test func theREADMEsAnimatedPicturesAreWellFormedXML() throws {
    for name in ["drag-across-sections", "full-swipe-delete"] {
      let path = (TestFiles.packageRoot as NSString).appendingPathComponent("docs/\(name).svg")
      let svg = String(
        decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
      #expect(WellFormedXML.problem(in: svg) == nil, "\(name)")
      #expect(svg.contains("<animate "), "\(name) is animated")
    }
  }

  @Test func xmlEscapingKeepsEveryCharacterXMLAllows() {
    let nasty = "a\u{0}b\u{7}c\u{1B}d\u{B}e\u{FFFE}f<&>\"'\u{85}g\u{2028}h\t\n"
    let svg = "<svg><text>\(SVGCanvas.escape(nasty))</text></svg>"
    #expect(WellFormedXML.problem(in: svg) == nil)
    #expect(SVGCanvas.escape("plain é 😀") == "plain é 😀")
  }

  // MARK: 2. A limit on work

  @Test func aScriptAskingForTooMuchSimulatedTimeIsRefusedBeforeItRuns() throws {
    // 130 full swipes of 3,000 points: 130 × 300 frames, more than 600 s at 60 frames a second.
    let steps = Array(repeating: #"{"swipe": "A2", "by": -3000}"#, count: 130)
    let json = swipeScript(
      #"{"actions": \#(trailingActions()), "steps": [\#(steps.joined(separator: ","))]}"#)
    #expect {
      try ScriptReader.read(Array(json.utf8))
    } throws: { error in
      guard let error = error as? ScriptError else { return false }
      return error.location == "swipeEngine.steps"
        && error.problem.contains("\(Fmt.plain(ScriptLimits.maximumDuration)) s")
    }
    let (result, files) = try runCommand(on: json)
    #expect(result.exitCode == 2 && result.standardOutput.isEmpty && files.isEmpty)
  }

  @Test func tooManyStepsAreRefused() throws {
    let steps = Array(
      repeating: #"{"hide": true}"#, count: ScriptLimits.maximumSwipeEngineSteps + 1)
    let json = swipeScript(#"{"steps": [\#(steps.joined(separator: ","))]}"#)
    #expect(throws: ScriptError.self) { try ScriptReader.read(Array(json.utf8)) }
    let fractions = Array(repeating: "0.5", count: ScriptLimits.maximumSwipeEngineSteps + 1)
    let transitions = swipeScript(
      #"{"actions": \#(trailingActions()), "steps": [{"transitions": [\#(fractions.joined(separator: ","))]}]}"#
    )
    #expect(throws: ScriptError.self) { try ScriptReader.read(Array(transitions.utf8)) }
  }

  @Test func theHelpNamesEveryLimit() {
    let help = HelpText.text
    for number in [
      "4000000", "1000 rows", "100 sections", "10000 events", "600 s", "100 pictures",
      "\(ScriptLimits.maximumSwipeEngineSteps) swipe-engine steps",
      "\(ScriptLimits.maximumButtons) buttons", "\(ScriptLimits.maximumTitleLength) characters",
    ] {
      #expect(help.contains(number), "\(number)")
    }
  }

  // MARK: 3. The picture cap applies before drawing

  @Test func picturesPastTheCapAreNeverMade() throws {
    let pictures = Array(repeating: "-1", count: 5_000).joined(separator: ",")
    let json = swipeScript(
      #"{"actions": \#(trailingActions()), "steps": [{"swipe": "A2", "by": -300, "pictures": [\#(pictures)]}, {"settle": [0, 0, 0]}]}"#
    )
    let script = try ScriptReader.read(Array(json.utf8))
    var kept = 0
    let report = ScriptRunner.run(script, frames: StoryFrameSink { _ in kept += 1 })
    #expect(kept == ScriptLimits.maximumFrames)
    #expect(report.picturesMade == ScriptLimits.maximumFrames)
    #expect(report.framesLeftOut == 5_000 + 4 - ScriptLimits.maximumFrames)
  }

  // MARK: 4. Pictures draw only visible rows

  @Test func aTransitionsPictureHoldsOnlyTheVisibleRows() throws {
    let json = swipeScript(
      rows: 1_000, #"{"actions": \#(trailingActions()), "steps": [{"transitions": [0.5, 1]}]}"#)
    let report = ScriptRunner.run(try ScriptReader.read(Array(json.utf8)))
    #expect(report.frames.count == 2)
    for frame in report.frames {
      guard case .swipeEngine(let picture) = frame.content else {
        Issue.record("not a swipe-engine picture")
        continue
      }
      #expect(picture.rows.count == 5, "300 points of 60-point rows")
    }
  }

  // MARK: 5. Buttons

  @Test func tooManyButtonsAreRefused() throws {
    let json = swipeScript(
      #"{"actions": \#(trailingActions(ScriptLimits.maximumButtons + 1)), "steps": []}"#)
    #expect {
      try ScriptReader.read(Array(json.utf8))
    } throws: { error in
      (error as? ScriptError)?.location == "swipeEngine.actions[0].buttons"
    }
    let eightThousand = swipeScript(#"{"actions": \#(trailingActions(8_000)), "steps": []}"#)
    let (result, _) = try runCommand(on: eightThousand)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("more than the \(ScriptLimits.maximumButtons)"))
  }

  @Test func aLongTitleIsRefused() throws {
    let title = String(repeating: "W", count: ScriptLimits.maximumTitleLength + 1)
    let json = swipeScript(#"{"actions": \#(trailingActions(title: title)), "steps": []}"#)
    #expect(throws: ScriptError.self) { try ScriptReader.read(Array(json.utf8)) }
  }
}
