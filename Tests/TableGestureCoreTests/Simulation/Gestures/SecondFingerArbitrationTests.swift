import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r5, R5-3: a second finger fails the undecided swipe pan, as it fails UIKit's
/// (facts W4); only the first finger is judged, and scrolling goes on as with one finger.
@Suite("Gesture arbitration: a second finger")
struct SecondFingerArbitrationTests {
  static let start = CGPoint(x: 187.5, y: 154)

  /// The table's scroll pan and the library's swipe pan judged by a real engine on a row with
  /// trailing actions.
  static func table() -> (GestureArbitration, SwipeHarness) {
    let h = SwipeHarness(rows: 20, width: 375, trailing: trailingSet())
    let controller = h.controller
    let arbitration = GestureArbitration([
      SimulatedRecognizer(.tableScroll, .tableScroll),
      SimulatedRecognizer(
        .swipePan, .swipePan { controller.panDecision(at: $0, translation: $1) }),
    ])
    return (arbitration, h)
  }

  static func path(_ degrees: Double, secondFingerAt index: Int?) -> FingerPath {
    var path = FingerPath.line("p", from: start, degrees: degrees, length: 80, speed: 100)
    path.secondFingerDown = index
    return path
  }

  @Test func aSecondFingerBeforeTheSwipeIsDecidedFailsTheSwipePan() {
    var (table, h) = Self.table()
    table.run(Self.path(180, secondFingerAt: 12))
    #expect(table.recognizer(.swipePan)?.state == .failed)
    #expect(table.recognizer(.tableScroll)?.state == .failed)
    withExtendedLifetime(h) {}
  }

  @Test func aSecondFingerAfterTheSwipeBeganChangesNothing() {
    var (table, h) = Self.table()
    let path = Self.path(180, secondFingerAt: 40)
    table.run(path)
    let began = try! #require(table.recognizer(.swipePan)?.beganIndex)
    #expect(abs(path.travel(at: began) - 25) < 1)
    withExtendedLifetime(h) {}
  }

  @Test func scrollingIsUnaffectedByASecondFinger() {
    var (one, h1) = Self.table()
    one.run(Self.path(90, secondFingerAt: nil))
    var (two, h2) = Self.table()
    two.run(Self.path(90, secondFingerAt: 3))
    let began = try! #require(one.recognizer(.tableScroll)?.beganIndex)
    #expect(two.recognizer(.tableScroll)?.beganIndex == began)
    #expect(two.recognizer(.swipePan)?.state == .failed)
    withExtendedLifetime((h1, h2)) {}
  }

  /// UIKit's own swipe pan, the reference, fails the same way.
  @Test func uikitsSwipePanFailsOnASecondFingerToo() {
    var table = GestureArbitration([
      SimulatedRecognizer(.tableScroll, .tableScroll),
      SimulatedRecognizer(.systemSwipe, .systemSwipe { _, _ in true }),
    ])
    table.run(Self.path(180, secondFingerAt: 12))
    #expect(table.recognizer(.systemSwipe)?.state == .failed)
  }

  @Test func theEngineFailsOnlyAnUndecidedPan() {
    #expect(SwipePanDecision.failsOnAnotherTouch(judged: false))
    #expect(!SwipePanDecision.failsOnAnotherTouch(judged: true))
  }
}
