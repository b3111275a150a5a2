import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A strip of buttons as UIKit draws it: each button's parts sit at its left edge until the
/// writer anchors them at the right (``SwipeButtonSink/anchorParts(at:)``): then they sit in a
/// zero-size view at the button's right edge whose autoresizing mask is `.flexibleLeftMargin`,
/// so each change of the button's width moves it by the change. With `anchors: false` the
/// request is refused (the parts stay at the left edge, as before the writer could ask).
private final class AutoresizingStrip: SwipeButtonSink {
  let anchors: Bool
  var anchor = SwipeButtonWriter.Anchor.minX
  var anchorRequests = 0
  var frames: [CGRect]
  var partsX: [CGFloat]
  var contentCenters: [CGPoint]
  var backgroundCenters: [CGPoint]
  var writes = 0

  init(buttons: Int, anchors: Bool) {
    self.anchors = anchors
    frames = Array(repeating: .zero, count: buttons)
    partsX = Array(repeating: 0, count: buttons)
    contentCenters = Array(repeating: .zero, count: buttons)
    backgroundCenters = contentCenters
  }

  /// Where button `index`'s content is centred, in the strip's coordinates.
  func contentX(_ index: Int) -> CGFloat {
    frames[index].origin.x + partsX[index] + contentCenters[index].x
  }

  /// Where button `index`'s background view is centred, in the strip's coordinates.
  func backgroundX(_ index: Int) -> CGFloat {
    frames[index].origin.x + partsX[index] + backgroundCenters[index].x
  }

  func anchorParts(at anchor: SwipeButtonWriter.Anchor) -> Bool {
    anchorRequests += 1
    guard anchors else { return false }
    self.anchor = anchor
    // The parts' view goes in at the button's right edge.
    for i in frames.indices { partsX[i] = frames[i].size.width }
    return true
  }
  func setButtonFrame(_ frame: CGRect, at index: Int) {
    writes += 1
    if anchor == .maxX { partsX[index] += frame.size.width - frames[index].size.width }
    frames[index] = frame
  }
  func setContentCenter(_ center: CGPoint, at index: Int) {
    writes += 1
    contentCenters[index] = center
  }
  func setBackgroundBounds(_ bounds: CGRect, at index: Int) { writes += 1 }
  func setBackgroundCenter(_ center: CGPoint, at index: Int) {
    writes += 1
    backgroundCenters[index] = center
  }
  func setBackgroundCornerRadius(_ radius: CGFloat, at index: Int) { writes += 1 }
  func setContentBounds(_ bounds: CGRect, at index: Int) { writes += 1 }
  func setTitleBelowBounds(_ bounds: CGRect, at index: Int) { writes += 1 }
  func setTitleBelowCenter(_ center: CGPoint, at index: Int) { writes += 1 }
  func measureContent(at index: Int, width: CGFloat) -> CGSize {
    CGSize(width: Swift.min(width, 40), height: 18)
  }
  func customContentSize(at index: Int) -> CGSize { .zero }
  func measureTitleBelow(at index: Int, width: CGFloat) -> CGSize { .zero }
  func animateEffects(
    at index: Int, views: Int, scale: CGFloat, alpha: CGFloat, duration: TimeInterval,
    delay: TimeInterval
  ) { writes += 2 * views }
  func setStripTurn(angle: CGFloat, pivot: CGFloat) { writes += 1 }
}

@Suite("Swipe: a button's parts placed from its inner edge")
struct SwipeButtonAnchorTests {
  private static let strip = CGRect(x: 0, y: 0, width: 390, height: 60)

