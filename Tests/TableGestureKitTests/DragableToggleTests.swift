#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// `UITableView.dragable` on a real table: turning it on adds exactly one recognizer, turning
  /// it off mid-drag cleans up at once.
  final class DragableToggleTests: XCTestCase {
    @MainActor
    func testTurningOnTwiceAddsOneRecognizer() throws {
      let source = ListSource(rowCount: 20)
      let fixture = TableFixture(height: 440, showing: source)
      defer { fixture.tearDown() }
      let table = fixture.table
      let before = table.gestureRecognizers?.count ?? 0

      table.dragable = true
      let recognizer = try XCTUnwrap(table.dragableGestureRecognizer)
      table.dragable = true

      XCTAssertTrue(table.dragableGestureRecognizer === recognizer)
      XCTAssertEqual(table.gestureRecognizers?.count ?? 0, before + 1)
      XCTAssertEqual(table.gestureRecognizers?.filter { $0 === recognizer }.count, 1)
    }

    @MainActor
    func testTurningOffMidDragRemovesTheSnapshotAndGivesScrollingBack() throws {
      let source = ListSource(rowCount: 20)
      let fixture = TableFixture(height: 440, showing: source)
      defer { fixture.tearDown() }
      let table = fixture.table
      var options = DragableOptions()
      options.animationDuration = 0
      table.dragableOptions = options
      table.dragableDelegate = source
      table.dragable = true
      let helper = try XCTUnwrap(table.dragableHelper)
      let pressed = IndexPath(row: 2, section: 0)

      helper.controller.handleGesture(.began, at: fixture.center(ofRowAt: pressed))
      XCTAssertTrue(helper.controller.isDragging)
      XCTAssertFalse(table.isScrollEnabled)
      let snapshot = try XCTUnwrap(HelperInternals.snapshot(of: helper))
      XCTAssertTrue(snapshot.superview === table)
      XCTAssertEqual(table.cellForRow(at: pressed)?.isHidden, true)

      table.dragable = false

      XCTAssertNil(snapshot.superview)
      XCTAssertTrue(table.isScrollEnabled)
      XCTAssertFalse(helper.controller.isDragging)
      XCTAssertEqual(table.cellForRow(at: pressed)?.isHidden, false)
      XCTAssertEqual(source.cancels, [pressed])
      XCTAssertNil(table.dragableGestureRecognizer)
      XCTAssertFalse(table.gestureRecognizers?.contains { $0 === helper.recognizer } ?? false)
    }
  }
#endif
