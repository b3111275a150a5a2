import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The simulated table's gesture arbitration against the numbers read in decompiled UIKitCore
/// 26.1 (the functions `docs/gesture-arbitration.md` cites): UIKit's own swipe as the reference, the
/// require-to-fail rule, and what a row's views receive.
@Suite("Gesture arbitration: UIKit's rules")
struct GestureArbitrationTests {
  static let start = CGPoint(x: 187.5, y: 154)

  static func table(_ mayBegin: Bool = true) -> GestureArbitration {
    GestureArbitration([
      SimulatedRecognizer(.tableScroll, .tableScroll),
      SimulatedRecognizer(.systemSwipe, .systemSwipe { _, _ in mayBegin }),
    ])
  }

  static func path(_ degrees: Double, speed: Double = 100, length: Double = 80) -> FingerPath {
    FingerPath.line("path", from: start, degrees: degrees, length: length, speed: speed)
  }

  /// Below about 21.8° from horizontal (atan(10/25)) UIKit's swipe crosses its 25 pt before the
  /// scroll pan its 10 pt vertically; above it the table scrolls.
  @Test func uikitsSwipeTakesPathsWithin22DegreesOfHorizontal() {
    var shallow = Self.table()
    let twenty = Self.path(160)
    shallow.run(twenty)
    let began = try! #require(shallow.recognizer(.systemSwipe)?.beganIndex)
    #expect(abs(abs(twenty.samples[began].point.x - Self.start.x) - 25) < 1)
    #expect(shallow.recognizer(.tableScroll)?.state == .failed)

    var steep = Self.table()
    let thirty = Self.path(150)
    steep.run(thirty)
    let scrolled = try! #require(steep.recognizer(.tableScroll)?.beganIndex)
    #expect(abs(thirty.travel(at: scrolled) - 20) < 1)
    #expect(steep.recognizer(.systemSwipe)?.state == .failed)
  }

  @Test func uikitsSwipeFailsAt25PointsOnARowWithoutActionsAndNothingElseBegins() {
    var table = Self.table(false)
    table.run(Self.path(180))
    #expect(table.recognizer(.systemSwipe)?.state == .failed)
    #expect(table.recognizer(.tableScroll)?.state == .failed)
  }

  /// A pan released from a failure requirement restarts its translation at zero
  /// (`-[UIPanGestureRecognizer _willBeginAfterSatisfyingFailureRequirements]`): the content
  /// then trails the finger by the whole wait, the N1 wiring's 25 pt.
  @Test func aWaitingPanBeginsWithItsTranslationAtZero() {
    var rules = LibraryGestureRules.current
    rules.waitForSwipePan = [.tableScroll]
    let decide: (CGPoint, CGPoint) -> SwipePanDecision = { _, t in
      max(abs(t.x), abs(t.y)) >= 25 ? (abs(t.x) > abs(t.y) ? .begin : .fail) : .wait
    }
    var table = GestureArbitration(
      [
        SimulatedRecognizer(.tableScroll, .tableScroll),
        SimulatedRecognizer(.swipePan, .swipePan(decide: decide)),
      ],
      rules: rules)
    let down = Self.path(90, length: 60)
    table.run(down)
    let scroll = try! #require(table.recognizer(.tableScroll))
    #expect(scroll.beganIndex.map(down.travel(at:)) == 25)
    #expect(scroll.translation(raw: CGPoint(x: 0, y: 60)).y == 35)
    // With the rules in force it begins at 10 pt and trails by 10.
    var racing = GestureArbitration(
      [
        SimulatedRecognizer(.tableScroll, .tableScroll),
        SimulatedRecognizer(.swipePan, .swipePan(decide: decide)),
      ])
    racing.run(down)
    #expect(racing.recognizer(.tableScroll)?.beganIndex.map(down.travel(at:)) == 10)
    #expect(racing.recognizer(.tableScroll)?.translation(raw: CGPoint(x: 0, y: 60)).y == 50)
  }

  /// The drag press: lifts after 0.5 s within 10 pt, excludes the swipe, and recognizes alongside
  /// the scroll pan; moving more than 10 pt first fails it.
  @Test func theDragPressLiftsAfterHalfASecondWithin10Points() {
    let rules = LibraryGestureRules.current
    func table() -> GestureArbitration {
      GestureArbitration([
        SimulatedRecognizer(.tableScroll, .tableScroll),
        SimulatedRecognizer(.swipePan, .swipePan { _, _ in .wait }),
        SimulatedRecognizer(
          .dragPress,
          .longPress(
            duration: rules.dragPressDuration, allowableMovement: rules.dragPressAllowableMovement)),
      ])
    }
    var still = table()
    let held = FingerPath.line(
      "hold", from: Self.start, degrees: 90, length: 8, speed: 10, holding: 0.6)
    still.run(held)
    let lifted = try! #require(still.recognizer(.dragPress)?.beganIndex)
    #expect(abs(held.samples[lifted].time - 0.5) < 0.01)
    #expect(still.recognizer(.swipePan)?.state == .failed)

    var moved = table()
    moved.run(FingerPath.line("move", from: Self.start, degrees: 0, length: 30, speed: 100))
    #expect(moved.recognizer(.dragPress)?.state == .failed)
  }

  /// `delaysContentTouches`: a row's views get the touch after 0.15 s or 10 pt sideways, never
  /// when the table scrolls first, and lose it (cancelled) when a swipe begins.
  @Test func contentTouchesAreHeldBackAndCancelled() {
    var scroll = Self.table()
    scroll.run(FingerPath.line("flick", from: Self.start, degrees: 90, length: 60, speed: 2000))
    #expect(scroll.contentTouches.withheld)
    #expect(scroll.contentTouches.deliveredAt == nil)

    var swipe = Self.table()
    let left = Self.path(180)
    swipe.run(left)
    let delivered = try! #require(swipe.contentTouches.deliveredAt)
    #expect(abs(left.travel(at: delivered) - 10) < 1)
    #expect(swipe.contentTouches.cancelledAt == swipe.recognizer(.systemSwipe)?.beganIndex)
  }
}
