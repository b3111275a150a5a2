import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableSimulator

/// The frames `Examples/swipe-looks.json` draws, by file name (`swipe-looks-01.svg`, …).
func swipeLookFrames() throws -> [String: String] {
  let folder = try TestFiles.makeFolder()
  defer { TestFiles.remove(folder) }
  let script = (TestFiles.packageRoot as NSString).appendingPathComponent(
    "Examples/swipe-looks.json")
  let out = (folder as NSString).appendingPathComponent("out")
  let result = SimulatorCommand.run(["--script", script, "--out", out])
  #expect(result.exitCode == 0, "\(result.standardError)")
  return try TestFiles.contents(of: out).filter { $0.key.hasSuffix(".svg") }
    .mapValues { String(decoding: $0, as: UTF8.self) }
}

/// The first frame (in file order) whose caption contains `caption` (XML-escaped).
func swipeLookFrame(_ frames: [String: String], caption: String) throws -> String {
  let name = try #require(
    frames.keys.sorted().first { frames[$0]?.contains(SVGCanvas.escape(caption)) == true },
    "no frame captioned \(caption)")
  return try #require(frames[name])
}

/// The `<rect>` elements of `svg` with a corner radius, the glass material's veils left out:
/// each one's x, width and radius.
func roundedRects(_ svg: String) -> [(x: Double, width: Double, radius: Double)] {
  svg.components(separatedBy: "\n")
    .filter { $0.hasPrefix("<rect ") && $0.contains(" rx=\"") && !$0.contains("class=\"glass\"") }
    .compactMap { line in
      func value(_ name: String) -> Double? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }
      }
      guard let x = value("x"), let width = value("width"), let radius = value("rx") else {
        return nil
      }
      return (x, width, radius)
    }
}

/// A swipe-engine script of three 52-pt rows (`A1`…`A3`) with this `swipeEngine` part.
func lookScript(_ engine: String) -> String {
  """
  {"table": {"viewport": {"width": 360, "height": 156},
    "sections": [{"rowHeights": [52, 52, 52], "labels": ["A1", "A2", "A3"]}]},
   "swipeEngine": \(engine)}
  """
}

/// The SVG frames a script draws, in order.
func lookFrames(_ json: String) throws -> [String] {
  let script = try ScriptReader.read(Array(json.utf8), defaultName: "looks")
  let report = ScriptRunner.run(script)
  return report.frames.enumerated().map { index, frame in
    Storyboard.svg(for: frame, slug: "looks", number: index + 1)
  }
}

