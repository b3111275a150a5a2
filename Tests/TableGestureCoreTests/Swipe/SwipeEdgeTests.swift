import Testing

@_spi(Headless) @testable import TableGestureCore

@Suite("SwipeEdge")
struct SwipeEdgeTests {
  @Test("UIRectEdge raw values: left is 1 << 1, right is 1 << 3")
  func knownRawValues() {
    #expect(SwipeEdge(cellEdgeRawValue: 2) == .left)
    #expect(SwipeEdge(cellEdgeRawValue: 8) == .right)
  }

  @Test(
    "no edge, top, bottom, all and combinations are not a swipe edge",
    arguments: [0, 1, 4, 2 | 8, 2 | 1, 15, 16, UInt.max] as [UInt])
  func unknownRawValues(raw: UInt) {
    #expect(SwipeEdge(cellEdgeRawValue: raw) == nil)
  }

  @Test("raw value round trip")
  func roundTrip() {
    for edge in SwipeEdge.allCases {
      #expect(SwipeEdge(cellEdgeRawValue: edge.cellEdgeRawValue) == edge)
    }
  }

  @Test("leading and trailing follow the layout direction")
  func layoutDirection() {
    #expect(SwipeEdge.leading() == .left)
    #expect(SwipeEdge.trailing() == .right)
    #expect(SwipeEdge.leading(rightToLeft: true) == .right)
    #expect(SwipeEdge.trailing(rightToLeft: true) == .left)
  }
}
