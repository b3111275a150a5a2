import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

func swipeActions(_ count: Int, destructiveFirst: Bool = false) -> [SwipeAction] {
  (0..<count).map {
    SwipeAction(
      identifier: "a\($0)", title: "A\($0)",
      style: destructiveFirst && $0 == 0 ? .destructive : .default)
  }
}

@Suite("Swipe: edges and rubber band")
struct SwipeEdgeAndBandTests {
  @Test func edgesMirrorForRightToLeft() {
    #expect(SwipeableEdge.leading.offsetSign(rightToLeft: false) == 1)
    #expect(SwipeableEdge.trailing.offsetSign(rightToLeft: false) == -1)
    #expect(SwipeableEdge.leading.offsetSign(rightToLeft: true) == -1)
    #expect(SwipeableEdge.trailing.offsetSign(rightToLeft: true) == 1)
    #expect(SwipeableEdge.revealed(byOffset: 10, rightToLeft: false) == .leading)
    #expect(SwipeableEdge.revealed(byOffset: 10, rightToLeft: true) == .trailing)
    #expect(SwipeableEdge.revealed(byOffset: .nan, rightToLeft: true) == nil)
  }

  @Test func powerBandFollowsIOSCurve() {
    let band = SwipeableRubberBand.power(exponent: 0.7)
    #expect(band.apply(distance: 50, limit: 100) == 50)
    #expect(abs(band.apply(distance: 164, limit: 100) - (100 + pow(64, 0.7))) < 1e-9)
    #expect(abs(band.wrongSide(distance: 30) + pow(30, 0.7)) < 1e-9)
    #expect(band.apply(distance: .nan, limit: 100) == 0)
  }

  @Test func linearBandMovesARatio() {
    let band = SwipeableRubberBand.linear(ratio: 0.4)
    #expect(band.apply(distance: 200, limit: 100) == 140)
    #expect(band.wrongSide(distance: 50) == -20)
    #expect(SwipeableRubberBand.linear(ratio: .infinity).apply(distance: 200, limit: 100) == 200)
  }

  @Test func panGateNeedsHysteresisAndHorizontalDominance() {
    #expect(SwipePanGate.verdict(translation: CGPoint(x: 20, y: 0), hysteresis: 25) == .undecided)
    #expect(
      SwipePanGate.verdict(translation: CGPoint(x: -26, y: 10), hysteresis: 25)
        == .horizontal(towardPositiveX: false))
    #expect(SwipePanGate.verdict(translation: CGPoint(x: 20, y: 26), hysteresis: 25) == .vertical)
    #expect(
      SwipePanGate.verdict(translation: CGPoint(x: CGFloat.nan, y: 0), hysteresis: 25) == .vertical)
    #expect(SwipePanGate.verdict(translation: .zero, hysteresis: 0) == .undecided)
  }
}

