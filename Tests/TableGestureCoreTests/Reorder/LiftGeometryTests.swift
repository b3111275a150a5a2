import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The lifted row never reaches past the table's sides (device review r4, N12): the table is a
/// scroll view that clips its subviews, the snapshot among them.
@Suite("Lift geometry")
struct LiftGeometryTests {
  /// A 390-pt iPhone table.
  let bounds = CGRect(x: 0, y: 300, width: 390, height: 700)

  @Test func aFullWidthRowLiftsWithoutGrowing() {
    let row = CGRect(x: 0, y: 440, width: 390, height: 44)
    let lift = LiftAppearance().fitted(toRow: row, inTable: bounds)
    #expect(lift.resolvedScale == 1)
    #expect(lift.resolvedShadowOpacity == 0.25)
    #expect(lift.resolvedAlpha == 0.9)
  }

  @Test func anInsetRowGrowsOnlyAsFarAsItsShadowStaysInside() {
    // Inset grouped: 16-pt gutters on each side.
    let row = CGRect(x: 16, y: 440, width: 358, height: 44)
    let lift = LiftAppearance().fitted(toRow: row, inTable: bounds)
    let scale = lift.resolvedScale
    #expect(scale > 1 && scale <= 1.05)
    let halfWidth = row.width * scale / 2 + lift.resolvedShadowRadius
    #expect(row.midX - halfWidth >= bounds.minX - 0.0001)
    #expect(row.midX + halfWidth <= bounds.maxX + 0.0001)
  }

  @Test func aWideGutterKeepsTheScaleAsSet() {
    // An iPad's readable-width row.
    let row = CGRect(x: 200, y: 0, width: 600, height: 44)
    let wide = CGRect(x: 0, y: 0, width: 1000, height: 700)
    #expect(LiftAppearance().fitted(toRow: row, inTable: wide).resolvedScale == 1.05)
  }

  @Test func aScaleBelowOneAndBadFramesAreLeftAlone() {
    let row = CGRect(x: 0, y: 0, width: 390, height: 44)
    #expect(LiftAppearance(scale: 0.95).fitted(toRow: row, inTable: bounds).resolvedScale == 0.95)
    let bad = CGRect(x: CGFloat.nan, y: 0, width: 390, height: 44)
    #expect(LiftAppearance().fitted(toRow: bad, inTable: bounds).resolvedScale == 1)
    #expect(LiftAppearance().fitted(toRow: .zero, inTable: bounds).resolvedScale == 1)
  }

  @Test func aRowWiderThanTheTableDoesNotShrink() {
    let row = CGRect(x: -10, y: 0, width: 410, height: 44)
    #expect(LiftAppearance().fitted(toRow: row, inTable: bounds).resolvedScale == 1)
  }
}
