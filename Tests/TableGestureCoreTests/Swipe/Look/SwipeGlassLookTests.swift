import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The glass look's geometry — sizes, gaps, how far the row opens, how the buttons grow in — against
/// the numbers of decompiled UIKitCore 26.1, and the engine handing hosts the look it resolved.
@Suite("Swipe look: glass geometry")
struct SwipeGlassLookTests {
  /// Equal to within rounding (sums of widths and offsets).
  func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  static func action(_ id: String, title: String? = nil, image: Bool = false) -> SwipeAction {
    SwipeAction(
      identifier: id, title: title, image: image ? .named("star") : nil)
  }

  static func parts(_ title: CGFloat, image: Bool = true, titleHeight: CGFloat = 18)
    -> SwipeContentParts
  {
    SwipeContentParts(
      titleWidth: title, titleHeight: title > 0 ? titleHeight : 0, imageWidth: image ? 24 : 0)
  }

  static func glass(
    _ actions: [SwipeAction], parts: [SwipeContentParts] = [], options: SwipeableOptions = .init(),
    rowWidth: CGFloat = 390, rowHeight: CGFloat = 52, safeArea: CGFloat = 0,
    edge: SwipeableEdge = .trailing, rightToLeft: Bool = false
  ) -> SwipeGeometry? {
    SwipeGeometry(
      actions: actions, options: options, edge: edge, rightToLeft: rightToLeft,
      rowWidth: rowWidth, safeAreaInset: safeArea, look: .glass, rowHeight: rowHeight,
      contentParts: parts)
  }

  // MARK: Sizes and shapes

