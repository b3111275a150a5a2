import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The provider hears when a row starts to open and when it is back at rest (or gone): once
/// each, in order, after the event's work and before any handler.
@Suite("Swipe controller: begin and end notices")
struct SwipeRowNoticeTests {
  @Test func aSwipeThatOpensAndClosesBeginsAndEndsOnce() {
    var h = SwipeHarness(trailing: trailingSet(), leading: trailingSet(1))
    h.swipe(row: 2, by: -120)
    h.settle()
    #expect(h.provider.notices == ["began 2 trailing"])
    // Crossing to the other edge in one pan is the same opening.
    h.swipe(row: 2, by: 200, release: false)
    #expect(h.offset(2) > 0)
    h.controller.panEnded(velocity: CGPoint(x: 300, y: 0))
    h.settle()
    #expect(h.offset(2) > 0)
    #expect(h.provider.notices == ["began 2 trailing"])
    h.controller.hideActions()
    h.settle()
    #expect(h.provider.notices == ["began 2 trailing", "ended 2"])
    #expect(h.controller.isIdle)
  }

  /// Regression: a pan toward the trailing edge used to show the leading buttons at the moment it
  /// was claimed (the session started on the positive side).
  @Test func theClaimShowsTheEdgeTheFingerMovesToward() {
    let h = SwipeHarness(trailing: trailingSet(), leading: trailingSet(1))
    let start = CGPoint(x: 200, y: h.y(2))
    h.controller.panBegan(at: start)
    h.controller.panChanged(
      translation: CGPoint(x: -26, y: 0), location: CGPoint(x: 174, y: start.y))
    #expect(h.controller.activeRow == ip(0, 2))
    #expect(h.host.buttonRows[2] == .trailing)
    #expect(h.host.cellButtonsEdge(h.table.cellForRow(at: ip(0, 2)) ?? -1) == .trailing)
  }

  @Test func aPanThatNeverMovesTheRowAnnouncesNothing() {
    var h = SwipeHarness(trailing: trailingSet())
    // Vertical: refused; toward an edge without actions: refused.
    h.controller.panBegan(at: CGPoint(x: 200, y: h.y(1)))
    h.controller.panChanged(translation: CGPoint(x: 2, y: 40), location: CGPoint(x: 202, y: 100))
    h.controller.panEnded(velocity: .zero)
    h.swipe(row: 1, by: 120)
    h.settle()
    #expect(h.provider.notices.isEmpty)
  }

  @Test func openingAnotherRowEndsTheFirstThenBeginsTheSecond() {
    let h = SwipeHarness(trailing: trailingSet(), leading: trailingSet(1))
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    h.controller.showActions(forRowAt: ip(0, 4), edge: .leading, animated: false)
    #expect(h.provider.notices == ["began 1 trailing", "ended 1", "began 4 leading"])
    _ = h
  }

  @Test func aDeletedRowEndsWithoutAnIndexPath() {
    var h = SwipeHarness(trailing: trailingSet(1, destructiveFirst: true))
    h.provider.answer = .delete
    h.controller.showActions(forRowAt: ip(0, 3), edge: .trailing, animated: false)
    let rect = h.table.rectForRow(at: ip(0, 3))
    h.controller.tap(at: CGPoint(x: rect.maxX - 10, y: rect.midY))
    h.settle()
    #expect(h.provider.calls.count == 1)
    #expect(h.provider.notices == ["began 3 trailing", "ended gone"])
    #expect(h.controller.isIdle)
  }

  @Test func theHintBeginsAndEndsLikeAnOpening() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showHint(forRowAt: ip(0, 0))
    h.settle()
    #expect(h.provider.notices == ["began 0 trailing", "ended 0"])
  }

  @Test func noticesComeBeforeTheHandlerAndMayCallBack() {
    let h = SwipeHarness(trailing: trailingSet(1))
    var order: [String] = []
    h.provider.onNotice = { [provider = h.provider] in
      order.append(provider.notices.last ?? "")
      // Calling back from a notice is deferred, not nested: the row closes afterwards.
      provider.controller?.hideActions(animated: false)
    }
    h.provider.onHandler = { order.append("handler") }
    h.controller.showActions(forRowAt: ip(0, 2), edge: .trailing, animated: false)
    #expect(order == ["began 2 trailing", "ended 2"])
    #expect(h.controller.isIdle)
  }
}
