import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Profiles keep their promises: the `.swipeCellKit` profile's documented 10 pt pan
/// threshold is the one used (the controller used its own 25 pt for every row), and its full
/// swipe triggers strictly past the target, as SwipeCellKit's `shouldExpand` (`x > T`) does.
@Suite("Swipe: profiles keep their promises")
struct SwipeProfilePromiseTests {
  @Test func aSwipeCellKitRowIsClaimedAfterItsOwn10PointThreshold() {
    var h = SwipeHarness(
      rows: 10, trailing: trailingSet(2, options: SwipeableOptions(metrics: .swipeCellKit)))
    h.swipe(row: 1, by: -15, release: false)
    #expect(h.controller.session.phase == .tracking)
    #expect(h.controller.offset < 0)

    var native = SwipeHarness(rows: 10, trailing: trailingSet(2))
    native.swipe(row: 1, by: -15, release: false)
    #expect(native.controller.isIdle)
  }

  @Test func aSwipeCellKitFullSwipeNeedsToBeStrictlyPastItsTarget() throws {
    let options = SwipeableOptions(
      expansionStyle: SwipeableExpansionStyle(target: .edgeInset(100)), metrics: .swipeCellKit)
    let g = try #require(
      SwipeGeometry(
        actions: swipeActions(2), options: options, edge: .trailing, rightToLeft: false,
        rowWidth: 320, contentWidths: [20, 20]))
    let target = try #require(g.expansionTarget)
    #expect(!g.isExpanded(distance: target, travel: 300, touchX: 160))
    #expect(g.isExpanded(distance: target + 1, travel: 300, touchX: 160))

    let nativeOptions = SwipeableOptions(
      expansionStyle: SwipeableExpansionStyle(target: .edgeInset(100)))
    let n = try #require(
      SwipeGeometry(
        actions: swipeActions(2), options: nativeOptions, edge: .trailing, rightToLeft: false,
        rowWidth: 320, contentWidths: [20, 20]))
    #expect(n.isExpanded(distance: try #require(n.expansionTarget), travel: 300, touchX: 160))
  }
}

/// M2 (device review r2): the first placement of a button with a ``SwipeableScaleTransition`` animated
/// from the view's scale 1 to 0.8 and back — a visible shrink-pop on first reveal.
@Suite("Swipe: buttons appear at their scale")
struct SwipeFirstPlacementTests {
  @Test func theFirstPlacementOfNewButtonsDoesNotAnimateAndLaterChangesDo() throws {
    let actions = swipeActions(2).map { action -> SwipeAction in
      var scaled = action
      scaled.transition = .default
      return scaled
    }
    var h = SwipeHarness(
      rows: 10, trailing: SwipeActionSet(actions: actions, options: SwipeableOptions()))
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: true)
    #expect(!h.host.buttonFrames.isEmpty)
    for frame in h.host.buttonFrames {
      #expect(frame.animationDuration == 0 && frame.animationDelay == 0)
    }
    h.time += 1.0 / 60
    h.controller.tick(at: h.time)
    #expect(
      h.host.buttonFrames.contains {
        $0.animationDuration == SwipeableScaleTransition.default.duration
      })
  }
}
