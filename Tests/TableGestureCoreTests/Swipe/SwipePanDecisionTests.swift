import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r2, M5: a pan that turns vertical before the engine has judged it gives
/// scrolling back, because the library's pan stays undecided until the hysteresis.
@Suite("Swipe: the undecided pan (M5)")
struct SwipePanDecisionTests {
  /// The finger goes 12 pt sideways (UIKit's pan would have begun at about 10 pt), then turns
  /// down. The engine never says "begin" before its 25 pt hysteresis, and says "fail" once the
  /// pan is judged vertical, so the table's scrolling pan takes over.
  @Test func aPanTurningVerticalBeforeTheHysteresisFailsSoTheTableScrolls() {
    let h = SwipeHarness(trailing: trailingSet(2))
    let start = CGPoint(x: 200, y: h.y(3))
    var decisions: [SwipePanDecision] = []
    for translation in [
      CGPoint(x: -6, y: 0), CGPoint(x: -12, y: 1), CGPoint(x: -14, y: 12),
      CGPoint(x: -15, y: 26),
    ] {
      decisions.append(h.controller.panDecision(at: start, translation: translation))
    }
    #expect(decisions == [.wait, .wait, .wait, .fail])
    // The early judgement the skin used before would have claimed this pan at 12 pt; once
    // claimed, the turn downward froze it (neither swipe nor scroll).
    #expect(
      h.controller.shouldBeginSwipe(
        at: start, translation: CGPoint(x: -12, y: 1), velocity: .zero))
  }

  @Test func aHorizontalPanBeginsAtTheRowsHysteresisAndTheRowDoesNotJump() {
    let h = SwipeHarness(trailing: trailingSet(2))
    let start = CGPoint(x: 200, y: h.y(3))
    #expect(h.controller.panDecision(at: start, translation: CGPoint(x: -24, y: 3)) == .wait)
    let judged = CGPoint(x: -25, y: 3)
    #expect(h.controller.panDecision(at: start, translation: judged) == .begin)
    // UIKit begins the pan with the translation so far: the row starts from rest.
    h.controller.handlePan(
      .began, location: CGPoint(x: start.x + judged.x, y: start.y + judged.y),
      translation: judged, velocity: .zero)
    #expect(h.controller.activeRow == ip(0, 3))
    #expect(h.offset(3) == 0)
    h.controller.handlePan(
      .changed, location: CGPoint(x: start.x - 45, y: start.y + 3),
      translation: CGPoint(x: -45, y: 3), velocity: .zero)
    #expect(h.offset(3) == -20)
  }

  @Test func theRowsOwnProfileSetsTheHysteresis() {
    let options = SwipeableOptions(metrics: .swipeCellKit)
    let h = SwipeHarness(trailing: trailingSet(2, options: options))
    let start = CGPoint(x: 200, y: h.y(3))
    #expect(h.controller.panDecision(at: start, translation: CGPoint(x: -9, y: 0)) == .wait)
    #expect(h.controller.panDecision(at: start, translation: CGPoint(x: -10, y: 0)) == .begin)
  }

  @Test func aSideWithoutActionsEditingAndBadInputFail() {
    let h = SwipeHarness(trailing: trailingSet(2))
    let start = CGPoint(x: 200, y: h.y(3))
    // Toward positive x reveals the leading side, which has no actions.
    #expect(h.controller.panDecision(at: start, translation: CGPoint(x: 30, y: 0)) == .fail)
    #expect(
      h.controller.panDecision(at: start, translation: CGPoint(x: CGFloat.nan, y: 0)) == .fail)
    #expect(
      h.controller.panDecision(
        at: CGPoint(x: CGFloat.infinity, y: 0), translation: CGPoint(x: -30, y: 0))
        == .fail)
    // Below the last row: no row.
    #expect(
      h.controller.panDecision(at: CGPoint(x: 200, y: 2_000), translation: CGPoint(x: -30, y: 0))
        == .fail)
    h.controller.isEditing = true
    #expect(h.controller.panDecision(at: start, translation: CGPoint(x: -30, y: 0)) == .fail)
  }

  @Test func askingChangesNothingAndHoldsNoActions() {
    let h = SwipeHarness(trailing: trailingSet(2))
    let start = CGPoint(x: 200, y: h.y(3))
    let releases = h.provider.releases
    _ = h.controller.panDecision(at: start, translation: CGPoint(x: -30, y: 0))
    #expect(h.controller.isIdle)
    #expect(h.controller.activeRow == nil)
    #expect(h.provider.releases == releases + 1)
  }
}
