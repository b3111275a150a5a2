import Foundation
import Testing

@testable import TableGestureCore

/// What the UIKit skin forwards from key-value observation of `contentOffset`.
@Suite("Swipe controller: content-offset changes")
struct SwipeContentOffsetTests {
  @Test func settingTheSameOffsetIsNoScroll() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    let open = h.offset(1)
    #expect(open < 0)
    h.controller.contentOffsetDidChange(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 0, y: 10))
    h.settle()
    #expect(h.offset(1) == open)
    #expect(h.controller.activeRow == ip(0, 1))
  }

  @Test func aRealChangeClosesTheOpenRowAndReconciles() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    let restores = h.host.restoreCount
    h.controller.contentOffsetDidChange(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 4))
    #expect(h.host.restoreCount > restores)
    h.settle()
    #expect(h.controller.isIdle)
    #expect(h.offset(1) == 0)
  }

  @Test func anUnknownValueCountsAsAChange() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    h.controller.contentOffsetDidChange(from: nil, to: CGPoint(x: 0, y: 0))
    h.settle()
    #expect(h.controller.isIdle)
  }

  /// M6 (device review r2): a keyboard inset or a self-sizing correction moves the content
  /// without the user; the open row stays open (it closed by itself near the bottom of a
  /// self-sizing table).
  @Test func aChangeTheUserDidNotMakeKeepsTheRowOpenAndReconciles() {
    var h = SwipeHarness(trailing: trailingSet())
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    let open = h.offset(1)
    let restores = h.host.restoreCount
    h.controller.contentOffsetDidChange(
      from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 30), byUser: false)
    h.settle()
    #expect(h.host.restoreCount > restores)
    #expect(h.controller.activeRow == ip(0, 1))
    #expect(h.offset(1) == open)
  }
}
