#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// The floating row on a real table: it never reaches past the table's sides, which clip it
  /// (device review r4, N12), and it follows the row's width when the table is resized
  /// mid-drag (N11).
  final class DragLiftGeometryTests: XCTestCase {
    @MainActor
    private func lifted(
      style: UITableView.Style, width: CGFloat = 320
    ) throws -> (TableFixture, DragableHelper, UIView, ListSource) {
      let source = ListSource(rowCount: 20)
      let fixture = TableFixture(height: 440, style: style)
      fixture.window.frame.size.width = width
      fixture.table.frame = fixture.window.bounds
      let helper = try fixture.dragable(showing: source)
      helper.controller.handleGesture(
        .began, at: fixture.center(ofRowAt: IndexPath(row: 2, section: 0)))
      let snapshot = try XCTUnwrap(HelperInternals.snapshot(of: helper))
      return (fixture, helper, snapshot, source)
    }

    @MainActor
    func testAFullWidthRowLiftsInsideTheTable() throws {
      let (fixture, _, snapshot, source) = try lifted(style: .plain)
      defer { fixture.tearDown() }
      withExtendedLifetime(source) {
        XCTAssertEqual(snapshot.transform.a, 1, "a full-width row does not grow")
        XCTAssertTrue(snapshot.frame.minX >= fixture.table.bounds.minX)
        XCTAssertTrue(snapshot.frame.maxX <= fixture.table.bounds.maxX)
      }
    }

    @MainActor
    func testAnInsetGroupedRowGrowsWithinItsGutters() throws {
      let (fixture, _, snapshot, source) = try lifted(style: .insetGrouped)
      defer { fixture.tearDown() }
      withExtendedLifetime(source) {
        XCTAssertTrue(snapshot.transform.a >= 1)
        XCTAssertTrue(snapshot.transform.a <= 1.05)
        XCTAssertTrue(snapshot.frame.minX >= fixture.table.bounds.minX)
        XCTAssertTrue(snapshot.frame.maxX <= fixture.table.bounds.maxX)
      }
    }

    @MainActor
    func testTheSnapshotFollowsTheRowsWidthAfterAResize() throws {
      let (fixture, helper, snapshot, source) = try lifted(style: .plain)
      defer { fixture.tearDown() }
      let table = fixture.table
      fixture.window.frame.size.width = 480
      table.frame = fixture.window.bounds
      table.layoutIfNeeded()
      helper.controller.displayFrame(at: 1, isInWindow: true)
      let row = try XCTUnwrap(helper.controller.draggedRow)
      XCTAssertEqual(snapshot.bounds.width, table.rectForRow(at: row).width)
      XCTAssertEqual(snapshot.bounds.width, 480)
      helper.controller.handleGesture(.ended, at: fixture.center(ofRowAt: row))
      XCTAssertEqual(snapshot.bounds.width, 480, "it drops at the new width")
      withExtendedLifetime(source) {}
    }
  }
#endif
