#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// A left-hand button's parts follow its right edge by UIKit's autoresizing, so a placement that
  /// moves only its left edge leaves its content where the engine's frame puts it, without a
  /// write (the model: core `SwipeButtonAnchorTests`). Only UIKit shows the autoresizing.
  final class SwipeButtonAnchorDrawingTests: XCTestCase {
    /// A screen whose rows have one leading action, in the classic look.
    @MainActor
    final class LeadingScreen: SwipeTestScreen {
      override func tableView(
        _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath,
        edge: SwipeableEdge
      ) -> SwipeableActionsConfiguration? {
        guard edge == .leading else { return nil }
        let read = SwipeableAction(title: "Read") { _, _, done in done(true) }
        return SwipeableActionsConfiguration(actions: [read])
      }
    }

    /// Where the content of `button` is centred, in the strip's coordinates (the button's frame,
    /// then the frame of the view holding the content, then its centre; none is transformed).
    @MainActor
    private func contentMidX(of button: SwipeButtonView) -> CGFloat {
      let holder = button.content.superview
      let holderX = holder === button ? 0 : holder?.frame.minX ?? 0
      return button.frame.minX + holderX + button.content.center.x
    }

    @MainActor
    func testALeftHandButtonsContentStaysAtItsInnerEdgeAsItsLeftEdgeMoves() throws {
      let screen = LeadingScreen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 1, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .leading, animated: false)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      let strip = try XCTUnwrap(
        cell.subviews.first { $0 is SwipeActionsView } as? SwipeActionsView)
      let button = try XCTUnwrap(strip.buttons.first)
      let origin = strip.bounds.minX
      // The border transition's leading frames: the content rect (74 pt) ends where the
      // visible part does, the row's content edge.
      for (shown, step) in [(40, 0), (44, 1), (52, 2), (47, 3)] as [(CGFloat, Int)] {
        let frame = SwipeButtonFrame(
          actionIndex: 0, minX: origin + shown - 74, width: 74, visibleMinX: origin,
          visibleWidth: shown, percentVisible: shown / 74)
        [frame].withUnsafeBufferPointer {
          strip.place($0, bandMinY: strip.bounds.minY, bandHeight: strip.bounds.height)
        }
        XCTAssertEqual(button.frame.width, shown, accuracy: 1e-9, "placement \(step)")
        XCTAssertEqual(
          contentMidX(of: button), frame.minX + 37, accuracy: 1e-6,
          "placement \(step): the content rect's middle")
      }
      // The parts sit in a zero-size view at the button's right edge.
      let parts = try XCTUnwrap(button.content.superview)
      XCTAssertFalse(parts === button)
      XCTAssertEqual(parts.frame.minX, button.bounds.width, accuracy: 1e-6)
      XCTAssertEqual(parts.autoresizingMask, .flexibleLeftMargin)
    }
  }
#endif
