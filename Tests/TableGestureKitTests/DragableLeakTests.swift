#if canImport(UIKit)
  import QuartzCore
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// The table, the helper, the recognizer (whose target is the helper) and the display link
  /// form no cycle: releasing the table after a drag releases all of them. The helper holds the
  /// table only for the length of a drag (`TableHold`), taken and let go by its own entries.
  final class DragableLeakTests: XCTestCase {
    /// A 20-row table in a window, dragging on with no animation; its data source (the table
    /// holds it weakly) and its helper. `nil` (after a failure) when the helper was not made.
    @MainActor
    private func makeDraggableTable() -> (TableFixture, ListSource, DragableHelper)? {
      let source = ListSource(rowCount: 20)
      let fixture = TableFixture(height: 440)
      fixture.table.dataSource = source
      fixture.layOut()
      var options = DragableOptions()
      options.animationDuration = 0
      fixture.table.dragableOptions = options
      fixture.table.dragableDelegate = source
      fixture.table.dragable = true
      guard let helper = fixture.table.dragableHelper else {
        XCTAssertNotNil(fixture.table.dragableHelper)
        return nil
      }
      return (fixture, source, helper)
    }

    @MainActor
    func testReleasingTheTableReleasesHelperRecognizerAndDisplayLink() throws {
      weak var table: UITableView?
      weak var helper: DragableHelper?
      weak var recognizer: UILongPressGestureRecognizer?
      weak var link: CADisplayLink?

      autoreleasepool {
        guard let made = makeDraggableTable() else { return }
        let (fixture, source, strongHelper) = made
        // One drag that lifts, ticks and drops in place: the display link is started and
        // stopped and a snapshot comes and goes, but no row moves. UIKit's own deferred work
        // (the settle's animation) may still hold the table for a few run-loop turns, which the
        // test runs before it asserts.
        let start = fixture.center(ofRowAt: IndexPath(row: 1, section: 0))
        strongHelper.controller.handleGesture(.began, at: start)
        strongHelper.controller.handleGesture(.changed, at: start)
        strongHelper.controller.displayFrame(at: 0, isInWindow: true)
        strongHelper.controller.handleGesture(.ended, at: start)
        XCTAssertFalse(strongHelper.controller.isDragging)

        table = fixture.table
        helper = strongHelper
        recognizer = strongHelper.recognizer
        link = HelperInternals.displayLink(of: strongHelper)
        XCTAssertNotNil(link, "the helper's display link was not found")
        fixture.tearDown()
        withExtendedLifetime(source) {}
      }
      RunLoopTurns.run { table == nil && helper == nil && recognizer == nil && link == nil }

      XCTAssertNil(table, "the table itself was not released")
      XCTAssertNil(helper)
      XCTAssertNil(recognizer)
      XCTAssertNil(link)
    }

    /// A drag through the helper's own entries (as its recognizer and display link make them):
    /// the helper holds the table from the lift to the drop, then lets it go.
    @MainActor
    func testADragThroughTheHelpersEntriesLetsGoOfTheTableAtTheDrop() throws {
      weak var table: UITableView?
      weak var helper: DragableHelper?
      autoreleasepool {
        guard let made = makeDraggableTable() else { return }
        let (fixture, source, strongHelper) = made
        let start = fixture.center(ofRowAt: IndexPath(row: 1, section: 0))
        strongHelper.forwardPress(.began, at: start)
        XCTAssertTrue(strongHelper.controller.isDragging)
        strongHelper.forwardPress(.changed, at: start)
        strongHelper.forwardFrame(at: 0, on: strongHelper.reorderTable, isInWindow: true)
        strongHelper.forwardPress(.ended, at: start)
        XCTAssertFalse(strongHelper.controller.isDragging)
        table = fixture.table
        helper = strongHelper
        fixture.tearDown()
        withExtendedLifetime(source) {}
      }
      RunLoopTurns.run { table == nil && helper == nil }
      XCTAssertNil(table, "the table was still held after the drop")
      XCTAssertNil(helper)
    }

    /// A table taken out of its window mid-drag and let go by the app: the next display frame
    /// (the link's call, made here as it makes it) sees no window, cancels the drag and lets the
    /// table go, and with it the helper.
    @MainActor
    func testATableThatLeavesItsWindowMidDragIsLetGoAtTheNextFrame() throws {
      weak var table: UITableView?
      weak var helper: DragableHelper?
      autoreleasepool {
        guard let made = makeDraggableTable() else { return }
        let (fixture, source, strongHelper) = made
        let start = fixture.center(ofRowAt: IndexPath(row: 1, section: 0))
        strongHelper.forwardPress(.began, at: start)
        XCTAssertTrue(strongHelper.controller.isDragging)
        table = fixture.table
        helper = strongHelper
        fixture.tearDown()
        strongHelper.forwardFrame(
          at: 1, on: strongHelper.reorderTable,
          isInWindow: strongHelper.reorderTable?.object.with { $0.window != nil } ?? false)
        XCTAssertFalse(strongHelper.controller.isDragging)
        withExtendedLifetime(source) {}
      }
      RunLoopTurns.run { table == nil && helper == nil }
      XCTAssertNil(table, "the table was still held after the drag was cancelled")
      XCTAssertNil(helper)
    }
  }
#endif
