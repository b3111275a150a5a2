import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Whether two frames are the same bit for bit (`==` takes −0 for 0).
private func sameBits(_ a: SwipeButtonFrame, _ b: SwipeButtonFrame) -> Bool {
  let x = [
    a.minX, a.width, a.visibleMinX, a.visibleWidth, a.percentVisible, a.clipInset, a.rotation,
    a.scale, a.alpha,
  ]
  let y = [
    b.minX, b.width, b.visibleMinX, b.visibleWidth, b.percentVisible, b.clipInset, b.rotation,
    b.scale, b.alpha,
  ]
  return a.actionIndex == b.actionIndex && a.isExpanded == b.isExpanded
    && zip(x, y).allSatisfy { $0.bitPattern == $1.bitPattern }
    && a.animationDuration.bitPattern == b.animationDuration.bitPattern
    && a.animationDelay.bitPattern == b.animationDelay.bitPattern
}

/// A pass works out all of a row's frames in one loop (the engine's placement), in every
/// transition: each is the frame the per-button maths gives, bit for bit, and a button past the
/// geometry's is no button.
@Suite("Swipe: a row's frames in one pass")
struct SwipeFramePassTests {
  static let styles = SwipeableTransitionStyle.allCases

  @Test(arguments: styles)
  func everyFrameOfAPassIsTheButtonsFrame(style: SwipeableTransitionStyle) throws {
    for edge in SwipeableEdge.allCases {
      for look in [SwipeableLook.classic, .glass] {
        for expansion in [nil, SwipeableExpansionStyle.selection, .destructive] {
          let g = try #require(
            SwipeGeometry(
              actions: swipeActions(5, destructiveFirst: true),
              options: SwipeableOptions(
                transitionStyle: style,
                expansionStyle: expansion),
              edge: edge, rightToLeft: false, rowWidth: 390, contentWidths: [30, 60, 45, 20, 80],
              look: look, rowHeight: 60))
          for distance: CGFloat in [0, 1, 37.5, 111, g.openWidth, g.openWidth + 40, 500, .nan] {
            for expanded in [false, true] {
              let offset = distance * g.sign
              let pass = SwipeTransitionLayout.Pass(geometry: g, offset: offset)
              // All of them, then the last three from the third (two past the end), with the
              // outermost button's frame worked out apart or not.
              for (first, count, splits) in [
                (0, g.count, false), (0, g.count, true), (2, 5, false), (2, 5, true),
              ] {
                let frames = UnsafeMutablePointer<SwipeButtonFrame>.allocate(capacity: count)
                defer { frames.deallocate() }
                pass.fill(
                  frames, first: first, count: count, geometry: g, style: style,
                  isExpanded: expanded, positive: g.sign > 0, splitsOutermost: splits
                ) { $0.alpha = 0.5 }
                for k in 0..<count {
                  let i = first + k
                  var expected =
                    i < g.count
                    ? SwipeTransitionLayout.frame(
                      ofButton: i, geometry: g, offset: offset, isExpanded: expanded)
                    : SwipeButtonFrame(
                      actionIndex: -1, minX: 0, width: 0, visibleMinX: 0, visibleWidth: 0,
                      percentVisible: 0)
                  if i < g.count { expected.alpha = 0.5 }
                  #expect(
                    sameBits(frames[k], expected),
                    "\(style) \(edge) \(look) d=\(distance) expanded=\(expanded) button \(i)")
                }
              }
            }
          }
        }
      }
    }
  }
}
