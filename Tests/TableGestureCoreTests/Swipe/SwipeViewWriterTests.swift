import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Records every view operation a writer sends, in order.
private final class RecordingSink: SwipeButtonSink, SwipeRowSink, SwipeNeedsSink {
  var calls: [String] = []
  var measurements = 0

  func setButtonFrame(_ frame: CGRect, at index: Int) { calls.append("frame \(index) \(frame)") }
  func setBackgroundBounds(_ bounds: CGRect, at index: Int) { calls.append("bg.bounds \(index)") }
  func setBackgroundCenter(_ center: CGPoint, at index: Int) { calls.append("bg.center \(index)") }
  func setBackgroundCornerRadius(_ radius: CGFloat, at index: Int) {
    calls.append("bg.radius \(index) \(radius)")
  }
  func setContentBounds(_ bounds: CGRect, at index: Int) {
    calls.append("content.bounds \(index) \(bounds.size.width) \(bounds.size.height)")
  }
  func setContentCenter(_ center: CGPoint, at index: Int) {
    calls.append("content.center \(index) \(center)")
  }
  func setTitleBelowBounds(_ bounds: CGRect, at index: Int) {
    calls.append("title.bounds \(index)")
  }
  func setTitleBelowCenter(_ center: CGPoint, at index: Int) {
    calls.append("title.center \(index)")
  }
  func measureContent(at index: Int, width: CGFloat) -> CGSize {
    measurements += 1
    return CGSize(width: Swift.min(width, 40), height: 18)
  }
  func customContentSize(at index: Int) -> CGSize { CGSize(width: 30, height: 30) }
  func measureTitleBelow(at index: Int, width: CGFloat) -> CGSize {
    measurements += 1
    return CGSize(width: Swift.min(width, 40), height: 16)
  }
  func animateEffects(
    at index: Int, views: Int, scale: CGFloat, alpha: CGFloat, duration: TimeInterval,
    delay: TimeInterval
  ) { calls.append("animate \(index) \(views) \(scale) \(alpha)") }
  func setStripTurn(angle: CGFloat, pivot: CGFloat) { calls.append("turn \(angle) \(pivot)") }
  func anchorParts(at anchor: SwipeButtonWriter.Anchor) -> Bool {
    calls.append("anchor \(anchor)")
    return true
  }
  func setRowTranslation(_ offset: CGFloat) { calls.append("row \(offset)") }
  func setStripX(_ x: CGFloat) { calls.append("strip \(x)") }
  func setFramesPaused(_ paused: Bool) { calls.append("paused \(paused)") }
  func setDismissalEnabled(_ enabled: Bool) { calls.append("dismissal \(enabled)") }
  func setShieldEnabled(_ enabled: Bool) { calls.append("shield \(enabled)") }
}

@Suite("Swipe: what the views are told, only what changed")
struct SwipeViewWriterTests {
  private static let strip = CGRect(x: 0, y: 0, width: 390, height: 60)

  private func rectangles(_ n: Int, fillsButton: Bool = true) -> SwipeButtonWriter {
    SwipeButtonWriter(
      buttons: (0..<n).map { _ in
        SwipeButtonWriter.Button(
          shape: .rectangle, arrangement: .stacked, customInsets: nil, customFillsHeight: false,
          fillsButton: fillsButton)
      }, scalesWholeButton: false)
  }

  /// A trailing border-style frame: the content rect starts at the visible part's left edge.
  private func frame(_ index: Int, x: CGFloat, visible: CGFloat, width: CGFloat = 74)
    -> SwipeButtonFrame
  {
    SwipeButtonFrame(
      actionIndex: index, minX: x, width: width, visibleMinX: x, visibleWidth: visible,
      percentVisible: visible / width)
  }

  private func place(
    _ writer: SwipeButtonWriter, _ frames: [SwipeButtonFrame], into sink: RecordingSink
  ) {
    frames.withUnsafeBufferPointer {
      writer.place($0, strip: Self.strip, bandMinY: 0, bandHeight: 60, into: sink)
    }
  }

  /// Three trailing buttons placed once.
  private func threePlaced() -> (SwipeButtonWriter, RecordingSink) {
    let writer = rectangles(3)
    let sink = RecordingSink()
    place(
      writer,
      [
        frame(2, x: 250, visible: 40), frame(1, x: 290, visible: 40), frame(0, x: 330, visible: 60),
      ],
      into: sink)
    return (writer, sink)
  }

  @Test func theFirstPlacementWritesEveryViewAndMeasuresEachTitleOnce() {
    let (_, sink) = threePlaced()
    #expect(sink.measurements == 3)
    // A frame, the content's bounds and centre a button; no background view (the button is
    // its own fill); a flat strip is not turned.
    #expect(sink.calls.count == 9)
    #expect(!sink.calls.contains { $0.hasPrefix("bg.") || $0.hasPrefix("turn") })
  }

