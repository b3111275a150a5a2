#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// Rows of the shapes apps show, swiped open and closed through the pan as a finger drives it:
  /// a row with a disclosure indicator, one with a detail button and a disclosure indicator, and
  /// a row of an inset-grouped table (narrower than its table, with rounded corners). Open, the
  /// row's content sits one button width to the left and the button is flush with the row's
  /// trailing edge; closed, the cell is as it was, every view where it was.
  final class SwipeRowShapesTests: XCTestCase {
    /// The review screen, its rows showing `accessories` by row, in the classic look (buttons
    /// edge to edge, so their geometry is the same on every iOS) and without the full swipe.
    @MainActor
    final class AccessoryScreen: SwipeDeviceReviewTests.Screen {
      var accessories: [UITableViewCell.AccessoryType] = []

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        cell.accessoryType =
          accessories.indices.contains(indexPath.row) ? accessories[indexPath.row] : .none
        return cell
      }

      static func make(
        style: UITableView.Style = .plain, accessories: [UITableViewCell.AccessoryType] = []
      ) -> AccessoryScreen {
        let screen = AccessoryScreen(style: style)
        screen.accessories = accessories
        var options = SwipeableOptions()
        options.look = .classic
        options.allowsFullSwipe = false
        screen.table.swipeableOptions = options
        screen.fixture.layOut()
        return screen
      }
    }

    /// The cell's look at rest: its views' frames (the strip of buttons aside), its transform,
    /// clipping and touch handling.
    private struct Rest: Equatable {
      var frames: [CGRect]
      var transform: CGFloat
      var clips: Bool
      var takesTouches: Bool

      @MainActor
      init(of cell: UITableViewCell) {
        frames = cell.subviews.filter { !($0 is SwipeActionsView) }.map(\.frame)
        transform = cell.layer.sublayerTransform.m41
        clips = cell.clipsToBounds
        takesTouches = cell.isUserInteractionEnabled
      }
    }

    @MainActor
    func testARowWithADisclosureIndicatorSwipesOpenAndClosed() throws {
      let screen = AccessoryScreen.make(accessories: [.disclosureIndicator])
      defer { screen.fixture.tearDown() }
      try swipeOpenAndClosed(IndexPath(row: 0, section: 0), of: screen)
    }

    @MainActor
    func testARowWithADetailButtonAndDisclosureIndicatorSwipesOpenAndClosed() throws {
      let screen = AccessoryScreen.make(accessories: [.none, .detailDisclosureButton])
      defer { screen.fixture.tearDown() }
      try swipeOpenAndClosed(IndexPath(row: 1, section: 0), of: screen)
    }

    @MainActor
    func testARowOfAnInsetGroupedTableSwipesOpenAndClosed() throws {
      let screen = AccessoryScreen.make(style: .insetGrouped, accessories: [.disclosureIndicator])
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 0, section: 0)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      XCTAssertLessThan(cell.bounds.width, screen.table.bounds.width, "the cell is inset")
      try swipeOpenAndClosed(row, of: screen)
    }

    /// Swipes `row` open with a 100-pt drag to the left, checks the open geometry, swipes it
    /// closed with a drag to the right and checks the cell is back at rest.
    @MainActor
    private func swipeOpenAndClosed(_ row: IndexPath, of screen: AccessoryScreen) throws {
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      let rest = Rest(of: cell)
      XCTAssertEqual(rest.transform, 0)

      try drag(row, by: -100, in: screen)
      XCTAssertTrue(screen.table.cellForRow(at: row) === cell)
      XCTAssertEqual(cell.layer.sublayerTransform.m41, -80, accuracy: 0.5, "the content offset")
      let strip = try XCTUnwrap(cell.subviews.first as? SwipeActionsView, "no buttons below")
      let delete = try XCTUnwrap(strip.buttons.first)
      let shown = Self.visibleFrame(of: delete, in: cell, strip: strip)
      XCTAssertEqual(shown.maxX, cell.bounds.maxX, accuracy: 0.5, "flush with the trailing edge")
      XCTAssertEqual(shown.width, 80, accuracy: 0.5)
      XCTAssertEqual(shown.minX, cell.bounds.maxX - 80, accuracy: 0.5, "meets the content")
      XCTAssertEqual(
        Rest(of: cell).frames, rest.frames, "the row moved by its transform, no view's frame")
      // A cell narrower than its table (inset-grouped) clips its buttons to its rounded shape.
      let narrower = cell.bounds.width < screen.table.bounds.width
      XCTAssertEqual(cell.clipsToBounds, narrower || rest.clips)

      try drag(row, by: 100, in: screen)
      XCTAssertTrue(screen.table.swipeableHelper?.controller.isIdle == true)
      XCTAssertEqual(Rest(of: cell), rest, "closed, the cell is as it was")
      XCTAssertNil(cell.subviews.first { $0 is SwipeActionsView })
      XCTAssertEqual(screen.performed, [])
    }

    /// A finger on `row` travelling `distance` points sideways and lifting at rest
    /// (``SwipeFingerDrag``).
    @MainActor
    private func drag(_ row: IndexPath, by distance: CGFloat, in screen: AccessoryScreen) throws {
      try SwipeFingerDrag.drag(
        from: screen.fixture.center(ofRowAt: row), by: distance, on: screen.table)
    }

    /// Where `button` shows in `cell`: its frame in the strip's bounds, placed by the strip's
    /// frame, then moved with every view of the cell by the cell layer's `sublayerTransform`.
    @MainActor
    private static func visibleFrame(
      of button: UIView, in cell: UITableViewCell, strip: SwipeActionsView
    ) -> CGRect {
      button.frame.offsetBy(
        dx: strip.frame.minX - strip.bounds.minX + cell.layer.sublayerTransform.m41,
        dy: strip.frame.minY - strip.bounds.minY)
    }
  }
#endif