@Suite("Simulator: the swipe engine's two looks drawn")
struct SwipeLookPictureTests {
  @Test func theLookKeysAreRead() throws {
    let script = try ScriptReader.read(
      Array(
        lookScript(
          """
          {"system": 26, "actions": [
            {"row": "A1", "look": "glass", "material": "glass", "buttons": [
              {"title": "Bin", "image": "trash", "shape": "circle"},
              {"title": "Pin", "shape": "rounded", "cornerRadius": 8},
              {"title": "Tag", "shape": "capsule"}, {"title": "Box", "shape": "rectangle"},
              {"title": "Old", "cornerRadius": 5}, {"title": "Any"}]},
            {"row": "A2", "look": "classic", "material": "solid", "buttons": [{"title": "X"}]},
            {"look": "automatic", "buttons": [{"title": "Y", "shape": "rounded"}]}],
           "steps": []}
          """
        ).utf8), defaultName: "test")
    let engine = try #require(script.swipeEngine)
    #expect(engine.design == .iOS26)
    #expect(engine.actions.map(\.set.options.look) == [.glass, .classic, .automatic])
    #expect(engine.actions.map(\.set.options.buttonMaterial) == [.glass, .solid, .solid])
    let shapes = engine.actions[0].set.actions.map(\.shape)
    #expect(
      shapes == [
        .circle(diameter: nil), .rounded(cornerRadius: 8), .capsule(height: nil), .rectangle,
        .rounded(cornerRadius: 5), .automatic,
      ])
    #expect(engine.actions[0].set.actions[0].image == .named("trash"))
    #expect(engine.actions[2].set.actions[0].shape == .rounded(cornerRadius: 12))
    // Without `system`, the simulated table is iOS 18's.
    let plain = try ScriptReader.read(
      Array(lookScript(#"{"steps": []}"#).utf8), defaultName: "test")
    #expect(plain.swipeEngine?.design == .iOS18)
  }

  @Test(arguments: [
    (
      #"{"system": 17, "steps": []}"#, "swipeEngine.system", "unknown system 17 (expected 18 or 26)"
    ),
    (#"{"system": "26", "steps": []}"#, "swipeEngine.system", nil),
    (#"{"system": 26.5, "steps": []}"#, "swipeEngine.system", nil),
    (
      #"{"steps": [], "actions": [{"look": "liquid", "buttons": []}]}"#,
      "swipeEngine.actions[0].look",
      "unknown look \"liquid\" (expected automatic, classic or glass)"
    ),
    (
      #"{"steps": [], "actions": [{"look": true, "buttons": []}]}"#,
      "swipeEngine.actions[0].look", nil
    ),
    (
      #"{"steps": [], "actions": [{"material": "frosted", "buttons": []}]}"#,
      "swipeEngine.actions[0].material",
      "unknown material \"frosted\" (expected solid or glass)"
    ),
    (
      #"{"steps": [], "actions": [{"buttons": [{"title": "A", "shape": "star"}]}]}"#,
      "swipeEngine.actions[0].buttons[0].shape", nil
    ),
    (
      #"{"steps": [], "actions": [{"buttons": [{"title": "A", "shape": "circle", "#
        + #""cornerRadius": 4}]}]}"#,
      "swipeEngine.actions[0].buttons[0].cornerRadius",
      "cornerRadius goes with the shape rounded, not \"circle\""
    ),
    (
      #"{"steps": [], "actions": [{"buttons": [{"title": "A", "cornerRadius": 1e9}]}]}"#,
      "swipeEngine.actions[0].buttons[0].cornerRadius", nil
    ),
    (
      #"{"steps": [], "actions": [{"buttons": [{"title": "A", "image": ""}]}]}"#,
      "swipeEngine.actions[0].buttons[0].image", nil
    ),
    (
      #"{"steps": [], "actions": [{"buttons": [{"title": "A", "image": "a\u0007b"}]}]}"#,
      "swipeEngine.actions[0].buttons[0].image", nil
    ),
  ])
  func badLookValuesNameTheirPlace(_ engine: String, _ location: String, _ message: String?) {
    #expect {
      _ = try ScriptReader.read(Array(lookScript(engine).utf8), defaultName: "test")
    } throws: { error in
      guard let error = error as? ScriptError, error.location == location else { return false }
      return message.map { error.problem == $0 } ?? true
    }
  }

  @Test func theGlassPictureHasRoundedShapesWithGapsBetweenThem() throws {
    let glass = try swipeLookFrame(swipeLookFrames(), caption: "at rest — 'Glass look' open")
    let fills = roundedRects(glass)
    try #require(fills.count == 2)
    for capsule in fills { #expect(capsule.radius > 0 && capsule.radius * 2 <= capsule.width) }
    let sorted = fills.sorted { $0.x < $1.x }
    let gap = sorted[1].x - (sorted[0].x + sorted[0].width)
    #expect(abs(gap - Double(SwipeGlassLayout.padding)) < 0.01, "gap \(gap)")
    // The material: each capsule veiled and rimmed.
    #expect(glass.components(separatedBy: "class=\"glass\"").count - 1 == 2)
    #expect(glass.contains("fill-opacity="))
  }

  @Test func theClassicPictureHasSquareButtonsCutToWhatShows() throws {
    let classic = try swipeLookFrame(swipeLookFrames(), caption: "at rest — 'Classic look' open")
    #expect(roundedRects(classic).isEmpty)
    for absent in [") scale(", " opacity=\"", "class=\"glass\""] {
      #expect(!classic.contains(absent), "\(absent)")
    }
  }

  @Test func aGrowingGlassButtonIsScaledAndFaded() throws {
    let growing = try swipeLookFrame(swipeLookFrames(), caption: "'Glass look' panned -140 pt")
    #expect(growing.contains(") scale(0."))
    #expect(growing.contains(" opacity=\"0."))
  }

  /// The new keys asking for the classic look on iOS 18 draw what a script without them draws,
  /// byte for byte.
  @Test func pinningTheClassicLookDrawsAsBefore() throws {
    let steps = #""steps": [{"swipe": "A2", "by": -120, "pictures": [-40, -120]}, {"settle": []}]"#
    let before = try lookFrames(
      lookScript(
        #"{"actions": [{"buttons": [{"title": "Delete"}, {"title": "Flag"}]}], \#(steps)}"#))
    let pinned = try lookFrames(
      lookScript(
        #"{"system": 18, "actions": [{"look": "classic", "material": "glass", "buttons": "#
          + #"[{"title": "Delete", "shape": "automatic"}, {"title": "Flag"}]}], \#(steps)}"#))
    #expect(before.count == 3)
    #expect(pinned == before)
    // On iOS 26 the automatic look is the glass one.
    let automatic = try lookFrames(
      lookScript(
        #"{"system": 26, "actions": [{"buttons": [{"title": "Delete"}, {"title": "Flag"}]}], "#
          + #"\#(steps)}"#))
    #expect(automatic.count == 3)
    #expect(!roundedRects(automatic[2]).isEmpty)
  }

  @Test func titleBelowAndImageOnlyButtonsAreDrawn() throws {
    // 80-pt rows: circles with the title under them; a title-less image: a circle with a ring.
    let json = """
      {"table": {"viewport": {"width": 360, "height": 160},
        "sections": [{"rowHeights": [80, 80], "labels": ["A1", "A2"]}]},
       "swipeEngine": {"system": 26, "actions": [
         {"row": "A1", "buttons": [{"title": "Bin", "image": "trash"},
           {"title": "Pin", "image": "pin"}]},
         {"row": "A2", "buttons": [{"title": "", "image": "trash"}]}],
        "steps": [{"swipe": "A1", "by": -200}, {"settle": []}, {"swipe": "A2", "by": -100},
          {"settle": []}]}}
      """
    let frames = try lookFrames(json)
    try #require(frames.count == 2)
    let below = frames[0]
    let circles = roundedRects(below)
    #expect(circles.count == 2)
    #expect(circles.allSatisfy { $0.radius * 2 == $0.width })
    // The titles sit under the circles, in the secondary label's colour.
    #expect(below.contains("fill=\"#3c3c43\" text-anchor=\"middle\">Bin</text>"))
    let alone = try #require(frames.last)
    #expect(roundedRects(alone).count == 1)
    #expect(alone.contains("stroke-width=\"1.5\""))
  }
}
