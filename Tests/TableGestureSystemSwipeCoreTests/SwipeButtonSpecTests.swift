import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("SwipeButtonSpec")
struct SwipeButtonSpecTests {
  @Test(
    "unusable preferred widths fall back to 74",
    arguments: [nil, 0, -5, -.infinity, .infinity, .nan] as [CGFloat?])
  func widthFallback(width: CGFloat?) {
    let spec = SwipeButtonSpec(preferredWidth: width)
    #expect(spec.resolvedWidth == SwipeButtonSpec.defaultWidth)
    #expect(spec.resolvedWidth == 74)
  }

  @Test("a usable preferred width is kept", arguments: [0.5, 60, 74, 200] as [CGFloat])
  func widthKept(width: CGFloat) {
    #expect(SwipeButtonSpec(preferredWidth: width).resolvedWidth == width)
  }

  @Test(
    "unusable spacing counts as 0", arguments: [0, -3, -.infinity, .infinity, .nan] as [CGFloat])
  func spacingFallback(spacing: CGFloat) {
    #expect(SwipeButtonSpec(spacing: spacing).resolvedSpacing == 0)
  }

  @Test("button width is visual width plus spacing")
  func buttonWidth() {
    #expect(SwipeButtonSpec(preferredWidth: 60, spacing: 8).buttonWidth == 68)
    #expect(SwipeButtonSpec(spacing: 12.5).buttonWidth == 74 + 12.5)
    #expect(SwipeButtonSpec(preferredWidth: 60, spacing: -8).buttonWidth == 60)
    #expect(SwipeButtonSpec().buttonWidth == 74)
  }

  @Test("a sum that overflows drops the spacing")
  func buttonWidthOverflow() {
    let huge = CGFloat.greatestFiniteMagnitude
    let spec = SwipeButtonSpec(preferredWidth: huge, spacing: huge)
    #expect(spec.buttonWidth.isFinite)
    #expect(spec.buttonWidth == huge)
  }

  @Test("custom width means a usable width or a positive spacing")
  func hasCustomWidth() {
    #expect(!SwipeButtonSpec().hasCustomWidth)
    #expect(!SwipeButtonSpec(preferredWidth: .nan, spacing: -1).hasCustomWidth)
    #expect(!SwipeButtonSpec(preferredWidth: 0, spacing: .infinity).hasCustomWidth)
    #expect(SwipeButtonSpec(preferredWidth: 74).hasCustomWidth)
    #expect(SwipeButtonSpec(spacing: 4).hasCustomWidth)
  }
}
