import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("SwipeReveal")
struct SwipeRevealTests {
  @Test("default tolerance is half a point")
  func defaultTolerance() {
    #expect(SwipeReveal.defaultTolerance == 0.5)
  }

  @Test("equal widths, and widths within the tolerance, are fully revealed")
  func withinTolerance() {
    #expect(SwipeReveal.isFullyRevealed(pullViewWidth: 320, containerWidth: 320))
    #expect(SwipeReveal.isFullyRevealed(pullViewWidth: 319.7, containerWidth: 320))
    #expect(SwipeReveal.isFullyRevealed(pullViewWidth: 319.5, containerWidth: 320))
    // 0.3 is a hair narrower than 0.1 + 0.2: float equality (and a bare >=) would say "partly".
    // (Bound first: `#expect` on a call with a comment above it warns that the result is unused.)
    let hairNarrower = SwipeReveal.isFullyRevealed(pullViewWidth: 0.3, containerWidth: 0.1 + 0.2)
    #expect(hairNarrower)
  }

  @Test("a pull view wider than its container is fully revealed")
  func overshoot() {
    #expect(SwipeReveal.isFullyRevealed(pullViewWidth: 340, containerWidth: 320))
  }

  @Test("short of the tolerance is partly revealed")
  func partly() {
    #expect(!SwipeReveal.isFullyRevealed(pullViewWidth: 319.4, containerWidth: 320))
    #expect(!SwipeReveal.isFullyRevealed(pullViewWidth: 148, containerWidth: 320))
    #expect(!SwipeReveal.isFullyRevealed(pullViewWidth: 0, containerWidth: 320))
  }

  @Test("a larger tolerance widens the window")
  func customTolerance() {
    #expect(SwipeReveal.isFullyRevealed(pullViewWidth: 318, containerWidth: 320, tolerance: 2))
    #expect(!SwipeReveal.isFullyRevealed(pullViewWidth: 317.9, containerWidth: 320, tolerance: 2))
    #expect(!SwipeReveal.isFullyRevealed(pullViewWidth: 319.9, containerWidth: 320, tolerance: 0))
  }

  @Test(
    "unusable tolerances fall back to the default",
    arguments: [-1, .nan, .infinity, -.infinity] as [CGFloat])
  func badTolerance(tolerance: CGFloat) {
    #expect(
      SwipeReveal.isFullyRevealed(pullViewWidth: 319.6, containerWidth: 320, tolerance: tolerance))
    #expect(
      !SwipeReveal.isFullyRevealed(pullViewWidth: 319.4, containerWidth: 320, tolerance: tolerance))
  }

  @Test("bad widths are partly revealed")
  func badWidths() {
    #expect(!SwipeReveal.isFullyRevealed(pullViewWidth: .nan, containerWidth: 320))
    #expect(!SwipeReveal.isFullyRevealed(pullViewWidth: .infinity, containerWidth: 320))
    #expect(!SwipeReveal.isFullyRevealed(pullViewWidth: 320, containerWidth: .nan))
    #expect(!SwipeReveal.isFullyRevealed(pullViewWidth: 320, containerWidth: .infinity))
    #expect(!SwipeReveal.isFullyRevealed(pullViewWidth: 0, containerWidth: 0))
    #expect(!SwipeReveal.isFullyRevealed(pullViewWidth: 10, containerWidth: -5))
  }
}
