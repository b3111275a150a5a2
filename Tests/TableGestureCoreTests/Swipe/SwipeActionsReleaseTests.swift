import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// F1 (device review r2): the skin kept the last 32 configurations for the life of the table,
/// and with them every handler and what it captured (the screen). The engine now tells the
/// provider when it holds no action any more, so the skin can forget them.
@Suite("Swipe: actions are released once every row rests")
struct SwipeActionsReleaseTests {
  @Test func openingHoldsTheActionsAndClosingReleasesThemOnce() {
    var h = SwipeHarness(rows: 10, trailing: trailingSet(2))
    h.swipe(row: 1, by: -160)
    let whileOpen = h.provider.releases
    h.settle()
    h.controller.reconcileCells()
    #expect(h.controller.session.phase == .open)
    #expect(h.provider.releases == whileOpen)
    h.controller.hideActions()
    h.settle()
    #expect(h.controller.isIdle)
    #expect(h.provider.releases == whileOpen + 1)
    h.controller.tableDidScroll()
    #expect(h.provider.releases == whileOpen + 1)
  }

  @Test func anActionInFlightKeepsThemUntilItCompletes() throws {
    var h = SwipeHarness(rows: 10, trailing: trailingSet(2))
    h.provider.answer = .hold
    h.swipe(row: 1, by: -160)
    h.settle()
    let frame = try #require(h.host.buttonFrames.first { $0.actionIndex == 1 })
    let whileOpen = h.provider.releases
    h.controller.tap(at: CGPoint(x: frame.visibleMinX + 1, y: h.y(1)))
    h.settle()
    #expect(h.provider.releases == whileOpen)
    let completion = try #require(h.provider.heldCompletions.first)
    completion(false)
    h.settle()
    #expect(h.controller.isIdle)
    #expect(h.provider.releases == whileOpen + 1)
  }

  @Test func askingWhetherASwipeMayBeginOrForVoiceOverActionsReleasesAtOnce() {
    let h = SwipeHarness(rows: 10, trailing: trailingSet(2))
    _ = h.controller.shouldBeginSwipe(
      at: CGPoint(x: 200, y: h.y(2)), translation: CGPoint(x: -40, y: 0))
    #expect(h.provider.releases == 1)
    _ = h.controller.accessibilityActions(forRowAt: ip(0, 3))
    #expect(h.provider.releases == 2)
  }
}