  /// Three buttons on `edge` (solid rectangles that fill themselves, or rounded ones on a
  /// background view) at each distance of `offsets` in turn (toward the edge's side), into a
  /// strip that keeps its parts where the writer asks (`anchors`) or always at the left edge;
  /// the writer and the strip after each placement.
  private func pan(
    _ edge: SwipeableEdge, anchors: Bool = true, style: SwipeableTransitionStyle,
    rounded: Bool = false, rightToLeft: Bool = false, offsets: [CGFloat],
    check: (AutoresizingStrip, SwipeButtonWriter) -> Void
  ) throws {
    let g = try #require(
      SwipeGeometry(
        actions: swipeActions(3), options: SwipeableOptions(transitionStyle: style), edge: edge,
        rightToLeft: rightToLeft, rowWidth: 390, contentWidths: [40, 40, 40]))
    let writer = SwipeButtonWriter(
      buttons: (0..<3).map { _ in
        SwipeButtonWriter.Button(
          shape: rounded ? .rounded(cornerRadius: 8) : .rectangle, arrangement: .stacked,
          customInsets: nil, customFillsHeight: false, fillsButton: !rounded)
      }, scalesWholeButton: false)
    let sink = AutoresizingStrip(buttons: 3, anchors: anchors)
    for offset in offsets {
      let frames = (0..<3).map {
        SwipeTransitionLayout.frame(ofButton: $0, geometry: g, offset: offset * g.sign)
      }
      frames.withUnsafeBufferPointer {
        writer.place($0, strip: Self.strip, bandMinY: 0, bandHeight: 60, into: sink)
      }
      check(sink, writer)
    }
  }

  /// A pan back and forth 100–226 pt into the swipe, 3 pt an event.
  private static let panOffsets: [CGFloat] = stride(from: 100, through: 226, by: 3).flatMap {
    [$0, $0 - 3]
  }

  /// Further in and out: from a sliver to past the open width (the elastic part).
  private static let wideOffsets: [CGFloat] = Array(stride(from: 5, through: 380, by: 7))

  /// The content's centres, and the background views' when there are any.
  private static func placedParts(_ strip: AutoresizingStrip, rounded: Bool) -> [CGFloat] {
    (0..<3).map(strip.contentX) + (rounded ? (0..<3).map(strip.backgroundX) : [])
  }

  /// The four strips: each edge, left to right and right to left.
  private static let sides: [(edge: SwipeableEdge, rightToLeft: Bool)] = [
    (.leading, false), (.trailing, false), (.leading, true), (.trailing, true),
  ]

  @Test(
    arguments: [
      SwipeableTransitionStyle.border, .drag, .reveal, .static, .clipCenter, .rotate3D, .grow,
    ],
    [false, true])
  func everyPartIsWhereItWasPlacedFromTheLeftEdge(style: SwipeableTransitionStyle, rounded: Bool)
    throws
  {
    for side in Self.sides {
      var expected: [[CGFloat]] = []
      try pan(
        side.edge, anchors: false, style: style, rounded: rounded, rightToLeft: side.rightToLeft,
        offsets: Self.panOffsets + Self.wideOffsets
      ) { strip, _ in expected.append(Self.placedParts(strip, rounded: rounded)) }
      var placement = 0
      try pan(
        side.edge, style: style, rounded: rounded, rightToLeft: side.rightToLeft,
        offsets: Self.panOffsets + Self.wideOffsets
      ) { strip, _ in
        let placed = Self.placedParts(strip, rounded: rounded)
        for (here, there) in zip(placed, expected[placement]) {
          // Within the writer's tolerance (a millionth of a point).
          #expect(abs(here - there) <= 1e-6, "\(side)")
        }
        placement += 1
      }
      #expect(placement == expected.count)
    }
  }

  /// The writes of each placement after the first, and the anchor the writer chose.
  private func writesPerPan(
    _ side: (edge: SwipeableEdge, rightToLeft: Bool), style: SwipeableTransitionStyle,
    anchors: Bool = true
  ) throws -> (writes: [Int], anchor: SwipeButtonWriter.Anchor, requests: Int) {
    var writes: [Int] = []
    var last = 0
    var anchor = SwipeButtonWriter.Anchor.minX
    var requests = 0
    try pan(
      side.edge, anchors: anchors, style: style, rightToLeft: side.rightToLeft,
      offsets: Self.panOffsets
    ) { strip, writer in
      writes.append(strip.writes - last)
      last = strip.writes
      anchor = writer.anchor
      requests = strip.anchorRequests
    }
    return (Array(writes.dropFirst()), anchor, requests)
  }

  @Test func aLeftHandBorderStripWritesOneFrameAButtonAPanWithItsPartsAtTheRightEdge() throws {
    for side in [(SwipeableEdge.leading, false), (.trailing, true)] {
      let anchored = try writesPerPan(side, style: .border)
      #expect(anchored.anchor == .maxX)
      #expect(try writesPerPan(side, style: .border, anchors: false).anchor == .minX)
      #expect(anchored.requests == 1)
      #expect(anchored.writes.allSatisfy { $0 == 3 }, "\(side)")
      // Placed from the left edge, each content centre moves too (2 + 2n a pan before).
      let fromLeft = try writesPerPan(side, style: .border, anchors: false)
      #expect(fromLeft.writes.allSatisfy { $0 == 6 }, "\(side)")
    }
  }

  @Test func aRightHandStripKeepsItsPartsAtTheLeftEdge() throws {
    for side in [(SwipeableEdge.trailing, false), (.leading, true)] {
      let placed = try writesPerPan(side, style: .border)
      #expect(placed.anchor == .minX)
      #expect(placed.requests == 0)
      #expect(placed.writes.allSatisfy { $0 == 3 }, "\(side)")
    }
  }

  @Test(arguments: [
    SwipeableTransitionStyle.border, .drag, .reveal, .static, .clipCenter, .rotate3D, .grow,
  ])
  func noStripWritesMoreThanWithItsPartsAtTheLeftEdge(style: SwipeableTransitionStyle) throws {
    for side in Self.sides {
      let anchored = try writesPerPan(side, style: style)
      let fromLeft = try writesPerPan(side, style: style, anchors: false)
      #expect(anchored.writes.reduce(0, +) <= fromLeft.writes.reduce(0, +), "\(side)")
    }
  }
}