  @Test func aPanAtTheTrailingEdgeWritesOneFrameAButtonAndMeasuresNothing() {
    let (writer, sink) = threePlaced()
    sink.calls.removeAll()
    sink.measurements = 0
    place(
      writer,
      [
        frame(2, x: 247, visible: 41), frame(1, x: 288, visible: 41), frame(0, x: 329, visible: 61),
      ],
      into: sink)
    #expect(sink.measurements == 0)
    #expect(sink.calls.count == 3)
    #expect(sink.calls.allSatisfy { $0.hasPrefix("frame ") })
  }

  @Test func theSamePlacementAgainWritesNothing() {
    let writer = rectangles(2, fillsButton: false)
    let sink = RecordingSink()
    let frames = [frame(1, x: 250, visible: 40), frame(0, x: 290, visible: 100)]
    place(writer, frames, into: sink)
    #expect(sink.calls.contains("bg.radius 0 0.0"))
    sink.calls.removeAll()
    place(writer, frames, into: sink)
    #expect(sink.calls.isEmpty)
  }

  @Test func aBackgroundViewFollowsTheVisiblePartButItsCornerRadiusIsSetOnce() {
    let writer = rectangles(1, fillsButton: false)
    let sink = RecordingSink()
    place(writer, [frame(0, x: 300, visible: 40)], into: sink)
    sink.calls.removeAll()
    place(writer, [frame(0, x: 296, visible: 44)], into: sink)
    #expect(
      sink.calls.map { $0.components(separatedBy: " ")[0] } == ["frame", "bg.bounds", "bg.center"])
  }

  @Test func aNewWidthMeasuresTheTitleAgainOnceAndTheSameWidthDoesNot() {
    let writer = rectangles(1)
    let sink = RecordingSink()
    place(writer, [frame(0, x: 300, visible: 40, width: 74)], into: sink)
    place(writer, [frame(0, x: 300, visible: 50, width: 74)], into: sink)
    #expect(sink.measurements == 1)
    place(writer, [frame(0, x: 200, visible: 150, width: 150)], into: sink)
    place(writer, [frame(0, x: 190, visible: 160, width: 150)], into: sink)
    #expect(sink.measurements == 2)
  }

  @Test func aLeadingButtonsContentKeepsItsPlaceAtTheRightEdgeWithoutAWrite() {
    let writer = rectangles(1)
    let sink = RecordingSink()
    // Leading: the content rect's right edge is the visible part's.
    let first = SwipeButtonFrame(
      actionIndex: 0, minX: -34, width: 74, visibleMinX: 0, visibleWidth: 40, percentVisible: 0.54)
    let second = SwipeButtonFrame(
      actionIndex: 0, minX: -30, width: 74, visibleMinX: 0, visibleWidth: 44, percentVisible: 0.59)
    place(writer, [first], into: sink)
    #expect(sink.calls.first == "anchor maxX")
    #expect(sink.calls.last == "content.center 0 \(CGPoint(x: -37, y: 30))")
    sink.calls.removeAll()
    place(writer, [second], into: sink)
    // Before, the content's centre was written again (2 + 2n writes a pan at the leading edge).
    #expect(sink.calls.map { $0.components(separatedBy: " ")[0] } == ["frame"])
  }

  @Test func scaleAndAlphaAnimateOnlyWhenTheyChange() {
    let writer = SwipeButtonWriter(
      buttons: [
        SwipeButtonWriter.Button(
          shape: .capsule(height: nil), arrangement: .titleBelow(gap: 4), customInsets: nil,
          customFillsHeight: false, fillsButton: false)
      ], scalesWholeButton: true)
    let sink = RecordingSink()
    var f = frame(0, x: 300, visible: 60, width: 60)
    place(writer, [f], into: sink)
    #expect(!sink.calls.contains { $0.hasPrefix("animate") })
    #expect(sink.measurements == 2)  // the content and the title below
    f.scale = 0.5
    f.alpha = 0.5
    sink.calls.removeAll()
    place(writer, [f], into: sink)
    #expect(sink.calls == ["animate 0 3 0.5 0.5"])
    sink.calls.removeAll()
    place(writer, [f], into: sink)
    #expect(sink.calls.isEmpty)
  }

  @Test func theStripTurnsOncePerPlacementAndLaysFlatOnce() {
    let writer = rectangles(2)
    let sink = RecordingSink()
    var a = frame(1, x: 250, visible: 70)
    var b = frame(0, x: 320, visible: 70)
    a.rotation = 0.5
    b.rotation = 0.5
    place(writer, [a, b], into: sink)
    #expect(sink.calls.filter { $0.hasPrefix("turn") } == ["turn 0.5 125.0"])
    a.rotation = 0
    b.rotation = 0
    sink.calls.removeAll()
    place(writer, [a, b], into: sink)
    place(writer, [a, b], into: sink)
    #expect(sink.calls == ["turn 0.0 0.0"])
  }

  @Test func anAppViewIsReadNotMeasuredAndFillsTheBandWhenAsked() {
    let writer = SwipeButtonWriter(
      buttons: [
        SwipeButtonWriter.Button(
          shape: .rectangle, arrangement: .stacked, customInsets: LayoutInsets(top: 5, bottom: 5),
          customFillsHeight: true, fillsButton: true)
      ], scalesWholeButton: false)
    let sink = RecordingSink()
    place(writer, [frame(0, x: 300, visible: 74)], into: sink)
    #expect(sink.measurements == 0)
    #expect(sink.calls.contains("content.bounds 0 30.0 50.0"))
  }

  @Test func onlyASolidRectangleIsItsOwnFill() {
    #expect(
      SwipeButtonWriter.fillsButton(shape: .rectangle, material: .solid, scalesWholeButton: false))
    #expect(
      SwipeButtonWriter.fillsButton(shape: .automatic, material: .solid, scalesWholeButton: false))
    #expect(
      !SwipeButtonWriter.fillsButton(shape: .rectangle, material: .glass, scalesWholeButton: false))
    #expect(
      !SwipeButtonWriter.fillsButton(shape: .rectangle, material: .solid, scalesWholeButton: true))
    #expect(
      !SwipeButtonWriter.fillsButton(
        shape: .rounded(cornerRadius: 8), material: .solid, scalesWholeButton: false))
  }

  @Test func theRowWritesItsTranslationAndStripOnlyWhenTheOffsetChanges() {
    var row = SwipeRowWriter()
    let sink = RecordingSink()
    row.setOffset(0, into: sink)
    #expect(sink.calls.isEmpty)
    row.stripShown(atMinX: 10)
    row.setOffset(-20, into: sink)
    row.setOffset(-20, into: sink)
    #expect(sink.calls == ["row -20.0", "strip 30.0"])
    row.wrote(offset: -390)
    #expect(!row.writes(offset: -390))
    row.stripRemoved()
    sink.calls.removeAll()
    row.setOffset(-10, into: sink)
    #expect(sink.calls == ["row -10.0"])
  }

  @Test func needsAreMirroredOnlyWhenTheyChange() {
    var needs = SwipeNeedsMirror()
    let sink = RecordingSink()
    needs.mirror(framesPaused: true, dismissalEnabled: false, into: sink)
    #expect(sink.calls.isEmpty)
    needs.mirror(framesPaused: false, dismissalEnabled: true, into: sink)
    needs.mirror(framesPaused: false, dismissalEnabled: true, into: sink)
    #expect(sink.calls == ["paused false", "dismissal true", "shield true"])
  }

  @Test func aRowsCellIsLookedUpOncePerEvent() {
    var memo = SwipeEventCellMemo<Int>()
    var lookUps = 0
    let row = IndexPath(indexes: [0, 3])
    func find(_ path: IndexPath) -> Int? {
      lookUps += 1
      return path.last
    }
    #expect(memo.cell(forRowAt: row, lookUp: find) == 3)
    #expect(memo.cell(forRowAt: row, lookUp: find) == 3)
    #expect(lookUps == 1)
    #expect(memo.cell(forRowAt: IndexPath(indexes: [0, 4]), lookUp: find) == 4)
    #expect(lookUps == 2)
    memo.forget()
    #expect(memo.cell(forRowAt: IndexPath(indexes: [0, 4]), lookUp: find) == 4)
    #expect(lookUps == 3)
  }
  /// Told that a placement's frames are all at scale and alpha 1 (`withoutEffects`), the writer
  /// sends what it sends untold: random placements, with effects and without, plain and shaped
  /// buttons, the same calls in the same order — the resets to scale 1 after effects included.
  @Test func framesSaidToBeWithoutEffectsGetTheCallsOfFramesNotSaidSo() {
    var random = SeededRandom(seed: 0x0EFF_EC75)
    var resets = 0
    for _ in 0..<300 {
      let n = random.int(in: 1...4)
      let plain = random.chance(0.5)
      let told = rectangles(n, fillsButton: plain)
      let untold = rectangles(n, fillsButton: plain)
      let toldSink = RecordingSink()
      let untoldSink = RecordingSink()
      var hadEffects = false
      for _ in 0..<10 {
        let effects = random.chance(0.3)
        let frames = (0..<n).map { i -> SwipeButtonFrame in
          let visible = CGFloat(random.int(in: 0...74))
          var f = frame(i, x: CGFloat(250 + 40 * i + random.int(in: -20...20)), visible: visible)
          if effects {
            f.scale = [1, 0.8, 0.5, .nan][random.int(in: 0...3)]
            f.alpha = [1, 1, 0.3, 0][random.int(in: 0...3)]
          }
          return f
        }
        let before = untoldSink.calls.count
        frames.withUnsafeBufferPointer {
          told.place(
            $0, strip: Self.strip, bandMinY: 0, bandHeight: 60, withoutEffects: !effects,
            into: toldSink)
          untold.place($0, strip: Self.strip, bandMinY: 0, bandHeight: 60, into: untoldSink)
        }
        if !effects, hadEffects,
          untoldSink.calls[before...].contains(where: { $0.hasPrefix("animate") })
        {
          resets += 1
        }
        hadEffects = effects
      }
      #expect(toldSink.calls == untoldSink.calls)
    }
    // Placements without effects after effects reset buttons, so those were compared.
    #expect(resets > 20)
  }
}
