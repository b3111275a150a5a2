#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// Device review r5, R5-5: the check for UIKit's own swipe runs the app's
  /// `tableView(_:canEditRowAt:)` again at a touch only when the table's data source or delegate
  /// changed (`SwipeSystemSwipeConflictWatch`, tested on Linux).
  final class SwipeSystemSwipeCheckTests: XCTestCase {
    @MainActor
    func testTouchesWithTheSameDataSourceDoNotAskItAgain() throws {
      let screen = SwipeTestScreen()
      defer { screen.fixture.tearDown() }
      let helper = try XCTUnwrap(screen.table.swipeableHelper)
      let asked = screen.canEditQuestions
      for _ in 0..<5 { _ = helper.gestureRecognizer(helper.pan, shouldReceive: UITouch()) }
      XCTAssertEqual(screen.canEditQuestions, asked)

      let other = SwipeTestScreen()
      defer { other.fixture.tearDown() }
      screen.table.dataSource = other
      let before = other.canEditQuestions
      _ = helper.gestureRecognizer(helper.pan, shouldReceive: UITouch())
      let checked = other.canEditQuestions
      XCTAssertGreaterThan(checked, before, "a new data source is checked at the next touch")
      for _ in 0..<5 { _ = helper.gestureRecognizer(helper.pan, shouldReceive: UITouch()) }
      XCTAssertEqual(other.canEditQuestions, checked)
    }
  }
#endif
