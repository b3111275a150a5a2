import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("HairSpaceTitle")
struct HairSpaceTitleTests {
  @Test("defaults: U+200A, minimum action width 30, shift factor 1.1")
  func defaults() {
    #expect(HairSpaceTitle.hairSpace.unicodeScalars.map(\.value) == [0x200A])
    let title = HairSpaceTitle(hairSpaceWidth: 1)
    #expect(title.minimumActionWidth == 30)
    #expect(title.shiftFactor == 1.1)
  }

  @Test("count is the floor of the useful width times the factor over one space")
  func formula() {
    let title = HairSpaceTitle(hairSpaceWidth: 2)
    // (130 − 30) × 1.1 ÷ 2 = 55.
    #expect(title.spaceCount(forWidth: 130) == 55)
    // (31 − 30) × 1.1 ÷ 2 = 0.55 → 0.
    #expect(title.spaceCount(forWidth: 31) == 0)
    // (35 − 30) × 1.1 ÷ 2 = 2.75 → 2.
    #expect(title.spaceCount(forWidth: 35) == 2)
  }

  @Test("custom minimum and factor")
  func customConstants() {
    let title = HairSpaceTitle(hairSpaceWidth: 0.5, minimumActionWidth: 10, shiftFactor: 1)
    #expect(title.spaceCount(forWidth: 20) == 20)
    let noMinimum = HairSpaceTitle(hairSpaceWidth: 1, minimumActionWidth: -10, shiftFactor: 2)
    #expect(noMinimum.spaceCount(forWidth: 5) == 10)
  }

  @Test("widths at or below the minimum need no spaces", arguments: [30, 12, 0, -40] as [CGFloat])
  func belowMinimum(width: CGFloat) {
    #expect(HairSpaceTitle(hairSpaceWidth: 1).spaceCount(forWidth: width) == 0)
    #expect(HairSpaceTitle(hairSpaceWidth: 1).title(forWidth: width).isEmpty)
  }

  @Test(
    "an unusable measured width gives no spaces",
    arguments: [0, -1, .nan, .infinity, -.infinity] as [CGFloat])
  func badMeasurement(measured: CGFloat) {
    #expect(HairSpaceTitle(hairSpaceWidth: measured).spaceCount(forWidth: 200) == 0)
  }

  @Test("bad wanted widths never trap", arguments: [.nan, -.infinity] as [CGFloat])
  func badWanted(width: CGFloat) {
    #expect(HairSpaceTitle(hairSpaceWidth: 1).spaceCount(forWidth: width) == 0)
  }

  @Test("huge wanted widths are capped")
  func cap() {
    let title = HairSpaceTitle(hairSpaceWidth: 1)
    #expect(title.spaceCount(forWidth: .infinity) == HairSpaceTitle.maximumSpaceCount)
    #expect(
      title.spaceCount(forWidth: .greatestFiniteMagnitude) == HairSpaceTitle.maximumSpaceCount)
    let tiny = HairSpaceTitle(hairSpaceWidth: CGFloat(1e-300))
    #expect(tiny.spaceCount(forWidth: 100) == HairSpaceTitle.maximumSpaceCount)
  }

  @Test(
    "unusable constants fall back to the defaults",
    arguments: [(CGFloat.nan, CGFloat.nan), (.infinity, 0), (-.infinity, -2), (30, .infinity)])
  func badConstants(minimum: CGFloat, factor: CGFloat) {
    let odd = HairSpaceTitle(hairSpaceWidth: 2, minimumActionWidth: minimum, shiftFactor: factor)
    let standard = HairSpaceTitle(hairSpaceWidth: 2)
    #expect(odd.spaceCount(forWidth: 130) == standard.spaceCount(forWidth: 130))
  }

  @Test("the title is that many hair spaces and nothing else")
  func titleString() {
    let title = HairSpaceTitle(hairSpaceWidth: 1, minimumActionWidth: 30, shiftFactor: 1)
    let text = title.title(forWidth: 37)
    #expect(text.count == 7)
    #expect(text.allSatisfy { $0 == HairSpaceTitle.hairSpace })
  }
}
