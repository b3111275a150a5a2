#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// A button's shape reaches its background view: where `SwipeableButtonShape` puts it (tested
  /// on Linux) and with its corner radius. Only UIKit shows the wiring.
  final class SwipeButtonShapeDrawingTests: XCTestCase {
    /// A screen whose rows have one 80-point trailing button drawn as a 40-point circle.
    @MainActor
    final class CircleScreen: SwipeDeviceReviewTests.Screen {
      override func tableView(
        _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath,
        edge: SwipeableEdge
      ) -> SwipeableActionsConfiguration? {
        guard edge == .trailing else { return nil }
        let pin = SwipeableAction(title: "Pin") { _, _, done in done(true) }
        pin.width = 80
        pin.buttonShape = .circle(diameter: 40)
        return SwipeableActionsConfiguration(actions: [pin])
      }
    }

    @MainActor
    func testACircleButtonDrawsARoundBackgroundCentredInItsSlot() throws {
      let screen = CircleScreen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 1, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      let strip = try XCTUnwrap(cell.subviews.first { $0 is SwipeActionsView } as? SwipeActionsView)
      let button = try XCTUnwrap(strip.buttons.first)
      let background = try XCTUnwrap(button.subviews.first)

      XCTAssertEqual(background.bounds.width, 40, accuracy: 0.5)
      XCTAssertEqual(background.bounds.height, 40, accuracy: 0.5)
      XCTAssertEqual(background.layer.cornerRadius, 20, accuracy: 0.5)
      XCTAssertEqual(background.frame.midX, button.bounds.midX, accuracy: 0.5)
    }
  }
#endif
