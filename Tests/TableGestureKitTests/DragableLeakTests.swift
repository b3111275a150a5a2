#if canImport(UIKit)
  import QuartzCore
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// The table, the helper, the recognizer (whose target is the helper) and the display link
  /// form no cycle: releasing the table after a drag releases all of them.
  final class DragableLeakTests: XCTestCase {
    @MainActor
    func testReleasingTheTableReleasesHelperRecognizerAndDisplayLink() throws {
      weak var table: UITableView?
      weak var helper: DragableHelper?
      weak var recognizer: UILongPressGestureRecognizer?
      weak var link: CADisplayLink?

      autoreleasepool {
        let source = ListSource(rowCount: 20)
        let fixture = TableFixture(height: 440)
        fixture.table.dataSource = source
        fixture.layOut()
        var options = DragableOptions()
        options.animationDuration = 0
        fixture.table.dragableOptions = options
        fixture.table.dragableDelegate = source
        fixture.table.dragable = true
        guard let strongHelper = fixture.table.dragableHelper else {
          XCTAssertNotNil(fixture.table.dragableHelper)
          return
        }
        // One drag that lifts, ticks and drops in place: the display link is started and
        // stopped and a snapshot comes and goes, but no row moves, so no table animation is left
        // pending (one could keep the table alive until a later run-loop turn and fail the test
        // for a reason that is not the library's).
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
      }

      XCTAssertNil(table, "the table itself was not released")
      XCTAssertNil(helper)
      XCTAssertNil(recognizer)
      XCTAssertNil(link)
    }
  }
#endif
