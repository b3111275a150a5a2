import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r4, N1: with `swipeable` on, the table's scroll pan waited for the library's
/// pan, which decided only at 25 pt, so every vertical scroll started late and the content then
/// trailed the finger by the whole wait. Replayed through the simulated table's gesture
/// arbitration: a swipeable table must scroll exactly when a plain one does, and a row must
/// swipe no later than with UIKit's own swipe.
@Suite("Gesture arbitration: N1, a swipeable table scrolls as a plain one")
struct GestureFeelN1Tests {
  /// A harness whose rows have actions on both sides.
  static func harness(rightToLeft: Bool = false) -> SwipeHarness {
    let h = SwipeHarness(trailing: trailingSet(2), leading: trailingSet(1))
    h.controller.rightToLeft = rightToLeft
    return h
  }

  static func start(_ h: SwipeHarness) -> CGPoint { CGPoint(x: 160, y: h.y(3)) }

  static func uikit(hasActions: Bool = true) -> FeelProbe.Table {
    .systemSwipe { _, _ in hasActions }
  }

  @Test(arguments: [(90.0, 100.0), (90.0, 2000.0), (270.0, 100.0), (270.0, 2000.0), (60.0, 300.0)])
  func aVerticalPathScrollsAtTheSameTravelAndTrailAsOnAPlainTable(degrees: Double, speed: Double) {
    let h = Self.harness()
    let path = FingerPath.line(
      "vertical", from: Self.start(h), degrees: degrees, length: 120, speed: speed)
    let plain = FeelProbe.measure(path, on: .plain)
    let ours = FeelProbe.measure(
      path, on: .swipeable(h.controller, host: h.host, dragable: true))
    let scroll = try! #require(ours.scrollTravel)
    #expect(abs(scroll - plain.scrollTravel!) <= 1)
    #expect(abs(ours.contentTrail! - plain.contentTrail!) <= 1)
    #expect(ours.rowTravel == nil)
    #expect(h.offset(3) == 0)
  }

  /// 30° from horizontal: the table's pan reaches 10 pt vertically (at 20 pt of travel) before
  /// the swipe's 25 pt sideways, as with UIKit's own swipe.
  @Test(arguments: [150.0, 30.0])
  func aThirtyDegreeDiagonalScrollsAndDoesNotSwipe(degrees: Double) {
    let h = Self.harness()
    let path = FingerPath.line(
      "diagonal", from: Self.start(h), degrees: degrees, length: 80, speed: 100)
    let ours = FeelProbe.measure(
      path, on: .swipeable(h.controller, host: h.host, dragable: false))
    let uikit = FeelProbe.measure(path, on: Self.uikit())
    #expect(uikit.rowTravel == nil)
    #expect(abs(uikit.scrollTravel! - 20) < 1)
    #expect(ours.rowTravel == nil)
    #expect(abs((ours.scrollTravel ?? .infinity) - 20) < 1)
  }

  /// A leftward swipe on a row with trailing actions: the row starts to follow at 25 pt, as
  /// UIKit's own (`-[_UISwipeHandler _setUp]`: `_setHysteresis:25.0`), from offset 0, and then
  /// trails the finger by those 25 pt.
  @Test(arguments: [(180.0, 100.0), (180.0, 2000.0), (0.0, 100.0), (190.0, 100.0)])
  func aHorizontalSwipeBeginsAtUIKitsThresholdWithoutAJump(degrees: Double, speed: Double) {
    let h = Self.harness()
    let path = FingerPath.line(
      "horizontal", from: Self.start(h), degrees: degrees, length: 60, speed: speed)
    let ours = FeelProbe.measure(
      path, on: .swipeable(h.controller, host: h.host, dragable: false))
    let uikit = FeelProbe.measure(path, on: Self.uikit())
    let travel = try! #require(ours.rowTravel)
    #expect(travel <= uikit.rowTravel! + 0.01)
    #expect(travel >= 25)
    // No jump: the row stands where UIKit's would, the travel past 25 pt (0 for a slow drag).
    #expect(abs(ours.rowJump! - uikit.rowJump!) < 0.01)
    if speed < 1000 { #expect(abs(ours.rowJump!) < 1) }
    #expect(abs(ours.rowTrail! - uikit.rowTrail!) <= 1)
    #expect(ours.scrollTravel == nil)
  }

  /// iOS 26: the navigation controller's content back-swipe begins at 15 pt left to right and
  /// waits only for UIKit's swipe pan (`-[_UINavigationInteractiveTransitionBase
  /// _gestureRecognizer:shouldRequireFailureOfGestureRecognizer:]`); it must wait for the
  /// library's too, or a leading swipe on a pushed screen pops the screen.
  @Test(arguments: [false, true])
  func onIOS26ALeadingSwipeOnAPushedScreenIsNotTakenByTheContentBackSwipe(rightToLeft: Bool) {
    let h = Self.harness(rightToLeft: rightToLeft)
    let path = FingerPath.line(
      "leading", from: Self.start(h), degrees: rightToLeft ? 180 : 0, length: 60, speed: 100)
    let ours = FeelProbe.measure(
      path, on: .swipeable(h.controller, host: h.host, dragable: false), pushed: true,
      rightToLeft: rightToLeft)
    #expect(ours.popTravel == nil)
    #expect(ours.rowTravel != nil)
    // A row without leading actions: the pop still happens once the swipe pan fails (25 pt),
    // as with UIKit's swipe.
    let bare = SwipeHarness(trailing: trailingSet(2))
    bare.controller.rightToLeft = rightToLeft
    let popped = FeelProbe.measure(
      path, on: .swipeable(bare.controller, host: bare.host, dragable: false), pushed: true,
      rightToLeft: rightToLeft)
    let uikit = FeelProbe.measure(
      path, on: Self.uikit(hasActions: false), pushed: true, rightToLeft: rightToLeft)
    #expect(popped.popTravel == uikit.popTravel)
    #expect(popped.popTravel.map { abs($0 - 25) < 1 } == true)
  }

  /// The drag's long press fails once the finger moves more than 10 pt before 0.5 s; the
  /// table's pan, which recognizes alongside it, scrolls at its own 10 pt.
  @Test func aLongPressThatMovesBeforeItLiftsScrollsTheTable() {
    let h = Self.harness()
    let path = FingerPath.line(
      "press then move", from: Self.start(h), degrees: 90, length: 60, speed: 100, holding: 0.2)
    let ours = FeelProbe.measure(
      path, on: .swipeable(h.controller, host: h.host, dragable: true))
    #expect(ours.pressTravel == nil)
    #expect(ours.scrollTravel == 10)
  }
}
