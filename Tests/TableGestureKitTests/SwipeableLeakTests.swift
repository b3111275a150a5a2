#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// The swipe's helper holds its table only while a row moves (`SwipeDeviceHost`, `TableHold`),
  /// taken and let go by its own entries: a swipe through them lets the table go once the row
  /// rests, and a table taken out of its window mid-swipe is let go at once.
  final class SwipeableLeakTests: XCTestCase {
    /// A finger swipes a row open through the helper's entries (the pan's calls and the settle's
    /// frames, each through `perform(_:)`): the row rests open, and the table then goes with its
    /// window as if it had never been swiped.
    @MainActor
    func testASwipeThroughTheHelpersEntriesLetsGoOfTheTableOnceTheRowRests() throws {
      weak var table: UITableView?
      weak var helper: SwipeableHelper?
      try autoreleasepool {
        let (fixture, inbox) = SwipeableTableTests.makeSwipeableTable(items: ["a", "b", "c"])
        let start = fixture.center(ofRowAt: IndexPath(row: 1, section: 0))
        try SwipeFingerDrag.drag(from: start, by: -120, on: fixture.table)
        let strongHelper = try XCTUnwrap(fixture.table.swipeableHelper)
        XCTAssertEqual(strongHelper.controller.activeRow, IndexPath(row: 1, section: 0))
        XCTAssertFalse(strongHelper.controller.needsFrames, "the row did not come to rest")
        table = fixture.table
        helper = strongHelper
        fixture.tearDown()
        withExtendedLifetime(inbox) {}
      }
      RunLoopTurns.run { table == nil && helper == nil }
      XCTAssertNil(table, "the table was still held with the row at rest")
      XCTAssertNil(helper)
    }

    /// A table taken out of its window while the finger still moves a row: the helper hears the
    /// window change (its sentinel's `didMoveToWindow()`), the row closes at once and the table
    /// is let go, with no pan end and no frame.
    @MainActor
    func testATableThatLeavesItsWindowMidSwipeIsLetGoAtOnce() throws {
      weak var table: UITableView?
      weak var helper: SwipeableHelper?
      try autoreleasepool {
        let (fixture, inbox) = SwipeableTableTests.makeSwipeableTable(items: ["a", "b", "c"])
        let strongHelper = try XCTUnwrap(fixture.table.swipeableHelper)
        let start = fixture.center(ofRowAt: IndexPath(row: 1, section: 0))
        let decide = try XCTUnwrap(strongHelper.pan.decide)
        XCTAssertEqual(decide(start, CGPoint(x: -26, y: 0)), .begin)
        strongHelper.perform {
          $0.handlePan(
            .began, location: CGPoint(x: start.x - 26, y: start.y),
            translation: CGPoint(x: -26, y: 0), velocity: .zero)
          $0.handlePan(
            .changed, location: CGPoint(x: start.x - 90, y: start.y),
            translation: CGPoint(x: -90, y: 0), velocity: .zero)
        }
        XCTAssertEqual(strongHelper.controller.activeRow, IndexPath(row: 1, section: 0))
        table = fixture.table
        helper = strongHelper
        fixture.tearDown()
        XCTAssertNil(strongHelper.controller.activeRow, "the row did not close with the window")
        withExtendedLifetime(inbox) {}
      }
      RunLoopTurns.run { table == nil && helper == nil }
      XCTAssertNil(table, "the table was still held after it left its window mid-swipe")
      XCTAssertNil(helper)
    }
  }
#endif
