#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// Device review r5, F2: the Edit button's path, `setEditing(_:animated:)`, closes an open row
  /// before the next frame whether or not UIKit sends key-value notifications for `isEditing`
  /// there: the open cell's content view narrows (its editing control comes in), which the
  /// library's subview in it hears. The engine's part is tested on Linux
  /// (`SwipeTableEditingTests`).
  final class SwipeEditButtonTests: XCTestCase {
    /// What the fix stands on: a visible cell's content view is narrower in edit mode.
    @MainActor
    func testEditModeNarrowsAVisibleCellsContentView() throws {
      let screen = SwipeTestScreen()
      defer { screen.fixture.tearDown() }
      let cell = try XCTUnwrap(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)))
      let before = cell.contentView.bounds.width
      screen.table.setEditing(true, animated: true)
      screen.table.layoutIfNeeded()
      cell.layoutIfNeeded()
      XCTAssertLessThan(cell.contentView.bounds.width, before)
    }

    @MainActor
    func testSetEditingAnimatedWithARowOpenClosesItBeforeTheNextFrame() async throws {
      let screen = SwipeTestScreen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 0, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      XCTAssertLessThan(cell.layer.sublayerTransform.m41, 0)
      screen.table.layoutIfNeeded()  // the open row is drawn, as before any tap on Edit
      screen.table.setEditing(true, animated: true)
      screen.table.layoutIfNeeded()
      cell.layoutIfNeeded()
      try await Task.sleep(nanoseconds: 50_000_000)  // the main run loop turns
      XCTAssertTrue(screen.table.swipeableHelper?.controller.isIdle == true)
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 0)
      XCTAssertTrue(screen.table.swipeableDismissalGestureRecognizer?.isEnabled == false)
    }
  }
#endif
