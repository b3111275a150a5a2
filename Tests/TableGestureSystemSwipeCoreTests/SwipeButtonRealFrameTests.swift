import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

/// The visual is placed from the button's real frame: UIKit keeps the frame at the natural width
/// and pins a left-edge button at its right side, a right-edge button at its left side.
@Suite("SwipeButtonLayout from the button's real frame")
struct SwipeButtonRealFrameTests {
  /// Visual 60 wide plus an 8-point gap: a 68-point slot.
  private let narrow = SwipeButtonSpec(preferredWidth: 60, spacing: 8, style: .circular)
  /// Visual 100 wide plus a 10-point gap: a 110-point slot, wider than the 74-point natural frame.
  private let wide = SwipeButtonSpec(preferredWidth: 100, spacing: 10, style: .customView)

  @Test("right edge: the slot starts at the button's minX whatever its width")
  func slotRight() {
    for width in [0, 40, 74, 110, 300] as [CGFloat] {
      #expect(SwipeButtonLayout.slotMinX(for: wide, edge: .right, buttonWidth: width) == 0)
    }
  }

  @Test(
    "left edge: the slot ends at the button's maxX",
    arguments: [0, 40, 68, 74, 110, 300] as [CGFloat])
  func slotLeft(width: CGFloat) {
    for spec in [narrow, wide] {
      let minX = SwipeButtonLayout.slotMinX(for: spec, edge: .left, buttonWidth: width)
      #expect(minX + spec.buttonWidth == width)
    }
  }

  @Test("left edge: a natural 74-point frame puts the slot 6 in, or 36 out for a wider slot")
  func slotLeftValues() {
    #expect(SwipeButtonLayout.slotMinX(for: narrow, edge: .left, buttonWidth: 74) == 6)
    #expect(SwipeButtonLayout.slotMinX(for: wide, edge: .left, buttonWidth: 74) == -36)
  }

  @Test(
    "an unusable frame width counts as the slot width",
    arguments: [CGFloat.nan, .infinity, -.infinity, -1])
  func slotBadWidth(width: CGFloat) {
    for edge in SwipeEdge.allCases {
      #expect(SwipeButtonLayout.slotMinX(for: wide, edge: edge, buttonWidth: width) == 0)
    }
  }

  @Test("circular visual in a natural-width frame, both edges, partly and fully revealed")
  func circularNatural() {
    let frame = CGRect(x: 0, y: 0, width: 74, height: 80)
    let cases: [(SwipeEdge, Bool, CGFloat)] = [
      (.left, false, 6 + 8), (.left, true, 6), (.right, false, 0), (.right, true, 8),
    ]
    for (edge, fully, x) in cases {
      let visual = SwipeButtonLayout.circularVisualFrame(
        for: narrow, edge: edge, buttonFrame: frame, pullViewHeight: 80, isFullyRevealed: fully)
      #expect(visual == CGRect(x: x, y: 10, width: 60, height: 60))
    }
  }

  @Test("a left-edge visual keeps its distance from the pinned right side as the frame changes")
  func leftPinnedSide() {
    for fully in [false, true] {
      var gaps: Set<CGFloat> = []
      for width in [50, 74, 110, 120] as [CGFloat] {
        let visual = SwipeButtonLayout.circularVisualFrame(
          for: narrow, edge: .left, buttonFrame: CGRect(x: 0, y: 0, width: width, height: 80),
          pullViewHeight: 80, isFullyRevealed: fully)
        gaps.insert(width - visual.maxX)
      }
      #expect(gaps == [fully ? 8 : 0])
    }
  }

  @Test("a right-edge visual keeps its place from the pinned left side as the frame changes")
  func rightPinnedSide() {
    for fully in [false, true] {
      var origins: Set<CGFloat> = []
      for width in [50, 74, 110, 120] as [CGFloat] {
        let visual = SwipeButtonLayout.circularVisualFrame(
          for: narrow, edge: .right, buttonFrame: CGRect(x: 0, y: 0, width: width, height: 80),
          pullViewHeight: 80, isFullyRevealed: fully)
        origins.insert(visual.minX)
      }
      #expect(origins == [fully ? 8 : 0])
    }
  }

  @Test("custom view wider than the natural frame, both edges, partly and fully revealed")
  func customWide() {
    let insets = LayoutInsets(top: 6, left: 4, bottom: 6, right: 2)
    var spec = wide
    spec.customViewInsets = insets
    let size = CGSize(width: 74, height: 80)
    let cases: [(SwipeEdge, Bool, CGFloat)] = [
      (.left, false, -36 + 10), (.left, true, -36), (.right, false, 0), (.right, true, 10),
    ]
    for (edge, fully, slotX) in cases {
      let frame = SwipeButtonLayout.customViewFrame(
        for: spec, edge: edge, buttonSize: size, isFullyRevealed: fully)
      #expect(frame == CGRect(x: slotX + 4, y: 6, width: 94, height: 68))
    }
  }

  @Test("visualFrame passes the real frame through to both styles")
  func dispatchRealFrame() {
    let frame = CGRect(x: 0, y: 0, width: 74, height: 80)
    let pull = CGSize(width: 150, height: 80)
    let circle = SwipeButtonLayout.visualFrame(
      for: narrow, edge: .left, buttonFrame: frame, pullViewSize: pull, containerWidth: 320)
    #expect(circle?.minX == 14)
    let custom = SwipeButtonLayout.visualFrame(
      for: wide, edge: .left, buttonFrame: frame, pullViewSize: pull, containerWidth: 320)
    #expect(custom?.minX == -26)
    #expect(custom?.width == 100)
  }
}