@Suite("Swipe: button layout")
struct SwipeGeometryTests {
  @Test func swipeCellKitGivesEqualWidthsBetweenMinimumAndMaximum() throws {
    let options = SwipeableOptions(metrics: .swipeCellKit)
    // Narrow content: every button gets the 74 pt minimum.
    let g = try #require(
      SwipeGeometry(
        actions: swipeActions(3), options: options, edge: .trailing, rightToLeft: false,
        rowWidth: 320, contentWidths: [20, 30, 10]))
    #expect(g.widths == [74, 74, 74])
    #expect(g.openWidth == 222)
    // Wide content: the widest preferred width (content + 2·8), capped at (W − 30)/n.
    let wide = try #require(
      SwipeGeometry(
        actions: swipeActions(2), options: options, edge: .trailing, rightToLeft: false,
        rowWidth: 320, contentWidths: [90, 400]))
    #expect(wide.widths == [145, 145])
  }

  @Test func nativeSizesEachButtonByContentWithin74And120() throws {
    let g = try #require(
      SwipeGeometry(
        actions: swipeActions(3), options: SwipeableOptions(), edge: .leading, rightToLeft: false,
        rowWidth: 390, contentWidths: [40, 90, 200]))
    // Innermost first: action 2 (200 → 120), action 1 (90 + 12 = 102), action 0 (74).
    #expect(g.widths == [120, 102, 74])
    #expect(g.positions == [0, 120, 222])
    #expect(g.sign == 1)
  }

  @Test func perActionWidthsSpacingCustomViewsAndInsets() throws {
    var actions = swipeActions(3)
    actions[0].width = 60
    actions[0].spacing = 10
    actions[1].customView = SwipeCustomView(
      size: CGSize(width: 44, height: 44), insets: LayoutInsets(left: 8, right: 8))
    let options = SwipeableOptions(buttonSpacing: 4, contentGap: 6, outerInset: 5)
    let g = try #require(
      SwipeGeometry(
        actions: actions, options: options, edge: .trailing, rightToLeft: false, rowWidth: 390,
        safeAreaInset: 20, contentWidths: [0, 0, 10]))
    #expect(g.widths == [74, 74, 60])
    let expected: [CGFloat] = [6, 6 + 74 + 4, 6 + 74 + 4 + 74 + 10]
    #expect(g.positions == expected)
    #expect(g.buttonsWidth == 228)
    #expect(g.openWidth - 253 == 0, "\(g.openWidth - 253)")
  }

  @Test func badInputGivesNoGeometry() {
    for width in [CGFloat.nan, 0, -10, .infinity] {
      #expect(
        SwipeGeometry(
          actions: swipeActions(2), options: SwipeableOptions(), edge: .trailing,
          rightToLeft: false,
          rowWidth: width) == nil)
    }
    #expect(
      SwipeGeometry(
        actions: [], options: SwipeableOptions(), edge: .trailing, rightToLeft: false, rowWidth: 320
      )
        == nil)
  }

  @Test func expansionTargetsFollowTheSpecification() {
    let style = SwipeableExpansionStyle.selection
    #expect(
      style.targetDistance(rowWidth: 320, openWidth: 100, edge: .trailing, isDestructive: false)
        == 160)
    // Never closer than 20 past the open width.
    #expect(
      style.targetDistance(rowWidth: 320, openWidth: 150, edge: .trailing, isDestructive: false)
        == 170)
    #expect(
      SwipeableExpansionStyle.destructive.targetDistance(
        rowWidth: 320, openWidth: 74, edge: .trailing, isDestructive: true) == 290)
    let native = SwipeableExpansionStyle(target: .fullSwipe)
    #expect(
      native.targetDistance(rowWidth: 400, openWidth: 74, edge: .trailing, isDestructive: false)
        == 210)
    #expect(
      native.targetDistance(rowWidth: 400, openWidth: 74, edge: .trailing, isDestructive: true)
        == 371)
    #expect(
      native.targetDistance(rowWidth: 400, openWidth: 74, edge: .leading, isDestructive: true)
        == 336)
  }

  @Test func builtInStylesMatchSwipeCellKit() {
    #expect(SwipeableExpansionStyle.selection.elasticOverscroll)
    #expect(SwipeableExpansionStyle.selection.completionAnimation == .bounce)
    #expect(SwipeableExpansionStyle.destructive.additionalTriggers == [.touchThreshold(0.8)])
    #expect(
      SwipeableExpansionStyle.destructive.completionAnimation
        == .fill(.automatic(.delete, timing: .with)))
    #expect(
      SwipeableExpansionStyle.destructiveAfterFill.completionAnimation
        == .fill(.automatic(.delete, timing: .after)))
    #expect(SwipeableExpansionStyle.fill.additionalTriggers == [.overscroll(30)])
    #expect(SwipeableExpansionStyle.fill.completionAnimation == .fill(.manual(timing: .after)))
    #expect(SwipeableExpansionStyle.fill.minimumTargetOverscroll == 20)
    #expect(SwipeableExpansionStyle.fill.targetOverscrollElasticity == 0.2)
  }

  @Test func expansionTriggers() throws {
    let options = SwipeableOptions(expansionStyle: .destructive, metrics: .swipeCellKit)
    let g = try #require(
      SwipeGeometry(
        actions: swipeActions(1, destructiveFirst: true), options: options, edge: .trailing,
        rightToLeft: false, rowWidth: 320))
    // Open width 74, target 290. The finger near the far (left) edge triggers once open.
    #expect(!g.isExpanded(distance: 100, travel: 100, touchX: 200))
    #expect(g.isExpanded(distance: 100, travel: 100, touchX: 50))
    #expect(!g.isExpanded(distance: 70, travel: 100, touchX: 10))
    #expect(!g.isExpanded(distance: 100, travel: 5, touchX: 10))
    #expect(g.isExpanded(distance: 291, travel: 300, touchX: 300))
  }
}

