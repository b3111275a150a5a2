import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A leftover of device review r5: a reload that hands the row being panned a new cell. The
/// engine moved the new cell at the next pan event while the buttons stayed on the old one, so
/// the row slid without them until the pan ended; the new cell now gets the buttons at that event.
@Suite("Swipe: a reload in the middle of a pan")
struct SwipeReloadMidPanTests {
  @Test func theNewCellOfARowReloadedMidPanSlidesWithItsButtons() throws {
    var h = SwipeHarness(rows: 20, trailing: trailingSet(2))
    h.swipe(row: 1, by: -60, release: false)
    let old = try #require(h.table.cellForRow(at: ip(0, 1)))
    #expect(h.host.cellButtonsEdge(old) == .trailing)
    h.table.reloadRows(at: [ip(0, 1)])
    h.table.layoutIfNeeded()
    let new = try #require(h.table.cellForRow(at: ip(0, 1)))
    #expect(new != old)
    h.controller.panChanged(
      translation: CGPoint(x: -80, y: 0), location: CGPoint(x: 120, y: h.y(1)))
    #expect(h.host.cellOffset(new) < 0)
    #expect(h.host.cellButtonsEdge(new) == .trailing)
  }
}
