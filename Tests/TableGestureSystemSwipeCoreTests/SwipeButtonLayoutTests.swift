import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("SwipeButtonLayout")
struct SwipeButtonLayoutTests {
  private let spec = SwipeButtonSpec(preferredWidth: 60, spacing: 8, style: .circular)

  // MARK: slot

  @Test("the spacing gap sits on the outer side while partly revealed")
  func slotPartly() {
    #expect(
      SwipeButtonLayout.slotOriginX(for: spec, edge: .left, buttonWidth: 68, isFullyRevealed: false)
        == 8)
    #expect(
      SwipeButtonLayout.slotOriginX(
        for: spec, edge: .right, buttonWidth: 68, isFullyRevealed: false) == 0)
  }

  @Test("the spacing gap moves to the inner side when fully revealed")
  func slotFully() {
    #expect(
      SwipeButtonLayout.slotOriginX(for: spec, edge: .left, buttonWidth: 68, isFullyRevealed: true)
        == 0)
    #expect(
      SwipeButtonLayout.slotOriginX(for: spec, edge: .right, buttonWidth: 68, isFullyRevealed: true)
        == 8)
  }

  @Test("left and right slots mirror each other inside the button", arguments: [false, true])
  func slotMirror(fully: Bool) {
    let left = SwipeButtonLayout.slotOriginX(
      for: spec, edge: .left, buttonWidth: 68, isFullyRevealed: fully)
    let right = SwipeButtonLayout.slotOriginX(
      for: spec, edge: .right, buttonWidth: 68, isFullyRevealed: fully)
    #expect(left == spec.buttonWidth - spec.resolvedWidth - right)
    #expect(spec.buttonWidth == 68)
  }

  @Test("without spacing the slot is at 0 in every state")
  func slotNoSpacing() {
    let plain = SwipeButtonSpec(preferredWidth: 60, spacing: -4)
    for edge in SwipeEdge.allCases {
      for fully in [false, true] {
        #expect(
          SwipeButtonLayout.slotOriginX(
            for: plain, edge: edge, buttonWidth: plain.buttonWidth, isFullyRevealed: fully) == 0)
      }
    }
  }

  // MARK: centring

  @Test("centring")
  func centring() {
    #expect(SwipeButtonLayout.centredOrigin(length: 60, in: 100) == 20)
    #expect(SwipeButtonLayout.centredOrigin(length: 60, in: 44) == -8)
    #expect(SwipeButtonLayout.centredOrigin(length: .nan, in: 100) == 50)
    #expect(SwipeButtonLayout.centredOrigin(length: 60, in: .infinity) == -30)
  }

  // MARK: circular

  @Test("circular visual: a square of the preferred width, centred on the pull view")
  func circularPartlyRight() {
    let frame = SwipeButtonLayout.circularVisualFrame(
      for: spec, edge: .right, buttonFrame: CGRect(x: 0, y: 0, width: 68, height: 100),
      pullViewHeight: 100, isFullyRevealed: false)
    #expect(frame == CGRect(x: 0, y: 20, width: 60, height: 60))
  }

  @Test("circular visual on each edge and reveal state")
  func circularAllStates() {
    let button = CGRect(x: 0, y: 0, width: 68, height: 80)
    let cases: [(SwipeEdge, Bool, CGFloat)] = [
      (.left, false, 8), (.left, true, 0), (.right, false, 0), (.right, true, 8),
    ]
    for (edge, fully, x) in cases {
      let frame = SwipeButtonLayout.circularVisualFrame(
        for: spec, edge: edge, buttonFrame: button, pullViewHeight: 80, isFullyRevealed: fully)
      #expect(frame == CGRect(x: x, y: 10, width: 60, height: 60))
    }
  }

  @Test("circular visual is centred on the pull view even when the button is not at its top")
  func circularButtonOffset() {
    let frame = SwipeButtonLayout.circularVisualFrame(
      for: spec, edge: .right, buttonFrame: CGRect(x: 0, y: 10, width: 68, height: 80),
      pullViewHeight: 100, isFullyRevealed: false)
    #expect(frame.minY + 10 == 20)
    #expect(frame.midY + 10 == 50)
  }

  @Test("circular visual with the default width overhangs a short cell evenly")
  func circularTallerThanCell() {
    let frame = SwipeButtonLayout.circularVisualFrame(
      for: SwipeButtonSpec(style: .circular), edge: .left,
      buttonFrame: CGRect(x: 0, y: 0, width: 74, height: 44), pullViewHeight: 44,
      isFullyRevealed: false)
    #expect(frame == CGRect(x: 0, y: -15, width: 74, height: 74))
  }

  @Test("circular visual with bad pull-view height or button origin stays finite")
  func circularBadInput() {
    for height in [CGFloat.nan, .infinity, -20] {
      let frame = SwipeButtonLayout.circularVisualFrame(
        for: spec, edge: .left,
        buttonFrame: CGRect(x: 0, y: CGFloat.nan, width: 68, height: 80),
        pullViewHeight: height, isFullyRevealed: true)
      #expect(frame == CGRect(x: 0, y: -30, width: 60, height: 60))
    }
  }

  // MARK: custom view

  private func customSpec(
    _ insets: LayoutInsets, height: CGFloat? = nil, spacing: CGFloat = 8
  ) -> SwipeButtonSpec {
    SwipeButtonSpec(
      preferredWidth: 60, spacing: spacing, style: .customView, customViewInsets: insets,
      customViewHeight: height)
  }

  @Test("custom view: the slot inset by the insets, on each edge and reveal state")
  func customInsets() {
    let insets = LayoutInsets(top: 6, left: 4, bottom: 10, right: 2)
    let cases: [(SwipeEdge, Bool, CGFloat)] = [
      (.left, false, 8), (.left, true, 0), (.right, false, 0), (.right, true, 8),
    ]
    for (edge, fully, slotX) in cases {
      let frame = SwipeButtonLayout.customViewFrame(
        for: customSpec(insets), edge: edge, buttonSize: CGSize(width: 68, height: 80),
        isFullyRevealed: fully)
      #expect(frame == CGRect(x: slotX + 4, y: 6, width: 54, height: 64))
    }
  }

  @Test(
    "insets that leave no height fall back to the button height",
    arguments: [
      LayoutInsets(top: 40, left: 4, bottom: 40, right: 2),
      LayoutInsets(top: 100, left: 4, bottom: 0, right: 2),
    ])
  func customHeightFallback(insets: LayoutInsets) {
    let frame = SwipeButtonLayout.customViewFrame(
      for: customSpec(insets), edge: .right, buttonSize: CGSize(width: 68, height: 80),
      isFullyRevealed: false)
    #expect(frame == CGRect(x: 4, y: 0, width: 54, height: 80))
  }

  @Test(
    "insets that leave no width fall back to the slot width",
    arguments: [
      LayoutInsets(top: 6, left: 30, bottom: 10, right: 30),
      LayoutInsets(top: 6, left: 0, bottom: 10, right: 75),
      LayoutInsets(top: 6, left: .greatestFiniteMagnitude, bottom: 10, right: 0),
    ])
  func customWidthFallback(insets: LayoutInsets) {
    let frame = SwipeButtonLayout.customViewFrame(
      for: customSpec(insets), edge: .left, buttonSize: CGSize(width: 68, height: 80),
      isFullyRevealed: false)
    #expect(frame == CGRect(x: 8, y: 6, width: 60, height: 64))
  }

  @Test("insets that leave neither fall back on both axes")
  func customBothFallback() {
    let frame = SwipeButtonLayout.customViewFrame(
      for: customSpec(LayoutInsets(top: 50, left: 50, bottom: 50, right: 50)), edge: .right,
      buttonSize: CGSize(width: 68, height: 80), isFullyRevealed: true)
    #expect(frame == CGRect(x: 8, y: 0, width: 60, height: 80))
  }

  @Test("non-finite insets count as zero, negative insets grow the view")
  func customOddInsets() {
    let nanInsets = LayoutInsets(top: .nan, left: .infinity, bottom: -.infinity, right: .nan)
    let size = CGSize(width: 68, height: 80)
    let plain = SwipeButtonLayout.customViewFrame(
      for: customSpec(nanInsets), edge: .right, buttonSize: size, isFullyRevealed: false)
    #expect(plain == CGRect(x: 0, y: 0, width: 60, height: 80))

    let outset = SwipeButtonLayout.customViewFrame(
      for: customSpec(LayoutInsets(top: -2, left: -3, bottom: -2, right: -3)), edge: .right,
      buttonSize: size, isFullyRevealed: false)
    #expect(outset == CGRect(x: -3, y: -2, width: 66, height: 84))
  }

  @Test("a bad button height counts as zero", arguments: [CGFloat.nan, .infinity, -30])
  func customBadButtonHeight(height: CGFloat) {
    let frame = SwipeButtonLayout.customViewFrame(
      for: customSpec(LayoutInsets(top: 6, left: 0, bottom: 6, right: 0)), edge: .right,
      buttonSize: CGSize(width: 68, height: height), isFullyRevealed: false)
    #expect(frame == CGRect(x: 0, y: 0, width: 60, height: 0))
  }

  @Test("a fixed custom-view height is centred in the inset area of a tall cell")
  func customCentredHeight() {
    let frame = SwipeButtonLayout.customViewFrame(
      for: customSpec(LayoutInsets(top: 10, left: 0, bottom: 30, right: 0), height: 40),
      edge: .right, buttonSize: CGSize(width: 68, height: 200), isFullyRevealed: false)
    // Inset area: y 10 ..< 170, height 160; a 40-point view centred in it starts at 10 + 60.
    #expect(frame == CGRect(x: 0, y: 70, width: 60, height: 40))
  }

  @Test(
    "an unusable or too tall fixed height fills the inset area",
    arguments: [nil, 0, -5, .nan, .infinity, 160, 500] as [CGFloat?])
  func customHeightIgnored(height: CGFloat?) {
    let frame = SwipeButtonLayout.customViewFrame(
      for: customSpec(LayoutInsets(top: 10, left: 0, bottom: 30, right: 0), height: height),
      edge: .right, buttonSize: CGSize(width: 68, height: 200), isFullyRevealed: false)
    #expect(frame == CGRect(x: 0, y: 10, width: 60, height: 160))
  }

  @Test("a fixed height is centred in the whole button when the insets fall back")
  func customCentredAfterFallback() {
    let frame = SwipeButtonLayout.customViewFrame(
      for: customSpec(LayoutInsets(top: 90, left: 0, bottom: 90, right: 0), height: 50),
      edge: .left, buttonSize: CGSize(width: 68, height: 150), isFullyRevealed: true)
    #expect(frame == CGRect(x: 0, y: 50, width: 60, height: 50))
  }

  // MARK: dispatch

  @Test("default style injects nothing")
  func visualFrameDefault() {
    let frame = SwipeButtonLayout.visualFrame(
      for: SwipeButtonSpec(preferredWidth: 60, spacing: 8), edge: .right,
      buttonFrame: CGRect(x: 0, y: 0, width: 68, height: 80),
      pullViewSize: CGSize(width: 320, height: 80), containerWidth: 320)
    #expect(frame == nil)
  }

  @Test("visualFrame picks the style's frame and judges the reveal with the tolerance")
  func visualFrameDispatch() {
    let button = CGRect(x: 0, y: 0, width: 68, height: 80)
    let custom = customSpec(LayoutInsets(top: 6, left: 0, bottom: 6, right: 0))
    for (width, fully) in [(CGFloat(319.8), true), (150, false)] {
      let pull = CGSize(width: width, height: 80)
      let circle = SwipeButtonLayout.visualFrame(
        for: spec, edge: .right, buttonFrame: button, pullViewSize: pull, containerWidth: 320)
      #expect(
        circle
          == SwipeButtonLayout.circularVisualFrame(
            for: spec, edge: .right, buttonFrame: button, pullViewHeight: 80,
            isFullyRevealed: fully))
      let view = SwipeButtonLayout.visualFrame(
        for: custom, edge: .right, buttonFrame: button, pullViewSize: pull, containerWidth: 320)
      #expect(
        view
          == SwipeButtonLayout.customViewFrame(
            for: custom, edge: .right, buttonSize: button.size, isFullyRevealed: fully))
    }
    let strict = SwipeButtonLayout.visualFrame(
      for: spec, edge: .right, buttonFrame: button,
      pullViewSize: CGSize(width: 319.8, height: 80), containerWidth: 320, revealTolerance: 0.1)
    #expect(strict?.minX == 0)
  }
}
