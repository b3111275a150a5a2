import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

@Suite("Lift appearance")
struct LiftAppearanceTests {
  @Test func defaultsAreDrawnAsSet() {
    let lift = LiftAppearance()
    #expect(lift.resolvedScale == 1.05)
    #expect(lift.resolvedAlpha == 0.9)
    #expect(lift.resolvedCornerRadius == 0)
    #expect(lift.resolvedShadowOpacity == 0.25)
    #expect(lift.resolvedShadowRadius == 8)
    #expect(lift.resolvedShadowOffset == CGSize(width: 0, height: 4))
  }

  @Test func badValuesAreReplacedBySafeOnes() {
    let lift = LiftAppearance(
      scale: -2, alpha: 7, cornerRadius: .nan, shadowOpacity: .nan, shadowRadius: -.infinity,
      shadowOffset: CGSize(width: CGFloat.nan, height: CGFloat.infinity))
    #expect(lift.resolvedScale == 1)
    #expect(lift.resolvedAlpha == 1)
    #expect(lift.resolvedCornerRadius == 0)
    #expect(lift.resolvedShadowOpacity == 0)
    #expect(lift.resolvedShadowRadius == 0)
    #expect(lift.resolvedShadowOffset == .zero)
    #expect(LiftAppearance(scale: .infinity, alpha: .nan).resolvedScale == 1)
    #expect(LiftAppearance(alpha: .nan).resolvedAlpha == 1)
    #expect(LiftAppearance(alpha: -1, shadowOpacity: 3).resolvedAlpha == 0)
    #expect(LiftAppearance(shadowOpacity: 3).resolvedShadowOpacity == 1)
  }
}
