import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Three equal 74 pt buttons (SwipeCellKit profile) on a 320 pt row: open width 222.
private func equalButtons(
  _ style: SwipeableTransitionStyle, edge: SwipeableEdge = .trailing,
  expansion: SwipeableExpansionStyle? = nil
) -> SwipeGeometry {
  SwipeGeometry(
    actions: swipeActions(3),
    options: SwipeableOptions(
      transitionStyle: style, expansionStyle: expansion, metrics: .swipeCellKit),
    edge: edge, rightToLeft: false, rowWidth: 320)!
}

private func frames(_ g: SwipeGeometry, distance: CGFloat, expanded: Bool = false)
  -> [SwipeButtonFrame]
{
  (0..<g.count).map {
    SwipeTransitionLayout.frame(
      ofButton: $0, geometry: g, offset: distance * g.sign, isExpanded: expanded)
  }
}

@Suite("Swipe: transition styles")
struct SwipeTransitionTests {
  @Test func borderSharesTheStripInProportion() {
    let f = frames(equalButtons(.border), distance: 111)
    #expect(f.map(\.visibleWidth) == [37, 37, 37])
    // Trailing in a left-to-right layout: the content's edge is at 320 − 111 = 209.
    #expect(f.map(\.minX) == [209, 246, 283])
    #expect(f.map(\.actionIndex) == [2, 1, 0])
    #expect(f.map(\.percentVisible) == [0.5, 0.5, 0.5])
  }

  @Test func dragRidesTheContentEdge() {
    let f = frames(equalButtons(.drag), distance: 111)
    #expect(f.map(\.visibleWidth) == [74, 37, 0])
    #expect(f.map(\.minX) == [209, 283, 357])
  }

  @Test func revealAndStaticSitStillAndAreUncovered() {
    for style in [SwipeableTransitionStyle.reveal, .static] {
      let f = frames(equalButtons(style), distance: 111)
      #expect(f.map(\.visibleWidth) == [0, 37, 74])
      #expect(f.map(\.minX) == [98, 172, 246])
    }
  }

  @Test func clipCenterClipsEachSideUntilOpen() {
    let f = frames(equalButtons(.clipCenter), distance: 111)
    let clip = (74 * 0.5 * 0.5 as CGFloat).rounded()
    #expect(f.map(\.clipInset) == [clip, clip, clip])
    #expect(frames(equalButtons(.clipCenter), distance: 222).map(\.clipInset) == [0, 0, 0])
  }

  @Test func rotate3DTurnsUntilOpen() {
    let half = frames(equalButtons(.rotate3D), distance: 111)
    #expect(half.allSatisfy { abs($0.rotation + CGFloat.pi / 4) < 1e-12 })
    let leading = frames(equalButtons(.rotate3D, edge: .leading), distance: 111)
    #expect(leading.allSatisfy { abs($0.rotation - CGFloat.pi / 4) < 1e-12 })
    #expect(frames(equalButtons(.rotate3D), distance: 222).allSatisfy { $0.rotation == 0 })
  }

  @Test func elasticOverscrollUsesAQuarterOfTheExtraSpace() {
    let g = equalButtons(.border, expansion: .selection)
    let f = frames(g, distance: 300)
    let c: CGFloat = 222 + 0.25 * (300 - 222)
    #expect(f[0].minX == 20 + (300 - c))
    #expect(abs(f[2].visibleWidth - (300 - (148 * c / 222 + (300 - c)))) < 1e-9)
  }

  @Test func theExpandedButtonCoversTheStrip() {
    let f = frames(equalButtons(.border), distance: 260, expanded: true)
    #expect(f[2].isExpanded && f[2].visibleWidth == 260 && f[2].minX == 60)
    #expect(f[0].visibleWidth == 0 && f[1].visibleWidth == 0)
  }

  @Test func leadingButtonsMirror() {
    let f = frames(equalButtons(.border, edge: .leading), distance: 111)
    // The content's edge is at x = 111; buttons go left from it.
    #expect(f.map(\.minX) == [37, 0, -37])
    #expect(f.map(\.visibleMinX) == [74, 37, 0])
  }

  @Test func badButtonsAndOffsetsStayFinite() {
    let g = equalButtons(.border)
    let bad = SwipeTransitionLayout.frame(ofButton: 7, geometry: g, offset: 10)
    #expect(bad.actionIndex == -1 && bad.visibleWidth == 0)
    let nan = SwipeTransitionLayout.frame(ofButton: 0, geometry: g, offset: .nan)
    #expect(nan.minX.isFinite && nan.visibleWidth == 0)
  }
}

@Suite("Swipe: button effects and vertical band")
struct SwipeButtonEffectTests {
  @Test func scaleTransitionPopsAtHalf() {
    let t = SwipeableScaleTransition.default
    #expect(t.duration == 0.15 && t.initialScale == 0.8 && t.threshold == 0.5)
    #expect(t.scale(percentVisible: 0.4) == 0.8)
    #expect(t.scale(percentVisible: 0.6) == 1)
    #expect(t.scale(percentVisible: .nan) == 0.8)
    #expect(t.change(from: 0.4, to: 0.6)! == (1, 0.15))
    #expect(t.change(from: 0.6, to: 0.3)! == (0.8, 0.15))
    #expect(t.change(from: 0.6, to: 0.9) == nil)
  }

