#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// Device review r5, device run case 2 (`docs/device-checklist.md`): what UIKit does to a
  /// deleted row's cell while the run loop turns, which the library's keeping of a leaving cell
  /// assumes (N4, V1). 50 ms into the row animation the cell is still in its window and shown,
  /// at no index path, and its layer animates; once its animations end, the cell has left the
  /// window or runs none (UIKit pooled it), and the library gives the cell back as it was.
  final class SwipeDeletedRowRunLoopTests: XCTestCase {
    @MainActor
    func testADeletedDisplacedRowsCellAnimatesOutThenIsReleasedRestored() throws {
      let screen = SwipeDeviceReviewTests.Screen()
      defer { screen.fixture.tearDown() }
      // Row 1's Delete, whose handler calls deleteRows(at:with: .automatic).
      let (cell, _) = try SwipeDeviceReviewR4Tests.tapDeleteOnOpenRow(of: screen)
      XCTAssertEqual(screen.performed, ["delete b"])

      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
      XCTAssertNil(screen.table.indexPath(for: cell), "a deleted row's cell is at no index path")
      XCTAssertNotNil(cell.window, "the cell animates out in its window")
      XCTAssertFalse(cell.isHidden)
      XCTAssertFalse(cell.layer.animationKeys()?.isEmpty ?? true, "the cell's layer animates")

      let ended = RunLoopTurns.run {
        cell.window == nil || (cell.layer.animationKeys()?.isEmpty ?? true)
      }
      XCTAssertTrue(ended, "the row animation did not end within 2 s")
      if cell.window != nil {
        XCTAssertFalse(cell.isHidden, "UIKit pools a cell without isHidden (N4)")
      }
      // The display link's next frames reconcile; the real one may already have run them.
      let helper = try XCTUnwrap(screen.table.swipeableHelper)
      let link = CADisplayLink(
        target: SwipeDeviceReviewR4Tests.FrameTarget(),
        selector: #selector(SwipeDeviceReviewR4Tests.FrameTarget.frame))
      defer { link.invalidate() }
      for _ in 0..<3 { helper.displayLinkDidFire(link) }
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 0, "the released cell is restored")
      XCTAssertNil(cell.subviews.first { $0 is SwipeActionsView })
      XCTAssertTrue(cell.isUserInteractionEnabled)
    }
  }
#endif
