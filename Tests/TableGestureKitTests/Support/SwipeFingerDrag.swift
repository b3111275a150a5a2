#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// A finger dragging a row sideways, as the library's pan reports it, on a table or a
  /// collection view.
  @MainActor
  enum SwipeFingerDrag {
    /// A finger starting at `start` travelling `distance` points sideways and lifting at rest:
    /// judged at 26 pt of travel, then following, then ended with no velocity; the engine's
    /// animation is run to its end.
    static func drag<List: RowListView>(from start: CGPoint, by distance: CGFloat, on list: List)
      throws where List.Answers.List == List, List.Reference.Table.Base == List
    {
      let helper = try XCTUnwrap(list.listSwipeableHelper)
      let decide = try XCTUnwrap(helper.pan.decide)
      let step: CGFloat = distance < 0 ? -26 : 26
      XCTAssertEqual(decide(start, CGPoint(x: step, y: 0)), .begin)
      helper.perform {
        $0.handlePan(
          .began, location: CGPoint(x: start.x + step, y: start.y),
          translation: CGPoint(x: step, y: 0), velocity: .zero)
        $0.handlePan(
          .changed, location: CGPoint(x: start.x + distance, y: start.y),
          translation: CGPoint(x: distance, y: 0), velocity: .zero)
        $0.handlePan(
          .ended, location: CGPoint(x: start.x + distance, y: start.y),
          translation: CGPoint(x: distance, y: 0), velocity: .zero)
      }
      SwipeSettling.settle(list)
    }
  }
#endif
