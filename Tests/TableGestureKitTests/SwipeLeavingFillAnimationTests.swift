#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// Device review r5, R5-1: a view animation block does not animate a layer's
  /// `sublayerTransform`, so the leaving content of a tapped Delete jumped to the full row width in
  /// one frame while its strip slid. The content now has its own animation on the cell's layer,
  /// from the open offset, over the fill's duration. The Linux side (`SwipeTappedDeleteFillTests`)
  /// tests where the content is at each moment; this checks the animation UIKit is given.
  final class SwipeLeavingFillAnimationTests: XCTestCase {
    typealias Screen = SwipeDeviceReviewTests.Screen

    @MainActor
    func testATappedDeleteAnimatesTheLeavingContentFromTheOpenOffset() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 1, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      let rect = screen.table.rectForRow(at: row)
      let open = cell.layer.sublayerTransform.m41
      XCTAssertEqual(open, -80, accuracy: 0.5, "the row is open by its one 80-pt button")

      screen.table.swipeableHelper?.perform { $0.tap(at: CGPoint(x: rect.maxX - 40, y: rect.midY)) }
      SwipeSettling.settle(screen.table)
      XCTAssertEqual(screen.performed, ["delete b"])

      let animation = try XCTUnwrap(
        cell.layer.animation(forKey: SwipeLeavingFill.contentKey) as? CABasicAnimation,
        "the content's sublayerTransform has an explicit animation")
      XCTAssertEqual(try XCTUnwrap(animation.fromValue as? CGFloat), open, accuracy: 0.5)
      XCTAssertEqual(try XCTUnwrap(animation.toValue as? CGFloat), -rect.width, accuracy: 0.5)
      XCTAssertEqual(animation.duration, SwipeLeavingFill.rowAnimationDuration, accuracy: 0.001)
      XCTAssertEqual(cell.layer.sublayerTransform.m41, -rect.width, accuracy: 0.5)

      // Committed, the content shows close to where it was, not at the full width.
      CATransaction.flush()
      let shown = try XCTUnwrap(cell.layer.presentation()).sublayerTransform.m41
      XCTAssertTrue(shown <= open + 0.5, "\(shown)")
      XCTAssertGreaterThan(shown, open - 40, "the content has not jumped to the full width")
    }
  }
#endif