@Suite("Swipe: settle and animation")
struct SwipeSettleTests {
  @Test func settleUsesDistanceAndVelocity() {
    let native = SwipeableMetrics.native
    #expect(SwipeSettle.shouldOpen(distance: 10, velocity: 60, openWidth: 148, metrics: native))
    #expect(!SwipeSettle.shouldOpen(distance: 140, velocity: -60, openWidth: 148, metrics: native))
    #expect(SwipeSettle.shouldOpen(distance: 74, velocity: -40, openWidth: 148, metrics: native))
    #expect(!SwipeSettle.shouldOpen(distance: 73, velocity: 40, openWidth: 148, metrics: native))
    #expect(!SwipeSettle.shouldOpen(distance: 73, velocity: .nan, openWidth: 148, metrics: native))
    // A release at zero speed decides by distance, not "opens" as SwipeCellKit does.
    #expect(
      !SwipeSettle.shouldOpen(distance: 30, velocity: 0, openWidth: 148, metrics: .swipeCellKit))
  }

  @Test func springParametersComeFromTheProfile() {
    let native = SwipeSettle.animation(
      from: 50, to: 150, velocity: 500, metrics: .native, reduceMotion: false)
    #expect(
      native == .spring(SwipeSpring(mass: 2, stiffness: 600, damping: 65, initialVelocity: 5)))
    let still = SwipeSettle.animation(
      from: 50, to: 150, velocity: 0, metrics: .native, reduceMotion: false)
    #expect(
      still == .spring(SwipeSpring(mass: 2, stiffness: 1_200, damping: 65, initialVelocity: 0)))
    let sck = SwipeSettle.animation(
      from: 50, to: 150, velocity: 500, metrics: .swipeCellKit, reduceMotion: false,
      wasPastLimit: true)
    #expect(sck == .spring(SwipeSpring(mass: 1, stiffness: 100, damping: 18, initialVelocity: 2)))
    #expect(
      SwipeSettle.animation(
        from: 50, to: 150, velocity: 0, metrics: .swipeCellKit, reduceMotion: false)
        == .timed(duration: 0.7, dampingRatio: 1))
    #expect(
      SwipeSettle.animation(from: 50, to: 150, velocity: 900, metrics: .native, reduceMotion: true)
        == .easeOut(duration: 0.2))
  }

  @Test func springsReachTheirTargetAndReducedMotionNeverOvershoots() {
    let curves: [SwipeAnimation] = [
      .spring(SwipeSpring(mass: 2, stiffness: 600, damping: 65, initialVelocity: 5)),
      .spring(SwipeSpring(mass: 1, stiffness: 100, damping: 18)),
      .spring(SwipeSpring(mass: 1, stiffness: 100, damping: 40)),
      .spring(SwipeSpring(mass: 1, stiffness: 100, damping: 20)),
      .timed(duration: 0.4, dampingRatio: 1), .easeOut(duration: 0.2),
    ]
    for curve in curves {
      var t = 0.0
      var done = false
      while t < 12, !done {
        let (fraction, finished) = curve.progress(at: t)
        #expect(fraction.isFinite)
        if case .easeOut = curve { #expect(fraction <= 1) }
        done = finished
        t += 1.0 / 120
      }
      #expect(done, "\(curve) never finished")
      #expect(curve.progress(at: 20).fraction == 1)
    }
    #expect(SwipeSpring(mass: 1, stiffness: 100, damping: 18).dampingRatio == 0.9)
    let broken = SwipeSpring(mass: CGFloat.nan, stiffness: -1, damping: CGFloat.nan)
    #expect(broken.progress(at: 0.1).fraction.isFinite)
  }
}