  @Test func scaleAndAlphaStaggersOutAndBackInReverse() {
    let e = SwipeableScaleAndAlphaExpansion.default
    #expect(e.expandingButtonDelay(expanding: true) == 0.1)
    let out = (0..<3).map { e.step(position: $0, of: 3, actionIndex: $0 + 1, expanding: true) }
    #expect(out.map(\.delay) == [0, 0.1, 0.2])
    #expect(out.allSatisfy { $0.scale == 0.8 && $0.alpha == 0 && $0.duration == 0.15 })
    let back = (0..<3).map { e.step(position: $0, of: 3, actionIndex: $0 + 1, expanding: false) }
    #expect(back.map(\.delay) == [0.30000000000000004, 0.2, 0.1])
    #expect(back.allSatisfy { $0.scale == 1 && $0.alpha == 1 })
    let clear = SwipeAction(identifier: "x", backgroundColor: .clear)
    #expect(
      SwipeableScaleAndAlphaExpansion.resolved(options: SwipeableOptions(), expandingAction: clear)
        == .default)
    #expect(
      SwipeableScaleAndAlphaExpansion.resolved(
        options: SwipeableOptions(), expandingAction: swipeActions(1)[0])
        == nil)
  }

  @Test func verticalBandIsTheVisiblePartOfTheRow() {
    let row = CGRect(x: 0, y: 100, width: 320, height: 500)
    let band = SwipeVerticalBand.band(rowRect: row, visibleTop: 150, visibleBottom: 400)
    #expect(band.minY == 50 && band.height == 250)
    #expect(SwipeVerticalBand.centredY(length: 50, in: band) == 150)
    let off = SwipeVerticalBand.band(rowRect: row, visibleTop: 700, visibleBottom: 900)
    #expect(off.minY == 0 && off.height == 500)
    let bad = SwipeVerticalBand.band(rowRect: row, visibleTop: .nan, visibleBottom: 400)
    #expect(bad.minY == 0 && bad.height == 500)
  }

  @Test func defaultColoursFollowTheStyle() {
    #expect(
      SwipeAction(identifier: "d", style: .destructive).resolvedBackgroundColor
        == .destructiveDefault)
    #expect(SwipeAction(identifier: "n").resolvedBackgroundColor == .normalDefault)
    #expect(SwipeColor.clear.isClear && !SwipeColor.normalDefault.isClear)
    #expect(SwipeAction(identifier: "id").accessibilityName == "id")
    #expect(
      SwipeAction(identifier: "id", title: "T", accessibilityLabel: "L").accessibilityName == "L")
  }
}

@Suite("Swipe: session")
struct SwipeSessionTests {
  private func session(_ options: SwipeableOptions, actions: Int = 2) -> SwipeSession {
    var s = SwipeSession()
    s.setGeometries(
      positive: nil,
      negative: SwipeGeometry(
        actions: swipeActions(actions), options: options, edge: .trailing, rightToLeft: false,
        rowWidth: 320))
    return s
  }

  @Test func linearProfileResistsPastTheButtons() {
    var s = session(SwipeableOptions(metrics: .swipeCellKit))
    let early = s.follow(translation: -100, touchX: 0)
    #expect(early == nil)  // not tracking yet
    let began = s.beginTracking()
    #expect(began)
    _ = s.follow(translation: -200, touchX: 100)
    #expect(abs(s.offset + (148 + 0.4 * 52)) < 1e-9)
    _ = s.follow(translation: .nan, touchX: 100)
    #expect(abs(s.offset + (148 + 0.4 * 52)) < 1e-9)
  }

  @Test func expansionSnapsToTheTargetAndReportsHaptics() {
    var s = session(SwipeableOptions(expansionStyle: .fill, metrics: .swipeCellKit))
    s.beginTracking()
    // Target 290; the overscroll trigger (30 past 148) fires at 179.
    let before = s.follow(translation: -170, touchX: 150)
    #expect(before == nil)
    let enter = s.follow(translation: -185, touchX: 150)
    #expect(enter == SwipeHaptic(isEntering: true, intensity: 1))
    #expect(s.offset == -290)
    let leave = s.follow(translation: -150, touchX: 150)
    #expect(leave?.isEntering == false)
    let first = s.release(velocity: 0, reduceMotion: false)
    let second = s.release(velocity: 0, reduceMotion: false)
    #expect(first == .settle(opening: true))
    #expect(second == .ignored)
  }

  @Test func releaseExpandsInTheFullSwipeState() {
    var s = session(SwipeableOptions(expansionStyle: .selection, metrics: .swipeCellKit))
    s.beginTracking()
    _ = s.follow(translation: -250, touchX: 50)
    #expect(s.isExpanded)
    let release = s.release(velocity: -100, reduceMotion: false)
    #expect(release == .expand)
  }

  @Test func ticksAnimateToTheTargetKeepingTheRowWhenTimeGoesBackwards() {
    var s = session(SwipeableOptions())
    s.beginTracking()
    _ = s.follow(translation: -100, touchX: 100)
    let release = s.release(velocity: 0, reduceMotion: true)
    #expect(release == .settle(opening: true))
    #expect(s.phase == .animating)
    s.tick(at: 10)
    s.tick(at: 10.05)
    let mid = s.offset
    #expect(mid < -100 && mid > -148)
    s.tick(at: 5)
    #expect(s.offset == mid)
    // The clock counts from the time that went back: the animation goes on from there.
    var time: TimeInterval = 5
    var finished = false
    while !finished, time < 6 {
      time += 1.0 / 60
      finished = s.tick(at: time)
    }
    #expect(finished)
    #expect(s.phase == .open && s.offset == -148)
    s.animate(to: 0, with: .immediate)
    #expect(s.phase == .idle && s.offset == 0 && s.geometry == nil)
  }

  @Test func withoutGeometriesNothingStarts() {
    var s = SwipeSession()
    let began = s.beginTracking()
    let release = s.release(velocity: 10, reduceMotion: false)
    #expect(!began)
    #expect(release == .ignored)
    s.animate(to: 100, with: .immediate)
    #expect(s.phase == .idle)
  }
}
