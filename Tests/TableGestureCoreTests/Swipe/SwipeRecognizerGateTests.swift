import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

@Suite("Swipe: recogniser gates (dismissal tap, early begin)")
struct SwipeRecognizerGateTests {
  @Test func theDismissalGestureIsNeededExactlyWhileARowIsOpenOpeningOrClosing() {
    var h = SwipeHarness(trailing: trailingSet(2))
    #expect(!h.controller.needsDismissalGesture)
    h.swipe(row: 2, by: -120, release: false)
    #expect(h.controller.needsDismissalGesture)
    h.controller.panEnded(velocity: .zero)
    #expect(h.controller.needsDismissalGesture)
    h.settle()
    #expect(h.controller.session.phase == .open)
    #expect(h.controller.needsDismissalGesture)
    h.controller.hideActions(animated: true)
    #expect(h.controller.needsFrames)
    #expect(h.controller.needsDismissalGesture)
    h.settle()
    #expect(!h.controller.needsDismissalGesture)
    h.controller.showActions(forRowAt: ip(0, 4), edge: .trailing, animated: false)
    #expect(h.controller.needsDismissalGesture)
    h.controller.isEditing = true
    #expect(!h.controller.needsDismissalGesture)
  }

  @Test func velocityAloneDecidesWhenTheTranslationIsZero() {
    let h = SwipeHarness(trailing: trailingSet(2))
    let point = CGPoint(x: 200, y: h.y(3))
    // Toward negative x reveals trailing (left to right): claimed.
    #expect(
      h.controller.shouldBeginSwipe(
        at: point, translation: .zero, velocity: CGPoint(x: -400, y: 30)))
    // Toward positive x reveals leading, which has no actions.
    #expect(
      !h.controller.shouldBeginSwipe(
        at: point, translation: .zero, velocity: CGPoint(x: 400, y: 0)))
    // No movement at all: no direction.
    #expect(!h.controller.shouldBeginSwipe(at: point, translation: .zero, velocity: .zero))
  }

  @Test func aSmallTranslationDecidesBeforeTheHysteresis() {
    let h = SwipeHarness(trailing: trailingSet(2))
    let point = CGPoint(x: 200, y: h.y(3))
    let small = CGPoint(x: -10, y: 2)
    #expect(!h.controller.shouldBeginSwipe(at: point, translation: small))
    #expect(h.controller.shouldBeginSwipe(at: point, translation: small, velocity: .zero))
    // The translation wins over a velocity the other way.
    #expect(
      h.controller.shouldBeginSwipe(at: point, translation: small, velocity: CGPoint(x: 900, y: 0))
    )
    // A diagonal translation leaves it to the velocity.
    let diagonal = CGPoint(x: 6, y: -6)
    #expect(
      h.controller.shouldBeginSwipe(
        at: point, translation: diagonal, velocity: CGPoint(x: -300, y: 0)))
    #expect(
      !h.controller.shouldBeginSwipe(
        at: point, translation: diagonal, velocity: CGPoint(x: 300, y: 0)))
  }

  @Test func verticalMovementIsRefused() {
    let h = SwipeHarness(trailing: trailingSet(2), leading: trailingSet(1))
    let point = CGPoint(x: 200, y: h.y(3))
    #expect(
      !h.controller.shouldBeginSwipe(
        at: point, translation: CGPoint(x: -3, y: 9), velocity: CGPoint(x: -900, y: 0)))
    #expect(
      !h.controller.shouldBeginSwipe(
        at: point, translation: .zero, velocity: CGPoint(x: 100, y: -400)))
    #expect(
      !h.controller.shouldBeginSwipe(
        at: point, translation: .zero, velocity: CGPoint(x: 300, y: 300)))
  }

  @Test func nonFiniteInputIsRefused() {
    let h = SwipeHarness(trailing: trailingSet(2))
    let point = CGPoint(x: 200, y: h.y(3))
    let left = CGPoint(x: -400, y: 0)
    #expect(
      !h.controller.shouldBeginSwipe(
        at: point, translation: CGPoint(x: CGFloat.nan, y: 0), velocity: left))
    #expect(
      !h.controller.shouldBeginSwipe(
        at: point, translation: CGPoint(x: -5, y: CGFloat.infinity), velocity: left))
    #expect(
      !h.controller.shouldBeginSwipe(
        at: point, translation: .zero, velocity: CGPoint(x: CGFloat.nan, y: 0)))
    #expect(
      !h.controller.shouldBeginSwipe(
        at: point, translation: .zero, velocity: CGPoint(x: -.infinity, y: 0)))
    #expect(
      !h.controller.shouldBeginSwipe(
        at: CGPoint(x: CGFloat.nan, y: CGFloat.nan), translation: CGPoint(x: -5, y: 0),
        velocity: left))
    // A finite translation decides even when the velocity is not finite.
    #expect(
      h.controller.shouldBeginSwipe(
        at: point, translation: CGPoint(x: -5, y: 0), velocity: CGPoint(x: CGFloat.nan, y: 0)))
  }

  @Test func editingReorderAndAFillInFlightRefuse() {
    var h = SwipeHarness(trailing: trailingSet(2, options: SwipeableOptions(expansionStyle: .fill)))
    let point = CGPoint(x: 200, y: h.y(5))
    let left = CGPoint(x: -5, y: 0)
    #expect(h.controller.shouldBeginSwipe(at: point, translation: left, velocity: .zero))
    h.controller.isEditing = true
    #expect(!h.controller.shouldBeginSwipe(at: point, translation: left, velocity: .zero))
    h.controller.isEditing = false
    h.controller.isReorderActive = true
    #expect(!h.controller.shouldBeginSwipe(at: point, translation: left, velocity: .zero))
    h.controller.isReorderActive = false
    h.provider.answer = .hold
    h.swipe(row: 2, by: -300)
    h.settle()
    #expect(h.controller.session.phase == .filled)
    #expect(!h.controller.shouldBeginSwipe(at: point, translation: left, velocity: .zero))
    // Below the table: no row.
    h.controller.hideActions(animated: false)
    #expect(
      !h.controller.shouldBeginSwipe(
        at: CGPoint(x: 200, y: h.y(30)), translation: left, velocity: .zero))
  }

  @Test func rightToLeftMapsPositiveXToTrailing() {
    let h = SwipeHarness(trailing: trailingSet(2))
    h.controller.rightToLeft = true
    let point = CGPoint(x: 200, y: h.y(3))
    #expect(
      h.controller.shouldBeginSwipe(
        at: point, translation: .zero, velocity: CGPoint(x: 400, y: 0)))
    #expect(
      !h.controller.shouldBeginSwipe(
        at: point, translation: .zero, velocity: CGPoint(x: -400, y: 0)))
    #expect(
      h.controller.shouldBeginSwipe(at: point, translation: CGPoint(x: 4, y: 1), velocity: .zero))
  }

  @Test func theActiveRowMayBeSwipedEitherWayAndTheProviderCanRefuse() {
    var h = SwipeHarness(trailing: trailingSet(2))
    h.swipe(row: 3, by: -120)
    h.settle()
    let point = CGPoint(x: 200, y: h.y(3))
    #expect(
      h.controller.shouldBeginSwipe(
        at: point, translation: .zero, velocity: CGPoint(x: 400, y: 0)))
    h.provider.refusePoint = { $0.x < 100 }
    let refused = CGPoint(x: 50, y: h.y(6))
    #expect(
      !h.controller.shouldBeginSwipe(
        at: refused, translation: CGPoint(x: -5, y: 0), velocity: .zero))
  }

  @Test func thePanGateDirectionFollowsTheRules() {
    #expect(SwipePanGate.direction(translation: CGPoint(x: 1, y: 0), velocity: .zero) == true)
    #expect(SwipePanGate.direction(translation: CGPoint(x: -2, y: 1), velocity: .zero) == false)
    #expect(SwipePanGate.direction(translation: CGPoint(x: 1, y: 2), velocity: .zero) == nil)
    #expect(
      SwipePanGate.direction(translation: CGPoint(x: 3, y: 3), velocity: CGPoint(x: -1, y: 0))
        == false)
    #expect(SwipePanGate.direction(translation: .zero, velocity: .zero) == nil)
    #expect(
      SwipePanGate.direction(translation: .zero, velocity: CGPoint(x: 0, y: CGFloat.nan)) == nil)
  }
}