@Suite("Swipe: custom view")
struct SwipeCustomViewTests {
  @Test func equalityAndHashingCoverSizeAndInsets() {
    let view = SwipeCustomView(size: CGSize(width: 44, height: 40), insets: LayoutInsets(left: 8))
    #expect(
      view == SwipeCustomView(size: CGSize(width: 44, height: 40), insets: LayoutInsets(left: 8)))
    #expect(
      view != SwipeCustomView(size: CGSize(width: 44, height: 41), insets: LayoutInsets(left: 8)))
    #expect(view != SwipeCustomView(size: CGSize(width: 44, height: 40)))
    #expect(Set([view, view]).count == 1)
    #expect(view.requiredWidth == 52)
    #expect(SwipeCustomView(size: CGSize(width: CGFloat.nan, height: 1)).requiredWidth == 0)
  }
}

@Suite("Swipe: iOS's destructive early trigger")
struct SwipeDestructiveTriggerTests {
  private func geometry(width: CGFloat, destructive: Bool = true, edge: SwipeableEdge = .trailing)
    -> SwipeGeometry
  {
    SwipeGeometry(
      actions: swipeActions(1, destructiveFirst: destructive), options: SwipeableOptions(),
      edge: edge, rightToLeft: false, rowWidth: width)!
  }

  @Test func theFingerNearTheFarEdgeTriggersPastAFractionOfTheTarget() {
    let g = geometry(width: 390)
    let target = g.expansionTarget!
    #expect(target == CGFloat(361))
    let slow = 0.66 * target
    #expect(g.isExpanded(distance: slow + 2, travel: 300, touchX: 40))
    #expect(!g.isExpanded(distance: slow - 2, travel: 300, touchX: 40))
    #expect(!g.isExpanded(distance: slow + 2, travel: 300, touchX: 60))
    // Faster fingers need more: k = |v| / 2500, at most 0.8.
    #expect(!g.isExpanded(distance: slow + 2, travel: 300, touchX: 40, velocity: -2_500))
    #expect(g.isExpanded(distance: 0.8 * target + 2, travel: 300, touchX: 40, velocity: -9_000))
    // Only for a destructive primary action.
    let ordinary = SwipeGeometry(
      actions: swipeActions(1),
      options: SwipeableOptions(
        expansionStyle: SwipeableExpansionStyle(
          target: .edgeInset(29), additionalTriggers: [.destructiveFingerNearEdge])),
      edge: .trailing, rightToLeft: false, rowWidth: 390)!
    #expect(ordinary.expansionTarget == target)
    #expect(!ordinary.isExpanded(distance: slow + 2, travel: 300, touchX: 40))
  }

  @Test func zoneAndFractionDependOnTheRowWidth() {
    let phone = geometry(width: 375)
    #expect(phone.isExpanded(distance: 0.66 * phone.expansionTarget! + 2, travel: 300, touchX: 70))
    let large = geometry(width: 414)
    #expect(large.isExpanded(distance: 0.5 * large.expansionTarget! + 2, travel: 300, touchX: 40))
    #expect(!large.isExpanded(distance: 0.5 * large.expansionTarget! + 2, travel: 300, touchX: 60))
    // Leading actions: the finger travels toward the right edge.
    let leading = geometry(width: 390, edge: .leading)
    let target = leading.expansionTarget!
    #expect(target == CGFloat(326))
    #expect(leading.isExpanded(distance: 0.66 * target + 2, travel: 300, touchX: 350))
    #expect(!leading.isExpanded(distance: 0.66 * target + 2, travel: 300, touchX: 40))
  }
}
