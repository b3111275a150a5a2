import Foundation
import Testing

@testable import TableGestureCore

/// The two clamps the frame maths uses: ``CGFloat/clamped(_:_:)`` tests for NaN and tolerates
/// reversed bounds; ``CGFloat/pinned(_:_:)`` does neither, and still never gives NaN.
@Suite("CGFloat clamps")
struct CGFloatClampTests {
  @Test(arguments: [-5.0, 0.0, 3.5, 10.0, 12.0, .infinity, -.infinity])
  func bothAgreeOnNumbers(value: Double) {
    let x = CGFloat(value)
    #expect(x.pinned(0, 10) == x.clamped(0, 10))
    #expect(x.pinned(4, 4) == 4)
  }

  @Test func nanBecomesABound() {
    #expect(CGFloat.nan.clamped(2, 10) == 2)
    #expect(CGFloat.nan.pinned(2, 10) == 10)
  }

  @Test func reversedBoundsGiveTheLowerOnlyWhenChecked() {
    #expect(CGFloat(5).clamped(10, 0) == 10)
  }
}
