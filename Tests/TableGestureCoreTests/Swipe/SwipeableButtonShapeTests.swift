import Foundation
@_spi(Headless) import TableGestureCore
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where each button shape draws its background in its slot, and that bad numbers stay inside it.
@Suite("Swipe: button shapes")
struct SwipeableButtonShapeTests {
  /// A 90-point slot at x 200 on a 60-point row, fully on screen.
  let slot = CGRect(x: 200, y: 0, width: 90, height: 60)
  let band: (minY: CGFloat, height: CGFloat) = (0, 60)

  @Test func aRectangleFillsTheSlotWithSquareCorners() {
    let drawn = SwipeableButtonShape.rectangle.background(inSlot: slot, band: band)
    #expect(drawn.rect == slot)
    #expect(drawn.cornerRadius == 0)
  }

  @Test func roundedCornersAreAtMostHalfTheShorterSide() {
    #expect(
      SwipeableButtonShape.rounded(cornerRadius: 12).background(inSlot: slot, band: band)
        == (slot, 12) as (CGRect, CGFloat))
    let huge = SwipeableButtonShape.rounded(cornerRadius: 500).background(inSlot: slot, band: band)
    #expect(huge.cornerRadius == 30)
    for bad in [-4, CGFloat.nan, .infinity] {
      #expect(
        SwipeableButtonShape.rounded(cornerRadius: bad).background(inSlot: slot, band: band)
          .cornerRadius == 0)
    }
  }

  @Test func aCircleIsCentredOnTheSlotAndTheVisibleBand() {
    let drawn = SwipeableButtonShape.circle(diameter: 44).background(inSlot: slot, band: band)
    #expect(drawn.rect == CGRect(x: 223, y: 8, width: 44, height: 44))
    #expect(drawn.cornerRadius == 22)
    // Half the row scrolled off the top: the circle follows the visible part.
    let lower = SwipeableButtonShape.circle(diameter: 20).background(inSlot: slot, band: (30, 30))
    #expect(lower.rect == CGRect(x: 235, y: 35, width: 20, height: 20))
  }

  @Test func aCircleWithoutADiameterFitsTheSlotAndNeverOverflowsIt() {
    for diameter in [nil, 0, -3, .nan, 1_000] as [CGFloat?] {
      let drawn = SwipeableButtonShape.circle(diameter: diameter).background(
        inSlot: slot, band: band)
      #expect(drawn.rect.width == 60, "diameter \(String(describing: diameter))")
      #expect(drawn.rect.height == 60)
      #expect(drawn.rect.midX == slot.midX)
    }
    let narrow = CGRect(x: 0, y: 0, width: 30, height: 60)
    #expect(
      SwipeableButtonShape.circle(diameter: nil).background(inSlot: narrow, band: band).rect
        == CGRect(x: 0, y: 15, width: 30, height: 30))
  }

  @Test func aCapsuleIsAsWideAsTheSlotAndFullyRounded() {
    let drawn = SwipeableButtonShape.capsule(height: 44).background(inSlot: slot, band: band)
    #expect(drawn.rect == CGRect(x: 200, y: 8, width: 90, height: 44))
    #expect(drawn.cornerRadius == 22)
    let whole = SwipeableButtonShape.capsule(height: nil).background(inSlot: slot, band: band)
    #expect(whole.rect == slot)
    #expect(whole.cornerRadius == 30)
    let tooTall = SwipeableButtonShape.capsule(height: 90).background(inSlot: slot, band: band)
    #expect(tooTall.rect.height == 60)
  }

  @Test func nonFiniteSlotsAndBandsDrawNothingOutsideZero() {
    let bad = CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: .nan)
    for shape in [
      SwipeableButtonShape.rectangle, .rounded(cornerRadius: 8), .circle(diameter: 40),
      .capsule(height: 40),
    ] {
      let drawn = shape.background(inSlot: bad, band: (.nan, .infinity))
      #expect(drawn.rect.minX.isFinite && drawn.rect.width.isFinite, "\(shape)")
      #expect(drawn.rect.minY.isFinite && drawn.rect.height.isFinite, "\(shape)")
      #expect(drawn.cornerRadius.isFinite, "\(shape)")
    }
  }

  @Test func theEngineValueCarriesTheShape() {
    let action = SwipeAction(identifier: "pin", shape: .circle(diameter: 52))
    #expect(action.shape == .circle(diameter: 52))
    #expect(SwipeAction(identifier: "plain").shape == .automatic)
  }
}
