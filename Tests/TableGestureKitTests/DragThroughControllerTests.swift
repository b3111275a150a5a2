#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// A whole drag on a real table, driven through the helper's controller as the recognizer and
  /// the display link would drive it, with a data source whose `cellForRowAt` calls back into the
  /// library while the drag scrolls new cells in.
  final class DragThroughControllerTests: XCTestCase {
    @MainActor
    func testOnDropDragAutoscrollsWithCellsRightAndCommitsOnce() throws {
      let source = ListSource(rowCount: 30)
      let fixture = TableFixture(height: 220)  // five rows on screen
      defer { fixture.tearDown() }
      let table = fixture.table
      var options = DragableOptions.instant
      options.commitMode = .onDrop
      let controller = try fixture.dragable(showing: source, options: options).controller
      let original = try XCTUnwrap(source.sections.first)
      let origin = IndexPath(row: 1, section: 0)

      controller.handleGesture(.began, at: fixture.center(ofRowAt: origin))
      XCTAssertEqual(controller.draggedRow, origin)
      let configuredBeforeScroll = source.configuredCells

      // A finger held 10 points above the visible bottom edge, for 1.5 s of 60 Hz frames; the
      // point is in content coordinates, so it moves down as the table scrolls under it.
      var finger = CGPoint.zero
      for frame in 0..<90 {
        finger = CGPoint(x: 160, y: table.bounds.maxY - 10)
        controller.handleGesture(.changed, at: finger)
        controller.displayFrame(at: Double(frame) / 60, isInWindow: true)
        table.layoutIfNeeded()
      }

      XCTAssertGreaterThan(table.contentOffset.y, 0)
      XCTAssertGreaterThan(source.configuredCells, configuredBeforeScroll)
      let dragged = try XCTUnwrap(controller.draggedRow)
      XCTAssertGreaterThan(dragged.row, origin.row)
      XCTAssertEqual(source.sections.first, original)  // on drop: nothing committed yet
      var shown = original
      shown.insert(shown.remove(at: origin.row), at: dragged.row)
      for (indexPath, text) in fixture.shownTexts() {
        XCTAssertEqual(text, shown[indexPath.row], "cell at \(indexPath)")
      }
      XCTAssertEqual(table.visibleCells.filter(\.isHidden).count, 1)
      XCTAssertEqual(table.cellForRow(at: dragged)?.isHidden, true)

      controller.handleGesture(.ended, at: finger)

      XCTAssertFalse(controller.isDragging)
      XCTAssertEqual(source.sections.first, shown)
      XCTAssertEqual(source.drops, [ListSource.Drop(from: origin, to: dragged)])
      XCTAssertTrue(source.cancels.isEmpty)
      XCTAssertTrue(table.isScrollEnabled)
    }
  }
#endif
