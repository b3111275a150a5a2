@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("SwipeButtonStyle")
struct SwipeButtonStyleTests {
  @Test("stored raw values are stable, default is zero")
  func rawValues() {
    #expect(SwipeButtonStyle.default.rawValue == 0)
    #expect(SwipeButtonStyle.circular.rawValue == 1)
    #expect(SwipeButtonStyle.customView.rawValue == 2)
  }

  @Test("every style survives a store and read back")
  func roundTrip() {
    for style in SwipeButtonStyle.allCases {
      #expect(SwipeButtonStyle(storedValue: style.rawValue) == style)
    }
  }

  @Test("values the library never wrote read as default", arguments: [-1, 3, 99, Int.min, Int.max])
  func unknownStoredValue(value: Int) {
    #expect(SwipeButtonStyle(rawValue: value) == nil)
    #expect(SwipeButtonStyle(storedValue: value) == .default)
  }

  @Test("only non-default styles replace the system look")
  func replacesSystemLook() {
    #expect(!SwipeButtonStyle.default.replacesSystemLook)
    #expect(SwipeButtonStyle.circular.replacesSystemLook)
    #expect(SwipeButtonStyle.customView.replacesSystemLook)
  }
}
