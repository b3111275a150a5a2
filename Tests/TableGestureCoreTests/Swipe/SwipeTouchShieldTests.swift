import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r2, M9: while a row is open, a touch in another row only closes it; the host
/// keeps it from the controls there (they win over the table's tap recogniser).
@Suite("Swipe: a touch elsewhere only closes (M9)")
struct SwipeTouchShieldTests {
  @Test func aTouchInAnotherRowOnlyClosesAndOneInTheOpenRowGoesOn() {
    var h = SwipeHarness(trailing: trailingSet(2))
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    #expect(h.controller.touchOnlyCloses(at: CGPoint(x: 40, y: h.y(3))))
    #expect(h.controller.touchOnlyCloses(at: CGPoint(x: 300, y: h.y(0))))
    #expect(!h.controller.touchOnlyCloses(at: CGPoint(x: 300, y: h.y(1))))
    // While it closes the shield stays up; once at rest it is down.
    h.controller.hideActions(animated: true)
    #expect(h.controller.touchOnlyCloses(at: CGPoint(x: 40, y: h.y(3))))
    h.settle()
    #expect(!h.controller.touchOnlyCloses(at: CGPoint(x: 40, y: h.y(3))))
  }

  @Test func noRowOpenEditingTrackingOrBadInputLetTheTouchThrough() {
    var h = SwipeHarness(trailing: trailingSet(2))
    #expect(!h.controller.touchOnlyCloses(at: CGPoint(x: 40, y: h.y(3))))
    h.swipe(row: 1, by: -120, release: false)
    #expect(!h.controller.touchOnlyCloses(at: CGPoint(x: 40, y: h.y(3))), "under the finger")
    h.controller.panEnded(velocity: .zero)
    h.settle()
    #expect(h.controller.touchOnlyCloses(at: CGPoint(x: 40, y: h.y(3))))
    #expect(!h.controller.touchOnlyCloses(at: CGPoint(x: 40, y: CGFloat.nan)))
    h.table.isEditing = true
    #expect(!h.controller.touchOnlyCloses(at: CGPoint(x: 40, y: h.y(3))))
  }
}
