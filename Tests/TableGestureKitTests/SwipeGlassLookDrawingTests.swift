#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// The glass look reaches the button views: capsules with gaps (sizes tested on Linux in
  /// `SwipeGlassLookTests`), the material asked for, and VoiceOver still reading every title.
  /// Only UIKit shows the wiring.
  final class SwipeGlassLookDrawingTests: XCTestCase {
    /// A screen whose rows have two trailing actions with images and titles, in the look and
    /// material given.
    @MainActor
    final class GlassScreen: SwipeDeviceReviewTests.Screen {
      var look: SwipeableLook = .glass
      var material: SwipeableButtonMaterial = .solid

      override func tableView(
        _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath,
        edge: SwipeableEdge
      ) -> SwipeableActionsConfiguration? {
        guard edge == .trailing else { return nil }
        let flag = SwipeableAction(title: "Flag") { _, _, done in done(true) }
        flag.image = UIImage(systemName: "flag")
        let bin = SwipeableAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        bin.image = UIImage(systemName: "trash")
        var options = SwipeableOptions()
        options.look = look
        options.buttonMaterial = material
        return SwipeableActionsConfiguration(actions: [bin, flag], options: options)
      }
    }

    @MainActor
    private func openStrip(of screen: GlassScreen) throws -> SwipeActionsView {
      let row = IndexPath(row: 1, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      return try XCTUnwrap(cell.subviews.first { $0 is SwipeActionsView } as? SwipeActionsView)
    }

    @MainActor
    func testTheGlassLookDrawsCapsulesWithGapsOnEveryIOS() throws {
      let screen = GlassScreen()
      defer { screen.fixture.tearDown() }
      let strip = try openStrip(of: screen)
      XCTAssertEqual(strip.buttons.count, 2)
      let frames = strip.buttons.map(\.frame).sorted { $0.minX < $1.minX }
      // 10-pt gap between the two buttons, 10 pt to the row's edge.
      XCTAssertEqual(frames[1].minX - frames[0].maxX, 10, accuracy: 0.5)
      XCTAssertEqual(strip.bounds.maxX - frames[1].maxX, 10, accuracy: 0.5)
      for button in strip.buttons {
        let background = try XCTUnwrap(button.subviews.first)
        XCTAssertEqual(
          background.layer.cornerRadius, background.bounds.height / 2, accuracy: 0.5,
          "a capsule")
        XCTAssertTrue(background.bounds.height <= 50.5, "at most 50 pt tall")
      }
    }

    @MainActor
    func testGlassMaterialIsAVisualEffectOnIOS26AndSolidWithReduceTransparency() throws {
      let screen = GlassScreen()
      screen.material = .glass
      defer { screen.fixture.tearDown() }
      let strip = try openStrip(of: screen)
      let background = try XCTUnwrap(strip.buttons.first?.subviews.first)
      let expectsGlass: Bool
      if #available(iOS 26.0, *) {
        expectsGlass = !UIAccessibility.isReduceTransparencyEnabled
      } else {
        expectsGlass = false
      }
      XCTAssertEqual(background is UIVisualEffectView, expectsGlass)
    }

    @MainActor
    func testVoiceOverReadsEveryTitleInTheGlassLook() throws {
      let screen = GlassScreen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 1, section: 0)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      let names = screen.table.swipeableAccessibilityActions(for: cell, at: row).map(\.name)
      XCTAssertEqual(names, ["Delete", "Flag"])
    }
  }
#endif
