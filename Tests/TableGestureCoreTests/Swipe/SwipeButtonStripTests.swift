import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r2, V3: with a card background (insets, corner radius) the strip of buttons was
/// the full, square cell rect and filled the card's inset gutter; it is the background's frame.
@Suite("Swipe: the button strip follows the cell's background")
struct SwipeButtonStripTests {
  private let cell = CGRect(x: 0, y: 0, width: 390, height: 60)

  @Test func aPlainBackgroundGivesTheWholeSquareCell() {
    let strip = SwipeButtonStrip(cellBounds: cell)
    #expect(strip.rect == cell)
    #expect(strip.cornerRadius == 0)
  }

  @Test func aCardBackgroundClipsTheStripToTheCard() {
    let strip = SwipeButtonStrip(
      cellBounds: cell, top: 4, leading: 16, bottom: 6, trailing: 20, cornerRadius: 12)
    #expect(strip.rect == CGRect(x: 16, y: 4, width: 354, height: 50))
    #expect(strip.cornerRadius == 12)
  }

  @Test func rightToLeftSwapsTheSides() {
    let strip = SwipeButtonStrip(cellBounds: cell, leading: 16, trailing: 20, rightToLeft: true)
    #expect(strip.rect == CGRect(x: 20, y: 0, width: 354, height: 60))
  }

  @Test func outsetsAndNonsenseStayInsideTheCell() {
    let strip = SwipeButtonStrip(
      cellBounds: cell, top: -8, leading: .nan, bottom: .infinity, trailing: 500,
      cornerRadius: 100)
    #expect(strip.rect.minX == 0)
    #expect(strip.rect.width == 0)
    #expect(strip.rect.height == 60)
    #expect(strip.cornerRadius == 0)
    let round = SwipeButtonStrip(cellBounds: cell, cornerRadius: 100)
    #expect(round.cornerRadius == 30)
  }
}
