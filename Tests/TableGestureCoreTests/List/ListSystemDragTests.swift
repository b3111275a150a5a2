import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// UIKit's own drag and drop on a list (`hasActiveDrag`, fed as ``SwipeController/isSystemDragActive``)
/// keeps items from swiping as UIKit's list swipe does
/// (`-[_UICollectionViewLayoutSwipeActionsModule _canSwipeItemAtIndexPath:]`), beside the
/// library's own drag (``SwipeController/isReorderActive``).
@Suite("Swipe lists: UIKit's drag and drop keeps items from swiping")
struct ListSystemDragTests {
  static func harness() -> SwipeHarness {
    let list = SimulatedList(
      sections: [SimulatedSection.uniform(rows: 8, height: 44)],
      viewportSize: CGSize(width: 320, height: 600), appearance: .insetGrouped)
    return SwipeHarness(list: list, trailing: trailingSet(2))
  }

  @Test func aDragThatBeginsClosesTheOpenItemAndRefusesEverySwipeUntilItEnds() {
    var h = Self.harness()
    h.swipe(ip(0, 2), by: -200, velocity: -600)
    h.settle()
    #expect(h.controller.activeRow == ip(0, 2))

    h.controller.isSystemDragActive = true
    #expect(h.controller.activeRow == nil, "the open item closed at once")
    #expect(h.offset(2) == 0)
    let point = CGPoint(x: 200, y: h.y(4))
    #expect(
      h.controller.panDecision(at: point, translation: CGPoint(x: -40, y: 0)) == .fail)
    #expect(
      !h.controller.shouldBeginSwipe(at: point, translation: CGPoint(x: -5, y: 0), velocity: .zero))
    h.controller.showActions(forRowAt: ip(0, 4), edge: .trailing, animated: false)
    #expect(h.controller.activeRow == nil)
    h.swipe(ip(0, 4), by: -200, velocity: -600)
    h.settle()
    #expect(h.controller.activeRow == nil)

    h.controller.isSystemDragActive = false
    h.swipe(ip(0, 4), by: -200, velocity: -600)
    h.settle()
    #expect(h.controller.activeRow == ip(0, 4))
  }

  /// Either drag keeps items from swiping: the library's ending does not free them while
  /// UIKit's goes on, nor UIKit's ending while the library's goes on.
  @Test func eitherDragBlocksUntilBothEnded() {
    let h = Self.harness()
    let point = CGPoint(x: 200, y: h.y(3))
    let left = CGPoint(x: -5, y: 0)
    h.controller.isSystemDragActive = true
    h.controller.isReorderActive = true
    h.controller.isReorderActive = false
    #expect(!h.controller.shouldBeginSwipe(at: point, translation: left, velocity: .zero))
    h.controller.isReorderActive = true
    h.controller.isSystemDragActive = false
    #expect(!h.controller.shouldBeginSwipe(at: point, translation: left, velocity: .zero))
    h.controller.isReorderActive = false
    #expect(h.controller.shouldBeginSwipe(at: point, translation: left, velocity: .zero))
  }

  /// The host sets the fact at every judged event: an unchanged value closes nothing.
  @Test func theSameValueAgainChangesNothing() {
    var h = Self.harness()
    h.controller.isSystemDragActive = false
    h.swipe(ip(0, 1), by: -200, velocity: -600)
    h.settle()
    h.controller.isSystemDragActive = false
    #expect(h.controller.activeRow == ip(0, 1))
    #expect(h.offset(1) < 0)
  }
}