  @Test func imageAndTitleCapsulesShareTheWidestWidthAndOpenByUIKitsThreshold() throws {
    // Inline widths 12 + 24 + 4 + 32 + 12 = 84 and … + 48 … = 100: one kind, both fit, so both 100.
    let g = try #require(
      Self.glass(
        [
          Self.action("flag", title: "Flag", image: true),
          Self.action("bin", title: "Delete", image: true),
        ],
        parts: [Self.parts(32), Self.parts(48)], safeArea: 20))
    #expect(g.widths == [100, 100])
    #expect(g.shapes == [.capsule(height: 44), .capsule(height: 44)])
    #expect(g.contents == [.inline, .inline])
    // openThreshold = insets + Σ widths + p·(n+1) (UISwipeActionDynamicPullView).
    #expect(close(g.openWidth, 20 + 200 + 3 * 10))
    #expect(g.transitionStyle == .grow)
  }

  @Test func theCapsuleIsTheRowLessEightCappedAtFifty() throws {
    for (height, capsule) in [(52.0, 44.0), (44, 36), (43.67, 35), (100, 50)]
      as [(CGFloat, CGFloat)]
    {
      let g = try #require(
        Self.glass(
          [Self.action("a", title: "A", image: true), Self.action("b", title: "B")],
          parts: [Self.parts(8), Self.parts(8, image: false)], rowHeight: height))
      // A title-only action present: the inline capsule may be 80 tall, the title a 16-pt rectangle.
      let tall = Swift.min(height.rounded(.down) - 8, 80)
      #expect(g.shapes[0] == .capsule(height: tall), "\(height)")
      #expect(g.shapes[1] == .roundedRect(cornerRadius: 16, height: tall), "\(height)")
      let alone = try #require(
        Self.glass(
          [Self.action("a", title: "A", image: true)], parts: [Self.parts(8)], rowHeight: height))
      if height < 60 { #expect(alone.shapes[0] == .capsule(height: capsule), "\(height)") }
    }
  }

  @Test func tallRowsPutTheTitleUnderACircle() throws {
    let g = try #require(
      Self.glass(
        [
          Self.action("flag", title: "Flag", image: true),
          Self.action("bin", title: "Delete", image: true),
        ],
        parts: [Self.parts(32), Self.parts(48)], rowHeight: 90))
    #expect(g.shapes == [.circle(diameter: 50), .circle(diameter: 50)])
    #expect(g.contents == [.titleBelow(gap: 4), .titleBelow(gap: 4)])
    #expect(g.widths == [50, 50])
    // A 64-pt row leaves 56 − 18 − 4 = 34 for the circle: it shrinks and the button widens to 60.
    let tight = try #require(
      Self.glass(
        [Self.action("a", title: "Archive", image: true)], parts: [Self.parts(56)], rowHeight: 64))
    #expect(tight.shapes == [.circle(diameter: 34)])
    #expect(tight.widths == [60])
    let shifts = SwipeButtonContentLayout.titleBelow(gap: 4).verticalShifts(
      shapeHeight: 34, titleHeight: 18)
    #expect(shifts.shape == -11)
    #expect(shifts.title == 19)
  }

  @Test func imagesAloneAreCirclesInTallRowsAndCapsulesInShortOnes() throws {
    let tall = try #require(
      Self.glass([Self.action("a", image: true)], parts: [Self.parts(0)], rowHeight: 60))
    #expect(tall.shapes == [.circle(diameter: 50)])
    #expect(tall.widths == [50])
    let short = try #require(
      Self.glass([Self.action("a", image: true)], parts: [Self.parts(0)], rowHeight: 44))
    #expect(short.shapes == [.capsule(height: 36)])
    #expect(short.widths == [60])
    #expect(short.contents == [.imageOnly])
  }

  @Test func largeTextDropsTitlesThatDoNotFitAndVoiceOverStillReadsThem() throws {
    // Accessibility text sizes: three titles 140 pt wide cannot sit inline in a 390-pt row.
    let actions = [
      Self.action("more", title: "More options", image: true),
      Self.action("flag", title: "Flag message", image: true),
      Self.action("bin", title: "Delete message", image: true),
    ]
    let g = try #require(
      Self.glass(
        actions, parts: actions.map { _ in Self.parts(140, titleHeight: 40) }, rowHeight: 80))
    #expect(g.contents == [.imageOnly, .imageOnly, .imageOnly])
    #expect(g.shapes == [.circle(diameter: 50), .circle(diameter: 50), .circle(diameter: 50)])
    // A title alone stays and grows with the text (no image to fall back to).
    let titleOnly = try #require(
      Self.glass(
        [Self.action("a", title: "Mark as unread")], parts: [Self.parts(200, image: false)]))
    #expect(titleOnly.widths == [224])
    #expect(titleOnly.contents == [.inline])
    // VoiceOver reads every title, whatever is drawn.
    var h = SwipeHarness(rows: 3, width: 390, trailing: SwipeActionSet(actions: actions))
    h.host.swipeDesign = .iOS26
    #expect(
      h.controller.accessibilityActions(forRowAt: IndexPath(row: 0, inSection: 0)).map(\.name)
        == ["More options", "Flag message", "Delete message"])
    h.swipe(row: 0, by: -300)
  }

  @Test func explicitWidthsShapesAndGapsWinInTheGlassLook() throws {
    var pinned = Self.action("a", title: "A", image: true)
    pinned.width = 70
    pinned.shape = .rectangle
    var options = SwipeableOptions()
    options.buttonSpacing = 4
    options.outerInset = 0
    let g = try #require(Self.glass([pinned], parts: [Self.parts(8)], options: options))
    #expect(g.widths == [70])
    #expect(g.shapes == [.rectangle])
    #expect(close(g.openWidth, 4 + 70))
  }

  // MARK: How the buttons grow in (UISwipeActionDynamicPullView _moveToOffset:…)

  /// Two 60-pt buttons, p = 10, no safe area: open at 150; the outermost ramps over 40…80, the
  /// inner one over 110…150 (the decompile's worked example).
  static func twoButtons(options: SwipeableOptions = .init(), rowWidth: CGFloat = 390)
    -> SwipeGeometry?
  {
    var a = Self.action("outer", image: true)
    a.width = 60
    var b = Self.action("inner", image: true)
    b.width = 60
    return Self.glass(
      [a, b], parts: [Self.parts(0), Self.parts(0)], options: options, rowWidth: rowWidth)
  }

  static func frame(
    _ actionIndex: Int, _ g: SwipeGeometry, at distance: CGFloat, expanded: Bool = false
  )
    -> SwipeButtonFrame
  {
    SwipeTransitionLayout.frame(
      ofButton: g.count - 1 - actionIndex, geometry: g, offset: -distance, isExpanded: expanded)
  }

  @Test func eachButtonGrowsWithTheUncoveredPartAndShowsFromThirtyPercent() throws {
    let g = try #require(Self.twoButtons())
    #expect(g.openWidth == 150)
    for (distance, f) in [
      (0.0, 0.0), (40, 0), (51, 0.275), (52, 0.3), (60, 0.5), (80, 1), (150, 1),
    ]
      as [(CGFloat, CGFloat)]
    {
      let outer = Self.frame(0, g, at: distance)
      #expect(abs(outer.scale - f) < 1e-9, "\(distance)")
      #expect(abs(outer.alpha - (f < 0.3 ? 0 : f)) < 1e-9, "\(distance)")
    }
    #expect(Self.frame(1, g, at: 110).scale == 0)
    #expect(Self.frame(1, g, at: 130).scale == 0.5)
    #expect(Self.frame(1, g, at: 150).alpha == 1)
    // Both sit at their open places: 10 pt from the edge, then 10 pt apart (row 390 wide).
    #expect(close(Self.frame(0, g, at: 150).minX, 390 - 10 - 60))
    #expect(close(Self.frame(1, g, at: 150).minX, 390 - 10 - 60 - 10 - 60))
    #expect(close(Self.frame(0, g, at: 60).minX, 390 - 10 - 60))
  }

  @Test func pastTheOpenWidthTheOutermostStretchesAndTheOthersFade() throws {
    let g = try #require(Self.twoButtons())
    let target = try #require(g.expansionTarget)
    #expect(target == 0.525 * 390)  // max(0.525·W, open + 20) = 204.75
    let outer = Self.frame(0, g, at: 200)
    #expect(close(outer.width, 60 + 50))
    #expect(close(outer.minX, 390 - 10 - 110))
    let inner = Self.frame(1, g, at: 200)
    #expect(abs(inner.alpha - (1 - 0.7 * 200 / target)) < 1e-9)
    #expect(inner.scale == 1)
    // In the full-swipe state an ordinary button fills the strip, the others vanish.
    let filled = Self.frame(0, g, at: 250, expanded: true)
    #expect(close(filled.width, 250 - 10 - 10))
    #expect(filled.isExpanded)
    let hidden = Self.frame(1, g, at: 250, expanded: true)
    #expect(hidden.alpha == 0 && hidden.scale == 0)
  }

  @Test func aDestructiveOutermostKeepsStretchingInTheFullSwipeState() throws {
    var bin = Self.action("bin", image: true)
    bin.width = 60
    bin.style = .destructive
    var other = Self.action("flag", image: true)
    other.width = 60
    let g = try #require(Self.glass([bin, other], parts: [Self.parts(0), Self.parts(0)]))
    let outer = Self.frame(0, g, at: 300, expanded: true)
    #expect(close(outer.width, 60 + 150))
    #expect(Self.frame(1, g, at: 300, expanded: true).alpha > 0)
  }

  @Test func withoutAFullSwipeEveryButtonSpreadsAndGrowsToAtMostATenth() throws {
    var options = SwipeableOptions()
    options.allowsFullSwipe = false
    let g = try #require(Self.twoButtons(options: options))
    for distance in [160.0, 165, 200] as [CGFloat] {
      let r = distance / 150
      let outer = Self.frame(0, g, at: distance)
      #expect(abs(outer.scale - Swift.min(r, 1.1)) < 1e-9)
      // Centre from the edge: r·(S + w/2) + p·(k+1)·min(r, 1.1), S = 0, k = 0.
      let centre = 390 - (r * 30 + 10 * Swift.min(r, 1.1))
      #expect(abs(outer.minX + 30 - centre) < 1e-9, "\(distance)")
      let inner = Self.frame(1, g, at: distance)
      let innerCentre = 390 - (r * (60 + 30) + 20 * Swift.min(r, 1.1))
      #expect(abs(inner.minX + 30 - innerCentre) < 1e-9, "\(distance)")
    }
  }

  @Test func rightToLeftMirrorsEveryFrame() throws {
    let ltr = try #require(Self.twoButtons())
    var a = Self.action("outer", image: true)
    a.width = 60
    var b = Self.action("inner", image: true)
    b.width = 60
    let rtl = try #require(
      Self.glass([a, b], parts: [Self.parts(0), Self.parts(0)], rightToLeft: true))
    #expect(ltr.sign == -rtl.sign)
    for distance in [30.0, 60, 120, 150, 200] as [CGFloat] {
      for k in 0..<2 {
        let l = SwipeTransitionLayout.frame(ofButton: 1 - k, geometry: ltr, offset: -distance)
        let r = SwipeTransitionLayout.frame(ofButton: 1 - k, geometry: rtl, offset: distance)
        #expect(r.minX == 390 - l.minX - l.width)
        #expect(r.scale == l.scale && r.alpha == l.alpha)
      }
    }
  }

  // MARK: The engine

  @Test func automaticFollowsTheHostsSystemAndAPinnedLookWins() throws {
    let actions = [
      Self.action("flag", title: "Flag", image: true),
      Self.action("bin", title: "Delete", image: true),
    ]
    for (design, look, drawn) in [
      (SwipeDesignEnvironment.iOS26, SwipeableLook.automatic, SwipeableLook.glass),
      (.iOS18, .automatic, .classic), (.iOS18, .glass, .glass), (.iOS26, .classic, .classic),
      (
        SwipeDesignEnvironment(
          systemMajorVersion: 26, linkedSDKMajorVersion: 26, requiresCompatibility: true),
        .automatic, .classic
      ),
    ] {
      var options = SwipeableOptions()
      options.look = look
      var h = SwipeHarness(
        rows: 3, width: 390, trailing: SwipeActionSet(actions: actions, options: options))
      h.host.swipeDesign = design
      h.swipe(row: 0, by: -60, release: false)
      let shown = try #require(h.host.shownActions)
      #expect(shown.options.look == drawn)
      #expect(shown.options.transitionStyle == (drawn == .glass ? .grow : .border))
      let shapes = shown.actions.map(\.shape)
      if drawn == .glass {
        #expect(shapes == [.capsule(height: 36), .capsule(height: 36)])
      } else {
        #expect(shapes == [.rectangle, .rectangle])
      }
    }
  }
}
