import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("SwipeButtonTitleMetrics")
struct SwipeButtonTitleMetricsTests {
  @Test("the title font never goes below 15 points and follows larger text sizes")
  func pointSize() {
    #expect(SwipeButtonTitleMetrics.pointSize(dynamicTypeScaled: 15) == 15)
    #expect(SwipeButtonTitleMetrics.pointSize(dynamicTypeScaled: 12.5) == 15)
    #expect(SwipeButtonTitleMetrics.pointSize(dynamicTypeScaled: 23) == 23)
  }

  @Test("a bad scaled size gives 15", arguments: [CGFloat.nan, .infinity, -.infinity])
  func pointSizeBad(scaled: CGFloat) {
    #expect(SwipeButtonTitleMetrics.pointSize(dynamicTypeScaled: scaled) == 15)
  }

  @Test("natural width: content plus 12, clamped to 74…120")
  func naturalWidth() {
    #expect(SwipeButtonTitleMetrics.naturalButtonWidth(contentWidth: 0) == 74)
    #expect(SwipeButtonTitleMetrics.naturalButtonWidth(contentWidth: 62) == 74)
    #expect(SwipeButtonTitleMetrics.naturalButtonWidth(contentWidth: 80) == 92)
    #expect(SwipeButtonTitleMetrics.naturalButtonWidth(contentWidth: 108) == 120)
    #expect(SwipeButtonTitleMetrics.naturalButtonWidth(contentWidth: 500) == 120)
  }

  @Test(
    "a bad content width counts as an empty title",
    arguments: [CGFloat.nan, .infinity, -.infinity, -30])
  func naturalWidthBad(content: CGFloat) {
    #expect(SwipeButtonTitleMetrics.naturalButtonWidth(contentWidth: content) == 74)
  }
}
